#!/usr/bin/env python3
"""The engine in the page, measured (`make bench-wasm`).

Prints, beside the native figure where there is one:
- the engine module's size (swatch.wasm, which every page with the engine
  loads; target at most 1 MB), and the code module's (swatch-code.wasm,
  loaded only when a page shows code);
- how long after navigation a page opened from disk (file://) has the engine
  ready (`swatch.ready` resolved, fonts loaded): median of fresh page loads
  in headless Chromium (target at most 150 ms);
- `swatch.layout(notification-cell.json, 'json')` in the page: median per
  call over batches (target at most 0.3 ms), and natively the same work
  (decode, layout, frames JSON) as `swatch-bench spec` prints it;
- how long the code module takes to load on first use (`swatch.loadCode()`,
  median of the same page loads) and `swatch.code(notification cell, 'swift')`
  once it is in;
- the playground's answer for the notification cell (`swatch.playground`:
  drawing, tables, the outline of the text, as JSON, parsed), median per
  call, and the size of that JSON.

Usage: bench-wasm.py SWATCH_BINARY SWATCH_BENCH_BINARY REPO_ROOT
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
import harness  # noqa: E402

LOADS = 11
BATCHES, CALLS = 21, 200
SPEC = "content/specs/notification-cell.json"

PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>engine bench</title>
<script src="public/js/swatch.js"></script>
<script>swatch.ready.then(() => { window.readyAt = performance.now(); }, (e) => { window.readyError = String(e); });</script>
</head><body></body></html>"""

LOAD_CODE = """
const done = arguments[arguments.length - 1];
const t0 = performance.now();
swatch.loadCode().then(() => done(performance.now() - t0), (e) => done(String(e && e.message || e)));
"""

# Median time a call of swatch.layout(text, format) (or of
# swatch.playground(text), format "playground"), over batches.
TIME = """
const [text, format, batches, calls] = arguments;
const call = format === "playground" ? () => swatch.playground(text) : () => swatch.layout(text, format);
for (let i = 0; i < 200; i++) call();
const per = [];
for (let b = 0; b < batches; b++) {
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) call();
  per.push((performance.now() - t0) / calls);
}
per.sort((a, b) => a - b);
return per[per.length >> 1];
"""


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    swatch, bench, root = (os.path.abspath(a) for a in sys.argv[1:4])
    module = os.environ.get("SWATCH_WASM") or os.path.join(root, ".build", "wasm", "swatch.wasm")
    code_module = os.path.join(os.path.dirname(module), "swatch-code.wasm")
    workdir = tempfile.mkdtemp(prefix="swatch-bench-wasm-")
    try:
        page = harness.site_with_page(swatch, root, os.path.join(workdir, "site"), "bench.html", PAGE)
        with open(os.path.join(root, SPEC), encoding="utf-8") as f:
            text = f.read()

        with harness.make_driver() as driver:
            ready, code_loads = [], []
            for _ in range(LOADS):
                driver.get("about:blank")
                driver.get(page)
                at = driver.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    (function wait() {
                      if (window.readyAt !== undefined || window.readyError) done(window.readyAt ?? window.readyError);
                      else setTimeout(wait, 5);
                    })();""")
                if isinstance(at, str):
                    sys.exit("the engine did not start: " + at)
                ready.append(at)
                loaded = driver.execute_async_script(LOAD_CODE)
                if isinstance(loaded, str):
                    sys.exit("the code module did not load: " + loaded)
                code_loads.append(loaded)
            in_page = driver.execute_script(TIME, text, "json", BATCHES, CALLS)
            code_per_call = driver.execute_script(TIME, text, "swift", BATCHES, 20)
            playground = driver.execute_script(TIME, text, "playground", BATCHES, 20)
            # The answer's JSON as the page gets it (whatever the module's boundary).
            answer_bytes = driver.execute_script(
                "return new TextEncoder().encode(JSON.stringify(swatch.playground(arguments[0]))).length", text)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)

    native = subprocess.run([bench, "spec", os.path.join(root, SPEC)], capture_output=True, text=True, cwd=root) \
        if os.path.exists(bench) else subprocess.CompletedProcess([], 1, "", "")
    numbers = re.findall(r"^notification-cell\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)", native.stdout, re.M)
    native_ms = sum(float(x) for x in numbers[0]) / 1000 if numbers else None

    size = os.path.getsize(module)
    print(f"module: swatch.wasm {size:,} bytes ({size / 1e6:.2f} MB; target at most 1 MB: "
          f"{'met' if size <= 1_000_000 else 'MISSED'}); swatch-code.wasm "
          f"{os.path.getsize(code_module):,} bytes, loaded only to show code")
    print(f"engine ready after a page opened from disk: median {statistics.median(ready):.1f} ms of {LOADS} loads "
          f"(min {min(ready):.1f}, max {max(ready):.1f}; target at most 150 ms: "
          f"{'met' if statistics.median(ready) <= 150 else 'MISSED'})")
    print(f"notification cell, layout to frames JSON: in the page {in_page * 1000:.1f} µs a call "
          f"(median of {BATCHES} x {CALLS}; target at most 300 µs: {'met' if in_page <= 0.3 else 'MISSED'})"
          + (f"; native {native_ms * 1000:.1f} µs (decode + layout + frames JSON, swatch-bench spec)"
             if native_ms is not None else "; native: swatch-bench spec printed nothing"))
    print(f"code module loaded on first use: median {statistics.median(code_loads):.1f} ms of {LOADS} loads "
          f"(min {min(code_loads):.1f}, max {max(code_loads):.1f}); the notification cell as Swift "
          f"{code_per_call * 1000:.1f} µs a call")
    print(f"the playground's answer for the notification cell: in the page {playground * 1000:.1f} µs a call "
          f"(median of {BATCHES} x 20, JSON parsed), {answer_bytes:,} bytes of JSON")


if __name__ == "__main__":
    main()
