// Region (country) names from ICU's CLDR data, for kbcheck's country
// fields. Part of the shim: the only code that includes ICU headers.
#include "CKBCheckICU.h"

#include <stdio.h>
#include <string.h>

#include <unicode/udata.h>
#include <unicode/unorm2.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>

int32_t kbc_available_locale_count(void) { return uloc_countAvailable(); }

const char *kbc_available_locale(int32_t index) {
  if (index < 0 || index >= uloc_countAvailable()) return NULL;
  return uloc_getAvailable(index);
}

int32_t kbc_region_names(const char *locale, uint16_t *out, int32_t capacity,
                         int32_t *status) {
  UErrorCode st = U_ZERO_ERROR;
  UResourceBundle *bundle =
      ures_open(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "region", locale, &st);
  UResourceBundle *table = ures_getByKey(bundle, "Countries", NULL, &st);
  int32_t length = 0;
  // A locale without its own table inherits its parent's, which is listed
  // as well: nothing to write.
  const char *actual = U_SUCCESS(st)
      ? ures_getLocaleByType(table, ULOC_ACTUAL_LOCALE, &st) : NULL;
  if (U_SUCCESS(st) && actual != NULL && strcmp(actual, locale) != 0) {
    ures_close(table);
    ures_close(bundle);
    *status = 0;
    return 0;
  }
  const UNormalizer2 *fold = U_SUCCESS(st) ? unorm2_getNFKCCasefoldInstance(&st) : NULL;
  if (U_SUCCESS(st)) {
    int32_t size = ures_getSize(table);
    for (int32_t i = 0; i < size; i++) {
      UErrorCode itemStatus = U_ZERO_ERROR;
      UResourceBundle *item = ures_getByIndex(table, i, NULL, &itemStatus);
      const char *key = ures_getKey(item);
      int32_t nameLength = 0;
      const UChar *name = ures_getString(item, &nameLength, &itemStatus);
      if (U_SUCCESS(itemStatus) && key != NULL) {
        for (const char *k = key; *k; k++) {
          if (length < capacity) out[length] = (uint16_t)(unsigned char)*k;
          length++;
        }
        if (length < capacity) out[length] = '\t';
        length++;
        UChar folded[256];
        UErrorCode foldStatus = U_ZERO_ERROR;
        int32_t foldedLength =
            unorm2_normalize(fold, name, nameLength, folded, 256, &foldStatus);
        const UChar *written = U_SUCCESS(foldStatus) ? folded : name;
        if (U_FAILURE(foldStatus)) foldedLength = nameLength;
        for (int32_t j = 0; j < foldedLength; j++) {
          if (length < capacity) out[length] = written[j];
          length++;
        }
        if (length < capacity) out[length] = '\n';
        length++;
      }
      ures_close(item);
    }
  }
  ures_close(table);
  ures_close(bundle);
  if (U_FAILURE(st)) {
    *status = st;
  } else {
    *status = length > capacity ? KBC_BUFFER_OVERFLOW : 0;
  }
  return length;
}

int32_t kbc_region_alpha3(const char *region, char *out, int32_t capacity) {
  char locale[16];
  snprintf(locale, sizeof locale, "und_%s", region);
  const char *alpha3 = uloc_getISO3Country(locale);
  if (alpha3 == NULL || capacity <= 0) return 0;
  int32_t length = (int32_t)strlen(alpha3);
  if (length >= capacity) length = capacity - 1;
  memcpy(out, alpha3, (size_t)length);
  out[length] = 0;
  return length;
}
