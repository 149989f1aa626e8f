// Code points UTS #46 ToUnicode keeps as they are, derived with ICU once
// per code point and kept: the email domain's byte path
// (EmailDomainCache+PlainUnicode.swift) writes such text without ICU.

#include "CKBCheckICU.h"
#include "shim_internal.h"

#include <stdatomic.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unorm2.h>
#include <unicode/utf8.h>

// Per code point: 0 = not yet derived, else the answer + 1.
static uint8_t uts46PlainCache[0x110000];
static _Atomic uint32_t uts46PlainOptions;

static int32_t uts46PlainUncached(uint32_t options, UChar32 cp) {
  if (cp < 0x80 || cp > 0x10FFFF || U_IS_SURROGATE(cp)) return 0;
  // NFC_Quick_Check = Yes: nothing composes with what precedes it. A
  // string of such code points is NFC unless two with a nonzero canonical
  // combining class meet out of order (KBC_UTS46_COMBINING marks them).
  if (u_getIntPropertyValue(cp, UCHAR_NFC_QUICK_CHECK) != UNORM_YES) return 0;
  // No part in the bidi rule (a domain without R, AL or AN is no bidi
  // domain, RFC 5893 §1.4) and no joiner or ignorable (CONTEXTJ).
  UCharDirection dir = u_charDirection(cp);
  if (dir == U_RIGHT_TO_LEFT || dir == U_RIGHT_TO_LEFT_ARABIC || dir == U_ARABIC_NUMBER)
    return 0;
  if (u_hasBinaryProperty(cp, UCHAR_JOIN_CONTROL)
      || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
    return 0;
  int32_t result = KBC_UTS46_PLAIN;
  if (u_getCombiningClass(cp) != 0) result |= KBC_UTS46_COMBINING;
  switch (u_charType(cp)) {
  case U_LOWERCASE_LETTER: case U_OTHER_LETTER: case U_MODIFIER_LETTER:
  case U_DECIMAL_DIGIT_NUMBER:
    break;
  case U_NON_SPACING_MARK: case U_COMBINING_SPACING_MARK:
    result |= KBC_UTS46_MARK;
    break;
  default:
    return 0;
  }
  // ToUnicode of a label of the code point alone (after `a` for a mark,
  // which may not begin a label) must give it back with no error.
  char probe[8], out[32];
  int32_t n = 0;
  UBool failed = 0;
  if (result & (KBC_UTS46_MARK | KBC_UTS46_COMBINING)) probe[n++] = 'a';
  U8_APPEND(probe, n, (int32_t)sizeof probe, cp, failed);
  if (failed) return 0;
  UErrorCode st = U_ZERO_ERROR;
  UIDNA *idna = kbc_idna_for(options, &st);
  if (U_FAILURE(st)) return 0;
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  int32_t m = uidna_nameToUnicodeUTF8(idna, probe, n, out, (int32_t)sizeof out, &info, &st);
  if (U_FAILURE(st) || info.errors != 0 || m != n || memcmp(out, probe, (size_t)n) != 0)
    return 0;
  return result;
}

int32_t kbc_uts46_plain(uint32_t options, int32_t cp) {
  if (cp < 0 || cp > 0x10FFFF) return 0;
  // The table holds the answers for the first option set asked (the email
  // validator's); any other set is answered without it.
  uint32_t tagged = options | 0x80000000u;
  uint32_t first = atomic_load_explicit(&uts46PlainOptions, memory_order_relaxed);
  if (first == 0 && atomic_compare_exchange_strong(&uts46PlainOptions, &first, tagged))
    first = tagged;
  if (first != tagged) return uts46PlainUncached(options, cp);
  uint8_t known = __atomic_load_n(&uts46PlainCache[cp], __ATOMIC_RELAXED);
  if (known) return (int32_t)known - 1;
  int32_t result = uts46PlainUncached(options, cp);
  __atomic_store_n(&uts46PlainCache[cp], (uint8_t)(result + 1), __ATOMIC_RELAXED);
  return result;
}
