"""What the answer-limit, page-text and policy checks share: Debian's
Chromium driven headless by selenium, a site built with the engine in it,
and a run of named checks that reports each and goes on after a failure."""

import os
import subprocess
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = next((p for p in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] if os.path.exists(p)), None)
DRIVER = next((p for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"] if os.path.exists(p)), None)


def available():
    """False (with a note) when Chromium or its driver is not installed."""
    if CHROMIUM and DRIVER:
        return True
    print("skipped: chromium or chromium-driver is not installed")
    return False


def headless(downloads=None, timeout=None, width=1280, height=1000):
    """A headless Chromium that keeps its console log; downloads go to
    `downloads`; scripts (and the driver's own calls) may take `timeout` s."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}"]:
        options.add_argument(argument)
    if downloads:
        options.add_experimental_option("prefs", {
            "download.default_directory": downloads, "download.prompt_for_download": False,
            "profile.default_content_setting_values.automatic_downloads": 1})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    if downloads:
        driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    if timeout:
        driver.set_script_timeout(timeout)
        driver.command_executor.client_config.timeout = timeout
    return driver


def build_site(binary, repo, out, content=None):
    """`swatch build` of `content` (the repository's by default) into `out`,
    with the engine's module in it (else a RuntimeError: make wasm)."""
    built = subprocess.run([binary, "build", "--content", content or os.path.join(repo, "content"), "--public",
                            os.path.join(repo, "Public"), "--out", out], capture_output=True, text=True)
    if built.returncode != 0:
        raise RuntimeError("swatch build failed: " + built.stderr)
    if "window.swatch will say so" in built.stderr:
        raise RuntimeError("the site has no engine module: build it with make wasm")


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def run(name, checks, *arguments, before=None):
    """Runs each check with `arguments` (after `before()`), prints "ok" or
    "FAIL" per check and the tally; returns the exit status."""
    passed = failed = 0
    for test in checks:
        try:
            if before:
                before()
            test(*arguments)
            print(f"ok   {test.__name__}")
            passed += 1
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            print(f"FAIL {test.__name__}: {error}")
            if not isinstance(error, AssertionError):
                traceback.print_exc()
            failed += 1
    print(f"{name}: {passed} passed, {failed} failed")
    return 1 if failed else 0
