// C under the modules. The one function Embedded Swift's standard library
// needs and does not carry: reading a Double from text (Double(String)),
// over wasi-libc's strtod.
#include <stdbool.h>
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
    char *end = NULL;
    *outResult = strtod(nptr, &end);
    return end;
}

// wasi-libc's assert() reports through fprintf, which would bring printf
// (about 12 KB of code) into every module for a message no page can show;
// the one assert reached (in arc4random, which seeds hashing) traps instead,
// which a page sees as the call throwing.
_Noreturn void __assert_fail(const char *expression, const char *file, int line, const char *function) {
    (void)expression, (void)file, (void)line, (void)function;
    __builtin_trap();
}
