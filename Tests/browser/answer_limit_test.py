#!/usr/bin/env python3
"""The engine in the page holds its answers to the limit, and never reports
an empty string as success.

A built site opened from file:// in headless Chromium (Debian's chromium and
chromium-driver, selenium):

- `swatch.ranges` on the issue's 139-byte scenario (a 627 MB answer, which
  the browser could not make into a string: it answered "" as a success and
  kept 2.36 GB) rejects with an Error naming the limit and what to change, as
  `swatch ranges` says it, and the page's module stays under 512 MB;
- the engine still answers afterwards, byte for byte what the binary prints.

Usage: answer_limit_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import check, run_script, site_with_page  # noqa: E402

ISSUE = '{"items":{"count":1000000,"size":[375,1]},"scroll":[{"offset":0},{"offset":1000000,"steps":1000},{"offset":0,"steps":999}]}'
SMALL = '{"items": {"count": 60, "size": [375, 120]}, "scroll": [{"offset": 0}, {"offset": 900, "steps": 3}]}'

# Reads the engine's WebAssembly memory through the module the page built:
# the page keeps no handle, so the test wraps WebAssembly.instantiate first.
PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>answer limit</title>
<script>
const instantiate = WebAssembly.instantiate;
window.memories = [];
WebAssembly.instantiate = function (...args) {
  return instantiate.apply(this, args).then((r) => { window.memories.push(r.instance.exports.memory); return r; });
};
</script>
<script src="public/js/swatch.js"></script></head><body></body></html>"""

RANGES = """
const [text, done] = [arguments[0], arguments[arguments.length - 1]];
swatch.ready.then(async () => {
  let answer = null, error = null;
  try { answer = await swatch.ranges(text, 'json'); } catch (e) { error = String(e.message); }
  const memory = Math.max(...window.memories.map((m) => m.buffer.byteLength));
  done({answer, error, memory});
}, (e) => done({error: 'not ready: ' + e.message}));
"""


class Page:
    """The site built into a temporary directory with the page above, and
    the two scenarios as files for `swatch ranges`."""

    def __init__(self, binary, repo):
        self.binary = binary
        self.dir = tempfile.mkdtemp(prefix="swatch-answer-limit-")
        self.url = site_with_page(binary, repo, os.path.join(self.dir, "site"), "limit.html", PAGE)
        self.issue = self.file("issue.json", ISSUE)
        self.small = self.file("small.json", SMALL)

    def file(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def stop(self):
        shutil.rmtree(self.dir, ignore_errors=True)


def test_the_issues_scenario_throws_naming_the_limit(driver, page):
    driver.get(page.url)
    result = driver.execute_async_script(RANGES, ISSUE)
    check(result["answer"] is None, f"no answer, got {len(result['answer'] or '')} characters")
    cli = subprocess.run([page.binary, "ranges", page.issue], capture_output=True, text=True)
    said = cli.stderr.strip().split(": ", 2)[-1]
    check(cli.returncode == 2, f"swatch ranges exits 2: {cli.returncode}")
    check(result["error"] == said, f"the page says what swatch ranges says: {result['error']!r} vs {said!r}")
    check("limit of 64 MiB" in result["error"], result["error"])
    check(result["memory"] < 512 << 20, f"the module's memory stays under 512 MB: {result['memory'] >> 20} MB")
    print(f"     the module's memory after it: {result['memory'] >> 20} MB")


def test_the_engine_answers_afterwards(driver, page):
    """In the same page, after the refusal."""
    result = driver.execute_async_script(RANGES, SMALL)
    native = subprocess.run([page.binary, "ranges", page.small], capture_output=True, text=True).stdout
    check(result["error"] is None, result["error"])
    check(result["answer"] == native, "the answer is the binary's")


CHECKS = [test_the_issues_scenario_throws_naming_the_limit, test_the_engine_answers_afterwards]


if __name__ == "__main__":
    sys.exit(run_script(__doc__, "answer limit", Page, CHECKS, driver_options=lambda page: {"timeout": 600}))
