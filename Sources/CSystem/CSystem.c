// CSystem is header-only (inline functions in include/CSystem.h); SwiftPM needs one source file.
#include "CSystem.h"
