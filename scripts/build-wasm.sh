#!/usr/bin/env bash
# Builds the engine as WebAssembly modules with Embedded Swift:
#   OUT/swatch.wasm       the engine pages load (Public/js/swatch.js): layout,
#                         ranges, transitions, touch, the playground's view
#   OUT/swatch-code.wasm  the code export (layout specs as Swift and
#                         Objective-C), which pages load only to show code
#   OUT/swatch-wasi.wasm  both as a WASI command, for checks run with the
#                         toolchain's wasmkit (stdin in, stdout out)
# The Swift is compiled once; each module is linked from the same objects
# with its own entry points, and keeps only what they reach; the engine's
# module is linked without the code export's object, so that the export's
# copies of shared generic code can never be the ones it keeps.
# Needs the Swift toolchain (Embedded Swift, wasm-ld) and Debian's wasi-libc,
# libclang-rt-14-dev-wasm32 and binaryen (wasm-opt shrinks the linked module
# by about a sixth). Usage: scripts/build-wasm.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.build/wasm}
SWIFTC=${SWIFTC:-swiftc}
TOOLCHAIN=$(dirname "$(dirname "$(command -v "$SWIFTC")")")
WASM_LD=${WASM_LD:-$TOOLCHAIN/bin/wasm-ld}
CLANG=${CLANG:-$TOOLCHAIN/bin/clang}
WASI_SYSROOT=${WASI_SYSROOT:-/usr}
LIBC=$WASI_SYSROOT/lib/wasm32-wasi/libc.a
BUILTINS=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -1 || true)
UNICODE=$TOOLCHAIN/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a

WASM_OPT=${WASM_OPT:-$(command -v wasm-opt || true)}
for need in "$LIBC" "$BUILTINS" "$UNICODE" "$WASM_LD" "$WASM_OPT"; do
  if [ -z "$need" ] || [ ! -e "$need" ]; then
    echo "build-wasm: missing ${need:-libclang_rt.builtins-wasm32.a} (make deps installs wasi-libc, libclang-rt-14-dev-wasm32 and binaryen)" >&2
    exit 1
  fi
done

# The engine modules in dependency order, then the module's entry points;
# compiled to LLVM bitcode (-lto=llvm-full) that wasm-ld optimizes as one,
# which drops what no entry point reaches across modules (18 KB).
MODULES="SwatchGeometry SwatchLayout SwatchRanges SwatchTypesetting SwatchTouch SwatchTransitions SwatchSpec SwatchExport SwatchMarkup SwatchSVG SwatchKit"
OBJ=$OUT/obj
mkdir -p "$OBJ"
# -Osize still inlines where the optimizer expects a gain in speed; a caller
# benefit reduction factor of 16 (the default is 2) inlines less: 27 KB
# smaller, with no change in the in-page timings (make bench-wasm).
SWIFT_FLAGS=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern -wmo -Osize -lto=llvm-full
  -Xfrontend -sil-inline-caller-benefit-reduction-factor -Xfrontend 16
  -Xfrontend -disable-stack-protector -parse-as-library -package-name swatch -I "$OBJ" -swift-version 6)
objects=()
for module in $MODULES SwatchWasm; do
  if [ "$module" = SwatchWasm ]; then dir=wasm/SwatchWasm; else dir=Sources/$module; fi
  mapfile -t files < <(find "$dir" -name '*.swift' | sort)
  "$SWIFTC" "${SWIFT_FLAGS[@]}" -module-name "$module" "${files[@]}" \
    -emit-module -emit-module-path "$OBJ/$module.swiftmodule" -c -o "$OBJ/$module.o"
  objects+=("$OBJ/$module.o")
done

C_FLAGS=(--target=wasm32-wasi -Os -isystem "$WASI_SYSROOT/include/wasm32-wasi" -nostdlib)
"$CLANG" "${C_FLAGS[@]}" -c wasm/shim.c -o "$OBJ/shim.o"
"$CLANG" "${C_FLAGS[@]}" -c wasm/command.c -o "$OBJ/command.o"

RUNTIME=("$OBJ/shim.o" "$LIBC" "$BUILTINS" "$UNICODE")
LINK=(--gc-sections --strip-all --stack-first -z stack-size=4194304 "${objects[@]}" "${RUNTIME[@]}")
engine_objects=()
for object in "${objects[@]}"; do [ "$object" = "$OBJ/SwatchExport.o" ] || engine_objects+=("$object"); done
ENGINE_LINK=(--gc-sections --strip-all --stack-first -z stack-size=4194304 "${engine_objects[@]}" "${RUNTIME[@]}")
SHARED_EXPORTS=(--export=swatch_alloc --export=swatch_free --export=swatch_result --export=swatch_result_length)
"$WASM_LD" --no-entry "${ENGINE_LINK[@]}" "${SHARED_EXPORTS[@]}" --export=swatch_set_fonts --export=swatch_run \
  --allow-undefined-file=wasm/imports.txt -o "$OUT/swatch.wasm" &
"$WASM_LD" --no-entry "${LINK[@]}" "${SHARED_EXPORTS[@]}" --export=swatch_code -o "$OUT/swatch-code.wasm" &
"$WASM_LD" "$WASI_SYSROOT/lib/wasm32-wasi/crt1-command.o" "$OBJ/command.o" "${LINK[@]}" -o "$OUT/swatch-wasi.wasm"
wait
# Every module shrunk the same way, so the checks run what pages load.
OPT=(-Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int)
for module in swatch swatch-code; do "$WASM_OPT" "${OPT[@]}" "$OUT/$module.wasm" -o "$OUT/$module.wasm" & done
"$WASM_OPT" "${OPT[@]}" "$OUT/swatch-wasi.wasm" -o "$OUT/swatch-wasi.wasm"
wait
echo "build-wasm: $OUT/swatch.wasm ($(stat -c %s "$OUT/swatch.wasm") bytes), $OUT/swatch-code.wasm ($(stat -c %s "$OUT/swatch-code.wasm") bytes)"
