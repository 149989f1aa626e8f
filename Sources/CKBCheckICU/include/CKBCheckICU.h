// CKBCheckICU: the only code in kbcheck that includes ICU headers.
//
// Every function is project-named (kbc_*) and takes plain integer and
// pointer types, so Swift never sees an ICU type or a renamed symbol.
// Functions that write into a caller buffer return the full length needed;
// when that exceeds the capacity, *status is set to KBC_BUFFER_OVERFLOW and
// the caller retries with a larger buffer.
#ifndef CKBCHECKICU_H
#define CKBCHECKICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's U_BUFFER_OVERFLOW_ERROR, re-exported.
#define KBC_BUFFER_OVERFLOW 15

/// The ICU version string, e.g. "72.1", written into out (NUL-terminated).
void kbc_icu_version(char *out, int32_t capacity);
/// The Unicode version of ICU's data, e.g. "15.0".
void kbc_unicode_version(char *out, int32_t capacity);
/// The name of an ICU error code ("U_BUFFER_OVERFLOW_ERROR").
const char *kbc_error_name(int32_t status);

// MARK: Normalization (form: 0 NFC, 1 NFD, 2 NFKC, 3 NFKC_Casefold)

int32_t kbc_normalize(int32_t form, const uint16_t *src, int32_t length,
                      uint16_t *dest, int32_t capacity, int32_t *status);
/// 0 = no, 1 = yes, 2 = maybe (UNormalizationCheckResult).
/// The NFC quick check of UTF-8 text without a UTF-16 copy on the heap:
/// 1 when the answer is YES (the text is NFC), 0 when NO, MAYBE, longer than
/// 256 bytes or invalid — callers then normalize.
int8_t kbc_nfc_quick_yes_utf8(const char *text, int32_t length);
int32_t kbc_normalize_quick_check(int32_t form, const uint16_t *src,
                                  int32_t length, int32_t *status);
/// 1 when src is in the form, 0 when not.
int8_t kbc_is_normalized(int32_t form, const uint16_t *src, int32_t length,
                         int32_t *status);

// MARK: UnicodeSet

/// Opens and freezes a set from a pattern such as "[[:Nd:]]".
/// On failure *errorOffset receives the UTF-16 offset where parsing stopped
/// (the syntax error, or text after the set), else -1.
void *kbc_uset_open_pattern(const uint16_t *pattern, int32_t length,
                            int32_t *errorOffset, int32_t *status);
void kbc_uset_close(void *set);
int8_t kbc_uset_contains(const void *set, int32_t codePoint);
/// uset_spanUTF8: the byte length of the prefix whose code points are all
/// in the set (contained = 1) or all outside it (contained = 0).
int32_t kbc_uset_span_utf8(const void *set, const char *text, int32_t length,
                           int8_t contained);
int32_t kbc_uset_size(const void *set);
int32_t kbc_uset_range_count(const void *set);
/// Writes the start and end (inclusive) of range `index`.
void kbc_uset_range(const void *set, int32_t index, int32_t *start,
                    int32_t *end);

// MARK: Character properties

/// u_charType: the UCharCategory value (0 = Cn ... 29 = Pf).
int32_t kbc_char_category(int32_t codePoint);
/// uscript_getScript: a UScriptCode.
int32_t kbc_char_script(int32_t codePoint);
/// The short (ISO 15924) name of a script code, e.g. "Latn".
const char *kbc_script_short_name(int32_t script);
/// The long name of a script code, e.g. "Latin".
const char *kbc_script_name(int32_t script);
/// uscript_hasScript: whether the script extensions of cp contain script.
int8_t kbc_char_has_script(int32_t codePoint, int32_t script);
/// u_charDigitValue: the decimal digit value of a Nd character, or -1.
int32_t kbc_char_digit_value(int32_t codePoint);
/// u_charDirection: a UCharDirection value.
int32_t kbc_char_direction(int32_t codePoint);
/// u_charName (extended names): returns the length written (NUL-terminated).
int32_t kbc_char_name(int32_t codePoint, char *out, int32_t capacity);

/// Binary properties by project number (see KBCBinaryProperty).
enum {
  KBC_PROP_WHITE_SPACE = 0,
  KBC_PROP_BIDI_CONTROL = 1,
  KBC_PROP_JOIN_CONTROL = 2,
  KBC_PROP_DEFAULT_IGNORABLE = 3,
  KBC_PROP_NONCHARACTER = 4,
  KBC_PROP_ALPHABETIC = 5,
  KBC_PROP_VARIATION_SELECTOR = 6,
  KBC_PROP_EMOJI = 7,
  KBC_PROP_EXTENDED_PICTOGRAPHIC = 8,
  KBC_PROP_DASH = 9,
  KBC_PROP_EMOJI_PRESENTATION = 10,
  KBC_PROP_EMOJI_MODIFIER = 11,
  KBC_PROP_EMOJI_MODIFIER_BASE = 12,
  KBC_PROP_REGIONAL_INDICATOR = 13,
  KBC_PROP_EMOJI_COMPONENT = 14,
};
int8_t kbc_char_has_property(int32_t codePoint, int32_t property);

/// Enumerated properties by project number (see PRECISCharacterData).
/// Values are ICU's: UHangulSyllableType, UJoiningType,
/// UDecompositionType, the canonical combining class (0–254), and
/// UEastAsianWidth (UAX #11: 3 Fullwidth, 5 Wide).
enum {
  KBC_INT_HANGUL_SYLLABLE_TYPE = 0,
  KBC_INT_JOINING_TYPE = 1,
  KBC_INT_DECOMPOSITION_TYPE = 2,
  KBC_INT_CANONICAL_COMBINING_CLASS = 3,
  KBC_INT_EAST_ASIAN_WIDTH = 4,
};
int32_t kbc_char_int_property(int32_t codePoint, int32_t property);
/// The NFKC form of one code point when it is one code point, else -1
/// (the RFC 8265 width mapping of a <wide> / <narrow> character).
int32_t kbc_char_nfkc_single(int32_t codePoint);
/// 1 when toNFKC(cp) != cp (RFC 8264 §9.17 HasCompat), else 0.
int8_t kbc_char_has_compat(int32_t codePoint);

// MARK: Case mapping (mapping: 0 toLowerCase in the root locale, 1 Unicode
// Default Case Folding, full)

int32_t kbc_case_map(int32_t mapping, const uint16_t *src, int32_t length,
                     uint16_t *dest, int32_t capacity, int32_t *status);

// MARK: UTS #46 (IDNA)

/// Options are ICU's UIDNA_* bits (USE_STD3_RULES 0x2, CHECK_BIDI 0x4,
/// CHECK_CONTEXTJ 0x8, NONTRANSITIONAL_TO_ASCII 0x10,
/// NONTRANSITIONAL_TO_UNICODE 0x20, CHECK_CONTEXTO 0x40).
/// toUnicode = 0 for nameToASCII, 1 for nameToUnicode. *errors receives the
/// UIDNA_ERROR_* bits.
int32_t kbc_idna_name(uint32_t options, int8_t toUnicode, const char *src,
                      int32_t length, char *dest, int32_t capacity,
                      uint32_t *errors, int32_t *status);

/// A code point UTS #46 ToUnicode keeps as it is, whatever surrounds it;
/// a mark; a code point with a nonzero canonical combining class.
enum { KBC_UTS46_PLAIN = 1, KBC_UTS46_MARK = 2, KBC_UTS46_COMBINING = 4 };

/// KBC_UTS46_PLAIN when ToUnicode with `options` gives `codePoint` back with
/// no error (after `a` for a mark) and it has NFC_Quick_Check = Yes, no bidi
/// class R, AL or AN, and is no joiner or default-ignorable code point: a
/// label of such code points and LDH ASCII where no two KBC_UTS46_COMBINING
/// code points meet is NFC, no bidi label, and ToUnicode only lower-cases
/// its ASCII. Letters (not upper-case), digits and marks only;
/// KBC_UTS46_MARK is added for a mark (which may not begin a label),
/// KBC_UTS46_COMBINING for a nonzero canonical combining class. 0
/// otherwise. Derived once per code point for the first option set asked
/// and kept; other sets are derived each call.
int32_t kbc_uts46_plain(uint32_t options, int32_t codePoint);

// MARK: UTS #39 (spoof checks)

/// uspoof_check2UTF8 with all checks at the given restriction level
/// (ICU's URestrictionLevel: 0x10000000 ASCII … 0x50000000 unrestricted).
/// Returns the failed-check bits; *restriction receives the level found.
int32_t kbc_spoof_check(const char *text, int32_t length,
                        int32_t *restriction, int32_t *status);
/// uspoof_getSkeletonUTF8 (UTS #39 confusable skeleton).
int32_t kbc_spoof_skeleton(const char *text, int32_t length, char *dest,
                           int32_t capacity, int32_t *status);
/// uspoof_areConfusableUTF8: nonzero bits when the two look alike.
int32_t kbc_spoof_confusable(const char *a, int32_t aLength, const char *b,
                             int32_t bLength, int32_t *status);
/// A cheap pre-check of UTF-8 text before the two calls above, exact in the
/// direction it answers. Bit 1 (KBC_SPOOF_MAY_MIX): the scripts (UTS #39
/// §5.1 augmented Script_Extensions, Common / Inherited as every script) may
/// fail the moderately restrictive level; clear means they pass it (single
/// script, or Latin with Han / Japanese / Korean, or Latin with one other
/// script but Cyrillic, Greek or Cherokee). Bit 2 (KBC_SPOOF_MAY_IMITATE_ASCII): no character
/// rules out that the skeleton is an ASCII string with as many code points as
/// the text; clear means it is not (a character decomposes under NFD, or its
/// own skeleton is not ASCII). Invalid UTF-8 sets both bits.
int32_t kbc_spoof_quick(const char *text, int32_t length);
/// kbc_spoof_quick without its per-code-point caches (every script set and
/// skeleton asked of ICU again): the reference the tests compare it with.
int32_t kbc_spoof_quick_reference(const char *text, int32_t length);
/// For tests: checks every filled entry of kbc_spoof_quick's BMP cache
/// against ICU (Common / Inherited, exactly one script, or neither; whether
/// the character keeps an ASCII look-alike possible). Returns the first code
/// point whose entry is wrong, or -1; *filled receives the filled entries.
int32_t kbc_spoof_quick_cache_check(int32_t *filled);
#define KBC_SPOOF_MAY_MIX 1
#define KBC_SPOOF_MAY_IMITATE_ASCII 2

// MARK: Locales and numbers

/// 1 when `region` is an ISO 3166-1 alpha-2 code ICU knows
/// (uloc_getISOCountries), else 0.
int8_t kbc_is_iso_region(const char *region);

/// Canonical ICU locale id from an ICU id or a BCP 47 tag ("de-CH").
int32_t kbc_locale_canonical(const char *locale, char *out, int32_t capacity,
                             int32_t *status);

/// Opens a UNUM_DECIMAL formatter for parsing. lenient: UNUM_LENIENT_PARSE;
/// grouping: UNUM_GROUPING_USED; noExponent: UNUM_PARSE_NO_EXPONENT.
void *kbc_numfmt_open(const char *locale, int8_t lenient, int8_t grouping,
                      int8_t noExponent, int32_t *status);
void kbc_numfmt_close(void *format);
/// unum_getSymbol (UNumberFormatSymbol number) in UTF-16.
int32_t kbc_numfmt_symbol(const void *format, int32_t symbol, uint16_t *out,
                          int32_t capacity, int32_t *status);
/// unum_getAttribute (UNumberFormatAttribute number).
int32_t kbc_numfmt_attribute(const void *format, int32_t attribute);
/// The locale the formatter's data really came from (ULOC_VALID_LOCALE).
int32_t kbc_numfmt_valid_locale(const void *format, char *out,
                                int32_t capacity, int32_t *status);
/// unum_parseDecimal. *position is in/out (UTF-16 units). Returns the
/// length of the decimal number string written to out.
int32_t kbc_numfmt_parse_decimal(const void *format, const uint16_t *text,
                                 int32_t length, int32_t *position, char *out,
                                 int32_t capacity, int32_t *status);
/// The numbering system name of a locale ("latn", "arab", "deva").
int32_t kbc_numbering_system(const char *locale, char *out, int32_t capacity,
                             int32_t *status);

// MARK: Region names (CLDR, for country fields; icu_regions.c)

/// uloc_countAvailable: the number of locales ICU has data for.
int32_t kbc_available_locale_count(void);
/// uloc_getAvailable: the id of available locale `index`, or NULL.
const char *kbc_available_locale(int32_t index);
/// The region names of one locale's own region bundle ("Countries" table;
/// nothing when the locale inherits its parent's), case-folded
/// (NFKC_Casefold), as UTF-16 "KEY\tname\n…" (keys such as "DE",
/// "GB-alt-short"). Returns the length needed; *status is
/// KBC_BUFFER_OVERFLOW when it exceeds the capacity.
int32_t kbc_region_names(const char *locale, uint16_t *out, int32_t capacity,
                         int32_t *status);
/// uloc_getISO3Country of "und_" + region: the ISO 3166-1 alpha-3 code of
/// an alpha-2 code, written NUL-terminated; returns its length (0: none).
int32_t kbc_region_alpha3(const char *region, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

// MARK: Decomposition type and IDNA2008 (RFC 5892)

/// ICU's UCHAR_DECOMPOSITION_TYPE value of a code point (U_DT_NONE 0,
/// CANONICAL 1, COMPAT 2, CIRCLE 3, FINAL 4, FONT 5, FRACTION 6, INITIAL 7,
/// ISOLATED 8, MEDIAL 9, NARROW 10, NOBREAK 11, SMALL 12, SQUARE 13, SUB 14,
/// SUPER 15, VERTICAL 16, WIDE 17).
int32_t kbc_char_decomposition_type(int32_t codePoint);

/// The RFC 5892 §3 derived property of a code point, computed from ICU's
/// properties with the algorithm of RFC 5892 §3 (categories A–K and the
/// exceptions of §2.6): 0 PVALID, 1 CONTEXTJ, 2 CONTEXTO, 3 DISALLOWED,
/// 4 UNASSIGNED. Each code point is derived once per process and kept.
int32_t kbc_idna2008_property(int32_t codePoint);

#endif
