#!/usr/bin/env python3
"""The guide site as a new reader meets it, in a real browser.

Starts `swatch serve` on a free loopback port over a copy of content/ and
Public/, builds the static site (`swatch build`), and drives headless
Chromium (Debian's chromium and chromium-driver) with selenium:

- the spec format reference shows its key tables as tables (30 or more,
  with header cells), no text left reading `| --`, and value ranges in words;
  a search for a key shows a snippet without pipes;
- a served page logs nothing to the console (no 404 for /favicon.ico: every
  page links the site's icon, and /favicon.ico answers it), nor does saving
  under a new name in the playground;
- the replace dialog lists each change's removed lines before its added ones,
  and counts them in words that agree;
- the playground's "More specs" lists titles, its lead names transition
  documents, and its Save-as field shows the longest spec name whole;
- the three article-cell figures of Asynchronous display have text
  alternatives of their own, saying what each shows; at 390 px its range
  animations with frame timelines run edge to edge like every figure;
- the built 404 page, opened from disk, is styled, and so is the served one
  at any depth.

Usage: site_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import json
import os
import shutil
import sys
import tempfile

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (  # noqa: E402
    Server, Tally, arguments, build_site, check, make_driver, run_checks, save_as, save_until_asked, set_editor_text,
    wait)


class Sites:
    """`swatch serve` over a copy of the project, and `swatch build` of it."""

    def __init__(self, binary, repo):
        self.repo = repo
        self.server = Server(binary, repo)
        self.dir = tempfile.mkdtemp(prefix="swatch-site-")
        self.root = os.path.join(self.dir, "site")
        try:
            build_site(binary, repo, self.root)
        except Exception:
            self.stop()
            raise

    def stop(self):
        self.server.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


def console(driver):
    """Console messages at warning level or above since the last call."""
    return [e["message"] for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]


def settled(driver):
    """Waits for the page's load and what follows it (the icon's request)."""
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", "the page loads")
    driver.execute_async_script("const done = arguments[0]; setTimeout(done, 700);")


def open_playground(driver, sites, query=""):
    driver.get(sites.server.url + "/playground" + query)
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground script is ready")


# ------------------------------------------------------------ reference

def test_the_reference_shows_its_key_tables_as_tables(driver, sites):
    driver.get(sites.server.url + "/guide/spec-format/")
    tables = driver.execute_script(
        "return [...document.querySelectorAll('article table')].filter(t => t.querySelector('thead th')).length")
    check(tables >= 30, f"{tables} tables with header cells")
    leftovers = driver.execute_script("""
        const out = [];
        const walker = document.createTreeWalker(document.querySelector('article'), NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode.nodeValue;
          if (text.includes('| --') || text.includes('|—|') || text.includes('|---') || text.includes('|–|')) out.push(text.slice(0, 80));
        }
        return out;""")
    check(not leftovers, "no text reads as a pipe table: " + "; ".join(leftovers[:3]))
    values = driver.execute_script(
        "return [...document.querySelectorAll('article td:nth-child(2)')].map(td => td.textContent)")
    check("number from 0.1 to 16" in values, "a range reads as words: number from 0.1 to 16")
    check("whole number from 1 to 1000" in values, "whole number from 1 to 1000")
    awkward = [v for v in values if ", be " in v or "not be negative" in v]
    check(not awkward, "no requirement's verb in a value: " + "; ".join(awkward[:3]))


def test_a_search_for_a_key_shows_a_snippet_without_pipes(driver, sites):
    for query in ["flexGrow", "maximumNumberOfLines", "leadingScreensForBatching"]:
        driver.get(sites.server.url + "/search.html?q=" + query)
        hits = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results li"), "results for " + query)
        reference = [h for h in hits if "Spec format reference" in h.find_element(By.TAG_NAME, "a").text]
        check(reference, f"the reference is found for {query}")
        for hit in hits:
            snippet = hit.find_element(By.TAG_NAME, "p").text
            check("|" not in snippet, f"{query}: a snippet shows a pipe: {snippet}")


# ------------------------------------------------------------- console

def test_served_pages_log_nothing_to_the_console(driver, sites):
    console(driver)
    for path in ["/", "/guide/async-display/", "/guide/spec-format/", "/search.html?q=stack", "/playground"]:
        driver.get(sites.server.url + path)
        settled(driver)
        messages = console(driver)
        check(not messages, f"{path} logged: " + "; ".join(messages))
    icon = driver.execute_async_script("""
        const done = arguments[0];
        fetch('/favicon.ico').then(r => r.text().then(t => done([r.status, r.headers.get('Content-Type'), t.slice(0, 4)])));""")
    check(icon == [200, "image/svg+xml", "<svg"], f"/favicon.ico answers the icon: {icon}")
    links = driver.execute_script("return [...document.querySelectorAll('link[rel=icon]')].map(l => l.href)")
    check(links == [sites.server.url + "/public/favicon.svg"], f"the page links the icon: {links}")


def test_saving_under_a_new_name_logs_nothing(driver, sites):
    open_playground(driver, sites, "?spec=chat-bubble")
    console(driver)
    save_as(driver, "a-brand-new-spec")
    check(os.path.exists(sites.server.spec_path("a-brand-new-spec")), "the file was written")
    messages = console(driver)
    check(not messages, "saving logged: " + "; ".join(messages))


# -------------------------------------------------------------- playground

def test_the_replace_dialog_lists_removals_first_in_words_that_agree(driver, sites):
    with open(sites.server.spec_path("profile-header")) as f:
        saved = f.read()
    lines = saved.split("\n")
    changed = next(n for n, line in enumerate(lines) if '"title"' in line)
    # One line goes; two come in (the title's key and its new value, still valid JSON).
    key, value = lines[changed].split(": ", 1)
    edited = lines[:changed] + [key + ":", "    " + value.replace('"', '"Edited: ', 1)] + lines[changed + 1:]
    open_playground(driver, sites, "?spec=profile-header")
    set_editor_text(driver, "\n".join(edited))
    save_until_asked(driver)
    summary = driver.find_element(By.CSS_SELECTOR, "#pg-confirm .pg-diff").find_element(By.XPATH, "preceding-sibling::p[1]").text
    check(summary == "Saving removes 1 line and adds 2 lines:", "the count: " + summary)
    signs = [s.get_attribute("class") for s in driver.find_elements(By.CSS_SELECTOR, "#pg-confirm .pg-diff span")
             if s.get_attribute("class") in ("is-removed", "is-added")]
    check(signs == ["is-removed", "is-added", "is-added"], f"removed before added: {signs}")
    keep = [b for b in driver.find_elements(By.CSS_SELECTOR, "#pg-confirm button") if b.text == "Keep the saved file"]
    keep[0].click()
    with open(sites.server.spec_path("profile-header")) as f:
        check(f.read() == saved, "nothing was written")


def test_more_specs_are_listed_by_title_and_the_lead_names_every_kind(driver, sites):
    open_playground(driver, sites)
    lead = driver.find_element(By.CSS_SELECTOR, ".pg-lead").text
    check("transition document" in lead, "the lead names transition documents: " + lead)
    driver.find_element(By.CSS_SELECTOR, ".pg-more summary").click()
    links = driver.find_elements(By.CSS_SELECTOR, ".pg-more a[data-spec]")
    check(len(links) > 10, f"{len(links)} other specs")
    for link in links:
        spec = link.get_attribute("data-spec")
        with open(sites.server.spec_path(spec)) as f:
            title = json.load(f).get("title")
        if title:
            check(link.text == title, f"{spec} is listed by its title, not as {link.text}")
        check(link.text != spec, f"{spec} is listed as a file name")


def test_the_save_as_field_shows_the_longest_spec_name(driver, sites):
    names = [f[:-5] for f in os.listdir(os.path.join(sites.server.content, "specs")) if f.endswith(".json")]
    longest = max(names, key=len)
    for width in [1280, 390]:
        driver.set_window_size(width, 1000)
        open_playground(driver, sites, "?spec=" + longest)
        fits = driver.execute_script("""
            const input = document.getElementById('pg-name');
            input.scrollLeft = 0;
            return [input.value, input.scrollWidth, input.clientWidth];""")
        check(fits[0] == longest and fits[1] <= fits[2], f"at {width} px the field shows {longest} whole: {fits}")
    driver.set_window_size(1280, 1000)


# ----------------------------------------------------------- guide pages

def test_the_article_cell_figures_have_text_alternatives_of_their_own(driver, sites):
    driver.get(sites.server.url + "/guide/async-display/")
    drawings = driver.find_elements(By.CSS_SELECTOR, "figure[data-spec='article-cell'] svg[role='img']")
    names = [d.accessible_name for d in drawings]
    check(len(names) == 3, f"three article-cell figures: {names}")
    check(len(set(names)) == 3, f"each has a name of its own: {names}")
    for name, what in zip(names, ["Measured", "Displayed", "Animated"]):
        check(name.startswith(what) and "Article cell" in name, f"the name says what it shows: {name}")


def test_at_390_px_frame_timeline_figures_run_edge_to_edge(driver, sites):
    driver.set_window_size(390, 1000)
    try:
        driver.get(sites.server.url + "/guide/async-display/")
        boxes = driver.execute_script("""
            const width = document.documentElement.clientWidth;
            return [width, [...document.querySelectorAll('figure.demo')].map(f => {
              const r = f.getBoundingClientRect();
              return [f.dataset.spec, Math.round(r.left), Math.round(r.right)];
            })];""")
        width, figures = boxes
        pairs = [f for f in figures if f[0] in ("frames-feed", "frames-slow-drawing", "frames-short-display-range")]
        check(len(pairs) == 3, f"three range animations with timelines: {figures}")
        for spec, left, right in figures:
            check(left == 0 and right == width, f"{spec} runs edge to edge at {width} px: {left}-{right}")
    finally:
        driver.set_window_size(1280, 1000)


def test_the_404_page_is_styled_from_disk_and_served_at_any_depth(driver, sites):
    def styled(d):
        return d.execute_script(
            "return getComputedStyle(document.body).fontFamily.includes('system-ui')"
            " && getComputedStyle(document.querySelector('.site-header')).display !== 'inline'")
    driver.get("file://" + os.path.join(sites.root, "404.html"))
    check(styled(driver), "the built 404 page is styled read from disk")
    search = driver.find_element(By.CSS_SELECTOR, "article a[href$='search.html']").get_attribute("href")
    check(search == "file://" + os.path.join(sites.root, "search.html"), "its links lead into the site: " + search)
    driver.get(sites.server.url + "/no/such/deep/page")
    check(styled(driver), "the served 404 page is styled at any depth")
    console(driver)


CHECKS = [
    test_the_reference_shows_its_key_tables_as_tables,
    test_a_search_for_a_key_shows_a_snippet_without_pipes,
    test_served_pages_log_nothing_to_the_console,
    test_saving_under_a_new_name_logs_nothing,
    test_the_replace_dialog_lists_removals_first_in_words_that_agree,
    test_more_specs_are_listed_by_title_and_the_lead_names_every_kind,
    test_the_save_as_field_shows_the_longest_spec_name,
    test_the_article_cell_figures_have_text_alternatives_of_their_own,
    test_at_390_px_frame_timeline_figures_run_edge_to_edge,
    test_the_404_page_is_styled_from_disk_and_served_at_any_depth,
]


def main():
    binary, repo = arguments(__doc__)
    sites = Sites(binary, repo)
    tally = Tally("site")
    try:
        with make_driver() as driver:
            run_checks(tally, driver, CHECKS, None, sites)
    finally:
        sites.stop()
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
