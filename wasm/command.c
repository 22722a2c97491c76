// The engine as a WASI command, for checks run with the toolchain's wasmkit:
//   wasmkit run swatch-wasi.wasm layout json < spec.json
// prints what `swatch layout --format json spec.json` prints, with the same
// exit status (2 and the message on standard error for a bad document). Text
// nodes are not measured here (no page to shape them). It carries both
// page modules' entry points: a layout spec asked for as code (status 3 from
// the engine's swatch_layout) is written by swatch_code, as a page does.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// One entry point per command (wasm/SwatchWasm/Exports.swift): the format's
// name, then the document.
typedef int32_t Command(const char *format, int32_t formatCount, const char *input, int32_t inputCount);
Command swatch_layout, swatch_ranges, swatch_transition, swatch_code;
const char *swatch_result(void);
int32_t swatch_result_length(void);

// Never called: no font table is handed over, so no text is shaped.
void swatch_shape(int32_t face, const uint8_t *text, int32_t byteCount, const int32_t *lengths, int32_t count,
                  double *advances) {
    for (int32_t i = 0; i < count; i++) advances[i] = 0;
}

static Command *command(const char *name) {
    if (strcmp(name, "layout") == 0) return swatch_layout;
    if (strcmp(name, "ranges") == 0) return swatch_ranges;
    if (strcmp(name, "transition") == 0) return swatch_transition;
    return NULL;
}

int main(int argc, char **argv) {
    Command *run = argc == 3 ? command(argv[1]) : NULL;
    if (!run) {
        fprintf(stderr, "usage: swatch-wasi.wasm layout|ranges|transition FORMAT < FILE\n");
        return 64;
    }
    size_t size = 0, capacity = 1 << 16;
    char *input = malloc(capacity);
    size_t got;
    while (input && (got = fread(input + size, 1, capacity - size, stdin)) > 0) {
        size += got;
        if (size == capacity) input = realloc(input, capacity *= 2);
    }
    if (!input) return 1;
    int32_t formatCount = (int32_t)strlen(argv[2]);
    int32_t status = run(argv[2], formatCount, input, (int32_t)size);
    // 3: Failure.codeModule (wasm/SwatchWasm/Commands.swift).
    if (status == 3) status = swatch_code(argv[2], formatCount, input, (int32_t)size);
    fwrite(swatch_result(), 1, (size_t)swatch_result_length(), status == 0 ? stdout : stderr);
    if (status != 0) fputc('\n', stderr);
    return status;
}
