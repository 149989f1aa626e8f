// The UTS #39 pre-check (kbc_spoof_quick and its reference): which
// characters may imitate ASCII and whether a text's resolved scripts are
// mixed, answered per BMP code point from caches filled on first use, so
// that most identifiers never reach uspoof_check2UTF8. Separate from the
// thin ICU shim (icu_shim.c) because it is an algorithm, not a wrapper.
#include "CKBCheckICU.h"
#include "shim_internal.h"

#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

// The resolved-script bookkeeping of UTS #39 §5.1 over 256 script codes
// (ICU 72 has about 200); a code beyond that makes the pre-check give up.
typedef struct { uint64_t w[4]; } kbc_scripts;

static int scriptsAdd(kbc_scripts *s, int32_t code) {
  if (code < 0 || code >= 256) return 0;
  s->w[code >> 6] |= (uint64_t)1 << (code & 63);
  return 1;
}

static int scriptsHas(const kbc_scripts *s, int32_t code) {
  return code >= 0 && code < 256 && (s->w[code >> 6] >> (code & 63)) & 1;
}

// UTS #39 §5.1: Han adds Han with Bopomofo, Japanese and Korean; Hiragana
// and Katakana add Japanese; Hangul adds Korean; Bopomofo adds Han with
// Bopomofo.
static void scriptsAugment(kbc_scripts *s) {
  if (scriptsHas(s, USCRIPT_HAN)) {
    scriptsAdd(s, USCRIPT_HAN_WITH_BOPOMOFO);
    scriptsAdd(s, USCRIPT_JAPANESE);
    scriptsAdd(s, USCRIPT_KOREAN);
  }
  if (scriptsHas(s, USCRIPT_HIRAGANA) || scriptsHas(s, USCRIPT_KATAKANA))
    scriptsAdd(s, USCRIPT_JAPANESE);
  if (scriptsHas(s, USCRIPT_HANGUL)) scriptsAdd(s, USCRIPT_KOREAN);
  if (scriptsHas(s, USCRIPT_BOPOMOFO)) scriptsAdd(s, USCRIPT_HAN_WITH_BOPOMOFO);
}

// The augmented script set of one code point; 0 when it is every script
// (Common or Inherited), -1 when the pre-check cannot tell.
static int augmentedScripts(UChar32 c, kbc_scripts *out) {
  UScriptCode codes[32];
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = uscript_getScriptExtensions(c, codes, 32, &st);
  if (U_FAILURE(st)) return -1;
  memset(out, 0, sizeof *out);
  for (int32_t i = 0; i < n; i++) {
    if (codes[i] == USCRIPT_COMMON || codes[i] == USCRIPT_INHERITED) return 0;
    if (!scriptsAdd(out, codes[i])) return -1;
  }
  scriptsAugment(out);
  return 1;
}

// Per BMP code point: 0 not yet known, 1 its skeleton is ASCII, 2 it is not.
// Written once per code point with the same value by any thread.
static _Atomic uint8_t bmpSkeletonASCII[0x10000];

// Whether the skeleton of one code point is ASCII, asking ICU every time.
static int skeletonIsASCIIUncached(USpoofChecker *sc, UChar32 c) {
  UChar src[2];
  int32_t srcLength = 0;
  U16_APPEND_UNSAFE(src, srcLength, c);
  UChar out[32];
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = uspoof_getSkeleton(sc, 0, src, srcLength, out, 32, &st);
  int ascii = U_SUCCESS(st) && n > 0;
  for (int32_t i = 0; ascii && i < n; i++) ascii = out[i] < 0x80;
  if (st == U_BUFFER_OVERFLOW_ERROR) ascii = 1; // unknown: keep the full check
  return ascii;
}

// Whether the skeleton of one code point that NFD leaves alone is ASCII.
static int skeletonIsASCII(USpoofChecker *sc, UChar32 c) {
  if (c < 0x10000) {
    uint8_t known = atomic_load_explicit(&bmpSkeletonASCII[c], memory_order_relaxed);
    if (known) return known == 1;
  }
  int ascii = skeletonIsASCIIUncached(sc, c);
  if (c < 0x10000)
    atomic_store_explicit(&bmpSkeletonASCII[c], ascii ? 1 : 2, memory_order_relaxed);
  return ascii;
}

// Whether one code point c >= 0x80 leaves KBC_SPOOF_MAY_IMITATE_ASCII set:
// NFD leaves it one code point (NFC text has no singleton decompositions; a
// singleton is checked like any other character) and its skeleton is ASCII.
static int keepsImitation(USpoofChecker *sc, const UNormalizer2 *nfd, UChar32 c,
                          int (*skeletonASCII)(USpoofChecker *, UChar32)) {
  UChar decomposition[8];
  UErrorCode dst = U_ZERO_ERROR;
  int32_t d = unorm2_getDecomposition(nfd, c, decomposition, 8, &dst);
  if (d > 0 || dst == U_BUFFER_OVERFLOW_ERROR) {
    if (dst == U_BUFFER_OVERFLOW_ERROR || u_countChar32(decomposition, d) > 1)
      return 0;
  }
  return skeletonASCII(sc, c);
}

static _Atomic(const UNormalizer2 *) nfdNormalizer;

static const UNormalizer2 *sharedNFD(UErrorCode *status) {
  const UNormalizer2 *nfd = atomic_load_explicit(&nfdNormalizer, memory_order_acquire);
  if (nfd) return nfd;
  nfd = unorm2_getNFDInstance(status); // ICU's own singleton: never freed
  if (U_FAILURE(*status)) return NULL;
  atomic_store_explicit(&nfdNormalizer, nfd, memory_order_release);
  return nfd;
}

// resolved &= {code} on a script set (a one-script character).
static inline void scriptsIntersectOne(kbc_scripts *s, uint32_t code) {
  uint64_t bit = (uint64_t)1 << (code & 63);
  for (uint32_t k = 0; k < 4; k++) s->w[k] &= k == (code >> 6) ? bit : 0;
}

// The resolved script set and the one without the characters that can be
// Latin (UTS #39 §5.2 steps 3, 6 and 7) folded into the pre-check's bits.
static int32_t spoofQuickBits(const kbc_scripts *resolved,
                              const kbc_scripts *withoutLatin, int imitates) {
  int32_t bits = 0;
  // Single script; Latin with Han and Bopomofo, Japanese or Korean (highly
  // restrictive); Latin with one other script but Cyrillic, Greek or
  // Cherokee (moderately restrictive): all pass the moderately restrictive
  // level the checker is set to. Anything else goes to the full check.
  int single = (resolved->w[0] | resolved->w[1] | resolved->w[2] | resolved->w[3]) != 0;
  int highly = scriptsHas(withoutLatin, USCRIPT_HAN_WITH_BOPOMOFO) ||
               scriptsHas(withoutLatin, USCRIPT_JAPANESE) ||
               scriptsHas(withoutLatin, USCRIPT_KOREAN);
  int moderately = (withoutLatin->w[0] | withoutLatin->w[1] | withoutLatin->w[2] | withoutLatin->w[3]) &&
                   !scriptsHas(withoutLatin, USCRIPT_CYRILLIC) &&
                   !scriptsHas(withoutLatin, USCRIPT_GREEK) &&
                   !scriptsHas(withoutLatin, USCRIPT_CHEROKEE);
  if (!single && !highly && !moderately) bits |= KBC_SPOOF_MAY_MIX;
  if (imitates) bits |= KBC_SPOOF_MAY_IMITATE_ASCII;
  return bits;
}

// The slow step of the pre-check for one code point's scripts: 0 to go on,
// -1 when the pre-check cannot tell.
static int intersectAugmentedScripts(UChar32 c, kbc_scripts *resolved,
                                     kbc_scripts *withoutLatin) {
  kbc_scripts scripts;
  int kind = augmentedScripts(c, &scripts);
  if (kind < 0) return -1;
  if (kind > 0) {
    for (int k = 0; k < 4; k++) resolved->w[k] &= scripts.w[k];
    if (!scriptsHas(&scripts, USCRIPT_LATIN))
      for (int k = 0; k < 4; k++) withoutLatin->w[k] &= scripts.w[k];
  }
  return 0;
}

int32_t kbc_spoof_quick_reference(const char *text, int32_t length) {
  const int32_t both = KBC_SPOOF_MAY_MIX | KBC_SPOOF_MAY_IMITATE_ASCII;
  UErrorCode st = U_ZERO_ERROR;
  USpoofChecker *sc = kbc_shared_spoof_checker(&st);
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&st);
  if (U_FAILURE(st)) return both;
  kbc_scripts resolved, withoutLatin;
  memset(&resolved, 0xFF, sizeof resolved);
  memset(&withoutLatin, 0xFF, sizeof withoutLatin);
  int imitates = 1;
  const uint8_t *s = (const uint8_t *)text;
  int32_t i = 0;
  while (i < length) {
    UChar32 c;
    U8_NEXT(s, i, length, c);
    if (c < 0) return both;
    if (intersectAugmentedScripts(c, &resolved, &withoutLatin) < 0) return both;
    if (imitates && c >= 0x80 && !keepsImitation(sc, nfd, c, skeletonIsASCIIUncached))
      imitates = 0;
  }
  return spoofQuickBits(&resolved, &withoutLatin, imitates);
}

// What kbc_spoof_quick needs about one BMP code point, 0 when not known yet.
// Written once per code point with the same value by any thread.
enum {
  kbcQuickKnown = 0x8000,
  kbcQuickKeepsImitation = 0x4000, // keepsImitation (or ASCII)
  kbcQuickClassMask = 0x0300,
  kbcQuickCommon = 0x0000,         // Common or Inherited: every script
  kbcQuickOneScript = 0x0100,      // one script (low byte), no augmentation
  kbcQuickAugmented = 0x0300,      // one script (low byte) that §5.1 augments
  kbcQuickOther = 0x0200,          // several scripts, or unknown: slow path
  kbcQuickScriptMask = 0x00FF,
};
static _Atomic uint16_t bmpQuick[0x10000];

// The augmented set of one script (kbcQuickAugmented).
static kbc_scripts scriptsAugmentedOne(uint32_t code) {
  kbc_scripts set = {{0, 0, 0, 0}};
  scriptsAdd(&set, (int32_t)code);
  scriptsAugment(&set);
  return set;
}

// Whether an augmented script set is that of one script, which *base gets.
static int augmentedBase(int kind, const kbc_scripts *scripts, int *base) {
  static const int32_t augmented[] = {USCRIPT_HAN, USCRIPT_HIRAGANA, USCRIPT_KATAKANA,
                                      USCRIPT_HANGUL, USCRIPT_BOPOMOFO};
  for (size_t k = 0; kind > 0 && k < sizeof augmented / sizeof *augmented; k++) {
    kbc_scripts set = scriptsAugmentedOne((uint32_t)augmented[k]);
    if (memcmp(&set, scripts, sizeof set) == 0) {
      *base = augmented[k];
      return 1;
    }
  }
  return 0;
}

static uint16_t quickEntry(USpoofChecker *sc, const UNormalizer2 *nfd, UChar32 c) {
  uint16_t entry = atomic_load_explicit(&bmpQuick[c], memory_order_relaxed);
  if (entry) return entry;
  entry = kbcQuickKnown;
  if (c < 0x80 || keepsImitation(sc, nfd, c, skeletonIsASCII))
    entry |= kbcQuickKeepsImitation;
  kbc_scripts scripts;
  int kind = augmentedScripts(c, &scripts);
  int count = 0;
  int code = 0;
  for (int k = 0; kind > 0 && k < 4; k++) {
    uint64_t w = scripts.w[k];
    if (w) code = k * 64 + __builtin_ctzll(w);
    count += __builtin_popcountll(w);
  }
  // Augmentation always adds a script, so one script means none was added.
  if (kind == 0) entry |= kbcQuickCommon;
  else if (kind > 0 && count == 1) entry |= kbcQuickOneScript | (uint16_t)code;
  else entry |= augmentedBase(kind, &scripts, &code) ? kbcQuickAugmented | (uint16_t)code
                                                     : kbcQuickOther;
  atomic_store_explicit(&bmpQuick[c], entry, memory_order_relaxed);
  return entry;
}

// Whether one stored entry means what ICU says about c, decoded on its own
// (not by quickEntry): the test hook below.
static int quickEntryMatches(USpoofChecker *sc, const UNormalizer2 *nfd, UChar32 c,
                             uint16_t entry) {
  int keeps = c < 0x80 || keepsImitation(sc, nfd, c, skeletonIsASCIIUncached);
  if (!(entry & kbcQuickKnown) || !(entry & kbcQuickKeepsImitation) != !keeps) return 0;
  kbc_scripts scripts;
  int kind = augmentedScripts(c, &scripts);
  kbc_scripts one = {{0, 0, 0, 0}};
  int count = 0;
  for (int k = 0; kind > 0 && k < 4; k++) count += __builtin_popcountll(scripts.w[k]);
  switch (entry & kbcQuickClassMask) {
  case kbcQuickCommon:
    return kind == 0;
  case kbcQuickOneScript:
    scriptsAdd(&one, entry & kbcQuickScriptMask);
    return kind > 0 && memcmp(&one, &scripts, sizeof one) == 0;
  case kbcQuickAugmented:
    one = scriptsAugmentedOne(entry & kbcQuickScriptMask);
    return kind > 0 && count > 1 && memcmp(&one, &scripts, sizeof one) == 0;
  case kbcQuickOther: // neither Common nor one script: the slow path
    return kind < 0 || (kind > 0 && count > 1);
  default:
    return 0;
  }
}

int32_t kbc_spoof_quick_cache_check(int32_t *filled) {
  UErrorCode st = U_ZERO_ERROR;
  USpoofChecker *sc = kbc_shared_spoof_checker(&st);
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&st);
  *filled = 0;
  if (U_FAILURE(st)) return 0;
  int32_t wrong = -1;
  for (UChar32 c = 0; c < 0x10000; c++) {
    uint16_t entry = atomic_load_explicit(&bmpQuick[c], memory_order_relaxed);
    if (!entry) continue;
    *filled += 1;
    if (wrong < 0 && !quickEntryMatches(sc, nfd, c, entry)) wrong = c;
  }
  return wrong;
}

int32_t kbc_spoof_quick(const char *text, int32_t length) {
  const int32_t both = KBC_SPOOF_MAY_MIX | KBC_SPOOF_MAY_IMITATE_ASCII;
  UErrorCode st = U_ZERO_ERROR;
  USpoofChecker *sc = kbc_shared_spoof_checker(&st);
  const UNormalizer2 *nfd = U_SUCCESS(st) ? sharedNFD(&st) : NULL;
  if (U_FAILURE(st)) return both;
  kbc_scripts resolved, withoutLatin;
  memset(&resolved, 0xFF, sizeof resolved);
  memset(&withoutLatin, 0xFF, sizeof withoutLatin);
  int imitates = 1;
  // ASCII letters are Latin, every other ASCII character Common (Scripts.txt;
  // ScriptExtensions.txt lists no ASCII character); none rules out imitation.
  int latin = 0;
  // The one-script characters narrow both sets to their script, in any
  // order (intersection): the script seen first, and whether another came.
  int32_t one = -1, oneNonLatin = -1;
  int split = 0, splitNonLatin = 0;
  const uint8_t *s = (const uint8_t *)text;
  int32_t i = 0;
  while (i < length) {
    if (s[i] < 0x80) {
      latin |= (uint8_t)((s[i] | 0x20) - 'a') < 26;
      i++;
      continue;
    }
    UChar32 c;
    U8_NEXT(s, i, length, c);
    if (c < 0) return both;
    if (c >= 0x10000) {
      if (intersectAugmentedScripts(c, &resolved, &withoutLatin) < 0) return both;
      if (imitates && !keepsImitation(sc, nfd, c, skeletonIsASCII)) imitates = 0;
      continue;
    }
    uint16_t entry = quickEntry(sc, nfd, c);
    if (!(entry & kbcQuickKeepsImitation)) imitates = 0;
    switch (entry & kbcQuickClassMask) {
    case kbcQuickCommon:
      break;
    case kbcQuickOneScript: {
      int32_t code = entry & kbcQuickScriptMask;
      if (one < 0) one = code;
      split |= one != code;
      if (code != USCRIPT_LATIN) {
        if (oneNonLatin < 0) oneNonLatin = code;
        splitNonLatin |= oneNonLatin != code;
      }
      break;
    }
    case kbcQuickAugmented: { // never Latin
      kbc_scripts set = scriptsAugmentedOne(entry & kbcQuickScriptMask);
      for (int k = 0; k < 4; k++) resolved.w[k] &= set.w[k];
      for (int k = 0; k < 4; k++) withoutLatin.w[k] &= set.w[k];
      break;
    }
    default:
      if (intersectAugmentedScripts(c, &resolved, &withoutLatin) < 0) return both;
    }
  }
  if (latin) {
    if (one < 0) one = USCRIPT_LATIN;
    split |= one != USCRIPT_LATIN;
  }
  if (split) memset(&resolved, 0, sizeof resolved);
  else if (one >= 0) scriptsIntersectOne(&resolved, (uint32_t)one);
  if (splitNonLatin) memset(&withoutLatin, 0, sizeof withoutLatin);
  else if (oneNonLatin >= 0) scriptsIntersectOne(&withoutLatin, (uint32_t)oneNonLatin);
  return spoofQuickBits(&resolved, &withoutLatin, imitates);
}

