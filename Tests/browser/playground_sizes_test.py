#!/usr/bin/env python3
"""The playground's answers about sizes in a real browser: "Why this size"
and the variants row.

Served (`swatch serve` over a copy of content/ and Public/, the engine in the
page when its WebAssembly modules are built, else the server's), and, when
the site can carry the engine (`make wasm`), read from disk with no server:

- selecting an element with the mouse (its node in the drawing) shows the
  engine's explanation in the inspector ("Why this size": its header and
  sentences) and draws its stack's arithmetic over the figure: the stack,
  each child's span, what the shrinking child gave; every tag inside the
  drawing, on screen, and over no node;
- selecting with the keyboard (the tree's arrow keys, Home) explains the new
  selection, and a stack selected is drawn as its own arithmetic;
- the variants row (5 widths x 3 text sizes) is drawn under the drawing and
  follows the editor: a change that makes the row overflow at 320 marks that
  variant (its outline, its count, the warned element in its drawing) and
  not the 768 one at the default text size; another text size adds a line;
  the reader's own widths replace the presets.

Usage: playground_sizes_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (  # noqa: E402
    Server, StaticSite, Tally, arguments, check, make_driver, row_spec, run_checks, set_editor_text, wait)

# A 300-wide row whose text (the only child with flexShrink) gives what the
# row is over; without the flexShrink it runs past the row's end.
ROW = row_spec([
    '{"type": "node", "id": "avatar", "color": "#d8d8e0", "style": {"preferredSize": [40, 40]}}',
    '{"type": "text", "id": "name", "text": "Someone with a rather long display name", "maximumNumberOfLines": 1, '
    '"style": {"flexShrink": 1}}',
    '{"type": "node", "id": "badge", "color": "#ff6f91", "style": {"preferredSize": [60, 20]}}',
], spacing=8, alignItems="center")


def updates(driver, element="pg"):
    return int(driver.execute_script("return document.getElementById(arguments[0]).dataset.updates || '0'", element))


def settled(driver, before, element="pg"):
    """Waits for an answer after `before` (the playground's, or the variants row's)."""
    wait(driver, lambda d: updates(d, element) > before and not d.execute_script(
        "return document.getElementById('pg').classList.contains('is-busy')"), f"#{element} follows the change")


def open_with(driver, site, text):
    driver.get(site.playground_url())
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground script is ready")
    before, rows = updates(driver), updates(driver, "pg-variants")
    set_editor_text(driver, text)
    settled(driver, before)
    settled(driver, rows, "pg-variants")


def why(driver):
    return driver.execute_script("""
        const why = document.getElementById('pg-why');
        return {hidden: why.hidden, path: why.dataset.path, title: document.getElementById('pg-why-title').textContent,
                sentences: [...why.querySelectorAll('#pg-why-sentences li')].map((li) => li.textContent),
                legend: !document.getElementById('pg-why-legend').hidden};""")


# Every tag of the arithmetic against the drawing: inside its viewBox, on
# screen inside the drawing's box, and over no node (each node's box in the
# drawing's own units).
TAGS = """
const svg = document.querySelector('#pg-drawing svg');
const view = svg.viewBox.baseVal;
const screen = svg.getBoundingClientRect();
const nodes = [...svg.querySelectorAll('g.swatch-node')].map((g) => g.getBBox());
const meet = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
return [...svg.querySelectorAll('g.swatch-arithmetic-label > rect')].map((rect) => {
  const box = rect.getBBox(), seen = rect.getBoundingClientRect();
  return {
    text: rect.parentNode.textContent,
    inView: box.x >= view.x - 0.01 && box.y >= view.y - 0.01 && box.x + box.width <= view.x + view.width + 0.01
      && box.y + box.height <= view.y + view.height + 0.01,
    onScreen: seen.left >= screen.left - 0.5 && seen.top >= screen.top - 0.5 && seen.right <= screen.right + 0.5
      && seen.bottom <= screen.bottom + 0.5 && seen.width > 0,
    covers: nodes.filter((node) => meet(node, box)).length,
  };
});
"""


def check_tags(driver, expected):
    tags = driver.execute_script(TAGS)
    check(len(tags) == expected, f"{expected} tags of numbers over the drawing: {[t['text'] for t in tags]}")
    for tag in tags:
        check(tag["inView"], f"the tag '{tag['text']}' is inside the drawing")
        check(tag["onScreen"], f"the tag '{tag['text']}' is on screen, within the drawing's box")
        check(tag["covers"] == 0, f"the tag '{tag['text']}' covers no node")
    return [t["text"] for t in tags]


def arithmetic(driver):
    return driver.execute_script("""
        const g = document.querySelector('#pg-drawing g.swatch-arithmetic');
        if (!g) return null;
        const shapes = (kind) => [...g.querySelectorAll('rect.swatch-arithmetic-' + kind)].map((r) => ({
          id: r.dataset.id, width: r.width.baseVal.value, strong: r.getAttribute('stroke-width') === '2'}));
        return {id: g.dataset.id, stack: shapes('stack'), span: shapes('span'), gave: shapes('gave'), grew: shapes('grew')};""")


def test_selecting_a_node_with_the_mouse_explains_it_and_draws_its_stack(driver, site):
    open_with(driver, site, ROW)
    check(why(driver)["hidden"], "nothing is explained before a selection")
    check(arithmetic(driver) is None, "nor drawn")
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='name']").click()
    settled(driver, before)
    wait(driver, lambda d: why(d)["path"] == "root.children[1]", "the text is explained")
    said = why(driver)
    check(not said["hidden"] and said["title"].startswith("root.children[1]: text `name`"), f"its header: {said['title']}")
    check(len(said["sentences"]) >= 2 and "`row` asked for exactly" in said["sentences"][0],
          f"what asked it for what, in the engine's words: {said['sentences']}")
    check(said["legend"], "what the drawing's arithmetic means is said")
    drawn = arithmetic(driver)
    check(drawn and drawn["id"] == "row", f"the row's arithmetic is drawn: {drawn}")
    check([s["id"] for s in drawn["span"]] == ["avatar", "name", "badge"], f"each child's span: {drawn['span']}")
    check([s["id"] for s in drawn["gave"]] == ["name"] and drawn["gave"][0]["width"] > 100,
          f"what the text gave, past its new end: {drawn['gave']}")
    check([s["id"] for s in drawn["span"] if s["strong"]] == ["name"], "the selection is drawn stronger")
    texts = check_tags(driver, 4)
    check(any(t.startswith("row 300 wide") and "over" in t for t in texts), f"the row's tag says what it is over: {texts}")


def test_selecting_with_the_keyboard_explains_the_new_selection(driver, site):
    open_with(driver, site, ROW)
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='name']").click()
    settled(driver, before)
    label = driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[aria-selected='true']")
    label.send_keys(Keys.ARROW_DOWN)
    wait(driver, lambda d: why(d)["path"] == "root.children[2]", "ArrowDown explains the badge")
    wait(driver, lambda d: [s["id"] for s in (arithmetic(d) or {"span": []})["span"] if s["strong"]] == ["badge"],
         "the badge is drawn stronger in its row's arithmetic")
    driver.switch_to.active_element.send_keys(Keys.HOME)
    wait(driver, lambda d: why(d)["path"] == "root", "Home explains the row itself")
    said = why(driver)
    check(said["title"].startswith("root: stack `row`"), f"the row's header: {said['title']}")
    check(any("its children want" in s for s in said["sentences"]), f"the row's arithmetic in words: {said['sentences']}")
    drawn = arithmetic(driver)
    check(drawn["stack"] and drawn["stack"][0]["strong"], "a stack selected is its own arithmetic, drawn stronger")
    check_tags(driver, 4)


def variants(driver):
    return driver.execute_script("""
        return [...document.querySelectorAll('#pg-variants-row .pg-variant')].map((f) => ({
          width: Number(f.dataset.width), size: f.dataset.textSize, warnings: Number(f.dataset.warnings),
          outlined: f.classList.contains('has-warnings'), marks: f.querySelectorAll('svg g.swatch-mark').length,
          caption: f.querySelector('figcaption').textContent, drawn: f.querySelector('svg').getBoundingClientRect().width}));""")


def test_the_variants_row_follows_the_editor_and_marks_warnings(driver, site):
    open_with(driver, site, ROW)
    row = variants(driver)
    check(len(row) == 15, f"5 widths x 3 text sizes: {len(row)}")
    check([v["width"] for v in row[:5]] == [320, 375, 390, 414, 768], f"the presets' widths: {[v['width'] for v in row[:5]]}")
    check(len({v["size"] for v in row}) == 3, "three text sizes")
    check(all(v["warnings"] == 0 and not v["outlined"] for v in row), "the text gives way everywhere: no warning")
    check(all(v["drawn"] > 10 for v in row), "every variant is drawn")
    wider = [v["drawn"] for v in row[:5]]
    check(wider == sorted(wider) and wider[4] > 2 * wider[0], f"drawn at one scale, wider variants wider: {wider}")
    # The text no longer gives way: the row runs past its end where it is narrow.
    before = updates(driver, "pg-variants")
    set_editor_text(driver, ROW.replace(', "style": {"flexShrink": 1}', ""))
    settled(driver, before, "pg-variants")
    row = variants(driver)
    at = {(v["width"], v["size"]): v for v in row}
    for size in {v["size"] for v in row}:
        narrow = at[(320, size)]
        check(narrow["warnings"] >= 1 and narrow["outlined"] and narrow["marks"] >= 1 and "warning" in narrow["caption"],
              f"320 at {size} warns: outlined, counted, marked in its drawing ({narrow})")
    large = at[(768, "large")]
    check(large["warnings"] == 0 and not large["outlined"] and large["marks"] == 0, f"768 at Large does not: {large}")
    # Another text size adds its line; the reader's widths replace the presets.
    before = updates(driver, "pg-variants")
    driver.find_element(By.CSS_SELECTOR, "#pg-variants-sizes input[value='accessibilityExtraExtraExtraLarge']").click()
    settled(driver, before, "pg-variants")
    check(len(variants(driver)) == 20, f"a fourth line: {len(variants(driver))}")
    before = updates(driver, "pg-variants")
    field = driver.find_element(By.ID, "pg-variants-widths")
    field.clear()
    field.send_keys("320, 1024")
    wait(driver, lambda d: len(variants(d)) == 8, "two widths a line")
    check([v["width"] for v in variants(driver)[:2]] == [320, 1024], "the reader's widths")


CHECKS = [
    test_selecting_a_node_with_the_mouse_explains_it_and_draws_its_stack,
    test_selecting_with_the_keyboard_explains_the_new_selection,
    test_the_variants_row_follows_the_editor_and_marks_warnings,
]


def main():
    binary, repo = arguments(__doc__)
    tally = Tally("playground sizes")
    server = Server(binary, repo)
    try:
        with make_driver() as driver:
            run_checks(tally, driver, CHECKS, "served", server)
    finally:
        server.stop()
    # Read from disk the page has no server: its engine answers everything,
    # when the site carries it (make wasm).
    site = StaticSite(binary, repo)
    try:
        with make_driver() as driver:
            driver.get(site.playground_url())
            wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
                 "the playground script is ready")
            if driver.execute_script("return document.getElementById('pg').dataset.engine") != "page":
                print("skip file:// checks: the site's engine did not load (its WebAssembly modules are not built: make wasm)")
            else:
                run_checks(tally, driver, CHECKS, "file://", site)
    finally:
        site.stop()
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
