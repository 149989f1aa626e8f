// The ICU shim (see CKBCheckICU.h); the UTS #39 pre-check is in
// spoof_precheck.c.
#include "CKBCheckICU.h"
#include "shim_internal.h"

#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>
#include <unicode/uversion.h>

_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is UTF-16");
_Static_assert(sizeof(UChar32) == sizeof(int32_t), "UChar32 is 32-bit");
_Static_assert(U_BUFFER_OVERFLOW_ERROR == KBC_BUFFER_OVERFLOW,
               "buffer overflow code");
// The numbers the Swift side passes for attributes and symbols.
_Static_assert(UNUM_GROUPING_SIZE == 10, "grouping size attribute");
_Static_assert(UNUM_SECONDARY_GROUPING_SIZE == 15, "secondary grouping attribute");
_Static_assert(UNUM_DECIMAL_SEPARATOR_SYMBOL == 0, "decimal symbol");
_Static_assert(UNUM_GROUPING_SEPARATOR_SYMBOL == 1, "grouping symbol");
_Static_assert(UNUM_ZERO_DIGIT_SYMBOL == 4, "zero digit symbol");
_Static_assert(UNUM_MINUS_SIGN_SYMBOL == 6, "minus symbol");
_Static_assert(UNUM_PLUS_SIGN_SYMBOL == 7, "plus symbol");
_Static_assert(UNUM_EXPONENTIAL_SYMBOL == 11, "exponential symbol");
_Static_assert(UNUM_ONE_DIGIT_SYMBOL == 18 && UNUM_NINE_DIGIT_SYMBOL == 26,
               "digit symbols");
_Static_assert(UCHAR_BIDI_CONTROL > 0 && U_CHAR_CATEGORY_COUNT == 30,
               "general categories");

// The enumerated property values the PRECIS code reads (ICU's numbering).
_Static_assert(U_HST_LEADING_JAMO == 1 && U_HST_VOWEL_JAMO == 2 &&
                   U_HST_TRAILING_JAMO == 3,
               "Hangul syllable types");
_Static_assert(U_JT_NON_JOINING == 0 && U_JT_JOIN_CAUSING == 1 &&
                   U_JT_DUAL_JOINING == 2 && U_JT_LEFT_JOINING == 3 &&
                   U_JT_RIGHT_JOINING == 4 && U_JT_TRANSPARENT == 5,
               "joining types");
_Static_assert(U_DT_NARROW == 10 && U_DT_WIDE == 17, "decomposition types");
_Static_assert(U_LEFT_TO_RIGHT == 0 && U_RIGHT_TO_LEFT == 1 &&
                   U_EUROPEAN_NUMBER == 2 && U_EUROPEAN_NUMBER_SEPARATOR == 3 &&
                   U_EUROPEAN_NUMBER_TERMINATOR == 4 && U_ARABIC_NUMBER == 5 &&
                   U_COMMON_NUMBER_SEPARATOR == 6 && U_OTHER_NEUTRAL == 10 &&
                   U_RIGHT_TO_LEFT_ARABIC == 13 && U_DIR_NON_SPACING_MARK == 17 &&
                   U_BOUNDARY_NEUTRAL == 18,
               "bidi classes");

void kbc_icu_version(char *out, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(info);
  u_versionToString(info, text);
  strncpy(out, text, (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
}

void kbc_unicode_version(char *out, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getUnicodeVersion(info);
  u_versionToString(info, text);
  strncpy(out, text, (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
}

const char *kbc_error_name(int32_t status) {
  return u_errorName((UErrorCode)status);
}

// MARK: Normalization

static const UNormalizer2 *normalizer(int32_t form, UErrorCode *status) {
  switch (form) {
  case 0: return unorm2_getNFCInstance(status);
  case 1: return unorm2_getNFDInstance(status);
  case 2: return unorm2_getNFKCInstance(status);
  case 3: return unorm2_getNFKCCasefoldInstance(status);
  default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
  }
}

int32_t kbc_normalize(int32_t form, const uint16_t *src, int32_t length,
                      uint16_t *dest, int32_t capacity, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  const UNormalizer2 *n = normalizer(form, &st);
  int32_t result = 0;
  if (U_SUCCESS(st))
    result = unorm2_normalize(n, (const UChar *)src, length, (UChar *)dest,
                              capacity, &st);
  *status = st;
  return result;
}

int32_t kbc_normalize_quick_check(int32_t form, const uint16_t *src,
                                  int32_t length, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  const UNormalizer2 *n = normalizer(form, &st);
  int32_t result = 0;
  if (U_SUCCESS(st))
    result = (int32_t)unorm2_quickCheck(n, (const UChar *)src, length, &st);
  *status = st;
  return result;
}

int8_t kbc_nfc_quick_yes_utf8(const char *text, int32_t length) {
  // A UTF-8 text never has more UTF-16 units than bytes.
  enum { capacity = 256 };
  if (length < 0 || length > capacity) return 0;
  UChar units[capacity];
  int32_t count = 0;
  UErrorCode st = U_ZERO_ERROR;
  u_strFromUTF8(units, capacity, &count, text, length, &st);
  if (U_FAILURE(st)) return 0;
  const UNormalizer2 *nfc = unorm2_getNFCInstance(&st);
  if (U_FAILURE(st)) return 0;
  UNormalizationCheckResult r = unorm2_quickCheck(nfc, units, count, &st);
  return U_SUCCESS(st) && r == UNORM_YES ? 1 : 0;
}

int8_t kbc_is_normalized(int32_t form, const uint16_t *src, int32_t length,
                         int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  const UNormalizer2 *n = normalizer(form, &st);
  UBool result = 0;
  if (U_SUCCESS(st))
    result = unorm2_isNormalized(n, (const UChar *)src, length, &st);
  *status = st;
  return result ? 1 : 0;
}

// MARK: UnicodeSet

void *kbc_uset_open_pattern(const uint16_t *pattern, int32_t length,
                            int32_t *errorOffset, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  *errorOffset = -1;
  USet *set = uset_openPattern((const UChar *)pattern, length, &st);
  if (U_FAILURE(st)) {
    if (set) uset_close(set);
    // uset_openPattern gives no position; uset_applyPattern returns the
    // parse position where it stopped (the error, or trailing text).
    USet *probe = uset_openEmpty();
    if (probe) {
      UErrorCode probeStatus = U_ZERO_ERROR;
      *errorOffset = uset_applyPattern(probe, (const UChar *)pattern, length,
                                       0, &probeStatus);
      uset_close(probe);
    }
    *status = st;
    return NULL;
  }
  uset_freeze(set);
  *status = st;
  return set;
}

void kbc_uset_close(void *set) { uset_close((USet *)set); }

int8_t kbc_uset_contains(const void *set, int32_t codePoint) {
  return uset_contains((const USet *)set, codePoint) ? 1 : 0;
}

int32_t kbc_uset_span_utf8(const void *set, const char *text, int32_t length,
                           int8_t contained) {
  return uset_spanUTF8((const USet *)set, text, length,
                       contained ? USET_SPAN_CONTAINED : USET_SPAN_NOT_CONTAINED);
}

int32_t kbc_uset_size(const void *set) { return uset_size((const USet *)set); }

int32_t kbc_uset_range_count(const void *set) {
  return uset_getRangeCount((const USet *)set);
}

void kbc_uset_range(const void *set, int32_t index, int32_t *start,
                    int32_t *end) {
  UErrorCode st = U_ZERO_ERROR;
  UChar32 s = 0, e = -1;
  uset_getItem((const USet *)set, index, &s, &e, NULL, 0, &st);
  *start = s;
  *end = e;
}

// MARK: Character properties

int32_t kbc_char_category(int32_t codePoint) {
  return (int32_t)u_charType(codePoint);
}

int32_t kbc_char_script(int32_t codePoint) {
  UErrorCode st = U_ZERO_ERROR;
  UScriptCode code = uscript_getScript(codePoint, &st);
  return U_SUCCESS(st) ? (int32_t)code : (int32_t)USCRIPT_INVALID_CODE;
}

const char *kbc_script_short_name(int32_t script) {
  const char *name = uscript_getShortName((UScriptCode)script);
  return name ? name : "Zzzz";
}

const char *kbc_script_name(int32_t script) {
  const char *name = uscript_getName((UScriptCode)script);
  return name ? name : "Unknown";
}

int8_t kbc_char_has_script(int32_t codePoint, int32_t script) {
  return uscript_hasScript(codePoint, (UScriptCode)script) ? 1 : 0;
}

int32_t kbc_char_digit_value(int32_t codePoint) {
  return u_charDigitValue(codePoint);
}

int32_t kbc_char_direction(int32_t codePoint) {
  return (int32_t)u_charDirection(codePoint);
}

int32_t kbc_char_name(int32_t codePoint, char *out, int32_t capacity) {
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = u_charName(codePoint, U_EXTENDED_CHAR_NAME, out, capacity, &st);
  if (U_FAILURE(st) || n >= capacity) {
    if (capacity > 0) out[0] = 0;
    return 0;
  }
  return n;
}

int8_t kbc_char_has_property(int32_t codePoint, int32_t property) {
  UProperty p;
  switch (property) {
  case KBC_PROP_WHITE_SPACE: p = UCHAR_WHITE_SPACE; break;
  case KBC_PROP_BIDI_CONTROL: p = UCHAR_BIDI_CONTROL; break;
  case KBC_PROP_JOIN_CONTROL: p = UCHAR_JOIN_CONTROL; break;
  case KBC_PROP_DEFAULT_IGNORABLE: p = UCHAR_DEFAULT_IGNORABLE_CODE_POINT; break;
  case KBC_PROP_NONCHARACTER: p = UCHAR_NONCHARACTER_CODE_POINT; break;
  case KBC_PROP_ALPHABETIC: p = UCHAR_ALPHABETIC; break;
  case KBC_PROP_VARIATION_SELECTOR: p = UCHAR_VARIATION_SELECTOR; break;
  case KBC_PROP_EMOJI: p = UCHAR_EMOJI; break;
  case KBC_PROP_EXTENDED_PICTOGRAPHIC: p = UCHAR_EXTENDED_PICTOGRAPHIC; break;
  case KBC_PROP_DASH: p = UCHAR_DASH; break;
  case KBC_PROP_EMOJI_PRESENTATION: p = UCHAR_EMOJI_PRESENTATION; break;
  case KBC_PROP_EMOJI_MODIFIER: p = UCHAR_EMOJI_MODIFIER; break;
  case KBC_PROP_EMOJI_MODIFIER_BASE: p = UCHAR_EMOJI_MODIFIER_BASE; break;
  case KBC_PROP_REGIONAL_INDICATOR: p = UCHAR_REGIONAL_INDICATOR; break;
  case KBC_PROP_EMOJI_COMPONENT: p = UCHAR_EMOJI_COMPONENT; break;
  default: return 0;
  }
  return u_hasBinaryProperty(codePoint, p) ? 1 : 0;
}

int32_t kbc_char_int_property(int32_t codePoint, int32_t property) {
  switch (property) {
  case KBC_INT_HANGUL_SYLLABLE_TYPE:
    return u_getIntPropertyValue(codePoint, UCHAR_HANGUL_SYLLABLE_TYPE);
  case KBC_INT_JOINING_TYPE:
    return u_getIntPropertyValue(codePoint, UCHAR_JOINING_TYPE);
  case KBC_INT_DECOMPOSITION_TYPE:
    return u_getIntPropertyValue(codePoint, UCHAR_DECOMPOSITION_TYPE);
  case KBC_INT_CANONICAL_COMBINING_CLASS:
    return (int32_t)u_getCombiningClass(codePoint);
  case KBC_INT_EAST_ASIAN_WIDTH:
    return u_getIntPropertyValue(codePoint, UCHAR_EAST_ASIAN_WIDTH);
  default: return -1;
  }
}

// The NFKC form of one code point, written into out (capacity 32 units).
static int32_t nfkcOfCodePoint(int32_t codePoint, UChar *out,
                               int32_t capacity) {
  UErrorCode st = U_ZERO_ERROR;
  const UNormalizer2 *n = unorm2_getNFKCInstance(&st);
  if (U_FAILURE(st)) return -1;
  UChar src[2];
  int32_t length = 0;
  UBool error = 0;
  U16_APPEND(src, length, 2, codePoint, error);
  if (error) return -1;
  int32_t written = unorm2_normalize(n, src, length, out, capacity, &st);
  return U_FAILURE(st) ? -1 : written;
}

int32_t kbc_char_nfkc_single(int32_t codePoint) {
  UChar out[32];
  int32_t written = nfkcOfCodePoint(codePoint, out, 32);
  if (written <= 0) return -1;
  UChar32 first;
  int32_t i = 0;
  U16_NEXT(out, i, written, first);
  return i == written ? first : -1;
}

int8_t kbc_char_has_compat(int32_t codePoint) {
  UChar out[32];
  int32_t written = nfkcOfCodePoint(codePoint, out, 32);
  if (written < 0) return 1;
  UChar32 first;
  int32_t i = 0;
  if (written == 0) return 1;
  U16_NEXT(out, i, written, first);
  return (i == written && first == codePoint) ? 0 : 1;
}

int32_t kbc_case_map(int32_t mapping, const uint16_t *src, int32_t length,
                     uint16_t *dest, int32_t capacity, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  int32_t result;
  if (mapping == 0)
    result = u_strToLower((UChar *)dest, capacity, (const UChar *)src, length,
                          "", &st);
  else
    result = u_strFoldCase((UChar *)dest, capacity, (const UChar *)src, length,
                           U_FOLD_CASE_DEFAULT, &st);
  *status = st;
  return result;
}

// MARK: UTS #46

// One immutable UIDNA per option set (7 option bits), created on first use.
// UTS46 instances are immutable and safe to share between threads.
static _Atomic(UIDNA *) idnaCache[128];

UIDNA *kbc_idna_for(uint32_t options, UErrorCode *status) {
  uint32_t slot = (options >> 1) & 0x7F;
  UIDNA *idna = atomic_load(&idnaCache[slot]);
  if (idna) return idna;
  UIDNA *created = uidna_openUTS46(options, status);
  if (U_FAILURE(*status)) return NULL;
  UIDNA *expected = NULL;
  if (!atomic_compare_exchange_strong(&idnaCache[slot], &expected, created)) {
    uidna_close(created);
    return expected;
  }
  return created;
}

int32_t kbc_idna_name(uint32_t options, int8_t toUnicode, const char *src,
                      int32_t length, char *dest, int32_t capacity,
                      uint32_t *errors, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  UIDNA *idna = kbc_idna_for(options, &st);
  int32_t result = 0;
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  if (U_SUCCESS(st)) {
    if (toUnicode)
      result = uidna_nameToUnicodeUTF8(idna, src, length, dest, capacity,
                                       &info, &st);
    else
      result = uidna_nameToASCII_UTF8(idna, src, length, dest, capacity,
                                      &info, &st);
  }
  *errors = info.errors;
  *status = st;
  return result;
}

// MARK: UTS #39

static _Atomic(USpoofChecker *) spoofChecker;

USpoofChecker *kbc_shared_spoof_checker(UErrorCode *status) {
  USpoofChecker *sc = atomic_load(&spoofChecker);
  if (sc) return sc;
  USpoofChecker *created = uspoof_open(status);
  if (U_FAILURE(*status)) return NULL;
  uspoof_setChecks(created, USPOOF_ALL_CHECKS | USPOOF_AUX_INFO, status);
  uspoof_setRestrictionLevel(created, USPOOF_MODERATELY_RESTRICTIVE);
  if (U_FAILURE(*status)) {
    uspoof_close(created);
    return NULL;
  }
  USpoofChecker *expected = NULL;
  if (!atomic_compare_exchange_strong(&spoofChecker, &expected, created)) {
    uspoof_close(created);
    return expected;
  }
  return created;
}

int32_t kbc_spoof_check(const char *text, int32_t length,
                        int32_t *restriction, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  *restriction = 0;
  USpoofChecker *sc = kbc_shared_spoof_checker(&st);
  if (U_FAILURE(st)) { *status = st; return 0; }
  USpoofCheckResult *result = uspoof_openCheckResult(&st);
  int32_t checks = uspoof_check2UTF8(sc, text, length, result, &st);
  if (U_SUCCESS(st))
    *restriction = (int32_t)uspoof_getCheckResultRestrictionLevel(result, &st);
  uspoof_closeCheckResult(result);
  *status = st;
  return checks & USPOOF_ALL_CHECKS;
}

int32_t kbc_spoof_skeleton(const char *text, int32_t length, char *dest,
                           int32_t capacity, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  USpoofChecker *sc = kbc_shared_spoof_checker(&st);
  int32_t n = 0;
  if (U_SUCCESS(st))
    n = uspoof_getSkeletonUTF8(sc, 0, text, length, dest, capacity, &st);
  *status = st;
  return n;
}

int32_t kbc_spoof_confusable(const char *a, int32_t aLength, const char *b,
                             int32_t bLength, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  USpoofChecker *sc = kbc_shared_spoof_checker(&st);
  int32_t r = 0;
  if (U_SUCCESS(st)) r = uspoof_areConfusableUTF8(sc, a, aLength, b, bLength, &st);
  *status = st;
  return r;
}

// MARK: Locales and numbers

int8_t kbc_is_iso_region(const char *region) {
  for (const char *const *code = uloc_getISOCountries(); *code; code++) {
    if (strcmp(*code, region) == 0) return 1;
  }
  return 0;
}

int32_t kbc_locale_canonical(const char *locale, char *out, int32_t capacity,
                             int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  int32_t n;
  if (strchr(locale, '-') && !strchr(locale, '@')) {
    int32_t parsed = 0;
    n = uloc_forLanguageTag(locale, out, capacity, &parsed, &st);
    if (U_SUCCESS(st) && parsed != (int32_t)strlen(locale))
      st = U_ILLEGAL_ARGUMENT_ERROR;
  } else {
    n = uloc_canonicalize(locale, out, capacity, &st);
  }
  *status = st;
  return n;
}

void *kbc_numfmt_open(const char *locale, int8_t lenient, int8_t grouping,
                      int8_t noExponent, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  UNumberFormat *f = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &st);
  if (U_FAILURE(st)) {
    if (f) unum_close(f);
    *status = st;
    return NULL;
  }
  unum_setAttribute(f, UNUM_LENIENT_PARSE, lenient ? 1 : 0);
  unum_setAttribute(f, UNUM_GROUPING_USED, grouping ? 1 : 0);
  unum_setAttribute(f, UNUM_PARSE_NO_EXPONENT, noExponent ? 1 : 0);
  *status = st;
  return f;
}

void kbc_numfmt_close(void *format) { unum_close((UNumberFormat *)format); }

int32_t kbc_numfmt_symbol(const void *format, int32_t symbol, uint16_t *out,
                          int32_t capacity, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = unum_getSymbol((const UNumberFormat *)format,
                             (UNumberFormatSymbol)symbol, (UChar *)out,
                             capacity, &st);
  *status = st;
  return n;
}

int32_t kbc_numfmt_attribute(const void *format, int32_t attribute) {
  return unum_getAttribute((const UNumberFormat *)format,
                           (UNumberFormatAttribute)attribute);
}

int32_t kbc_numfmt_valid_locale(const void *format, char *out,
                                int32_t capacity, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  const char *loc = unum_getLocaleByType((const UNumberFormat *)format,
                                         ULOC_VALID_LOCALE, &st);
  *status = st;
  if (U_FAILURE(st) || !loc) return 0;
  strncpy(out, loc, (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
  return (int32_t)strlen(loc);
}

int32_t kbc_numfmt_parse_decimal(const void *format, const uint16_t *text,
                                 int32_t length, int32_t *position, char *out,
                                 int32_t capacity, int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  int32_t n = unum_parseDecimal((const UNumberFormat *)format,
                                (const UChar *)text, length, position, out,
                                capacity, &st);
  *status = st;
  return n;
}

int32_t kbc_numbering_system(const char *locale, char *out, int32_t capacity,
                             int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  UNumberingSystem *ns = unumsys_open(locale, &st);
  int32_t n = 0;
  if (U_SUCCESS(st) && ns) {
    const char *name = unumsys_getName(ns);
    n = (int32_t)strlen(name);
    strncpy(out, name, (size_t)capacity);
    if (capacity > 0) out[capacity - 1] = 0;
  }
  if (ns) unumsys_close(ns);
  *status = st;
  return n;
}

// MARK: Decomposition type and IDNA2008 (RFC 5892)

int32_t kbc_char_decomposition_type(int32_t codePoint) {
  return u_getIntPropertyValue(codePoint, UCHAR_DECOMPOSITION_TYPE);
}

// RFC 5892 §2.2 Unstable (B): toNFKC(toCaseFold(toNFKC(cp))) != cp.
static int isUnstable(UChar32 cp) {
  UErrorCode st = U_ZERO_ERROR;
  const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&st);
  if (U_FAILURE(st)) return 1;
  UChar src[2], a[64], b[64], c[64];
  int32_t n = 0;
  U16_APPEND_UNSAFE(src, n, cp);
  int32_t na = unorm2_normalize(nfkc, src, n, a, 64, &st);
  if (U_FAILURE(st)) return 1;
  int32_t nb = u_strFoldCase(b, 64, a, na, U_FOLD_CASE_DEFAULT, &st);
  if (U_FAILURE(st)) return 1;
  int32_t nc = unorm2_normalize(nfkc, b, nb, c, 64, &st);
  if (U_FAILURE(st)) return 1;
  return nc != n || memcmp(c, src, (size_t)n * sizeof(UChar)) != 0;
}

static int32_t idna2008PropertyUncached(int32_t cp);

// Each code point's property, computed once per process (the derivation
// normalizes the code point three times, ~8,500 instructions): 0 = not
// yet computed, else property + 1. A byte per code point in zeroed static
// storage, so only the pages of the scripts met are ever touched. Written
// and read with relaxed atomics: two threads that race compute and store
// the same value.
static uint8_t idna2008Cache[0x110000];

int32_t kbc_idna2008_property(int32_t cp) {
  if (cp < 0 || cp > 0x10FFFF) return idna2008PropertyUncached(cp);
  uint8_t known = __atomic_load_n(&idna2008Cache[cp], __ATOMIC_RELAXED);
  if (known) return (int32_t)known - 1;
  int32_t property = idna2008PropertyUncached(cp);
  __atomic_store_n(&idna2008Cache[cp], (uint8_t)(property + 1), __ATOMIC_RELAXED);
  return property;
}

static int32_t idna2008PropertyUncached(int32_t cp) {
  enum { PVALID = 0, CONTEXTJ = 1, CONTEXTO = 2, DISALLOWED = 3, UNASSIGNED = 4 };
  // §2.6 Exceptions (F).
  switch (cp) {
  case 0x00DF: case 0x03C2: case 0x06FD: case 0x06FE: case 0x0F0B: case 0x3007:
    return PVALID;
  case 0x00B7: case 0x0375: case 0x05F3: case 0x05F4: case 0x30FB:
    return CONTEXTO;
  case 0x0640: case 0x07FA: case 0x302E: case 0x302F: case 0x3031: case 0x3032:
  case 0x3033: case 0x3034: case 0x3035: case 0x303B:
    return DISALLOWED;
  default: break;
  }
  if ((cp >= 0x0660 && cp <= 0x0669) || (cp >= 0x06F0 && cp <= 0x06F9)) return CONTEXTO;
  // §2.7 BackwardCompatible (G) is empty.
  int8_t type = u_charType(cp);
  // §2.11 Unassigned (J).
  if (type == U_UNASSIGNED && !u_hasBinaryProperty(cp, UCHAR_NONCHARACTER_CODE_POINT))
    return UNASSIGNED;
  // §2.10 LDH (K).
  if (cp == 0x2D || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7A)) return PVALID;
  // §2.8 JoinControl (H).
  if (u_hasBinaryProperty(cp, UCHAR_JOIN_CONTROL)) return CONTEXTJ;
  // §2.2 Unstable (B).
  if (isUnstable(cp)) return DISALLOWED;
  // §2.3 IgnorableProperties (C).
  if (u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)
      || u_hasBinaryProperty(cp, UCHAR_WHITE_SPACE)
      || u_hasBinaryProperty(cp, UCHAR_NONCHARACTER_CODE_POINT))
    return DISALLOWED;
  // §2.4 IgnorableBlocks (D).
  UBlockCode block = ublock_getCode(cp);
  if (block == UBLOCK_COMBINING_MARKS_FOR_SYMBOLS || block == UBLOCK_MUSICAL_SYMBOLS
      || block == UBLOCK_ANCIENT_GREEK_MUSICAL_NOTATION)
    return DISALLOWED;
  // §2.9 OldHangulJamo (I).
  int32_t hst = u_getIntPropertyValue(cp, UCHAR_HANGUL_SYLLABLE_TYPE);
  if (hst == U_HST_LEADING_JAMO || hst == U_HST_VOWEL_JAMO || hst == U_HST_TRAILING_JAMO)
    return DISALLOWED;
  // §2.1 LetterDigits (A).
  switch (type) {
  case U_LOWERCASE_LETTER: case U_UPPERCASE_LETTER: case U_OTHER_LETTER:
  case U_DECIMAL_DIGIT_NUMBER: case U_MODIFIER_LETTER: case U_NON_SPACING_MARK:
  case U_COMBINING_SPACING_MARK:
    return PVALID;
  default:
    return DISALLOWED;
  }
}
