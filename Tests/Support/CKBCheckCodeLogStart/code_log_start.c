// Starts kbcheck's test-only code log (KBCheckCodeLog's CodeLog) before a
// test binary's main, so that every issue a test reports is logged. Weak:
// a binary without KBCheckCodeLog links and does nothing.
#include "code_log_start.h"

extern void kbcheck_code_log_start(void) __attribute__((weak));

__attribute__((constructor)) static void kbcheck_code_log_constructor(void) {
  if (kbcheck_code_log_start) kbcheck_code_log_start();
}
