#!/usr/bin/env python3
"""Key press to drawing in the playground (`make bench-playground`).

Opens the playground in headless Chromium (Debian's, through selenium) on one
document of each kind in content/specs (a layout spec, a range scenario, a
range scenario with a frame timeline, a transition document), served by
`swatch serve --port 0` and read from disk (`swatch build`, file://); the
engine in the page answers both. For each, it types PRESSES keys into the
editor with real key events (CDP Input.dispatchKeyEvent: each one replaces a
digit of a number the drawing shows, so every press changes the drawing) and
measures in the page, for each press, the time from the keydown event
(`event.timeStamp`) to the end of the rendering update that shows the
playground's answer to it (a MutationObserver on `#pg[data-updates]`; when
that answer was put in the page inside an animation frame, the frame's own
rendering, else the next frame's; the end is a message posted from that
frame, which runs once it is rendered), and in animation frames: the frames
begun from the keydown to the one that showed the answer ("1st frame": how
many presses were shown in the first frame after their key; "frames": the
most any took). A range scenario's first answer is the update in view drawn
still, the whole answer following: "whole ms" is the median from the
keydown to the rendering update that shows the whole answer (the same as
"median ms" for a document answered at once). Between presses it waits until the
answer is painted and the page is idle. It prints the median and maximum
over the presses, and the long tasks (PerformanceObserver 'longtask', over
50 ms) seen while typing: how many, and the longest. On a shared machine a
task's wall-clock time counts the time other processes held the CPU, so it
also prints the CPU time of the page's main-thread tasks while typing (from
Chrome's trace, categories "toplevel" and "blink.user_timing": each task's
thread time, between two marks the page makes): the longest, and how many
took more than 50 ms of CPU ("?" when Chrome handed over no trace).

Then, with SWEEP presses each (default 4), every document in content/specs,
served: the longest task each one's updates caused, and the slowest press.

Usage: bench-playground.py SWATCH_BINARY REPO_ROOT
Environment: PRESSES (default 40), SWEEP (default 4; 0 skips the sweep),
SITES ("served,disk", or one of them), DOCS (comma-separated names, instead
of the four).
"""
import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
import harness  # noqa: E402

PRESSES = int(os.environ.get("PRESSES", "40"))
SWEEP = int(os.environ.get("SWEEP", "4"))
SITES = [s for s in os.environ.get("SITES", "served,disk").split(",") if s]
KINDS = [
    ("layout spec", "notification-cell"),
    ("range scenario", "batch-fetch-end"),
    ("range scenario, frames", "frames-feed"),
    ("transition document", "transition-reorder-list"),
]
if os.environ.get("DOCS"):
    KINDS = [("", name) for name in os.environ["DOCS"].split(",")]

# The digit each press replaces: the last digit of the first number found
# (a range scenario's viewport height, a stack's spacing, an inset, a size).
PLACES = [
    r'"viewport":\s*\[\s*\d+,\s*\d*(\d)\s*\]',
    r'"spacing":\s*\d*(\d)\b',
    r'"(?:top|left)":\s*\d*(\d)\b',
    r'"preferredSize":\s*\[\s*\d*(\d)\b',
    r'"imageSize":\s*\[\s*\d*(\d)\b',
    r'"size":\s*\[\s*\d*(\d)\b',
]

# Installed once the page is ready: what the page does after each keydown.
WATCH = r"""
const pg = document.getElementById('pg'), editor = document.querySelector('#pg-editor .CodeMirror');
const bench = window.__bench = { downs: [], painted: [], longtasks: [], frames: 0 };
editor.addEventListener('keydown', (e) => bench.downs.push([e.timeStamp, bench.frames]), true);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) bench.longtasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask' });
// Each animation frame marks itself as rendering until a message posted from
// it runs (after the frame's rendering: style, layout, paint).
const channel = new MessageChannel();
let inFrame = false;
const afterPaint = [];
channel.port1.onmessage = () => {
  inFrame = false;
  const now = performance.now();
  for (const done of afterPaint.splice(0)) done(now);
};
const loop = () => { inFrame = true; bench.frames++; channel.port2.postMessage(0); requestAnimationFrame(loop); };
requestAnimationFrame(loop);
new MutationObserver(() => {
  const updates = pg.dataset.updates;
  const record = (frame) => (now) => bench.painted.push([Number(updates), now, frame]);
  if (inFrame) afterPaint.push(record(bench.frames));
  else requestAnimationFrame(() => afterPaint.push(record(bench.frames)));
}).observe(pg, { attributes: true, attributeFilter: ['data-updates'] });
"""

# Selects the digit at `arguments[0]` and focuses the editor.
SELECT = """
const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
cm.focus();
cm.setSelection(cm.posFromIndex(arguments[0]), cm.posFromIndex(arguments[0] + 1));
"""

STATE = """
const b = window.__bench, pg = document.getElementById('pg');
return { downs: b.downs.length, painted: b.painted.length, last: b.painted.length ? b.painted[b.painted.length - 1] : null,
         updates: Number(pg.dataset.updates || 0), busy: pg.classList.contains('is-busy'), now: performance.now() };
"""

RESULTS = "return window.__bench;"


def key(driver, digit):
    code = {"type": "keyDown", "key": digit, "code": "Digit" + digit, "text": digit,
            "unmodifiedText": digit, "windowsVirtualKeyCode": ord(digit), "nativeVirtualKeyCode": ord(digit)}
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", code)
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", dict(code, type="keyUp", text="", unmodifiedText=""))


def open_document(driver, site, name):
    driver.get(site.playground_url("?spec=" + name))
    harness.wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
                 "the playground is ready", timeout=120)
    engine = driver.execute_script("return document.getElementById('pg').dataset.engine")
    if engine != "page":
        raise RuntimeError(f"{name}: the engine in the page did not load (engine: {engine})")
    text = harness.editor_text(driver)
    for pattern in PLACES:
        match = re.search(pattern, text)
        if match:
            return match.start(1), text[match.start(1)]
    raise RuntimeError(f"{name}: no number to type over")


class Trace:
    """The browser's trace events, gathered as Chrome hands them over (at
    navigations), and the main-thread tasks between two marks the page made
    (`performance.mark`, category blink.user_timing: its pid and tid are the
    page's main thread)."""

    def __init__(self, driver):
        self.driver = driver
        self.events = []
        self.marks = 0

    def gather(self):
        self.events += harness.trace_events(self.driver)

    def mark(self):
        self.marks += 1
        name = f"bench-{self.marks}"
        self.driver.execute_script("performance.mark(arguments[0])", name)
        return name

    def tasks(self, start, end):
        """(wall ms, CPU ms) of every task the page's main thread ran between marks `start` and `end`."""
        marks = {e["name"]: e for e in self.events if e.get("cat") == "blink.user_timing" and e.get("name") in (start, end)}
        if len(marks) < 2:
            return None
        thread, since, until = (marks[start]["pid"], marks[start]["tid"]), marks[start]["ts"], marks[end]["ts"]
        return [(e["dur"] / 1000, e.get("tdur", 0) / 1000) for e in self.events
                if e.get("ph") == "X" and e.get("name") == "ThreadControllerImpl::RunTask"
                and (e["pid"], e["tid"]) == thread and since <= e["ts"] <= until]


def type_presses(driver, trace, site, name, presses):
    """Latencies (ms) of `presses` key presses, the long tasks meanwhile,
    and the marks around them in the trace."""
    trace.gather()
    at, digit = open_document(driver, site, name)
    other = str((int(digit) + 1) % 10) if digit != "9" else "8"
    driver.execute_script(WATCH)
    time.sleep(0.3)
    driver.execute_script("window.__bench.longtasks.length = 0")
    start = trace.mark()
    latencies = []
    for n in range(presses):
        state = driver.execute_script(STATE)
        driver.execute_script(SELECT, at)
        key(driver, other if n % 2 == 0 else digit)
        # Done when an answer newer than the press is painted and nothing is pending.
        deadline = time.time() + 30
        while True:
            now = driver.execute_script(STATE)
            if (now["downs"] > state["downs"] and now["last"] and now["last"][0] > state["updates"]
                    and now["last"][0] == now["updates"] and not now["busy"]):
                break
            if time.time() > deadline:
                raise RuntimeError(f"{name}: press {n} was never drawn")
            time.sleep(0.01)
        time.sleep(0.08)
        bench = driver.execute_script(RESULTS)
        down, frame = bench["downs"][state["downs"]]
        painted = [(t, f) for u, t, f in bench["painted"] if u > state["updates"] and t >= down]
        latencies.append((painted[0][0] - down, painted[0][1] - frame, painted[-1][0] - down))
    bench = driver.execute_script(RESULTS)
    return latencies, bench["longtasks"], (start, trace.mark())


def row(label, name, latencies, longtasks, tasks):
    worst = max((d for _, d in longtasks), default=0)
    if tasks is None:
        cpu = over = "?"
    else:
        cpu = f"{max((c for _, c in tasks), default=0):.1f}"
        over = sum(1 for _, c in tasks if c > 50)
    ms = [m for m, _, _ in latencies]
    whole = [w for _, _, w in latencies]
    frames = sorted(f for _, f, _ in latencies)
    first = sum(1 for f in frames if f <= 1)
    return (f"{label:<24} {name:<26} {len(latencies):>7} {statistics.median(ms):>9.1f} "
            f"{max(ms):>8.1f} {first:>5}/{len(frames):<3} {frames[-1]:>6} {statistics.median(whole):>8.1f} "
            f"{len(longtasks):>6} {worst:>9.0f} {cpu:>9} {over:>8}")


def measure(driver, trace, site, documents, presses):
    """Each (kind, name) typed into, `presses` presses: rows for the table
    (the trace is read once every document is done: Chrome hands it over at
    navigations)."""
    typed = []
    for kind, name in documents:
        print(f"  typing into {name}...", file=sys.stderr, flush=True)
        typed.append((kind, name, type_presses(driver, trace, site, name, presses)))
    # Chrome hands the trace over at a navigation, the last part sometimes at the next one.
    for _ in range(3):
        driver.get("about:blank")
        time.sleep(0.5)
        trace.gather()
        if trace.tasks(*typed[-1][2][2]) is not None:
            break
    return [(kind, name, latencies, longtasks, trace.tasks(*marks)) for kind, name, (latencies, longtasks, marks) in typed]


HEADER = (f"{'kind':<24} {'document':<26} {'presses':>7} {'median ms':>9} {'max ms':>8} {'1st frame':>9} {'frames':>6} "
          f"{'whole ms':>8} {'long':>6} {'longest':>9} {'CPU max':>9} {'CPU > 50':>8}")


def load_average():
    try:
        with open("/proc/loadavg", encoding="utf-8") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "unknown"


def main():
    swatch, root = harness.arguments(__doc__)
    print(f"load average at the start: {load_average()} ({os.cpu_count()} cores)")
    sites = []
    try:
        if "served" in SITES:
            sites.append(("served (swatch serve)", harness.Server(swatch, root)))
        if "disk" in SITES:
            sites.append(("read from disk (swatch build, file://)", harness.StaticSite(swatch, root)))
        with harness.make_driver(timeout=900, trace="toplevel,blink.user_timing") as driver:
            trace = Trace(driver)
            print(f"key press (keydown) to the drawing painted, {PRESSES} presses per document, in ms and in "
                  "animation frames (presses shown in the first frame after the key, most frames any took), "
                  "and to the whole answer painted (median ms); "
                  "long tasks (> 50 ms) while typing: count, longest (ms); main-thread tasks' CPU time: "
                  "the longest (ms), how many over 50 ms")
            for label, site in sites:
                print()
                print(label)
                print(HEADER)
                for kind, name, *figures in measure(driver, trace, site, KINDS, PRESSES):
                    print(row(kind, name, *figures), flush=True)
            if SWEEP and sites:
                label, site = sites[0]
                print()
                print(f"every document in content/specs, {SWEEP} presses each, {label}")
                print(HEADER)
                names = sorted(f[:-5] for f in os.listdir(os.path.join(root, "content", "specs")) if f.endswith(".json"))
                worst, worst_cpu = (0, ""), (0, "")
                for _, name, latencies, longtasks, tasks in measure(driver, trace, site, [("", n) for n in names], SWEEP):
                    worst = max(worst, (max((d for _, d in longtasks), default=0), name))
                    worst_cpu = max(worst_cpu, (max((c for _, c in tasks or []), default=0), name))
                    print(row("", name, latencies, longtasks, tasks), flush=True)
                print(f"longest task of all: {worst[0]:.0f} ms ({worst[1] or 'none over 50 ms'}); "
                      f"most CPU in one main-thread task: {worst_cpu[0]:.1f} ms ({worst_cpu[1]})")
            print(f"load average at the end: {load_average()}")
    finally:
        for _, site in sites:
            site.stop()


if __name__ == "__main__":
    main()
