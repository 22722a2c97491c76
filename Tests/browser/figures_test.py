#!/usr/bin/env python3
"""The guide's figures in a real browser: motion and dark mode.

Builds the static site (`swatch build`, opened from file://) and opens every
guide page in headless Chromium (chromium-driver, selenium):

- every animated drawing can be paused: a range animation by its step
  slider (Public/js/ranges.js), a frame timeline with it, a transition by
  its own Play button and still states, any other (a layout drawing fading
  its placeholders in) by the "Pause animation" button Public/js/motion.js
  adds, which pauses it;
- under `prefers-reduced-motion: reduce` every animation the page controls
  stands still (SVGSVGElement.animationsPaused), and transitions show their
  still states;
- under `prefers-color-scheme: dark` the diagrams (range pictures, panels,
  timelines, transitions) are drawn on the page's dark colour with light
  ink, and layout drawings are dimmed; no figure is a bright white card;
- no page logs a script error;
- on the subclassing page, no debug tag (a spec's label, a measure note)
  lies over a node: each is clear of every node, or wholly on a backdrop (a
  node holding another), or across the edge of the one behind the whole
  drawing only.

Usage: figures_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import glob
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Tally, arguments, build_site, make_driver, media  # noqa: E402

DIAGRAMS = ["swatch-ranges", "swatch-range-panels", "swatch-range-timeline", "swatch-frame-timeline", "swatch-transition"]

tally = Tally("figures")


def check(ok, what):
    tally.report(ok, what)


def luminance(css):
    """Relative luminance of an rgb()/rgba() colour, 0 (black) to 1 (white)."""
    inner = css[css.index("(") + 1:css.index(")")]
    r, g, b = [float(v) / 255 for v in inner.replace("/", ",").split(",")[:3]]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def main():
    binary, repo = arguments(__doc__)
    work = tempfile.mkdtemp(prefix="swatch-figures-")
    try:
        site = os.path.join(work, "site")
        build_site(binary, repo, site)
        pages = sorted(glob.glob(os.path.join(site, "guide", "*", "index.html")))
        check(len(pages) >= 8, f"{len(pages)} guide pages built")
        with make_driver(1280, 1000) as driver:
            run(driver, pages)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return tally.finish()


ANIMATED = """
return Array.from(document.querySelectorAll('figure.demo svg')).filter(function (svg) {
  return svg.querySelector('animate, animateTransform, animateMotion, set') !== null;
}).map(function (svg) {
  var holder = svg.closest('.demo-drawing');
  return {
    kind: svg.getAttribute('class'),
    stepper: svg.getAttribute('data-stepper') === 'on',
    motion: svg.getAttribute('data-motion') === 'on',
    transition: !!svg.closest('.demo-swatch-transition'),
    companion: svg.classList.contains('swatch-frame-timeline') && !!(holder && holder.querySelector("svg[data-stepper='on']")),
    paused: svg.animationsPaused()
  };
});
"""


# Debug tags over nodes: [{figure, tag, node}] of each layout drawing's tags
# that overlap a node (by more than a point) other than a backdrop holding
# the whole tag or the node behind the whole drawing.
TAGS_OVER_NODES = """
var out = [];
document.querySelectorAll('figure.demo svg.swatch-layout').forEach(function (svg, n) {
  var bounds = svg.querySelector('rect.swatch-bounds');
  var size = [+bounds.getAttribute('width'), +bounds.getAttribute('height')];
  var nodes = Array.from(svg.querySelectorAll('g.swatch-node[data-frame]')).map(function (g) {
    return g.getAttribute('data-frame').split(' ').map(Number); });
  var holds = function (a, b) { return a[0] <= b[0] + 0.01 && a[1] <= b[1] + 0.01 && a[0] + a[2] >= b[0] + b[2] - 0.01 && a[1] + a[3] >= b[1] + b[3] - 0.01; };
  svg.querySelectorAll('g.swatch-spec-label > rect, g.swatch-measure-label > rect').forEach(function (rect) {
    var r = ['x', 'y', 'width', 'height'].map(function (k) { return +rect.getAttribute(k); });
    nodes.forEach(function (f) {
      var w = Math.min(f[0] + f[2], r[0] + r[2]) - Math.max(f[0], r[0]), h = Math.min(f[1] + f[3], r[1] + r[3]) - Math.max(f[1], r[1]);
      if (w <= 1 || h <= 1) return;
      if (holds(f, [0, 0, size[0], size[1]])) return;
      var backdrop = nodes.some(function (g) { return g !== f && holds(f, g) && (g[2] < f[2] || g[3] < f[3]); });
      if (backdrop && holds(f, r)) return;
      out.push({figure: n, tag: rect.parentNode.textContent.trim(), node: f.join(' ')});
    });
  });
});
return out;
"""


def run(driver, pages):
    total = {"motion": 0, "stepper": 0}
    for path in pages:
        name = os.path.basename(os.path.dirname(path))
        url = "file://" + path

        # Motion as the reader's system allows it.
        media(driver, [{"name": "prefers-reduced-motion", "value": "no-preference"},
                       {"name": "prefers-color-scheme", "value": "light"}])
        driver.get(url)
        time.sleep(0.3)
        drawings = driver.execute_script(ANIMATED)
        uncontrolled = [d["kind"] for d in drawings
                        if not (d["stepper"] or d["motion"] or d["transition"] or d["companion"])]
        check(not uncontrolled, f"{name}: every one of {len(drawings)} animated drawings can be paused {uncontrolled or ''}")
        for d in drawings:
            total["motion"] += d["motion"]
            total["stepper"] += d["stepper"]
        playing = [d for d in drawings if d["motion"] and not d["paused"]]
        check(len(playing) == sum(1 for d in drawings if d["motion"]), f"{name}: drawings with a pause button play at first")
        if playing:
            paused = driver.execute_script("""
                var buttons = document.querySelectorAll('.motion-toggle');
                buttons.forEach(function (b) { b.click(); });
                return Array.from(document.querySelectorAll("svg[data-motion='on']")).map(function (svg) {
                  return svg.animationsPaused(); });""")
            check(paused and all(paused), f"{name}: 'Pause animation' pauses each of {len(paused)} drawings")
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(not errors, f"{name}: no script errors {[e['message'] for e in errors][:2]}")
        if name == "subclassing":
            over = driver.execute_script(TAGS_OVER_NODES)
            check(not over, f"{name}: no debug tag lies over a node {over or ''}")

        # Reduced motion: everything stands still.
        media(driver, [{"name": "prefers-reduced-motion", "value": "reduce"},
                       {"name": "prefers-color-scheme", "value": "light"}])
        driver.get(url)
        time.sleep(0.3)
        drawings = driver.execute_script(ANIMATED)
        moving = [d["kind"] for d in drawings if (d["motion"] or d["stepper"] or d["companion"]) and not d["paused"]]
        check(not moving, f"{name}: under reduced motion no drawing moves {moving or ''}")
        stills = driver.execute_script("""
            return Array.from(document.querySelectorAll('.demo-swatch-transition svg')).map(function (svg) {
              var motion = svg.querySelector('.swatch-transition-motion');
              return !motion || getComputedStyle(motion).display === 'none'; });""")
        check(all(stills), f"{name}: transitions show their still states under reduced motion ({len(stills)})")

        # Dark mode: no bright white card.
        media(driver, [{"name": "prefers-color-scheme", "value": "dark"}])
        driver.get(url)
        time.sleep(0.2)
        looks = driver.execute_script("""
            var out = [];
            document.querySelectorAll('figure.demo svg').forEach(function (svg) {
              var paper = svg.querySelector('.swatch-paper');
              var ink = svg.querySelector('text[fill="#222222"]:not(.swatch-item-number text)');
              out.push({kind: svg.getAttribute('class'),
                        background: getComputedStyle(svg).backgroundColor,
                        paper: paper ? getComputedStyle(paper).fill : null,
                        ink: ink ? getComputedStyle(ink).fill : null,
                        filter: getComputedStyle(svg).filter});
            });
            return out;""")
        for look in looks:
            kind = (look["kind"] or "").split()[0] if look["kind"] else "svg"
            if kind in DIAGRAMS:
                ok = luminance(look["background"]) < 0.2 and (look["paper"] is None or luminance(look["paper"]) < 0.2)
                ok = ok and (look["ink"] is None or luminance(look["ink"]) > 0.6)
                check(ok, f"{name}: dark {kind}: paper {look['paper']}, ink {look['ink']}")
            elif kind == "swatch-layout":
                check("brightness" in (look["filter"] or ""), f"{name}: dark layout drawing dimmed ({look['filter']})")
    check(total["motion"] > 0 and total["stepper"] > 0,
          f"the guide has drawings paused by a button ({total['motion']}) and by a slider ({total['stepper']})")


if __name__ == "__main__":
    sys.exit(main())
