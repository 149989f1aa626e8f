// Only the C shim (CKBCheckICU) imports this module; Swift never does.
#include <unicode/utypes.h>
