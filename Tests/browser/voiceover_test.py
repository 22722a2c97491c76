#!/usr/bin/env python3
"""Figures that switch between a drawing and what VoiceOver reads, in a real browser.

Builds the static site (`swatch build`, opened from file://) and starts
`swatch serve` on a free loopback port, then drives headless Chromium with
selenium over the guide's Accessibility page in both:

- each figure fenced `accessibility=toggle` shows its plain drawing, with no
  element numbered, and a "What VoiceOver reads" button, not pressed;
- a click on the button (then the keyboard: Enter, Space) shows the drawing
  numbered in VoiceOver's order, one number over the drawing and one in the
  list for each element, and presses the button; the next hides the numbers
  again and shows the plain drawing;
- a figure fenced `accessibility=true` shows its numbers from the start and
  has no button;
- with JavaScript off, the button stays hidden and both drawings show, the
  plain one first;
- no page logs a script error or a Content-Security-Policy refusal.

Usage: voiceover_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import PageSites, Tally, arguments, check, make_driver, run_checks, wait  # noqa: E402

PAGE = "/guide/accessibility/"

# What a figure shows now: the views on screen, the numbers over a drawing
# and in the list that are on screen, the button's state.
STATE = """
const figure = arguments[0];
const shown = (el) => el.getClientRects().length > 0;
const button = figure.querySelector('.voiceover-toggle');
return {
  views: Array.from(figure.querySelectorAll('.demo-view')).filter(shown).map((v) => v.getAttribute('data-view')),
  numbers: Array.from(figure.querySelectorAll('g.swatch-spoken')).filter(shown).map((g) => g.getAttribute('data-order')),
  listed: Array.from(figure.querySelectorAll('g.swatch-spoken-entry')).filter(shown).length,
  button: button && shown(button) ? button.getAttribute('aria-pressed') : null,
  label: button ? button.textContent : null,
};
"""


def state(driver, figure):
    return driver.execute_script(STATE, figure)


def open_page(driver, url):
    driver.get(url)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".voiceover-tools:not([hidden]) .voiceover-toggle"),
         "the VoiceOver buttons appear")


def toggled_figures(driver):
    figures = driver.find_elements(By.CSS_SELECTOR, "figure.demo")
    return [f for f in figures if f.find_elements(By.CSS_SELECTOR, ".voiceover-toggle")]


def press(driver, figure, how):
    button = figure.find_element(By.CSS_SELECTOR, ".voiceover-toggle")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    if how == "click":
        button.click()
    else:
        button.send_keys(Keys.ENTER if how == "enter" else Keys.SPACE)


def plain(now):
    return now["views"] == ["plain"] and now["numbers"] == [] and now["listed"] == 0 and now["button"] == "false"


def reading(now):
    numbers = now["numbers"]
    return (now["views"] == ["voiceover"] and now["button"] == "true" and len(numbers) > 0
            and numbers == [str(n + 1) for n in range(len(numbers))] and now["listed"] == len(numbers))


# MARK: checks

def test_toggled_figures_start_plain(driver, site, url):
    open_page(driver, url)
    figures = toggled_figures(driver)
    check(len(figures) >= 3, "the page has figures to switch, got %d" % len(figures))
    for n, figure in enumerate(figures):
        now = state(driver, figure)
        check(plain(now), "figure %d starts plain with the button unpressed: %r" % (n, now))
        check(now["label"] == "What VoiceOver reads", "the button says so: %r" % now["label"])


def test_the_button_shows_and_hides_the_numbers(driver, site, url):
    open_page(driver, url)
    for n, figure in enumerate(toggled_figures(driver)):
        for how in ["click", "enter", "space"]:
            press(driver, figure, how)
            now = wait(driver, lambda d: (lambda s: s if reading(s) else None)(state(d, figure)),
                       "figure %d reads after %s: %r" % (n, how, state(driver, figure)))
            press(driver, figure, how)
            wait(driver, lambda d: plain(state(d, figure)), "figure %d is plain again after %s: %r" % (n, how, state(driver, figure)))
        print("     figure %d: %d elements numbered, then none" % (n, len(now["numbers"])))


def test_figures_that_always_read_have_no_button(driver, site, url):
    open_page(driver, url)
    always = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.demo")
              if f.find_elements(By.CSS_SELECTOR, "g.swatch-spoken") and not f.find_elements(By.CSS_SELECTOR, ".voiceover-toggle")]
    check(always, "some figures show what VoiceOver reads from the start")
    for figure in always:
        now = state(driver, figure)
        check(now["views"] == [] and len(now["numbers"]) > 0 and now["listed"] == len(now["numbers"]),
              "numbered from the start: %r" % now)


CHECKS = [test_toggled_figures_start_plain, test_the_button_shows_and_hides_the_numbers,
          test_figures_that_always_read_have_no_button]


def test_without_script_both_drawings_show(driver, site, url):
    driver.get(url)
    figures = toggled_figures(driver)
    check(figures, "the page has figures to switch")
    for n, figure in enumerate(figures):
        now = state(driver, figure)
        check(now["views"] == ["plain", "voiceover"] and now["button"] is None and len(now["numbers"]) > 0,
              "figure %d without script: both drawings, the plain one first, no button: %r" % (n, now))


def main():
    binary, repo = arguments(__doc__)
    site = PageSites(binary, repo, PAGE)
    tally = Tally("voiceover")
    try:
        with make_driver(device_metrics=True) as driver:
            for where, url in site.urls():
                run_checks(tally, driver, CHECKS, where, site, url)
        with make_driver(javascript=False) as driver:
            run_checks(tally, driver, [test_without_script_both_drawings_show], "static, no script", site, site.static_url,
                       watch_console=False)
    finally:
        site.stop()
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
