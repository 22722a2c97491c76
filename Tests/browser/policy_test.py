#!/usr/bin/env python3
"""The site's Content-Security-Policy, served and built, in a real browser.

The policy is written once (ContentSecurityPolicy.site): `swatch serve` sends
it as a header, and every page carries it in a <meta http-equiv> so that a
built site opened from disk holds its pages to the same rules. Over a copy of
content/ with one more guide page holding raw HTML that tries to run script
four ways (<script>, onerror, onmouseover, a javascript: link), headless
Chromium (Debian's chromium and chromium-driver, selenium) checks:

- the built pages' <meta> policy is the served header's, less the
  directives a <meta> cannot carry (frame-ancestors);
- none of the four runs, served or opened from file://, and the browser says
  the policy refused them;
- the playground's "Download PNG" gives a PNG, served and from file:// (its
  drawing goes through a blob: image, which the policy must allow);
- a built guide page's figures and the playground still work from file://
  under the policy: the engine in the page is ready, and nothing else is
  refused.

Usage: policy_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import html
import os
import re
import shutil
import sys
import tempfile
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Server, build_site, check, run_script, wait  # noqa: E402

# Each attempt sets a window property when it runs.
RAW_PAGE = """---
title: Raw HTML
permalink: /guide/raw-html/
---

Text before.

<script>window.ranScript = 1;</script>

<img id="broken" src="does-not-exist.png" onerror="window.ranOnError = 1" alt="broken">

<p id="hover" onmouseover="window.ranOnMouseOver = 1">Hover here.</p>

<a id="jslink" href="javascript:window.ranJavaScriptLink = 1">A javascript: link</a>
"""
ATTEMPTS = ["ranScript", "ranOnError", "ranOnMouseOver", "ranJavaScriptLink"]


class Sites:
    """A copy of the content with the raw page, built into a folder and served."""

    def __init__(self, binary, repo):
        self.server = Server(binary, repo, extra={"guide/raw-html.md": RAW_PAGE})
        self.dir = tempfile.mkdtemp(prefix="swatch-policy-")
        self.root = os.path.join(self.dir, "site")
        self.downloads = os.path.join(self.dir, "downloads")
        os.mkdir(self.downloads)
        build_site(binary, repo, self.root, content=self.server.content, engine=True)

    def built(self, path):
        return "file://" + self.root + path + ("index.html" if path.endswith("/") else "")

    def served(self, path):
        return self.server.url + path

    def stop(self):
        self.server.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


def console(driver):
    return [entry["message"] for entry in driver.get_log("browser")]


def refusals(messages):
    return [m for m in messages if "Content Security Policy" in m]


def script_errors(messages):
    return [m for m in messages if "Uncaught" in m]


# ---------------------------------------------------------------- checks

def test_the_built_pages_carry_the_served_policy(driver, sites):
    with urllib.request.urlopen(sites.served("/guide/raw-html/")) as response:
        header = response.headers["Content-Security-Policy"]
    check(header and "img-src 'self' data: blob:" in header, f"the served policy allows blob: images: {header}")
    expected = "; ".join(d.strip() for d in header.split(";") if not d.strip().startswith("frame-ancestors"))
    for path in ["/", "/guide/raw-html/", "/playground/", "/search.html", "/404.html"]:
        file = os.path.join(sites.root, path.lstrip("/") + ("index.html" if path.endswith("/") else ""))
        with open(file) as f:
            page = f.read()
        metas = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', page)
        check(len(metas) == 1, f"{path}: one policy <meta>, found {len(metas)}")
        check(html.unescape(metas[0]) == expected, f"{path}: the <meta> policy {metas[0]!r} is the header's {expected!r}")
        check(page.index("Content-Security-Policy") < page.index("<link"), f"{path}: the policy comes before what it governs")


def raw_html_is_refused(driver, url, where):
    driver.get(url)
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", "the page loads")
    ActionChains(driver).move_to_element(driver.find_element(By.ID, "hover")).perform()
    driver.find_element(By.ID, "jslink").click()
    time.sleep(0.5)
    ran = [name for name in ATTEMPTS if driver.execute_script(f"return window.{name} === 1")]
    check(ran == [], f"{where}: raw HTML ran script: {ran}")
    messages = console(driver)
    check(len(refusals(messages)) >= 3, f"{where}: the browser says the policy refused the attempts: {messages}")


def test_raw_html_is_held_from_disk(driver, sites):
    raw_html_is_refused(driver, sites.built("/guide/raw-html/"), "file://")


def test_raw_html_is_held_served(driver, sites):
    raw_html_is_refused(driver, sites.served("/guide/raw-html/"), "served")


def png_download(driver, url, where, downloads):
    for name in os.listdir(downloads):
        os.remove(os.path.join(downloads, name))
    driver.get(url)
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground script is ready")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-drawing svg"), "a drawing")
    console(driver)
    driver.execute_script("document.getElementById('pg-download-png').click()")
    wait(driver, lambda d: any(n.endswith(".png") for n in os.listdir(downloads))
         or "could not be made" in d.execute_script("return document.getElementById('pg-status').textContent"),
         f"{where}: a PNG is downloaded")
    status = driver.execute_script("return document.getElementById('pg-status').textContent")
    check("could not be made" not in status, f"{where}: the page says: {status}")
    files = [n for n in os.listdir(downloads) if n.endswith(".png")]
    wait(driver, lambda d: os.path.getsize(os.path.join(downloads, files[0])) > 0, "the file is written")
    with open(os.path.join(downloads, files[0]), "rb") as f:
        data = f.read()
    check(data[:8] == b"\x89PNG\r\n\x1a\n", f"{where}: {files[0]} is a PNG")
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    check(width > 100 and height > 50, f"{where}: the PNG is the drawing at twice its size: {width} x {height}")
    messages = console(driver)
    check(not refusals(messages), f"{where}: nothing refused: {refusals(messages)}")


def test_png_download_served(driver, sites):
    png_download(driver, sites.served("/playground?spec=notification-cell"), "served", sites.downloads)


def test_png_download_from_disk(driver, sites):
    png_download(driver, sites.built("/playground/") + "?spec=notification-cell", "file://", sites.downloads)


def test_built_figures_and_engine_work_under_the_policy(driver, sites):
    driver.get(sites.built("/guide/touch-targets/"))
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", "the page loads")
    check(driver.find_elements(By.CSS_SELECTOR, "figure svg"), "the page has its figures")
    messages = console(driver)
    check(not refusals(messages) and not script_errors(messages), f"{driver.current_url}: nothing refused: {messages}")
    driver.get(sites.built("/playground/"))
    state = driver.execute_async_script(
        "const done = arguments[0]; swatch.ready.then(() => done('ready'), (e) => done(String(e.message)));")
    check(state == "ready", f"the engine in the page loads from disk under the policy: {state}")
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.engine") == "page",
         "the playground lays out with the engine in the page")
    messages = console(driver)
    check(not refusals(messages) and not script_errors(messages), f"{driver.current_url}: nothing refused: {messages}")


CHECKS = [
    test_the_built_pages_carry_the_served_policy,
    test_raw_html_is_held_from_disk,
    test_raw_html_is_held_served,
    test_png_download_served,
    test_png_download_from_disk,
    test_built_figures_and_engine_work_under_the_policy,
]


if __name__ == "__main__":
    # The checks read the console themselves: refusals are what some expect.
    sys.exit(run_script(__doc__, "policy", Sites, CHECKS, watch_console=False,
                        driver_options=lambda sites: {"downloads": sites.downloads}))
