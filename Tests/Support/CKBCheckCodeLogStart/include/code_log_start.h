// CKBCheckCodeLogStart has no interface: linking it starts the code log.
#pragma once
