// The one C function Embedded Swift's standard library needs and does not
// carry: reading a Double from text (Double(String)), over wasi-libc's strtod.
#include <stdbool.h>
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
    char *end = NULL;
    *outResult = strtod(nptr, &end);
    return end;
}
