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
frame, which runs once it is rendered). Between presses it waits until the
answer is painted and the page is idle. It prints the median and maximum
over the presses, and the long tasks (PerformanceObserver 'longtask', over
50 ms) seen while typing: how many, and the longest.

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
const pg = document.getElementById('pg'), editor = document.getElementById('pg-spec');
const bench = window.__bench = { downs: [], painted: [], longtasks: [], frames: 0 };
editor.addEventListener('keydown', (e) => bench.downs.push(e.timeStamp), true);
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
  const record = (now) => bench.painted.push([Number(updates), now]);
  if (inFrame) afterPaint.push(record);
  else requestAnimationFrame(() => afterPaint.push(record));
}).observe(pg, { attributes: true, attributeFilter: ['data-updates'] });
"""

# Selects the digit at `arguments[0]` and focuses the editor.
SELECT = """
const editor = document.getElementById('pg-spec');
editor.focus();
editor.setSelectionRange(arguments[0], arguments[0] + 1);
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
    text = driver.execute_script("return document.getElementById('pg-spec').value")
    for pattern in PLACES:
        match = re.search(pattern, text)
        if match:
            return match.start(1), text[match.start(1)]
    raise RuntimeError(f"{name}: no number to type over")


def type_presses(driver, site, name, presses):
    """Latencies (ms) of `presses` key presses, and the long tasks meanwhile."""
    at, digit = open_document(driver, site, name)
    other = str((int(digit) + 1) % 10) if digit != "9" else "8"
    driver.execute_script(WATCH)
    time.sleep(0.3)
    driver.execute_script("window.__bench.longtasks.length = 0")
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
        down = bench["downs"][state["downs"]]
        painted = [t for u, t in bench["painted"] if u > state["updates"] and t >= down]
        latencies.append(painted[0] - down)
    bench = driver.execute_script(RESULTS)
    return latencies, bench["longtasks"]


def row(label, name, latencies, longtasks):
    worst = max((d for _, d in longtasks), default=0)
    return (f"{label:<24} {name:<26} {len(latencies):>7} {statistics.median(latencies):>9.1f} "
            f"{max(latencies):>8.1f} {len(longtasks):>6} {worst:>9.0f}")


HEADER = (f"{'kind':<24} {'document':<26} {'presses':>7} {'median ms':>9} {'max ms':>8} "
          f"{'long':>6} {'longest':>9}")


def main():
    swatch, root = harness.arguments(__doc__)
    sites = []
    try:
        if "served" in SITES:
            sites.append(("served (swatch serve)", harness.Server(swatch, root)))
        if "disk" in SITES:
            sites.append(("read from disk (swatch build, file://)", harness.StaticSite(swatch, root)))
        with harness.make_driver(timeout=900) as driver:
            print(f"key press (keydown) to the drawing painted, {PRESSES} presses per document; "
                  "long tasks (> 50 ms) while typing: count, longest (ms)")
            for label, site in sites:
                print()
                print(label)
                print(HEADER)
                for kind, name in KINDS:
                    latencies, longtasks = type_presses(driver, site, name, PRESSES)
                    print(row(kind, name, latencies, longtasks), flush=True)
            if SWEEP and sites:
                label, site = sites[0]
                print()
                print(f"every document in content/specs, {SWEEP} presses each, {label}")
                print(HEADER)
                names = sorted(f[:-5] for f in os.listdir(os.path.join(root, "content", "specs")) if f.endswith(".json"))
                worst = (0, "")
                for name in names:
                    latencies, longtasks = type_presses(driver, site, name, SWEEP)
                    longest = max((d for _, d in longtasks), default=0)
                    worst = max(worst, (longest, name))
                    print(row("", name, latencies, longtasks), flush=True)
                print(f"longest task of all: {worst[0]:.0f} ms ({worst[1] or 'none over 50 ms'})")
    finally:
        for _, site in sites:
            site.stop()


if __name__ == "__main__":
    main()
