#ifndef SWATCH_CCMARK_SHIM_H
#define SWATCH_CCMARK_SHIM_H

// libcmark (CommonMark reference parser), Debian package libcmark-dev.
// Only SwatchMarkdown imports this module.
#include <cmark.h>

#endif
