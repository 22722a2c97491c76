#!/usr/bin/env python3
"""The WebAssembly engine answers what the native binary answers.

Runs the engine's WASI build (`swatch-wasi.wasm`, the same engine objects as
the module pages load) in the toolchain's `wasmkit` on every content spec and
range scenario, the public conformance cases (when ../shared is there) and a
few bad documents, in JSON and SVG (a range scenario's timeline too: with
frames, the frames module's), and compares its output, exit status and
error message byte for byte with `swatch layout` / `swatch ranges`; every
layout spec also as Swift and Objective-C (`--format swift|objc`), and that
code imported back (`swatch import --format json` against the import
module's answer), with some code that cannot be read. Each request goes to
the core module first and on to the module it names, as a page's does. Specs with
text nodes are left to the browser check for frames and drawings (the WASI
build has no page to shape text with); their code needs no shaping.

Usage: check_wasi.py SWATCH_BINARY SWATCH_WASI_WASM REPO_ROOT [SHARED]
Prints one line per mismatch, then "N passed, M failed"; exit status 1 on any.
"""
import concurrent.futures
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

BAD = {
    "syntax.json": '{"root": {"type": "node",, }}',
    "unknown-key.json": '{"root": {"type": "node", "colour": "#fff"}}',
    "negative-grow.json": '{"root": {"type": "stack", "children": [{"type": "node", "style": {"flexGrow": -1}}]}}',
    "bad-scenario.json": '{"container": "table", "viewport": [375, -1], "items": {"count": 3, "size": [375, 44]}}',
}


BAD_CODE = {
    "unclosed.swift": ("swift", "class A: ASDisplayNode {\n  override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n    return ASInsetLayoutSpec(insets: .zero child: x)\n  }\n}\n"),
    "no-class.m": ("objc", "@implementation A\n- (void)didLoad {}\n@end\n"),
    "message.m": ("objc", "@implementation A\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)c { return [ASLayoutSpec new;]; }\n@end\n"),
}


def has_text(value):
    if isinstance(value, dict):
        # A button's title is a text node too.
        if value.get("type") == "text" or (value.get("type") == "button" and "title" in value):
            return True
        return any(has_text(v) for v in value.values())
    if isinstance(value, list):
        return any(has_text(v) for v in value)
    return False


def names_cell_files(scenario):
    """Whether a range scenario's items name cell files (`"cell": "x.json"`)."""
    items = scenario.get("items") if isinstance(scenario, dict) else None
    entries = items if isinstance(items, list) else [items]
    return any(isinstance(e, dict) and isinstance(e.get("cell"), str) for e in entries)


def documents(root, shared, workdir):
    """(name, path, command) for every document to check, the text specs left
    out of them, and the path of every layout spec (for its code)."""
    out, text_specs, layouts = [], [], []
    sources = sorted(glob.glob(os.path.join(root, "content", "specs", "*.json")))
    for kind in ["frames", "ranges"]:
        for case in sorted(glob.glob(os.path.join(shared, "conformance", kind, "*.json"))) if shared else []:
            with open(case, encoding="utf-8") as f:
                data = json.load(f)
            body = data.get("spec") or data.get("scenario")
            path = os.path.join(workdir, f"{kind}-{os.path.basename(case)}")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(body, f)
            sources.append(path)
    for path in sources:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if "container" not in data and "states" not in data:
            layouts.append((os.path.basename(path), path))
        if has_text(data):
            text_specs.append(path)
            continue
        if names_cell_files(data):
            continue  # cell files are read by the CLI, the server and the site, not by the engine

        out.append((os.path.basename(path), path, "ranges" if "container" in data else "layout"))
    for name, text in BAD.items():
        path = os.path.join(workdir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        out.append((name, path, "ranges" if "container" in text else "layout"))
    return out, text_specs, layouts


def check(swatch, wasm, name, path, command, fmt):
    native = subprocess.run([swatch, command, "--format", fmt, path], capture_output=True)
    with open(path, "rb") as f:
        wasi = subprocess.run(["wasmkit", "run", wasm, command, fmt], stdin=f, capture_output=True)
    # The CLI prefixes its message with "swatch COMMAND: FILE: ".
    prefix = f"swatch {command}: {path}: ".encode()
    native_err = native.stderr[len(prefix):] if native.stderr.startswith(prefix) else native.stderr
    if native.returncode != wasi.returncode:
        return f"{name} ({command} {fmt}): exit {wasi.returncode}, native {native.returncode}: {wasi.stderr[:200]!r}"
    if native.stdout != wasi.stdout:
        at = next((i for i, (a, b) in enumerate(zip(native.stdout, wasi.stdout)) if a != b),
                  min(len(native.stdout), len(wasi.stdout)))
        return (f"{name} ({command} {fmt}): output differs at byte {at}: "
                f"native {native.stdout[max(0, at - 40):at + 40]!r} wasm {wasi.stdout[max(0, at - 40):at + 40]!r}")
    if native.returncode != 0 and native_err != wasi.stderr:
        return f"{name} ({command} {fmt}): message {wasi.stderr!r}, native {native_err!r}"
    return None


def check_import(swatch, wasm, name, code, language):
    """`swatch import` of `code` natively and in the import module: the same
    JSON, or the same error (the module's as JSON, the CLI's as a line)."""
    native = subprocess.run([swatch, "import", "-", "--language", language, "--format", "json"], input=code, capture_output=True)
    wasi = subprocess.run(["wasmkit", "run", wasm, "import", json.dumps({"language": language})], input=code, capture_output=True)
    if native.returncode != wasi.returncode:
        return f"{name} (import {language}): exit {wasi.returncode}, native {native.returncode}: {wasi.stderr[:200]!r}"
    if native.returncode == 0:
        # The module answers {"import": what the CLI prints, "specText": the spec as the import wrote it}.
        answer = json.loads(wasi.stdout)
        expected = json.loads(native.stdout)
        if answer["import"] != expected:
            return f"{name} (import {language}): the import module's answer differs from the CLI's: {wasi.stdout[:200]!r}"
        if json.loads(answer["specText"]) != expected["spec"]:
            return f"{name} (import {language}): specText is not the spec: {answer['specText'][:200]!r}"
        return None
    error = json.loads(wasi.stderr)["error"]
    where = f"line {error['line']}, column {error['column']}: " if "line" in error else ""
    expected = f"swatch import: <stdin>: {where}{error['message']}\n".encode()
    if native.stderr != expected:
        return f"{name} (import {language}): message {expected!r}, native {native.stderr!r}"
    return None


def import_jobs(swatch, layouts):
    """(name, code, language) for every layout spec's exported code, and the bad code."""
    out = []
    for name, path in layouts:
        for language in ["swift", "objc"]:
            code = subprocess.run([swatch, "layout", "--format", language, path], capture_output=True).stdout
            out.append((name, code, language))
    for name, (language, code) in BAD_CODE.items():
        out.append((name, code.encode(), language))
    return out


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    swatch, wasm, root = (os.path.abspath(a) for a in sys.argv[1:4])
    shared = sys.argv[4] if len(sys.argv) > 4 else os.path.join(root, "..", "shared")
    if not shutil.which("wasmkit"):
        sys.exit("check_wasi: wasmkit (the Swift toolchain's WebAssembly runtime) is not on PATH")
    if not os.path.isdir(os.path.join(shared, "conformance")):
        print(f"conformance cases skipped: {shared}/conformance is absent")
        shared = None
    workdir = tempfile.mkdtemp(prefix="swatch-wasi-")
    try:
        docs, text_specs, layouts = documents(root, shared, workdir)
        # A range scenario's timeline too: with frames, the frames module's.
        jobs = [(name, path, command, fmt) for name, path, command in docs
                for fmt in ["json", "svg"] + (["timeline"] if command == "ranges" else [])]
        jobs += [(name, path, "layout", fmt) for name, path in layouts for fmt in ["swift", "objc"]]
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(lambda job: check(swatch, wasm, *job), jobs))
            results += list(pool.map(lambda job: check_import(swatch, wasm, *job), import_jobs(swatch, layouts)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    failures = [r for r in results if r]
    for failure in failures:
        print(failure)
    print(f"{len(text_specs)} specs with text left to the browser check (their code is checked here)")
    print(f"wasm: {len(results) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
