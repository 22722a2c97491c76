#!/usr/bin/env python3
"""The page modules are what pages are promised.

Reads the modules `make wasm` wrote (one a module of EngineModule: core,
ranges, frames, transitions, states, code, import, import_run, import_build, edit) and
checks, from their bytes:
- each page module is at most 800,000 bytes, so that a fifth of its
  1,000,000-byte ceiling is free for what comes next (the headroom), and
  how much it has to spare is printed;
- each exports the memory, the calls Public/js/instance.js makes of every
  module, and its own entry point (`swatch_NAME`), and no other module's;
- the modules that lay text out (core, ranges, frames, transitions, states) take the page's fonts
  (`swatch_set_fonts`) and shape through the page (`env.swatch_shape`);
  the others shape no text.
Prints each module's size, gzipped too (what it costs over the wire).

Usage: check_modules.py WASM_DIRECTORY
Prints one line per check and "N passed, M failed"; exit status 1 on any.
"""
import gzip
import os
import sys

CEILING = 1_000_000
HEADROOM_GOAL = 800_000

SHARED = {"memory", "swatch_alloc", "swatch_free", "swatch_result", "swatch_result_length", "swatch_route_limit"}
MODULES = ["core", "ranges", "frames", "transitions", "states", "code", "import", "import_run", "import_build", "edit"]
# The modules that lay out text.
MEASURING = {"core", "ranges", "frames", "transitions", "states"}


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

    entries = {f"swatch_{name}" for name in MODULES}
    for name in MODULES:
        path = os.path.join(directory, f"swatch-{name}.wasm")
        if not os.path.exists(path):
            sys.exit(f"{path} is missing: run `make wasm`")
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            packed = len(gzip.compress(f.read(), 9))
        room = HEADROOM_GOAL - size
        check(size <= HEADROOM_GOAL,
              f"swatch-{name}.wasm is {size:,} bytes ({packed:,} gzipped): at most {HEADROOM_GOAL:,}, a fifth of its "
              f"{CEILING:,}-byte ceiling free ({room:,} bytes to spare)")
        imports, exports = interface(path)
        own = {f"swatch_{name}"} | ({"swatch_set_fonts"} if name in MEASURING else set())
        check(SHARED | own <= exports, f"swatch-{name}.wasm exports {sorted(SHARED | own)}")
        check(not exports - SHARED - own, f"swatch-{name}.wasm exports nothing else: {sorted(exports - SHARED - own)}")
        check(not exports & (entries - own), f"swatch-{name}.wasm leaves the other modules' entry points to them")
        shapes = "env.swatch_shape" in imports
        check(shapes == (name in MEASURING),
              f"swatch-{name}.wasm {'shapes text through the page' if name in MEASURING else 'shapes no text'} (imports {sorted(imports)})")
    print(f"modules: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
