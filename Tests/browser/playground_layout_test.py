#!/usr/bin/env python3
"""The playground's layout and colours in a real browser, at the widths and
window heights of a laptop (1280 x 1000), an upright iPad (820 x 1180) and a
phone (390 x 844), in light and dark mode.

Starts `swatch serve` on a free loopback port over a copy of content/ and
Public/ (and, for the first two checks, builds the static site and opens it
from file://), and drives headless Chromium (chromium-driver, selenium), the
window's inner size set exactly (Emulation.setDeviceMetricsOverride):

- on first load, the drawing is in the first window, whole, at every width;
- a field of the inspector (a stack's spacing), brought into view as
  focusing it does and changed, then brought just into view from below,
  leaves the drawing in the window (at least half of it) and the width
  control uncovered, and is itself uncovered (not under the stage that stays
  at the window's top in one column);
- on a wide screen, with the page scrolled to the inspector's last field
  and the drawing's column scrolled to its end (the Code panel open), the
  width control and the drawing are still seen;
- in dark mode, the selected tree label and the inspector's placeholders
  read at 4.5:1 or better, every other text of the playground too (disabled
  controls aside; in light mode as well); the drawing's panel and the
  presets' thumbnails are not white boxes, their layouts dimmed as the
  guide's are, and a range scenario is drawn in the page's colours, as the
  guide's diagrams are;
- the tree's tools (add, wrap, unwrap, delete, move) are whole and
  uncovered at every width;
- with the drawing's column scrolled, the Debug, Scale and Download row
  stays right under the drawing, uncovered, nothing showing between them;
- the insets' four fields (and a pair's two) keep visible names once filled;
- no page logs a script error.

Usage: playground_layout_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import os
import sys

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Server, StaticSite, arguments, check, editor_text, media, run_on_sites, wait  # noqa: E402

WIDTHS = [(1280, 1000), (820, 1180), (390, 844)]


def window(driver, width, height):
    """The page's window exactly `width` x `height` CSS pixels (a phone's is a mobile one)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})


def dark(driver, on):
    media(driver, [{"name": "prefers-color-scheme", "value": "dark" if on else "light"}])


def open_playground(driver, server, spec="notification-cell"):
    driver.get(server.playground_url("?spec=" + spec))
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground script is ready")


def updates(driver):
    return int(driver.execute_script("return document.getElementById('pg').dataset.updates || '0'"))


# What share of an element's box is in the window, and whether the point at
# the middle of its visible part is the element's own (nothing covers it).
SEEN = """
    const seen = (element) => {
      const r = element.getBoundingClientRect();
      const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
      const left = Math.max(r.left, 0), right = Math.min(r.right, innerWidth);
      const area = r.width * r.height;
      const shown = Math.max(0, bottom - top) * Math.max(0, right - left);
      const hit = shown > 0 ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
      return {share: area > 0 ? shown / area : 0, uncovered: !!hit && (hit === element || element.contains(hit)),
              top: r.top, bottom: r.bottom, height: r.height, window: innerHeight};
    };"""


def seen(driver, selector):
    return driver.execute_script(SEEN + "const e = document.querySelector(arguments[0]); return e ? seen(e) : null;", selector)


# Contrast (WCAG 2) of a text colour on the colour behind it: the first
# ancestor's background that is not transparent (the page's at the end).
CONTRAST = """
    const rgb = (css) => { const m = css.match(/[\\d.]+/g); return m ? m.slice(0, 4).map(Number) : [0, 0, 0, 0]; };
    const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const behind = (element) => {
      for (let e = element; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length < 4 || c[3] > 0.5) return c;
      }
      return rgb(getComputedStyle(document.body).backgroundColor);
    };
    const ratio = (fg, bg) => {
      const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      return (a + 0.05) / (b + 0.05);
    };"""


# ---------------------------------------------------------------- checks

def test_the_drawing_is_in_the_first_window_at_every_width(driver, server):
    for width, height in WIDTHS:
        window(driver, width, height)
        open_playground(driver, server)
        driver.execute_script("window.scrollTo(0, 0)")
        box = seen(driver, "#pg-drawing svg")
        check(box and box["top"] >= 0 and box["bottom"] <= box["window"] and box["share"] == 1,
              f"at {width} x {height} the drawing is whole in the first window: {box}")


def test_the_drawing_and_width_stay_in_view_while_the_inspector_is_used(driver, server):
    for width, height in WIDTHS:
        window(driver, width, height)
        open_playground(driver, server)
        driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='row']").click()
        field = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='spacing'] input"),
                     "the inspector shows the stack's spacing")[0]
        # As a reader gets there: the page scrolled to the field, which takes the focus.
        driver.execute_script("window.scrollTo(0, 0); arguments[0].focus();", field)
        before = updates(driver)
        field.send_keys("12")
        driver.execute_script("arguments[0].dispatchEvent(new Event('change'))", field)
        wait(driver, lambda d: updates(d) > before, "the drawing follows the inspector")
        wait(driver, lambda d: '"spacing": 12' in editor_text(d),
             "the text has the new spacing")
        # Then brought just into view coming from below (the page scrolled
        # past it, as a browser scrolling no further than it must does): the
        # field lands at the window's top, under the stage, not behind it.
        for way in ["from above", "from below"]:
            field = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='spacing'] input")
            if way == "from below":
                driver.execute_script("""
                    window.scrollTo(0, document.body.scrollHeight);
                    arguments[0].scrollIntoView({block: 'nearest'});
                    arguments[0].focus({preventScroll: true});""", field)
            where = f"at {width} x {height}, {way}"
            drawing = seen(driver, "#pg-drawing svg")
            check(drawing["share"] >= 0.5, f"{where} the drawing is in the window: {drawing}")
            slider = seen(driver, "#pg-width-slider")
            check(slider["share"] == 1 and slider["uncovered"], f"{where} the width control is in the window, uncovered: {slider}")
            own = driver.execute_script(SEEN + "return seen(arguments[0]);", field)
            check(own["share"] >= 0.9 and own["uncovered"], f"{where} the spacing field is in the window, uncovered: {own}")


def test_the_drawings_column_scrolled_to_its_end_keeps_the_width_and_the_drawing(driver, server):
    window(driver, 1280, 1000)
    open_playground(driver, server)
    driver.find_element(By.CSS_SELECTOR, "#pg-code-panel summary").click()
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg-code').textContent.length > 100"),
         "the Code panel shows the code")
    # The page scrolled down to the inspector's last field, then the column scrolled to its end on its own.
    driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='row']").click()
    last = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-inspector .pg-field"), "the inspector's fields")[-1]
    driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
    scrolled = driver.execute_script("""
        const view = document.getElementById('pg-view');
        view.scrollTop = view.scrollHeight;
        return [view.scrollTop, view.scrollHeight - view.clientHeight];""")
    check(scrolled[0] > 0, f"the column scrolls on its own with the code open: {scrolled}")
    slider = seen(driver, "#pg-width-slider")
    check(slider["share"] == 1 and slider["uncovered"], f"the width control stays uncovered: {slider}")
    drawing = seen(driver, "#pg-drawing svg")
    check(drawing["share"] >= 0.5 and drawing["uncovered"], f"the drawing stays in view: {drawing}")
    options = seen(driver, "#pg-options")
    check(options["share"] == 1 and options["uncovered"], f"the Debug, Scale and Download row stays uncovered: {options}")
    stage = seen(driver, "#pg-stage")
    gap = options["top"] - stage["bottom"]
    check(gap < 2, f"and right under the drawing, with nothing showing through between them ({gap:.0f} px): {stage} {options}")
    code = seen(driver, "#pg-code-copy")
    check(code["share"] == 1 and code["uncovered"], f"and the end of the column is reached: {code}")


def test_the_trees_tools_are_whole_at_every_width(driver, server):
    for width, height in WIDTHS:
        window(driver, width, height)
        open_playground(driver, server)
        driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='row']").click()
        tools = driver.execute_script(SEEN + """
            const box = document.getElementById('pg-tree-tools');
            return [...box.querySelectorAll('button')].map((b) => {
              b.scrollIntoView({block: 'center'});
              const r = b.getBoundingClientRect(), clip = box.parentElement.getBoundingClientRect();
              return [b.textContent, seen(b).uncovered, r.left >= clip.left - 1 && r.right <= clip.right + 1, r.width];
            });""")
        check(len(tools) >= 4, f"at {width} px the tree has its tools: {tools}")
        check(all(uncovered and inside and w > 10 for _, uncovered, inside, w in tools),
              f"at {width} px every one is whole and uncovered: {tools}")


def test_text_reads_at_4_5_to_1_and_dark_mode_has_no_white_boxes(driver, server):
    dark(driver, True)
    try:
        for width, height in [(1280, 1000), (820, 1180)]:
            window(driver, width, height)
            open_playground(driver, server)
            driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='row']").click()
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-inspector input[placeholder]"), "a placeholder")
            where = f"dark, {width} px"
            label = driver.execute_script(CONTRAST + """
                const label = document.querySelector('#pg-tree .pg-tree-label[aria-selected=true]');
                const bg = rgb(getComputedStyle(label).backgroundColor);
                const texts = [label, ...label.querySelectorAll('*')].filter((e) =>
                  [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
                return texts.map((e) => ratio(rgb(getComputedStyle(e).color), bg));""")
            check(label and min(label) >= 4.5, f"{where}: the selected tree label reads at {label}")
            placeholders = driver.execute_script(CONTRAST + """
                return [...document.querySelectorAll('#pg-inspector input[placeholder]')].map((input) =>
                  ratio(rgb(getComputedStyle(input, '::placeholder').color), behind(input)));""")
            check(placeholders and min(placeholders) >= 4.5, f"{where}: the inspector's placeholders read at {placeholders}")
            panel = driver.execute_script("return getComputedStyle(document.getElementById('pg-drawing')).backgroundColor")
            check(panel not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), f"{where}: the drawing's panel is the page's, not white: {panel}")
            dims = driver.execute_script("""
                return [...document.querySelectorAll('#pg-drawing svg.swatch-layout, .pg-thumb svg')].map((svg) =>
                  [getComputedStyle(svg).filter, getComputedStyle(svg.parentElement).backgroundColor]);""")
            check(len(dims) >= 5 and all("brightness" in f for f, _ in dims), f"{where}: the drawing and thumbnails are dimmed: {dims}")
            check(all(bg != "rgb(255, 255, 255)" for _, bg in dims), f"{where}: on no white box: {dims}")
            low = low_contrast(driver)
            check(not low, f"{where}: every text of the playground reads at 4.5:1: {low}")
        # A diagram (a range scenario) in the page's colours, as the guide's are.
        open_playground(driver, server, "feed-default-tuning")
        look = driver.execute_script(CONTRAST + """
            const svg = document.querySelector('#pg-drawing svg.swatch-ranges');
            const paper = svg && svg.querySelector('.swatch-paper');
            const ink = svg && svg.querySelector('text[fill="#222222"]');
            const lum = (e, p) => e ? luminance(rgb(getComputedStyle(e)[p])) : null;
            return svg ? {background: lum(svg, 'backgroundColor'), paper: lum(paper, 'fill'), ink: lum(ink, 'fill')} : null;""")
        check(look and look["background"] < 0.05 and (look["paper"] is None or look["paper"] < 0.05)
              and look["ink"] is not None and look["ink"] > 0.6, f"dark: a range scenario is drawn in the page's colours: {look}")
    finally:
        dark(driver, False)
    window(driver, 1280, 1000)
    open_playground(driver, server)
    driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='row']").click()
    low = low_contrast(driver)
    check(not low, f"light: every text of the playground reads at 4.5:1: {low}")


def low_contrast(driver):
    """The playground's texts (disabled controls aside) that read at less than 4.5:1."""
    return driver.execute_script(CONTRAST + """
        const out = [];
        for (const e of document.querySelectorAll('#pg *')) {
          if (e.closest('svg, [hidden], .pg-visually-hidden, :disabled, [aria-disabled="true"]')) continue;
          if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
          const r = e.getBoundingClientRect();
          if (!r.width || !r.height || getComputedStyle(e).visibility === 'hidden') continue;
          const value = ratio(rgb(getComputedStyle(e).color), behind(e));
          if (value < 4.5) out.push(e.tagName + '.' + e.className + ' "' + e.textContent.trim().slice(0, 20) + '" ' + value.toFixed(2));
        }
        return out;""")


def test_insets_and_pairs_keep_their_names_once_filled(driver, server):
    window(driver, 1280, 1000)
    open_playground(driver, server)
    inset = [label for label in driver.find_elements(By.CSS_SELECTOR, "#pg-tree .pg-tree-label")
             if label.text.strip() == "inset"][0]
    inset.click()
    fields = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='insets'] input"),
                  "the inspector shows the insets")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", fields[0])
    names = driver.execute_script("""
        return arguments[0].map((input) => {
          const label = [...input.labels].find((l) => l.classList.contains('pg-part'));
          const name = label && label.querySelector('span');
          const r = name ? name.getBoundingClientRect() : null;
          return [input.value, name ? name.textContent : null, !!r && r.width > 0 && r.height > 0];
        });""", fields)
    check([n[0] for n in names] == ["15", "12", "15", "20"], f"the insets are filled: {names}")
    check([n[1] for n in names] == ["top", "left", "bottom", "right"] and all(n[2] for n in names),
          f"each edge is named where it is seen: {names}")
    pair = driver.execute_script("""
        return [...document.querySelectorAll('#pg-inspector .pg-field[data-key="style.preferredSize"] label.pg-part')]
          .map((l) => l.querySelector('span').textContent);""")
    check(pair == ["width", "height"], f"a pair's two fields are named: {pair}")


CHECKS = [
    test_the_drawing_is_in_the_first_window_at_every_width,
    test_the_drawing_and_width_stay_in_view_while_the_inspector_is_used,
    test_the_drawings_column_scrolled_to_its_end_keeps_the_width_and_the_drawing,
    test_the_trees_tools_are_whole_at_every_width,
    test_text_reads_at_4_5_to_1_and_dark_mode_has_no_white_boxes,
    test_insets_and_pairs_keep_their_names_once_filled,
]

# The static site's page (read from disk, its script bundled) is laid out alike.
STATIC_CHECKS = CHECKS[:2]


if __name__ == "__main__":
    sys.exit(run_on_sites("playground layout", *arguments(__doc__), [(Server, CHECKS), (StaticSite, STATIC_CHECKS)]))
