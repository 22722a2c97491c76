#!/usr/bin/env python3
"""The page modules are what pages are promised.

Reads the modules `make wasm` wrote and checks, from their bytes:
- swatch.wasm, the engine every page with window.swatch loads, is at most
  1 MB (1,000,000 bytes, the issue's target) and exports the engine's entry
  points (one per command, and swatch_set_fonts), nothing else of its own and
  not the code module's;
- swatch-code.wasm, loaded only when a page shows code, exports swatch_code
  and none of the engine's, and imports no text shaping (it measures nothing);
- both export the memory and the calls Public/js/swatch.js makes of each.

Usage: check_modules.py WASM_DIRECTORY
Prints one line per check and "N passed, M failed"; exit status 1 on any.
"""
import os
import sys

ENGINE_LIMIT = 1_000_000
SHARED = {"memory", "swatch_alloc", "swatch_free", "swatch_result", "swatch_result_length"}
# One entry point per command (wasm/SwatchWasm/Exports.swift), and the fonts.
ENGINE = {"swatch_set_fonts", "swatch_layout", "swatch_ranges", "swatch_transition", "swatch_hit", "swatch_playground"}


def leb128(data, at):
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def name(data, at):
    length, at = leb128(data, at)
    return data[at:at + length].decode("utf-8"), at + length


def interface(path):
    """(imports as "module.name", exports) of the module at `path`."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\0asm":
        raise ValueError(f"{path} is not a WebAssembly module")
    imports, exports = set(), set()
    at = 8
    while at < len(data):
        section = data[at]
        size, at = leb128(data, at + 1)
        end = at + size
        if section == 2:  # imports
            count, p = leb128(data, at)
            for _ in range(count):
                module, p = name(data, p)
                field, p = name(data, p)
                imports.add(f"{module}.{field}")
                kind = data[p]
                p += 1
                if kind == 0:  # function: a type index
                    _, p = leb128(data, p)
                elif kind == 1:  # table: element type, limits
                    p += 1
                    flags, p = leb128(data, p)
                    _, p = leb128(data, p)
                    if flags & 1:
                        _, p = leb128(data, p)
                elif kind == 2:  # memory: limits
                    flags, p = leb128(data, p)
                    _, p = leb128(data, p)
                    if flags & 1:
                        _, p = leb128(data, p)
                else:  # global: value type, mutability
                    p += 2
        elif section == 7:  # exports
            count, p = leb128(data, at)
            for _ in range(count):
                field, p = name(data, p)
                _, p = leb128(data, p + 1)
                exports.add(field)
        at = end
    return imports, exports


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    directory = sys.argv[1]
    passed = failed = 0

    def check(ok, line):
        nonlocal passed, failed
        print(("ok   " if ok else "FAIL ") + line)
        if ok:
            passed += 1
        else:
            failed += 1

    engine_path = os.path.join(directory, "swatch.wasm")
    code_path = os.path.join(directory, "swatch-code.wasm")
    for path in [engine_path, code_path]:
        if not os.path.exists(path):
            sys.exit(f"{path} is missing: run `make wasm`")
    size = os.path.getsize(engine_path)
    check(size <= ENGINE_LIMIT, f"swatch.wasm is {size:,} bytes (at most {ENGINE_LIMIT:,})")
    imports, exports = interface(engine_path)
    check(SHARED | ENGINE <= exports, f"swatch.wasm exports {sorted(exports)}")
    check(not exports - SHARED - ENGINE, f"swatch.wasm exports nothing else: {sorted(exports - SHARED - ENGINE)}")
    check("swatch_code" not in exports, "swatch.wasm leaves swatch_code to the code module")
    check("env.swatch_shape" in imports, "swatch.wasm shapes text through the page (env.swatch_shape)")
    imports, exports = interface(code_path)
    check(SHARED | {"swatch_code"} <= exports, f"swatch-code.wasm exports {sorted(exports)}")
    check(not exports & ENGINE, "swatch-code.wasm leaves the engine's entry points out")
    check("env.swatch_shape" not in imports, f"swatch-code.wasm shapes no text (imports {sorted(imports)})")
    print(f"modules: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
