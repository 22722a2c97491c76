// The C surface of zlib that SwatchCompression uses (its only importer):
// the gzip format's deflate and inflate, whose set-up calls are macros
// Swift cannot call, wrapped here in static inline functions.
#ifndef SWATCH_CZLIB_SHIM_H
#define SWATCH_CZLIB_SHIM_H

#include <zlib.h>

/// Starts a deflate stream writing the gzip format (RFC 1952) at `level` (1-9).
static inline int swatch_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// Starts an inflate stream reading the gzip format.
static inline int swatch_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}

#endif
