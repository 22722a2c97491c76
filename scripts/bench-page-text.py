#!/usr/bin/env python3
"""Text layout in the page against the native engine (`make bench-page-text`).

For a text node of N "W" at font size 1000 (each letter wider than the line:
N lines), N = 2,048, 16,384 and 65,536, prints how long `swatch.layout(spec,
'json')` takes in headless Chromium from a built site opened from disk
(fresh page, so no cache holds the text; median of RUNS page loads), beside
`swatch layout` natively (median of RUNS runs of the release binary, process
start included). Both answer the same bytes (Tests/browser/page_text_test.py
checks it).

Environment: RUNS (3), SIZES (2048,16384,65536).

Usage: bench-page-text.py SWATCH_BINARY REPO_ROOT
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
import harness  # noqa: E402

RUNS = int(os.environ.get("RUNS", "3"))
SIZES = [int(n) for n in os.environ.get("SIZES", "2048,16384,65536").split(",")]

PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>text bench</title>
<script src="public/js/swatch.js"></script></head><body></body></html>"""

LAYOUT = """
const [text, done] = [arguments[0], arguments[arguments.length - 1]];
swatch.ready.then(() => {
  const t0 = performance.now();
  swatch.layout(text, 'json');
  done(performance.now() - t0);
}, (e) => done(String(e.message)));
"""


def main():
    swatch, root = harness.arguments(__doc__)
    workdir = tempfile.mkdtemp(prefix="swatch-bench-text-")
    try:
        page = harness.site_with_page(swatch, root, os.path.join(workdir, "site"), "bench.html", PAGE)
        # A layout may take minutes (before the fix).
        with harness.make_driver(timeout=900) as driver:
            print(f"text of N 'W' at font size 1000, swatch.layout(spec, 'json'), median of {RUNS}")
            for n in SIZES:
                spec = json.dumps({"root": {"type": "text", "id": "t", "text": "W" * n, "fontSize": 1000}})
                path = os.path.join(workdir, f"w{n}.json")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(spec)
                in_page = []
                for _ in range(RUNS):
                    driver.get(page)
                    in_page.append(driver.execute_async_script(LAYOUT, spec))
                native = []
                for _ in range(RUNS):
                    t0 = time.perf_counter()
                    subprocess.run([swatch, "layout", path], capture_output=True, check=True)
                    native.append((time.perf_counter() - t0) * 1000)
                print(f"N = {n:>6,}: in the page {statistics.median(in_page):9.1f} ms; "
                      f"natively {statistics.median(native):7.1f} ms (process included)")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
