// Declarations shared by the shim's translation units (not part of the
// module's public header).
#ifndef KBCHECK_SHIM_INTERNAL_H
#define KBCHECK_SHIM_INTERNAL_H

#include <unicode/uspoof.h>

// The process-wide spoof checker (all checks, moderately restrictive),
// made on first use; NULL with *status set when ICU cannot make it.
USpoofChecker *kbc_shared_spoof_checker(UErrorCode *status);

#endif
