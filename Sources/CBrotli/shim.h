// The C surface of Google's brotli library (Debian's libbrotli-dev) that
// SwatchCompression uses; it is the only importer.
#ifndef SWATCH_CBROTLI_SHIM_H
#define SWATCH_CBROTLI_SHIM_H

#include <brotli/decode.h>
#include <brotli/encode.h>

#endif
