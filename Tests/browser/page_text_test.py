#!/usr/bin/env python3
"""Text measured by the engine in the page grows like the native engine's.

A built site opened from file:// in headless Chromium (Debian's chromium and
chromium-driver, selenium); a page loading public/js/swatch.js whose text
measuring is watched: every character the browser is asked to measure
(canvas measureText) or to place (a Range's rectangle) is counted. For a
text node of N "W" at font size 1000 (each letter wider than the line, so
one line each), at N = 2,048 and 16,384, with fresh caches:

- `swatch.layout(spec, 'json')` (made now, `swatch.callNow`) answers byte for byte what `swatch layout`
  prints (and so for long paragraphs of words, whose contextual check runs
  in pieces);
- the characters measured or placed grow at most linearly: eight times the
  letters cost at most ten times the work (before, a run millions of pixels
  wide failed its whole-run check and was placed a position at a time, each
  from its start: quadratic, 48 s at N = 65,536).

Times are printed for information only (scripts/bench-page-text.py measures
them, and runs here once, small); nothing here is timed against a bound.

Usage: page_text_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import check, run_script, site_with_page  # noqa: E402

# Counts what the browser measures, before the engine's script loads.
PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>text work</title>
<script>
window.work = {measured: 0, placed: 0};
const measure = CanvasRenderingContext2D.prototype.measureText;
CanvasRenderingContext2D.prototype.measureText = function (s) { window.work.measured += s.length; return measure.call(this, s); };
const rect = Range.prototype.getBoundingClientRect;
Range.prototype.getBoundingClientRect = function () {
  window.work.placed += Math.max(0, this.endOffset - this.startOffset);
  return rect.call(this);
};
</script>
<script src="public/js/swatch.js"></script>
</head><body></body></html>"""

LAYOUT = """
const [text, done] = [arguments[0], arguments[arguments.length - 1]];
swatch.ready.then(() => {
  window.work = {measured: 0, placed: 0};
  const t0 = performance.now();
  const answer = swatch.callNow({call: 'layout', text, format: 'json'});
  const out = answer.status === 'ok' ? answer.text : 'error: ' + (answer.error ? answer.error.description : answer.status);
  done({out, ms: performance.now() - t0, work: window.work});
}, (e) => done({out: 'not ready: ' + e.message}));
"""


def letters(n):
    return json.dumps({"root": {"type": "text", "id": "t", "text": "W" * n, "fontSize": 1000}})


def words(n):
    """A paragraph of n words: long runs with spaces, cut into pieces."""
    vocabulary = ["office", "affine", "Wave", "Type", "fjord", "AVATAR", "ta", "LT", "yo", "Ww", "flow", "é"]
    text = " ".join(vocabulary[i % len(vocabulary)] for i in range(n))
    return json.dumps({"sizeRange": [320, 0], "root": {"type": "text", "id": "t", "text": text, "fontSize": 15}})


class Page:
    def __init__(self, binary, repo):
        self.binary = binary
        self.repo = repo
        self.dir = tempfile.mkdtemp(prefix="swatch-page-text-")
        self.url = site_with_page(binary, repo, os.path.join(self.dir, "site"), "text-work.html", PAGE)

    def layout(self, driver, spec):
        """A fresh page (empty caches), then one layout: its answer, time and work."""
        driver.get(self.url)
        return driver.execute_async_script(LAYOUT, spec)

    def native(self, spec):
        path = os.path.join(self.dir, "spec.json")
        with open(path, "w") as f:
            f.write(spec)
        return subprocess.run([self.binary, "layout", path, "--format", "json"], capture_output=True, text=True).stdout

    def stop(self):
        shutil.rmtree(self.dir, ignore_errors=True)


def test_letters_answer_the_binarys_frames_with_linear_work(driver, page):
    work = {}
    for n in [2048, 16384]:
        spec = letters(n)
        answer = page.layout(driver, spec)
        check(answer["out"] == page.native(spec), f"N = {n}: the page answers what swatch layout prints: {answer['out'][:200]}")
        work[n] = answer["work"]["measured"] + answer["work"]["placed"]
        print(f"     N = {n}: {answer['ms']:.0f} ms, {answer['work']['measured']} characters measured, "
              f"{answer['work']['placed']} placed")
    check(work[16384] <= 10 * work[2048], f"8 x the letters cost {work[16384] / max(work[2048], 1):.1f} x the work: {work}")


def test_long_paragraphs_of_words_answer_the_binarys_frames(driver, page):
    for n in [40, 400, 4000]:
        spec = words(n)
        answer = page.layout(driver, spec)
        check(answer["out"] == page.native(spec), f"{n} words: the page answers what swatch layout prints: {answer['out'][:200]}")


def test_the_benchmark_runs(driver, page):
    """scripts/bench-page-text.py, small: it prints a figure per size (it
    once named its list of times like the page's address and measured
    nothing: 'url' must be a string)."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "bench-page-text.py")
    run = subprocess.run([sys.executable, script, page.binary, page.repo], capture_output=True, text=True,
                         env=dict(os.environ, SIZES="64,128", RUNS="1"))
    lines = [line for line in run.stdout.splitlines() if line.startswith("N = ")]
    check(run.returncode == 0 and len(lines) == 2 and all("in the page" in line and "natively" in line for line in lines),
          f"the benchmark prints a figure per size: {run.stdout[-300:]} {run.stderr[-500:]}")


CHECKS = [test_letters_answer_the_binarys_frames_with_linear_work, test_long_paragraphs_of_words_answer_the_binarys_frames,
          test_the_benchmark_runs]


if __name__ == "__main__":
    sys.exit(run_script(__doc__, "page text", Page, CHECKS, driver_options=lambda page: {"timeout": 300}))
