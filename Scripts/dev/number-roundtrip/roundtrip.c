// For every locale ICU has data for, and for each numbering system its users
// type in (the locale's default, "latn", and the locale's "native" system),
// formats a set of exact decimals with ICU, with and without grouping, and
// prints one row per formatted value:
//   locale-id \t canonical-value \t formatted-text (UTF-8)
// Scripts/dev/number-roundtrip.sh feeds the rows through kbcheck.
#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

static const char *values[] = {
  "0", "7", "12", "2.5", "0.25", "100", "1000", "2500", "12345", "1234.5", "1234567.89",
  "-12", "-2500", "-0.5", "999999", "1000000", "3.14159", "10.05", "100000", "12345678"
};

int main(void) {
  int32_t n = uloc_countAvailable();
  const char *systems[] = {NULL, "latn", "native"};
  for (int32_t i = 0; i < n; i++) {
    const char *base = uloc_getAvailable(i);
    for (int s = 0; s < 3; s++) {
      char loc[ULOC_FULLNAME_CAPACITY + 32];
      if (systems[s]) snprintf(loc, sizeof loc, "%s@numbers=%s", base, systems[s]);
      else snprintf(loc, sizeof loc, "%s", base);
      for (int grouping = 1; grouping >= 0; grouping--) {
        UErrorCode st = U_ZERO_ERROR;
        UNumberFormat *f = unum_open(UNUM_DECIMAL, NULL, 0, loc, NULL, &st);
        if (U_FAILURE(st)) continue;
        unum_setAttribute(f, UNUM_GROUPING_USED, grouping);
        unum_setAttribute(f, UNUM_MAX_FRACTION_DIGITS, 10);
        for (size_t v = 0; v < sizeof values / sizeof *values; v++) {
          UChar out[128];
          UErrorCode e = U_ZERO_ERROR;
          int32_t len = unum_formatDecimal(f, values[v], -1, out, 128, NULL, &e);
          if (U_FAILURE(e)) continue;
          char utf8[512];
          u_strToUTF8(utf8, sizeof utf8, NULL, out, len, &e);
          if (U_FAILURE(e)) continue;
          printf("%s\t%s\t%s\n", loc, values[v], utf8);
        }
        unum_close(f);
      }
    }
  }
  return 0;
}
