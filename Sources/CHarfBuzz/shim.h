#ifndef SWATCH_CHARFBUZZ_SHIM_H
#define SWATCH_CHARFBUZZ_SHIM_H

// HarfBuzz text shaping and its font subsetter (libharfbuzz-subset, in
// the same package), Debian package libharfbuzz-dev.
// Only SwatchText imports this module.
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>

#endif
