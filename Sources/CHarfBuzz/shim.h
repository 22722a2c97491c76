#ifndef SWATCH_CHARFBUZZ_SHIM_H
#define SWATCH_CHARFBUZZ_SHIM_H

// HarfBuzz text shaping, Debian package libharfbuzz-dev.
// Only SwatchText imports this module.
#include <hb.h>
#include <hb-ot.h>

#endif
