// The engine as a WASI command, for checks run with the toolchain's wasmkit:
//   wasmkit run swatch-wasi.wasm layout json < spec.json
//   wasmkit run swatch-wasi.wasm import '{"language": "swift"}' < Cell.swift
// prints what the CLI prints, with its exit status (WASICommand.swift says
// how each request goes through the modules as a page's does). Text nodes
// are not measured here (no page to shape them).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int32_t swatch_command(const char *call, int32_t callCount, const char *argument, int32_t argumentCount, const char *input,
                       int32_t inputCount);
const char *swatch_result(void);
int32_t swatch_result_length(void);

// Never called: no font table is handed over, so no text is shaped.
void swatch_shape(int32_t face, const uint8_t *text, int32_t byteCount, const int32_t *lengths, int32_t count,
                  double *advances) {
    for (int32_t i = 0; i < count; i++) advances[i] = 0;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: swatch-wasi.wasm layout|ranges|transition FORMAT < FILE\n"
                        "       swatch-wasi.wasm import OPTIONS < CODE\n");
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
    int32_t status = swatch_command(argv[1], (int32_t)strlen(argv[1]), argv[2], (int32_t)strlen(argv[2]), input, (int32_t)size);
    // The output, or on failure the message, as the CLI writes them.
    fwrite(swatch_result(), 1, (size_t)swatch_result_length(), status == 0 ? stdout : stderr);
    if (status != 0) fputc('\n', stderr);
    return status;
}
