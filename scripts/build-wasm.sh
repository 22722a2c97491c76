#!/usr/bin/env bash
# Builds the engine as WebAssembly modules with Embedded Swift, one a
# module of EngineModule (Sources/SwatchPlayground/Engine/EngineModule.swift):
#   OUT/swatch-core.wasm    layout specs: frames, drawings, touch, the
#                           playground's answer; every page with the engine
#                           loads it first
#   OUT/swatch-ranges.wasm  range scenarios: runs, range animations, range
#                           timelines
#   OUT/swatch-frames.wasm  a range scenario's frame model: its JSON with
#                           frames, its frame timeline
#   OUT/swatch-transitions.wasm  transition documents
#   OUT/swatch-states.wasm  a transition document's state laid out for its tab
#   OUT/swatch-code.wasm    layout specs as Swift and Objective-C
#   OUT/swatch-import.wasm  Swift and Objective-C read back into a spec: the
#                           code read, handed on to
#   OUT/swatch-import_run.wasm    the code run, handed on to
#   OUT/swatch-import_build.wasm  the spec built from what it made
#   OUT/swatch-edit.wasm    the spec tree's edits, made on the spec's text
#   OUT/swatch-wasi.wasm    all of them as a WASI command, for checks run with
#                           the toolchain's wasmkit (stdin in, stdout out)
# and beside each page module its linker map (OUT/NAME.map), which
# scripts/wasm-sizes.py reads to say where its bytes go.
#
# What is compiled is Package.swift's `SwatchWasm` target (wasm/SwatchWasm:
# the modules' entry points) and the modules it depends on, directly or not,
# in dependency order: the list is the manifest's, read with `swift package
# dump-package`, and written nowhere else. Each module is compiled once to
# LLVM bitcode; each page module is linked from all of them with its own
# entry point exported, and the link's whole-program optimization keeps
# only what that entry reaches.
#
# Incremental: a module is compiled again only when one of its sources, a
# module it depends on, the flags or the toolchain changed (a fingerprint of
# them is kept beside its object); the modules are linked again only when an
# object or a C source changed. With nothing changed it returns in about a
# second. Progress goes to standard output as it happens.
#
# Needs the Swift toolchain (Embedded Swift, wasm-ld) and Debian's wasi-libc,
# libclang-rt-14-dev-wasm32 and binaryen (wasm-opt shrinks the linked module
# by about a sixth). Usage: scripts/build-wasm.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.build/wasm}
SWIFT=${SWIFT:-swift}
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

OBJ=$OUT/obj
mkdir -p "$OBJ"
started=$SECONDS
say() { echo "build-wasm: $*"; }
PAGE_MODULES=(core ranges frames transitions states code import import_run import_build edit)
sizes() {
  local module list=""
  for module in "${PAGE_MODULES[@]/#/swatch-}"; do
    list+="${list:+, }$OUT/$module.wasm ($(stat -c %s "$OUT/$module.wasm") bytes)"
  done
  echo "$list"
}

# "NAME DIRECTORY DEPENDENCY..." for SwatchWasm and every
# module it depends on, dependencies first. The manifest is read with its own scratch path, so
# a `swift build` running meanwhile does not hold this up.
plan=$("$SWIFT" package --scratch-path "$OUT/manifest" dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
order, seen = [], set()
def visit(name):
    if name in seen:
        return
    seen.add(name)
    target = targets[name]
    deps = [d["byName"][0] for d in target["dependencies"] if "byName" in d]
    for dep in deps:
        visit(dep)
    order.append(" ".join([name, target.get("path") or "Sources/" + name] + deps))
visit("SwatchWasm")
print("\n".join(order))
')

# -Osize still inlines where the optimizer expects a gain in speed; a caller
# benefit reduction factor of 16 (the default is 2) inlines less: 27 KB
# smaller, with no change in the in-page timings (make bench-wasm). Compiled
# to LLVM bitcode (-lto=llvm-full) that wasm-ld optimizes as one, which drops
# what no entry point reaches across modules (18 KB).
SWIFT_FLAGS=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern -wmo -Osize -lto=llvm-full
  -Xfrontend -sil-inline-caller-benefit-reduction-factor -Xfrontend 16
  -Xfrontend -disable-stack-protector -parse-as-library -package-name swatch -I "$OBJ" -swift-version 6)
toolchain=$("$SWIFTC" --version 2>&1 | head -1)

total=$(wc -l <<< "$plan")
n=0
objects=()
while read -r module dir deps; do
  n=$((n + 1))
  mapfile -t files < <(find "$dir" -name '*.swift' | sort)
  # The fingerprint: toolchain, flags, the sources and the fingerprints of
  # the modules it imports (which hold theirs in turn).
  key=$({
    echo "$toolchain"
    echo "${SWIFT_FLAGS[*]}"
    sha256sum "${files[@]}"
    for dep in $deps; do cat "$OBJ/$dep.key"; done
  } | sha256sum | cut -d' ' -f1)
  objects+=("$OBJ/$module.o")
  if [ -f "$OBJ/$module.o" ] && [ -f "$OBJ/$module.key" ] && [ "$(cat "$OBJ/$module.key")" = "$key" ]; then
    continue
  fi
  say "compiling $module ($n of $total, ${#files[@]} files)..."
  rm -f "$OBJ/$module.key"
  t=$SECONDS
  "$SWIFTC" "${SWIFT_FLAGS[@]}" -module-name "$module" "${files[@]}" \
    -emit-module -emit-module-path "$OBJ/$module.swiftmodule" -c -o "$OBJ/$module.o"
  echo "$key" > "$OBJ/$module.key"
  say "compiled $module in $((SECONDS - t)) s"
done <<< "$plan"

# The link's fingerprint: every module's, the C under them, the link's
# inputs and this script (which holds the flags).
link_key=$({
  cat "${objects[@]/%.o/.key}"
  sha256sum wasm/shim.c wasm/command.c wasm/imports.txt "$0" "$LIBC" "$BUILTINS" "$UNICODE"
} | sha256sum | cut -d' ' -f1)
outputs=("$OUT/swatch-wasi.wasm")
for module in "${PAGE_MODULES[@]}"; do outputs+=("$OUT/swatch-$module.wasm" "$OUT/swatch-$module.map"); done
if [ -f "$OUT/link.key" ] && [ "$(cat "$OUT/link.key")" = "$link_key" ] && ls "${outputs[@]}" >/dev/null 2>&1; then
  say "up to date: $(sizes)"
  exit 0
fi
rm -f "$OUT/link.key"

C_FLAGS=(--target=wasm32-wasi -Os -isystem "$WASI_SYSROOT/include/wasm32-wasi" -nostdlib)
"$CLANG" "${C_FLAGS[@]}" -c wasm/shim.c -o "$OBJ/shim.o"
"$CLANG" "${C_FLAGS[@]}" -c wasm/command.c -o "$OBJ/command.o"

say "linking ${PAGE_MODULES[*]/#/swatch-} and swatch-wasi.wasm (whole-program optimization)..."
t=$SECONDS
RUNTIME=("$OBJ/shim.o" "$LIBC" "$BUILTINS" "$UNICODE")
LINK=(--gc-sections --strip-all --stack-first -z stack-size=4194304 "${objects[@]}" "${RUNTIME[@]}")
SHARED_EXPORTS=(--export=swatch_alloc --export=swatch_free --export=swatch_result --export=swatch_result_length --export=swatch_route_limit)
pids=()
for module in "${PAGE_MODULES[@]}"; do
  exports=("${SHARED_EXPORTS[@]}" "--export=swatch_$module")
  # The modules that lay text out take the page's fonts and shape through it.
  case $module in core|ranges|frames|transitions|states) exports+=(--export=swatch_set_fonts --allow-undefined-file=wasm/imports.txt) ;; esac
  "$WASM_LD" --no-entry "${LINK[@]}" "${exports[@]}" -Map="$OUT/swatch-$module.map" -o "$OBJ/swatch-$module.linked.wasm" &
  pids+=($!)
done
"$WASM_LD" "$WASI_SYSROOT/lib/wasm32-wasi/crt1-command.o" "$OBJ/command.o" "${LINK[@]}" -o "$OBJ/swatch-wasi.linked.wasm"
for pid in "${pids[@]}"; do wait "$pid"; done
say "linked in $((SECONDS - t)) s; shrinking with wasm-opt -Oz..."
t=$SECONDS
# Every module shrunk the same way, so the checks run what pages load. Each
# is written beside its place and moved into it whole: a server serving
# $OUT meanwhile (`make serve`) never reads a module half written.
OPT=(-Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int)
shrink() {
  "$WASM_OPT" "${OPT[@]}" "$OBJ/$1.linked.wasm" -o "$OUT/$1.wasm.new" && mv -f "$OUT/$1.wasm.new" "$OUT/$1.wasm"
}
pids=()
for module in "${PAGE_MODULES[@]}"; do
  shrink "swatch-$module" &
  pids+=($!)
done
shrink swatch-wasi
for pid in "${pids[@]}"; do wait "$pid"; done
echo "$link_key" > "$OUT/link.key"
say "shrunk in $((SECONDS - t)) s"
say "$(sizes), built in $((SECONDS - started)) s"
