#!/usr/bin/env python3
"""Touch tests in layout figures, in a real browser.

Builds the static site (`swatch build`, opened from file://) and starts
`swatch serve` on a free loopback port, then drives headless Chromium with
selenium over the guide's Touch targets page in both:

- clicking points of the "Reply" figure names the node the engine says
  (`reply` inside its hit-test slop, `comment` beside it), outlines it and
  says so in the status line;
- for every layout figure of the page, clicks at 161 points give the node
  `swatch hit` gives for the point the page reports (the page's flat search
  over the engine's touch areas agrees with the engine's hitTest);
- "Show touch areas" shows and hides the drawing's touch areas;
- the keyboard works: focus a drawing, Enter taps its centre, arrow keys
  move the touch point;
- "Show spec" has JSON, Swift and Objective-C tabs: JSON first, a click or
  the arrow keys choose another, and the Swift shown is what `swatch layout
  --format swift` prints for the figure's spec;
- no page logs a script error or a Content-Security-Policy refusal.

Usage: touch_test.py SWATCH_BINARY REPO_ROOT [--screenshots DIR]
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
With --screenshots, also photographs the page after a tap at 1280, 820 and
390 px wide, light and dark, into DIR.
"""

import json
import os
import subprocess
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import PageSites, Tally, arguments, check, make_driver, run_checks, wait  # noqa: E402
import harness  # noqa: E402

PAGE = "/guide/touch-targets/"


class Site(PageSites):
    """The page static and served (`PageSites`), with `swatch hit` to ask beside them."""

    def __init__(self, binary, repo):
        super().__init__(binary, repo, PAGE)

    def hits(self, spec_text, points):
        """`swatch hit` for the points: [(node, chain)]."""
        path = os.path.join(self.dir, "spec.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(spec_text)
        args = ["%s,%s" % (repr(float(x)), repr(float(y))) for x, y in points]
        out = subprocess.run([self.binary, "hit", path] + args, check=True, capture_output=True, text=True).stdout
        return [(h["node"], h["chain"]) for h in json.loads(out)["hits"]]


def open_page(driver, url):
    driver.get(url)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "figure.demo .touch-tools"), "the touch tools appear")


def figure_with(driver, node_id):
    for figure in driver.find_elements(By.CSS_SELECTOR, "figure.demo"):
        if figure.find_elements(By.CSS_SELECTOR, "g.swatch-node[data-id='%s']" % node_id):
            return figure
    raise AssertionError("no figure draws %s" % node_id)


def click_at(driver, figure, x, y):
    """Clicks the drawing at layout point (x, y); returns (point answered, node id)."""
    svg = figure.find_element(By.CSS_SELECTOR, "svg.swatch-layout")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", svg)
    dx, dy = driver.execute_script(
        """const s = arguments[0], p = s.createSVGPoint(); p.x = arguments[1]; p.y = arguments[2];
           const q = p.matrixTransform(s.getScreenCTM()), r = s.getBoundingClientRect();
           return [q.x - (r.left + r.width / 2), q.y - (r.top + r.height / 2)];""", svg, x, y)
    ActionChains(driver).move_to_element_with_offset(svg, round(dx), round(dy)).click().perform()
    point = [float(v) for v in figure.get_attribute("data-touch-point").split(",")]
    return point, figure.get_attribute("data-touch-hit")


def status(figure):
    return figure.find_element(By.CSS_SELECTOR, ".touch-status").text


def spec_of(driver, figure):
    code = figure.find_element(By.CSS_SELECTOR, ".demo-spec pre code")
    return driver.execute_script("return arguments[0].textContent", code)


# MARK: checks

def test_clicks_name_the_node_that_gets_the_touch(driver, site, url):
    open_page(driver, url)
    figure = figure_with(driver, "reply")
    point, node = click_at(driver, figure, 342.5, 28)
    check(node == "reply", "a click on Reply reaches reply, got %r" % node)
    check("goes to text node reply" in status(figure) and "comment › reply" in status(figure), status(figure))
    check(figure.find_elements(By.CSS_SELECTOR, "g.swatch-node.is-touch-hit[data-id='reply']"), "reply is highlighted")
    check(figure.find_elements(By.CSS_SELECTOR, "g.swatch-node.is-touch-chain[data-id='comment']"), "its chain is highlighted")
    check(figure.find_elements(By.CSS_SELECTOR, ".swatch-touch-marks rect.swatch-touch-hit"), "reply is outlined")
    point, node = click_at(driver, figure, 342.5, 9)
    check(node == "reply" and "hit-test slop" in status(figure), "above the label, in its slop: %r %s" % (node, status(figure)))
    point, node = click_at(driver, figure, 100, 28)
    check(node == "comment", "the comment's text passes the touch to the row, got %r" % node)
    check("text node body" in status(figure) and "userInteractionEnabled is off" in status(figure), status(figure))


def test_the_page_agrees_with_swatch_hit_in_every_figure(driver, site, url):
    open_page(driver, url)
    figures = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.demo")
               if f.find_elements(By.CSS_SELECTOR, "svg.swatch-layout")]
    check(len(figures) >= 5, "the page has its layout figures (%d)" % len(figures))
    compared = distinct = 0
    for figure in figures:
        svg = figure.find_element(By.CSS_SELECTOR, "svg.swatch-layout")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", svg)
        # Clicks dispatched at whole screen pixels over a grid of the drawing
        # (the real mouse is used above; this is the same handler, faster).
        answered = driver.execute_script(
            """const s = arguments[0], f = s.closest('figure'), b = s.viewBox.baseVal, m = s.getScreenCTM(), out = [];
               for (let i = 1; i < 24; i++) for (let j = 1; j < 8; j++) {
                 const p = s.createSVGPoint(); p.x = b.x + b.width * i / 24; p.y = b.y + b.height * j / 8;
                 const q = p.matrixTransform(m);
                 s.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: Math.round(q.x), clientY: Math.round(q.y)}));
                 out.push([f.getAttribute('data-touch-point').split(',').map(Number), f.getAttribute('data-touch-hit') || null]);
               }
               return out;""", svg)
        expected = site.hits(spec_of(driver, figure), [p for p, _ in answered])
        for (point, node), (want, chain) in zip(answered, expected):
            check(node == want, "at %s the page says %r, swatch hit %r" % (point, node, want))
            compared += 1
        distinct += len({n for _, n in answered})
    check(distinct >= 2 * len(figures), "the clicks reach several nodes per figure (%d)" % distinct)
    print("     %d clicks in %d figures agree with swatch hit" % (compared, len(figures)))


def test_the_toggle_shows_and_hides_touch_areas(driver, site, url):
    open_page(driver, url)
    figure = figure_with(driver, "label")  # the stepper row, areas shown from the start
    areas = figure.find_element(By.CSS_SELECTOR, "g.swatch-touch-areas")
    toggle = figure.find_element(By.CSS_SELECTOR, ".touch-toggle")
    check(areas.get_attribute("display") is None and toggle.get_attribute("aria-pressed") == "true", "shown at first")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    toggle.click()
    check(areas.get_attribute("display") == "none" and toggle.get_attribute("aria-pressed") == "false", "hidden")
    check(toggle.text == "Show touch areas", toggle.text)
    toggle.click()
    check(areas.get_attribute("display") is None, "shown again")
    # A figure without touch=true starts with them hidden.
    hidden = figure_with(driver, "avatar").find_element(By.CSS_SELECTOR, "g.swatch-touch-areas")
    check(hidden.get_attribute("display") == "none", "the profile row starts without areas")


def test_the_keyboard_moves_a_touch_point(driver, site, url):
    open_page(driver, url)
    figure = figure_with(driver, "reply")
    drawing = figure.find_element(By.CSS_SELECTOR, ".demo-drawing")
    check(drawing.get_attribute("tabindex") == "0", "the drawing is focusable")
    check("arrow keys" in drawing.get_attribute("aria-label"), drawing.get_attribute("aria-label"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", drawing)
    drawing.send_keys(Keys.ENTER)
    check(figure.get_attribute("data-touch-point") == "187.5,28", figure.get_attribute("data-touch-point"))
    check(figure.get_attribute("data-touch-hit") == "comment", figure.get_attribute("data-touch-hit"))
    # Seven long steps right and four short ones: 187.5 + 140 + 16 = 343.5, on Reply.
    for _ in range(7):
        drawing.send_keys(Keys.SHIFT, Keys.ARROW_RIGHT)
    for _ in range(4):
        drawing.send_keys(Keys.ARROW_RIGHT)
    check(figure.get_attribute("data-touch-point") == "343.5,28", figure.get_attribute("data-touch-point"))
    check(figure.get_attribute("data-touch-hit") == "reply", figure.get_attribute("data-touch-hit"))
    drawing.send_keys(Keys.ESCAPE)
    check(figure.get_attribute("data-touch-hit") is None, "Escape clears")


def test_show_spec_has_code_tabs(driver, site, url):
    open_page(driver, url)
    figure = figure_with(driver, "reply")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", figure)
    figure.find_element(By.CSS_SELECTOR, ".demo-spec summary").click()

    def shown():
        return [p.get_attribute("data-language") for p in figure.find_elements(By.CSS_SELECTOR, ".spec-panel")
                if p.is_displayed()]
    check(shown() == ["json"], "JSON shows first, got %r" % shown())
    figure.find_element(By.CSS_SELECTOR, "label[for$='-swift']").click()
    check(shown() == ["swift"], "a click on Swift shows it, got %r" % shown())
    figure.find_element(By.CSS_SELECTOR, ".spec-tab:checked").send_keys(Keys.ARROW_RIGHT)
    check(shown() == ["objectivec"], "the right arrow moves to Objective-C, got %r" % shown())
    checked = figure.find_element(By.CSS_SELECTOR, ".spec-tab:checked")
    check(driver.switch_to.active_element == checked, "the chosen tab has the focus")
    code = figure.find_element(By.CSS_SELECTOR, ".spec-panel[data-language='swift'] code")
    path = os.path.join(site.dir, "figure.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(spec_of(driver, figure))
    swift = subprocess.run([site.binary, "layout", "--format", "swift", path], check=True, capture_output=True, text=True).stdout
    check(driver.execute_script("return arguments[0].textContent", code) == swift, "the Swift tab is swatch layout's Swift")


CHECKS = [
    test_clicks_name_the_node_that_gets_the_touch,
    test_the_page_agrees_with_swatch_hit_in_every_figure,
    test_the_toggle_shows_and_hides_touch_areas,
    test_the_keyboard_moves_a_touch_point,
    test_show_spec_has_code_tabs,
]


def screenshots(site, directory):
    def show(driver):
        open_page(driver, site.static_url)
        figure = figure_with(driver, "like")
        click_at(driver, figure, 50, 58)
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -20)", figure)

    return harness.screenshots(directory, "touch", [(1280, 900), (820, 900), (390, 900)], show)


def main():
    binary, repo = arguments(__doc__)
    site = Site(binary, repo)
    tally = Tally("touch")
    try:
        if "--screenshots" in sys.argv:
            for path in screenshots(site, sys.argv[sys.argv.index("--screenshots") + 1]):
                print(path)
            return 0
        with make_driver(device_metrics=True) as driver:
            for where, url in site.urls():
                run_checks(tally, driver, CHECKS, where, site, url)
    finally:
        site.stop()
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
