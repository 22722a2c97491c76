#!/usr/bin/env python3
"""The first start: serving before the page's engine is built.

- `make serve PORT=N` with N taken says so at once, naming the port and how
  to choose another, and builds nothing;
- `swatch serve` whose engine modules are not built yet (`make serve`
  starts the server before building them) answers the playground with its
  own engine; when the modules appear in its `$SWATCH_WASM` directory (moved
  into place, as scripts/build-wasm.sh writes them), an open playground is
  told and takes them up without a reload: its engine becomes the page's,
  and a key press is laid out with no request to the server.

Usage: first_start_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "first start: N passed, N failed"; exits 1 on a failure.
"""

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.keys import Keys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Tally, arguments, check, editor_input, make_driver, run_checks, select_in_editor, wait  # noqa: E402


class EmptyEngine:
    """`swatch serve` over a copy of content/ and Public/, its engine modules
    to come in a directory of their own; `arrive()` moves the built ones there."""

    def __init__(self, binary, repo):
        self.repo = repo
        self.dir = tempfile.mkdtemp(prefix="swatch-first-start-")
        self.modules = os.path.join(self.dir, "wasm")
        os.makedirs(self.modules)
        for name in ["content", "Public"]:
            shutil.copytree(os.path.join(repo, name), os.path.join(self.dir, name))
        env = dict(os.environ, SWATCH_WASM=self.modules)
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--quiet", "--content", os.path.join(self.dir, "content"),
             "--public", os.path.join(self.dir, "Public")], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        match = re.search(r"(http://127\.0\.0\.1:\d+)", self.process.stdout.readline())
        if not match:
            self.stop()
            raise RuntimeError("swatch serve did not start: " + self.process.stderr.read())
        self.url = match.group(1)

    def arrive(self):
        built = os.path.join(self.repo, ".build", "wasm")
        for name in sorted(os.listdir(built)):
            if re.fullmatch(r"swatch-(core|ranges|transitions|code|import)\.wasm", name):
                shutil.copy(os.path.join(built, name), os.path.join(self.modules, name + ".new"))
                os.replace(os.path.join(self.modules, name + ".new"), os.path.join(self.modules, name))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        shutil.rmtree(self.dir, ignore_errors=True)


def engine(driver):
    return driver.execute_script("return document.getElementById('pg').dataset.engine")


def updates(driver):
    return int(driver.execute_script("return document.getElementById('pg').dataset.updates || '0'"))


def playground_requests(driver):
    return driver.execute_script(
        "return performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/playground')).length")


def test_the_playground_takes_up_the_pages_engine_when_it_is_built(driver, site):
    driver.get(site.url + "/playground?spec=notification-cell")
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"), "ready", 60)
    check(engine(driver) == "server", f"before the modules are built the server answers (engine: {engine(driver)})")
    before = updates(driver)
    check(select_in_editor(driver, '"top": 15'), "a number to change")
    editor_input(driver).send_keys('"top": 16')
    wait(driver, lambda d: updates(d) > before, "the server lays out the edit")
    check(playground_requests(driver) > 0, "asked of POST /api/playground")
    site.arrive()
    wait(driver, lambda d: engine(d) == "page", "the page's engine takes over once its modules are there", 30)
    status = driver.find_element("id", "pg-status").text
    check("engine is built" in status, f"the page says so: {status!r}")
    asked = playground_requests(driver)
    before = updates(driver)
    check(select_in_editor(driver, '"top": 16'), "the number again")
    editor_input(driver).send_keys('"top": 17')
    wait(driver, lambda d: updates(d) > before and not d.execute_script(
        "return document.getElementById('pg').classList.contains('is-busy')"), "laid out")
    check(playground_requests(driver) == asked, "laid out in the page: no more requests to the server")


def test_a_taken_port_is_said_before_anything_is_built(_, site):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        began = time.monotonic()
        # (SWIFT=false: were anything built, it would fail saying so instead.)
        done = subprocess.run(["make", "--no-print-directory", "serve", f"PORT={port}", "SWIFT=false"], cwd=site.repo,
                              capture_output=True, text=True, timeout=120)
        took = time.monotonic() - began
    said = done.stdout + done.stderr
    check(done.returncode != 0, f"make serve fails: {said[-300:]}")
    check(f"cannot listen on 127.0.0.1:{port}" in said and "make serve PORT=" in said,
          f"it names the port and how to choose another: {said[-300:]}")
    check("building swatch" not in said, f"before building anything: {said[-300:]}")
    check(took < 60, f"at once ({took:.0f} s)")


def main():
    binary, repo = arguments(__doc__)
    if not os.path.exists(os.path.join(repo, ".build", "wasm", "swatch-core.wasm")):
        print("first start: the engine's modules are not built (make wasm); nothing to move into place")
        return 1
    tally = Tally("first start")
    site = EmptyEngine(binary, repo)
    try:
        with make_driver() as driver:
            run_checks(tally, driver, [test_the_playground_takes_up_the_pages_engine_when_it_is_built,
                                       test_a_taken_port_is_said_before_anything_is_built], None, site)
    finally:
        site.stop()
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
