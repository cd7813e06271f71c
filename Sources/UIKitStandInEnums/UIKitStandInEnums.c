// The module is its header (include/UIKitStandInEnums.h); SwiftPM builds a C target from at least
// one source file, so this one is empty on purpose.
#include "UIKitStandInEnums.h"
