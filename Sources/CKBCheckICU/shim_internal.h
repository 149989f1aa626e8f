// Declarations shared by the shim's translation units (not part of the
// module's public header).
#ifndef KBCHECK_SHIM_INTERNAL_H
#define KBCHECK_SHIM_INTERNAL_H

#include <unicode/uidna.h>
#include <unicode/uspoof.h>

// The process-wide spoof checker (all checks, moderately restrictive),
// made on first use; NULL with *status set when ICU cannot make it.
USpoofChecker *kbc_shared_spoof_checker(UErrorCode *status);

// The process-wide UTS #46 processor for `options` (ICU's UIDNA_* bits),
// made on first use; NULL with *status set when ICU cannot make it.
UIDNA *kbc_idna_for(uint32_t options, UErrorCode *status);

#endif
