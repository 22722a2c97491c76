#!/usr/bin/env python3
"""Where a WebAssembly module's bytes go, by what brought them.

Reads the linker map `scripts/build-wasm.sh` writes beside each page module
(OUT/NAME.map, wasm-ld's -Map: every function and data segment the link
kept, with its size, before wasm-opt) and attributes each to what it came
from: a Swatch module (by its mangled name's module), the Swift standard
library (generic code specialised for Swatch's types included), the Unicode
data tables, libc and compiler-rt, or the string literals and constants all
modules share. wasm-opt then shrinks the whole by some sixth; the shipped
figure of each part is its share of the shipped module (its share before
wasm-opt, times the module's shipped size), which is what the next addition
will roughly cost.

Usage: wasm-sizes.py [--largest N] OUT [MODULE ...]   (default: every page module in OUT)
Prints a table a module: each part's bytes before and after wasm-opt, and
its largest types; with --largest N, then its N largest functions and data
(before wasm-opt, Swift names demangled with `swift demangle` when the
toolchain is there), which is where a split or a rewrite would start.
"""
import os
import re
import shutil
import subprocess
import sys
from collections import defaultdict

MANGLED = re.compile(r"^\$e(s|S|\d+)")
IDENTIFIER = re.compile(r"(\d+)")


def module_of(symbol):
    """(part, type) for a code symbol's name."""
    if not symbol.startswith("$e"):
        if symbol.startswith("swift_") or symbol.startswith("_swift_"):
            return "Swift runtime", symbol
        return None, symbol
    rest = symbol[2:]
    if rest.startswith("s") or rest.startswith("S"):
        return "Swift standard library", _first_identifier(rest[1:]) or "stdlib"
    match = IDENTIFIER.match(rest)
    if not match:
        return "Swift standard library", "other"
    n = int(match.group(1))
    start = match.end()
    module = rest[start:start + n]
    kind = _first_identifier(rest[start + n:]) or module
    return module, kind


def _first_identifier(text):
    match = IDENTIFIER.match(text)
    if not match:
        return None
    n = int(match.group(1))
    return text[match.end():match.end() + n]


def origin(path):
    """The part a library or object file's input belongs to."""
    if "UnicodeDataTables" in path:
        return "Unicode data tables"
    if "libc.a" in path or "builtins" in path:
        return "libc, compiler-rt"
    if path.endswith("shim.o") or path.endswith("command.o"):
        return "C shim"
    return None


LINE = re.compile(r"^\s*(\S+)\s+([0-9a-f]+)\s+([0-9a-f]+) (.*)$")


def read_map(path):
    """{part: bytes} and {part: {type: bytes}} of the map at `path`: the
    code and data chunks the link kept ("FILE:(SYMBOL)" lines under the
    CODE and DATA sections; the lines under a chunk name its aliases)."""
    parts = defaultdict(int)
    kinds = defaultdict(lambda: defaultdict(int))
    chunks = []
    section = None
    with open(path) as f:
        next(f)
        for line in f:
            match = LINE.match(line.rstrip("\n"))
            if not match:
                continue
            size = int(match.group(3), 16)
            name = match.group(4)
            depth = len(name) - len(name.lstrip(" "))
            name = name.strip()
            if depth == 0:
                # DATA's segments (.rodata, .data) are listed as sections of their own.
                section = "DATA" if name.startswith(".") and section == "DATA" else name
                continue
            if section not in ("CODE", "DATA"):
                continue
            chunk = re.match(r"^(.*):\((.*)\)$", name)
            if not chunk:
                continue
            file, symbol = chunk.group(1), chunk.group(2)
            part = origin(file)
            kind = symbol
            if part is None:
                for prefix in (".rodata.", ".data.", ".bss."):
                    if symbol.startswith(prefix):
                        symbol = symbol[len(prefix):]
                module, kind = module_of(symbol)
                part = module or ("constants and string literals" if section == "DATA" else "other C")
            parts[part] += size
            kinds[part][kind] += size
            chunks.append((size, symbol))
    return parts, kinds, chunks


def demangled(symbols):
    """Embedded Swift's names (`$e...`) as `swift demangle --simplified`
    reads them; the rest, and all of them without the toolchain, as they are."""
    swift = shutil.which("swift")
    if not swift or not symbols:
        return symbols
    text = "\n".join("$s" + s[2:] if s.startswith("$e") else s for s in symbols)
    result = subprocess.run([swift, "demangle", "--simplified"], input=text, capture_output=True, text=True)
    lines = result.stdout.splitlines()
    return lines if result.returncode == 0 and len(lines) == len(symbols) else symbols


def main():
    args = sys.argv[1:]
    count = 0
    if args[:1] == ["--largest"]:
        if len(args) < 2 or not args[1].isdigit():
            sys.exit("wasm-sizes: --largest takes a count\n" + __doc__)
        count, args = int(args[1]), args[2:]
    if not args:
        sys.exit(__doc__)
    out = args[0]
    modules = args[1:] or sorted(
        name[:-4] for name in os.listdir(out) if name.endswith(".map") and os.path.exists(os.path.join(out, name[:-4] + ".wasm")))
    for module in modules:
        shipped = os.path.getsize(os.path.join(out, module + ".wasm"))
        parts, kinds, chunks = read_map(os.path.join(out, module + ".map"))
        counted = sum(parts.values())
        print(f"{module}.wasm: {shipped:,} bytes shipped ({counted:,} in code and data before wasm-opt)")
        print(f"  {'part':<32} {'before':>9} {'shipped':>9}  largest")
        for part, size in sorted(parts.items(), key=lambda item: -item[1]):
            largest = sorted(kinds[part].items(), key=lambda item: -item[1])[:3]
            named = ", ".join(f"{kind} {n:,}" for kind, n in largest)
            print(f"  {part:<32} {size:>9,} {round(size * shipped / counted):>9,}  {named}")
        if count:
            top = sorted(chunks, key=lambda chunk: -chunk[0])[:count]
            print(f"  its {len(top)} largest functions and data, before wasm-opt:")
            for (size, _), name in zip(top, demangled([symbol for _, symbol in top])):
                print(f"  {size:>9,}  {name[:140]}")
        print()


if __name__ == "__main__":
    main()
