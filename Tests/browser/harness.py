"""What the browser checks share: headless Chromium and its driver
(Debian's chromium and chromium-driver, through selenium), `swatch serve` on a
free loopback port and `swatch build` into a temporary directory, waiting,
checking, and the loop that runs checks and counts them.

    from harness import Server, Tally, arguments, make_driver, run_checks

    binary, repo = arguments(__doc__)
    tally = Tally("playground")
    server = Server(binary, repo)
    with make_driver() as driver:
        run_checks(tally, driver, [test_one, test_two], "served", server)
    server.stop()
    return tally.finish()

or, for a script with one context and one driver, `run_script(__doc__,
"playground", Server, [test_one, test_two])`.

Each check is a function taking the driver and what follows it in
`run_checks`; it fails by raising (AssertionError from `check` and `wait`),
and fails too when the page logs a script error or a Content-Security-Policy
refusal meanwhile.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import traceback

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = next((p for p in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] if os.path.exists(p)), None)
DRIVER = next((p for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"] if os.path.exists(p)), None)
WAIT = 15


def arguments(doc):
    """SWATCH_BINARY and REPO_ROOT from the command line, made absolute.
    Without them it prints the usage (`doc`) and exits 2; without a browser
    it says it skipped and exits 0."""
    if len(sys.argv) < 3:
        print(doc)
        sys.exit(2)
    if skipped():
        sys.exit(0)
    return os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])


def skipped():
    """True (and says so) when there is no browser to run the checks in."""
    if CHROMIUM and DRIVER:
        return False
    print("skipped: chromium or chromium-driver is not installed")
    return True


def row_spec(children, **keys):
    """A layout spec's text, a line an element: a 300-wide horizontal stack
    `row` (with `keys` too, as JSON) of `children` (each an element's JSON
    text, on a line of its own)."""
    lines = ['{', '  "sizeRange": {"min": [300, 0], "max": [300, "inf"]},', '  "root": {', '    "type": "stack",',
             '    "id": "row",', '    "direction": "horizontal",']
    lines += [f'    {json.dumps(key)}: {json.dumps(value)},' for key, value in keys.items()]
    lines += ['    "children": [', ",\n".join("      " + child for child in children), '    ]', '  }', '}', '']
    return "\n".join(lines)


# A row of two 40 x 40 nodes, `a` and `b`, what the playground checks edit.
TWO_NODE_ROW = row_spec([
    '{"type": "node", "id": "a", "color": "#e05a47", "style": {"preferredSize": [40, 40]}}',
    '{"type": "node", "id": "b", "color": "#3f7fd9", "style": {"preferredSize": [40, 40]}}',
])


def make_driver(width=1280, height=1000, dark=False, javascript=True, logs=("browser",), device_metrics=False,
                downloads=None, timeout=None, trace=None):
    """(Use it in a `with`: the browser quits at its end.) Headless Chromium at `width` x `height` CSS pixels (scale 1), in dark
    mode or not, with JavaScript on or off, keeping the named logs, saving
    downloads into `downloads` without asking; a page's script may take 300
    s, or `timeout` s (and then each of the driver's own calls too); with
    `trace` (Chrome's trace categories, "toplevel"), the "performance" log
    carries the browser's trace events (`trace_events`). Pages
    read from disk get what a reader's browser gives them (no file access
    beyond their own, no ES modules)."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    prefs = {}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    if downloads:
        prefs.update({"download.default_directory": downloads, "download.prompt_for_download": False,
                      "profile.default_content_setting_values.automatic_downloads": 1})
    if prefs:
        options.add_experimental_option("prefs", prefs)
    if trace:
        logs = tuple(logs) + ("performance",)
        options.add_experimental_option("perfLoggingPrefs", {"traceCategories": trace})
    options.set_capability("goog:loggingPrefs", {log: "ALL" for log in logs})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_window_size(width, height)
    driver.set_script_timeout(timeout or 300)
    if timeout:
        driver.command_executor.client_config.timeout = timeout
    if downloads:
        driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    if device_metrics:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
    if dark:
        media(driver, [{"name": "prefers-color-scheme", "value": "dark"}])
    return driver


def trace_events(driver):
    """The trace events collected since the last call (a driver made with `trace`)."""
    events = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Tracing.dataCollected":
            events.append(message["params"])
    return events


def media(driver, features):
    """Emulates CSS media features (`prefers-color-scheme`, `prefers-reduced-motion`)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


def build_site(binary, repo, out, env=None, content=None, engine=False):
    """`swatch build` of the project's content (or `content`) and Public/
    into `out`; the completed process (raises when the build fails, or,
    with `engine`, when the site has no engine module)."""
    done = subprocess.run(
        [binary, "build", "--content", content or os.path.join(repo, "content"), "--public", os.path.join(repo, "Public"),
         "--out", out], capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise RuntimeError("swatch build failed: " + done.stderr.strip())
    if engine and not os.path.exists(os.path.join(out, "public", "js", "swatch-core-module.js")):
        raise RuntimeError("the site has no engine module: build it with make wasm (make test-browser does)")
    return done


def site_with_page(binary, repo, out, name, html):
    """`build_site` with the engine into `out`, and one more page there,
    `name`, holding `html` (a page of a check's own); its file:// address."""
    build_site(binary, repo, out, engine=True)
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        f.write(html)
    return "file://" + os.path.join(out, name)


class Server:
    """`swatch serve` on 127.0.0.1 and a free port, over a copy of the
    project's content/ and Public/ (so saves never touch the repository),
    with `extra` files (path inside content/ -> text) added to the copy."""

    is_static = False

    def __init__(self, binary, repo, extra=None):
        self.dir = tempfile.mkdtemp(prefix="swatch-serve-")
        self.content = os.path.join(self.dir, "content")
        shutil.copytree(os.path.join(repo, "content"), self.content)
        shutil.copytree(os.path.join(repo, "Public"), os.path.join(self.dir, "Public"))
        for path, text in (extra or {}).items():
            with open(os.path.join(self.content, path), "w", encoding="utf-8") as f:
                f.write(text)
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--quiet",
             "--content", self.content, "--public", os.path.join(self.dir, "Public")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+)", line)
        if not match:
            self.stop()
            raise RuntimeError("swatch serve did not start: " + line + self.process.stderr.read())
        self.url = match.group(1)

    def spec_path(self, name):
        return os.path.join(self.content, "specs", name + ".json")

    def playground_url(self, query=""):
        return self.url + "/playground" + query

    def page_url(self, path):
        return self.url + path

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.dir, ignore_errors=True)


class PageSites:
    """One guide page (`page`, "/guide/NAME/") in the static site, built into
    a temporary directory (`dir`) and opened from file:// (`static_url`),
    and served by `swatch serve` on a free port (`served_url`)."""

    def __init__(self, binary, repo, page):
        self.binary = binary
        self.dir = tempfile.mkdtemp(prefix="swatch-page-")
        out = os.path.join(self.dir, "site")
        build_site(binary, repo, out)
        self.static_url = "file://" + out + page + "index.html"
        self.server = Server(binary, repo)
        self.served_url = self.server.url + page

    def urls(self):
        """[("static", url), ("served", url)]."""
        return [("static", self.static_url), ("served", self.served_url)]

    def stop(self):
        self.server.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


class StaticSite:
    """`swatch build` of the project's content, opened from file://: the
    pages with the engine in them and no server."""

    is_static = True

    def __init__(self, binary, repo):
        self.dir = tempfile.mkdtemp(prefix="swatch-static-")
        self.content = os.path.join(repo, "content")
        self.root = os.path.join(self.dir, "site")
        build_site(binary, repo, self.root, engine=True)
        self.url = "file://" + self.root

    def spec_path(self, name):
        return os.path.join(self.content, "specs", name + ".json")

    def playground_url(self, query=""):
        return self.url + "/playground/index.html" + query

    def page_url(self, path):
        return self.url + path + "index.html"

    def stop(self):
        shutil.rmtree(self.dir, ignore_errors=True)


# The playground's code editors (CodeMirror over a textarea: the spec's in
# #pg-editor, the import panel's in #pg-import), read and written as a
# reader's keys and the page's own edits reach them.
_EDITOR = """const box = document.getElementById(arguments[0]);
const wrapper = box.querySelector('.CodeMirror');
const cm = wrapper ? wrapper.CodeMirror : null;"""


def editor_text(driver, box="pg-editor"):
    """The text in the editor of `box` (`pg-editor`, `pg-import`)."""
    return driver.execute_script(_EDITOR + "return cm ? cm.getValue() : box.querySelector('textarea').value;", box)


def set_editor_text(driver, text, box="pg-editor"):
    """Replaces the editor's whole text, as pasting over it all does (one undoable change)."""
    driver.execute_script(_EDITOR + """
        cm.focus();
        cm.execCommand('selectAll');
        cm.replaceSelection(arguments[1], 'around', 'paste');""", box, text)


def select_in_editor(driver, needle, occurrence=0, box="pg-editor"):
    """Selects the nth occurrence of `needle` in the editor and focuses it,
    so that keys typed next replace it; False when it is not there."""
    return driver.execute_script(_EDITOR + """
        const text = cm.getValue();
        let at = -1;
        for (let n = 0; n <= arguments[2]; n++) at = text.indexOf(arguments[1], at + 1);
        if (at < 0) return false;
        cm.focus();
        cm.setSelection(cm.posFromIndex(at), cm.posFromIndex(at + arguments[1].length));
        return true;""", box, needle, occurrence)


def editor_input(driver, box="pg-editor"):
    """The element of the editor that takes the keyboard."""
    return driver.execute_script(_EDITOR + "return cm ? cm.getInputField() : box.querySelector('textarea');", box)


def save_as(driver, name):
    """Saves the playground's spec under a new `name` (Save as, then Save) and
    waits for the status line to say it was saved."""
    field = driver.find_element(By.ID, "pg-name")
    field.clear()
    field.send_keys(name)
    driver.find_element(By.ID, "pg-save").click()
    wait(driver, lambda d: f"Saved content/specs/{name}.json" in d.find_element(By.ID, "pg-status").text,
         "the status says saved")


def save_until_asked(driver):
    """Presses Save where it would replace a file and waits for the question
    asked before replacing it."""
    driver.find_element(By.ID, "pg-save").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-confirm").is_displayed(), "the question before replacing")


def screenshots(directory, name, sizes, show, device_metrics=lambda width: True):
    """Screenshots of what `show(driver)` brings up in a browser of each
    (width, height) of `sizes`, light and dark (`device_metrics(width)`: as a
    phone reports its screen), saved as NAME-WIDTH-light.png and
    NAME-WIDTH-dark.png in `directory`; their paths, in that order."""
    os.makedirs(directory, exist_ok=True)
    paths = []
    for width, height in sizes:
        for dark in [False, True]:
            with make_driver(width=width, height=height, dark=dark, device_metrics=device_metrics(width)) as driver:
                show(driver)
                path = os.path.join(directory, f"{name}-{width}-{'dark' if dark else 'light'}.png")
                driver.save_screenshot(path)
                paths.append(path)
    return paths


def page_problems(driver):
    """Script errors and Content-Security-Policy refusals logged since the last call."""
    return [entry["message"] for entry in driver.get_log("browser")
            if "Content Security Policy" in entry["message"] or "Uncaught" in entry["message"]]


def wait(driver, condition, message, timeout=WAIT):
    """What `condition(driver)` gives once it is true; AssertionError after `timeout` s."""
    try:
        return WebDriverWait(driver, timeout).until(lambda d: condition(d))
    except TimeoutException:
        raise AssertionError("timed out: " + message)


def check(condition, message):
    if not condition:
        raise AssertionError(message)


class Tally:
    """Checks passed and failed, each said on a line as it is counted."""

    def __init__(self, name):
        self.name = name
        self.passed = 0
        self.failed = 0

    def report(self, ok, line, quiet_when_ok=False):
        if ok:
            self.passed += 1
            if not quiet_when_ok:
                print("ok   " + line)
        else:
            self.failed += 1
            print("FAIL " + line)
        return ok

    def finish(self):
        """Prints the summary line; the exit status."""
        print(f"{self.name}: {self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def run_checks(tally, driver, checks, label, *arguments, watch_console=True):
    """Runs each check with `driver` and `arguments`, going on after a
    failure; a check also fails when the page logged a script error or a
    policy refusal while it ran (unless the checks read the console
    themselves: `watch_console=False`)."""
    for test in checks:
        name = f"{label} {test.__name__}" if label else test.__name__
        try:
            page_problems(driver)
            test(driver, *arguments)
            problems = page_problems(driver) if watch_console else []
            check(not problems, "the page logged script errors or policy refusals: " + "; ".join(problems))
            tally.report(True, name)
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            tally.report(False, f"{name}: {error}")
            if not isinstance(error, AssertionError):
                traceback.print_exc()


def run_on_sites(name, binary, repo, plan):
    """Runs each `(site, checks)` of `plan` (`Server`, `StaticSite`) with a
    driver of its own, each check labelled "served" or "file://"; the
    summary line is `name`'s; the exit status."""
    tally = Tally(name)
    for site, checks in plan:
        made = site(binary, repo)
        try:
            with make_driver() as driver:
                run_checks(tally, driver, checks, "file://" if made.is_static else "served", made)
        finally:
            made.stop()
    return tally.finish()


def run_script(doc, name, context, checks, label=None, watch_console=True, driver_options=lambda context: {}):
    """A check script's whole run (`SCRIPT SWATCH_BINARY REPO_ROOT`): its
    usage (`doc`) without arguments, a skip without a browser, then
    `context(binary, repo)` (stopped after), a driver made with
    `driver_options(context)`, and `checks` run with the context; the exit
    status.

        sys.exit(run_script(__doc__, "policy", Sites, CHECKS))
    """
    made = context(*arguments(doc))
    tally = Tally(name)
    try:
        with make_driver(**driver_options(made)) as driver:
            run_checks(tally, driver, checks, label, made, watch_console=watch_console)
    finally:
        made.stop()
    return tally.finish()
