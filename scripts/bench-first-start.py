#!/usr/bin/env python3
"""A newcomer's first start, timed (`make bench-first-start`).

Clones the repository's committed HEAD into a new directory (no `.build`:
nothing built), runs README's command there, `make serve PORT=N`, and prints
the seconds from the command to:

- "guide": the guide's home page answers 200;
- "playground": /playground answers 200 (the server's own engine lays it
  out);
- "core module": the server serves public/js/swatch-core.wasm (the page's
  engine is built);
- "page's engine": a playground opened in headless Chromium as soon as it
  answered (Debian's chromium, through selenium) has taken up the page's
  engine without a reload (`#pg[data-engine="page"]`).

It then stops `make serve` (SIGINT, as Ctrl-C) and, unless --keep, removes
the clone. Its output, each line stamped with the seconds since the
command, is kept in the clone's parent as make-serve.log. The load average
at the start and the end is printed too: on a shared machine the figures
move with other builds.

With --serve-only it stops once the playground answers (the server's part
alone, without building the page's engine).

Usage: bench-first-start.py REPO [--port 8188] [--keep] [--timeout 3600] [--serve-only]
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
from harness import make_driver  # noqa: E402


def answers(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return answer.status == 200
    except Exception:
        return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("repo")
    parser.add_argument("--port", type=int, default=8188)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--serve-only", action="store_true")
    options = parser.parse_args()

    parent = tempfile.mkdtemp(prefix="swatch-first-start-")
    clone = os.path.join(parent, "swatch")
    subprocess.run(["git", "clone", "--quiet", os.path.abspath(options.repo), clone], check=True)
    head = subprocess.run(["git", "log", "-1", "--format=%h"], cwd=clone, capture_output=True, text=True).stdout.strip()
    base = f"http://127.0.0.1:{options.port}"
    print(f"fresh clone of {head} in {clone}; load average {os.getloadavg()[0]:.2f}", flush=True)

    began = time.monotonic()
    seconds = lambda: time.monotonic() - began  # noqa: E731
    make = subprocess.Popen(["make", "--no-print-directory", "serve", f"PORT={options.port}"], cwd=clone,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    log_path = os.path.join(parent, "make-serve.log")

    def keep_log():
        with open(log_path, "w", encoding="utf-8") as log:
            for line in make.stdout:
                log.write(f"{seconds():7.1f} {line}")
                log.flush()

    threading.Thread(target=keep_log, daemon=True).start()
    marks = {}

    def mark(name):
        marks[name] = seconds()
        print(f"{name}: {marks[name]:.0f} s", flush=True)

    def stopped(before, late):
        """Why the wait for what comes `before` ends unmet (make serve ended, or
        `late`: the time ran out); None while it may go on."""
        if make.poll() is not None:
            return f"make serve ended ({make.returncode}) before {before}"
        if seconds() > options.timeout:
            return late
        return None

    failed = None
    try:
        while "playground" not in marks:
            failed = stopped("the playground answered", "the playground did not answer in time")
            if failed:
                break
            for name, path in [("guide", "/"), ("playground", "/playground")]:
                if name not in marks and answers(base + path):
                    mark(name)
            time.sleep(1)
        if not failed and not options.serve_only:
            with make_driver() as driver:
                driver.get(base + "/playground?spec=follow-cell")
                while True:
                    engine = driver.execute_script("const pg = document.getElementById('pg'); return pg && pg.dataset.engine")
                    if "core module" not in marks and answers(base + "/public/js/swatch-core.wasm"):
                        mark("core module")
                    if engine == "page":
                        mark("page's engine")
                        break
                    failed = stopped("the page's engine was taken up", "the page's engine was not taken up in time")
                    if failed:
                        break
                    time.sleep(1)
    finally:
        if make.poll() is None:
            os.killpg(make.pid, signal.SIGINT)
            try:
                make.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(make.pid, signal.SIGKILL)
        print(f"load average at the end {os.getloadavg()[0]:.2f}; make serve's output: {log_path}", flush=True)
        if not options.keep:
            shutil.rmtree(clone, ignore_errors=True)
    if failed:
        print("first start: " + failed, file=sys.stderr)
        return 1
    print("first start: " + ", ".join(f"{name} {at:.0f} s" for name, at in marks.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
