#!/usr/bin/env python3
"""The playground and the range demos in a real browser.

Starts `swatch serve` on a free loopback port over a copy of content/ and
Public/ (so saves never touch the repository), then drives headless Chromium
(Debian's chromium and chromium-driver) with selenium:

- a named spec is drawn with one node per frame row and per tree entry;
- typing into the editor changes the drawing without loading a page;
- broken JSON marks the error line and names line and column; undo repairs it;
- the width presets and slider lay the spec out again;
- "What VoiceOver reads" numbers each element in VoiceOver's order over the
  drawing and lists what it says;
- hovering a node highlights its row, its tree entry and its lines;
- Save writes content/specs/NAME.json, a reload shows the saved text, a save
  against a file changed behind the editor's back is refused (412) until the
  reader chooses to overwrite;
- a Share link restores the text exactly;
- a range scenario runs in the playground with a step slider, and a guide
  page's range demo gets one that pauses the animation on the chosen update;
- the engine in the page answers a layout spec in the first animation frame
  after a key (no wait); a range scenario with a frame timeline shows the
  update in view, drawn still on the main thread, in that frame too, and is
  then made whole in a worker and drawn over several frames, the update in
  view first and the stepper staying on it; its figure, made by the
  page's ranges and frames modules, is the server's byte for byte;
- with JavaScript off, the form posts and answers with the drawing, or with
  the error beside the text as typed;
- no page logs a script error or a Content-Security-Policy refusal.

Usage: playground_test.py SWATCH_BINARY REPO_ROOT [--screenshots DIR]
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
With --screenshots, photographs the playground and a range page at 1280,
820 and 390 px wide, light and dark, into DIR instead.
"""

import json
import re
import os
import subprocess
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (  # noqa: E402
    WAIT, Server, StaticSite, arguments, check, editor_input, editor_text, make_driver, run_on_sites,
    save_as, save_until_asked, select_in_editor, wait)
import harness  # noqa: E402

BINARY = None  # the swatch binary under test (set by main)


def open_playground(driver, server, query=""):
    driver.get(server.playground_url(query))
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground script is ready")
    # Served or read from disk, the engine in the page lays out (the
    # server's answers are for browsers without WebAssembly).
    engine = d_engine(driver)
    if engine != "page":
        why = driver.execute_async_script(
            "const done = arguments[0]; swatch.ready.then(() => done('ready'), (e) => done(String(e.message)));")
        check(False, f"the engine in the page lays out (engine: {engine}; swatch.ready: {why})")


def event_listeners(driver, element_id):
    """The event listeners on the element with `element_id` (DevTools' list: type, handler's place)."""
    found = driver.execute_cdp_cmd("Runtime.evaluate", {"expression": f"document.getElementById('{element_id}')"})
    return driver.execute_cdp_cmd("DOMDebugger.getEventListeners", {"objectId": found["result"]["objectId"]})["listeners"]


def d_engine(driver):
    return driver.execute_script("return document.getElementById('pg').dataset.engine")


def updates(driver):
    return int(driver.execute_script("return document.getElementById('pg').dataset.updates || '0'"))


def wait_update(driver, before, timeout=WAIT):
    wait(driver, lambda d: updates(d) > before and not d.execute_script(
        "return document.getElementById('pg').classList.contains('is-busy')"), "the drawing follows the editor", timeout)


def click_and_wait_update(driver, element):
    """Clicks `element` and waits for the drawing it asks for."""
    before = updates(driver)
    element.click()
    wait_update(driver, before)


def select_text(driver, needle, occurrence=0):
    """Selects `needle` in the editor (the nth occurrence) and focuses it."""
    return select_in_editor(driver, needle, occurrence)


def node_ids(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#pg-drawing g.swatch-node')].map(g => g.dataset.id)")


def frame_row(driver, node_id):
    return driver.execute_script("""
        const row = document.querySelector('#pg-frames tr[data-id="' + arguments[0] + '"]');
        return row ? [...row.cells].map(c => c.textContent) : null;""", node_id)


# ---------------------------------------------------------------- checks

def test_named_spec_is_drawn_with_rows_and_tree(driver, server):
    open_playground(driver, server, "?spec=notification-cell")
    ids = node_ids(driver)
    rows = driver.execute_script("return [...document.querySelectorAll('#pg-frames tbody tr')].map(r => r.dataset.id)")
    tree = driver.execute_script(
        "return [...document.querySelectorAll('#pg-tree .pg-tree-label.is-node')].map(b => b.dataset.id)")
    check(len(ids) == 6, f"six nodes drawn, got {ids}")
    check(ids == rows, f"a frame row per node in order: {ids} vs {rows}")
    check(ids == tree, f"a tree entry per node in order: {ids} vs {tree}")
    with open(server.spec_path("notification-cell")) as f:
        check(editor_text(driver) == f.read(), "the editor holds the file")
    check(driver.find_element(By.ID, "pg-name").get_attribute("value") == "notification-cell", "the name is set")
    # The page's first drawing has its controls and its width before any change.
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-view .touch-tools .touch-toggle"), "the drawing has its touch test")
    shown = driver.find_element(By.ID, "pg-width-value").text
    check(shown == "spec’s own, 375 pt", f"the width control names the width laid out: {shown}")


def test_every_spec_tree_matches_the_drawing(driver, server):
    names = sorted(f[:-5] for f in os.listdir(os.path.join(server.content, "specs")) if f.endswith(".json"))
    checked = 0
    for name in names:
        with open(server.spec_path(name)) as f:
            text = f.read()
        if '"root"' not in text:
            continue
        open_playground(driver, server, "?spec=" + name)
        if driver.find_elements(By.CSS_SELECTOR, "#pg-error:not([hidden])"):
            continue
        if driver.execute_script("return document.getElementById('pg').dataset.kind") != "layout":
            continue  # a transition document's states hold roots too
        ids = node_ids(driver)
        tree = driver.execute_script(
            "return [...document.querySelectorAll('#pg-tree .pg-tree-label.is-node')].map(b => b.dataset.id)")
        check(ids == tree, f"{name}: tree ids {tree} are the drawing's {ids}")
        checked += 1
    check(checked >= 4, f"layout specs checked: {checked}")


PARTS = """
return [...document.querySelectorAll('#pg-tree .pg-tree-label.is-part')].map((b) => ({
  id: b.dataset.id, path: b.dataset.path, type: b.querySelector('.pg-tree-type').textContent,
  owner: b.closest('li').parentElement.closest('li').querySelector('.pg-tree-label').dataset.id,
}));
"""


def test_a_buttons_subnodes_are_listed_under_it_and_choose_it(driver, server):
    open_playground(driver, server, "?spec=buttons")
    parts = driver.execute_script(PARTS)
    check(any(p["id"] == "like.titleNode" for p in parts) and any(p["id"] == "like.imageNode" for p in parts),
          f"the like button's title and image nodes are listed: {parts}")
    for part in parts:
        check(part["id"] == part["owner"] + "." + part["type"], f"listed under its button, named as the engine names it: {part}")
    title = driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label.is-part[data-id='like.titleNode']")
    title.click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-id='like'][aria-selected=true]"),
         "choosing the title node chooses the button")
    check(title.get_attribute("aria-selected") == "false", "the part itself is not the selection")
    heading = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-inspector-title code").text
    check(heading == "button", f"the inspector shows the button: {heading}")
    legends = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#pg-inspector fieldset legend")]
    check(any(legend.startswith("title") for legend in legends), f"the button's title has a box of its own: {legends}")


def test_typing_changes_the_drawing_without_a_page_load(driver, server):
    open_playground(driver, server, "?spec=notification-cell")
    driver.execute_script("window.__samePage = 'yes'")
    before_svg = driver.find_element(By.CSS_SELECTOR, "#pg-drawing svg").get_attribute("outerHTML")
    before = updates(driver)
    check(select_text(driver, '"preferredSize": [50, 50]'), "the icon's size is in the spec")
    driver.switch_to.active_element.send_keys('"preferredSize": [70, 70]')
    wait_update(driver, before)
    wait(driver, lambda d: frame_row(d, "icon") and frame_row(d, "icon")[3] == "70", "the icon is 70 wide")
    after_svg = driver.find_element(By.CSS_SELECTOR, "#pg-drawing svg").get_attribute("outerHTML")
    check(after_svg != before_svg, "the drawing changed")
    check(driver.execute_script("return window.__samePage") == "yes", "no page was loaded")
    check(driver.execute_script("return performance.getEntriesByType('navigation').length") == 1, "one navigation")
    requests = driver.execute_script(
        "return performance.getEntriesByType('resource')"
        ".filter(e => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest').map(e => e.name)"
        ".filter(n => !n.endsWith('.wasm'))")
    check(not requests, f"the engine in the page answered: no request was made but for its modules ({requests})")


def test_without_webassembly_the_server_lays_out(driver, server):
    """A browser without WebAssembly: the served playground asks the server
    (POST /api/playground), and the Code panel gets code from it too."""
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.WebAssembly;"})
    try:
        driver.get(server.playground_url("?spec=notification-cell"))
        wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
             "the playground script is ready")
        check(d_engine(driver) == "server", f"the server answers (engine: {d_engine(driver)})")
        before = updates(driver)
        check(select_text(driver, '"preferredSize": [50, 50]'), "the icon's size is in the spec")
        driver.switch_to.active_element.send_keys('"preferredSize": [70, 70]')
        wait_update(driver, before)
        wait(driver, lambda d: frame_row(d, "icon") and frame_row(d, "icon")[3] == "70", "the icon is 70 wide")
        asked = driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        check(any("/api/playground" in n for n in asked), "the drawing came from POST /api/playground")
        driver.find_element(By.CSS_SELECTOR, "#pg-code-panel summary").click()
        native = subprocess.run([BINARY, "layout", "-", "--format", "swift"], input=editor_text(driver),
                                capture_output=True, text=True)
        check(native.returncode == 0, native.stderr)
        wait(driver, lambda d: d.find_element(By.ID, "pg-code").get_attribute("textContent") == native.stdout,
             "the Code panel shows the Swift of the text as edited")
        asked = driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        check(any("/api/layout?format=swift" in n for n in asked), "the code came from POST /api/layout")
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def test_broken_json_marks_the_error_line_and_undo_repairs_it(driver, server):
    open_playground(driver, server, "?spec=notification-cell")
    good = editor_text(driver)
    check(select_text(driver, '"scale": 2,'), "scale is in the spec")
    driver.switch_to.active_element.send_keys('"scale": 2,,')
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-error:not([hidden])"), "the error box shows")
    line = good[:good.index('"scale": 2,')].count("\n") + 1
    marked = marked_lines(driver, "error")
    check(marked == [line], f"line {line} is marked, got {marked}")
    location = driver.find_element(By.CSS_SELECTOR, "#pg-error .pg-error-location").text
    check(re.fullmatch(rf"Line {line}, column \d+", location), f"the error names line and column: {location}")
    check(editor_input(driver).get_attribute("aria-invalid") is not None, "the editor is invalid")
    # Undo restores the spec, and the drawing with it.
    driver.find_element(By.ID, "pg-undo").click()
    wait(driver, lambda d: editor_text(d) == good, "undo restores the text")
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#pg-error:not([hidden])"), "the error is gone")
    check(marked_lines(driver, "error") == [], "no line is marked")
    driver.find_element(By.ID, "pg-redo").click()
    wait(driver, lambda d: ",," in editor_text(d), "redo brings the edit back")
    # The keyboard works too.
    editor_input(driver).send_keys(Keys.CONTROL, "z")
    wait(driver, lambda d: editor_text(d) == good, "Ctrl+Z undoes")


def test_width_presets_and_slider_lay_out_again(driver, server):
    open_playground(driver, server, "?spec=notification-cell")
    click_and_wait_update(driver, driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='320']"))
    wait(driver, lambda d: frame_row(d, "cell")[3] == "320", "the cell is 320 wide")
    check(driver.find_element(By.ID, "pg-size").text.startswith("Laid out at 320 "), "the size line says 320")
    before = updates(driver)
    driver.execute_script("""
        const slider = document.getElementById('pg-width-slider');
        slider.value = '600';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    wait_update(driver, before)
    wait(driver, lambda d: frame_row(d, "cell")[3] == "600", "the slider lays out at 600")
    check('"max": [375, "inf"]' in editor_text(driver), "the spec's text is untouched")
    driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='']").click()
    wait(driver, lambda d: frame_row(d, "cell")[3] == "375", "back to the spec's own width")


def test_hovering_a_node_highlights_its_row_tree_entry_and_lines(driver, server):
    open_playground(driver, server, "?spec=notification-cell")
    node = driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='date'] rect")
    ActionChains(driver).move_to_element(node).perform()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-frames tr.is-hovered[data-id='date']"), "the row")
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-tree .pg-tree-label.is-hovered[data-id='date']"), "tree entry")
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-node.is-hovered[data-id='date']"), "the node")
    text = editor_text(driver)
    line = text[:text.index('"id": "date"')].count("\n") + 1
    band = marked_lines(driver, "hover")
    check(band == [line], f"the spec's line {line} (the element's one line) is marked: {band}")
    # And back: a row highlights the node.
    ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, "#pg-frames tr[data-id='icon']")).perform()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-node.is-hovered[data-id='icon']"),
         "a row highlights its node")


def test_save_then_reload_shows_the_saved_spec(driver, server):
    open_playground(driver, server, "?spec=chat-bubble")
    check(select_text(driver, '"title": "'), "the spec has a title")
    driver.switch_to.active_element.send_keys('"title": "Saved from the browser: ')
    typed = editor_text(driver)
    save_as(driver, "browser-saved")
    with open(server.spec_path("browser-saved")) as f:
        check(f.read() == typed, "the file holds the text as typed")
    check(driver.current_url.endswith("/playground?spec=browser-saved"), "the address names the spec")
    driver.refresh()
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"), "ready")
    check(editor_text(driver) == typed, "the reloaded page shows the saved spec")
    # Saving again replaces the file, once the reader has seen what changes.
    check(select_text(driver, "Saved from the browser: "), "the new title")
    driver.switch_to.active_element.send_keys("Saved twice: ")
    save_until_asked(driver)
    with open(server.spec_path("browser-saved")) as f:
        check(f.read() == typed, "nothing is written before the answer")
    replace = driver.find_element(By.CSS_SELECTOR, "#pg-confirm .pg-danger")
    check(replace.text == "Replace browser-saved.json", "the button names the file: " + replace.text)
    replace.click()
    wait(driver, lambda d: "Saved" in d.find_element(By.ID, "pg-status").text, "saved again")
    with open(server.spec_path("browser-saved")) as f:
        check(f.read() == editor_text(driver), "the file was replaced")


def test_saving_over_a_guide_figure_asks_and_changes_nothing_unless_confirmed(driver, server):
    """A preset opened, undone back to the starter and saved: the file a guide
    page draws is not replaced without a confirmed answer."""
    open_playground(driver, server)
    starter = editor_text(driver)
    with open(server.spec_path("photo-feed-cell")) as f:
        original = f.read()
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "a.pg-preset[data-spec='photo-feed-cell']").click()
    wait(driver, lambda d: editor_text(d) == original and updates(d) > before, "the preset is open")
    check(driver.find_element(By.ID, "pg-name").get_attribute("value") == "photo-feed-cell", "Save as is filled in")
    while editor_text(driver) != starter and driver.find_element(By.ID, "pg-undo").is_enabled():
        driver.find_element(By.ID, "pg-undo").click()
    check(editor_text(driver) == starter, "undo brings the starter text back")
    check(driver.find_element(By.ID, "pg-dirty").is_displayed(), "the text is marked as not saved")
    save_until_asked(driver)
    question = driver.find_element(By.ID, "pg-confirm").text
    check("content/specs/photo-feed-cell.json" in question, "it names the file: " + question)
    check("The guide draws this spec on" in question, "it says a guide page draws it: " + question)
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-confirm .pg-diff .is-removed"), "it shows the lines that go")
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#pg-confirm button") if b.text == "Keep the saved file"]
    check(buttons, "keeping the file is offered")
    buttons[0].click()
    with open(server.spec_path("photo-feed-cell")) as f:
        check(f.read() == original, "the file is unchanged")
    # Revert to saved brings the file's text back (and Undo the reader's).
    driver.find_element(By.ID, "pg-revert").click()
    wait(driver, lambda d: editor_text(d) == original, "reverted to the saved text")
    check(not driver.find_element(By.ID, "pg-dirty").is_displayed(), "nothing unsaved after reverting")
    driver.find_element(By.ID, "pg-undo").click()
    wait(driver, lambda d: editor_text(d) == starter, "undo takes the revert back")


def test_a_file_changed_on_disk_is_shown_before_it_is_replaced(driver, server):
    open_playground(driver, server, "?spec=profile-header")
    with open(server.spec_path("profile-header")) as f:
        original = f.read()
    changed_elsewhere = original.replace('"scale": 2', '"scale": 3', 1)
    check(changed_elsewhere != original, "the spec has a scale to change")
    with open(server.spec_path("profile-header"), "w") as f:
        f.write(changed_elsewhere)
    save_until_asked(driver)
    removed = driver.execute_script(
        "return [...document.querySelectorAll('#pg-confirm .pg-diff .is-removed')].map(e => e.textContent)")
    check(any('"scale": 3' in line for line in removed), f"the other change is shown as going: {removed}")
    with open(server.spec_path("profile-header")) as f:
        check(f.read() == changed_elsewhere, "the other change is kept until the answer")
    driver.find_element(By.CSS_SELECTOR, "#pg-confirm .pg-danger").click()
    wait(driver, lambda d: "Saved" in d.find_element(By.ID, "pg-status").text, "replaced")
    with open(server.spec_path("profile-header")) as f:
        check(f.read() == original, "the page's text replaced it")


def test_a_share_link_restores_the_text_exactly(driver, server):
    open_playground(driver, server)
    text = ('{\n  "title": "Grüße, 日本語 and \\"quotes\\" \\u2028 ok",\n\t"sizeRange": [200, 100],\n'
            '  "root": {"type": "node", "id": "only", "color": "#336699"}\n}\n\n')
    set_editor_text(driver, text)
    driver.find_element(By.ID, "pg-share").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-share-link").get_attribute("value"), "a link is made")
    link = driver.find_element(By.ID, "pg-share-link").get_attribute("value")
    if server.is_static:
        check("/playground/index.html#z=" in link, f"the link is compressed, in the fragment: {link[:80]}")
    else:
        check("/playground?z=" in link, f"the link is compressed: {link[:80]}")
    check(len(link) < len(text) * 2 + 100, "the link is not longer than the text needs")
    driver.get("about:blank")
    driver.get(link)
    wait(driver, lambda d: editor_text(d) == text, "the shared text comes back exactly")
    wait(driver, lambda d: node_ids(d) == ["only"], "and is drawn")
    check(driver.find_element(By.ID, "pg-name").get_attribute("value") == "", "a shared text has no file name")
    if server.is_static:
        return
    # The server opens the link, so it works with script off too.
    with make_driver(javascript=False) as plain:
        plain.get(link)
        check(plain.find_element(By.ID, "pg-spec").get_attribute("value") == text, "opened without script")


def test_at_820_px_the_drawing_stays_in_view_while_editing(driver, server):
    driver.set_window_size(820, 1180)
    try:
        open_playground(driver, server, "?spec=notification-cell")
        driver.execute_script("""
            const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
            cm.focus();
            cm.setCursor(cm.posFromIndex(cm.getValue().length - 3));
            cm.getWrapperElement().scrollIntoView({block: 'end'});""")
        before = updates(driver)
        driver.switch_to.active_element.send_keys(" ")
        wait_update(driver, before)
        check(driver.execute_script("return !!document.activeElement.closest('#pg-editor')"), "the editor has focus")
        box = driver.execute_script("""
            const r = document.querySelector('#pg-drawing svg').getBoundingClientRect();
            return [r.top, r.bottom, r.height, window.innerHeight];""")
        check(box[2] > 40 and box[0] >= 0 and box[1] <= box[3], f"the drawing is in the window: {box}")
        caret = driver.execute_script("""
            const e = document.getElementById('pg-editor').getBoundingClientRect();
            return [e.top, e.bottom, window.innerHeight];""")
        check(caret[1] > box[1] and caret[0] < caret[2], f"the editor is in the window below it: {caret}")
    finally:
        driver.set_window_size(1280, 1000)


def test_the_width_control_shows_the_width_in_force_and_links_keep_it(driver, server):
    open_playground(driver, server, "?spec=notification-cell")
    click_and_wait_update(driver, driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='414']"))
    check(driver.find_element(By.ID, "pg-width-slider").get_attribute("value") == "414", "the slider says 414")
    click_and_wait_update(driver, driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='']"))
    own = driver.find_element(By.ID, "pg-size").text
    check(own.startswith("Laid out at 375 "), f"the spec's own width: {own}")
    check(driver.find_element(By.ID, "pg-width-slider").get_attribute("value") == "375",
          "the slider follows to the spec's own width")
    check(driver.find_element(By.ID, "pg-width-value").text == "spec’s own, 375 pt", "and says so")
    click_and_wait_update(driver, driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='320']"))
    driver.find_element(By.ID, "pg-share").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-share-link").get_attribute("value"), "a link is made")
    link = driver.find_element(By.ID, "pg-share-link").get_attribute("value")
    check("width=320" in link, f"the link keeps the width: {link[:90]}")
    driver.get("about:blank")
    driver.get(link)
    wait(driver, lambda d: d.find_element(By.ID, "pg-size").text.startswith("Laid out at 320 "), "opened at 320")
    check(driver.find_element(By.ID, "pg-width-slider").get_attribute("value") == "320", "the slider says 320")


FORM_SPEC = harness.TWO_NODE_ROW


def set_editor_text(driver, text):
    before = updates(driver)
    harness.set_editor_text(driver, text)
    wait_update(driver, before)


def marked_lines(driver, kind):
    """The editor's lines (1-based) marked as `kind` (error, warning, hover)."""
    return driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const lines = [];
        cm.eachLine((handle) => {
          if ((handle.bgClass || '').split(' ').includes('pg-line-' + arguments[0])) lines.push(cm.getLineNumber(handle) + 1);
        });
        return lines;""", kind)


def test_a_text_of_many_lines_is_laid_out(driver, server):
    """A spec of 150,000 lines (blank ones, which JSON allows) is in the
    editor, numbered to its last line, and laid out like any other."""
    open_playground(driver, server)
    set_editor_text(driver, FORM_SPEC.replace("{", "{" + "\n" * 150_000, 1))
    size = driver.find_element(By.ID, "pg-size").text
    check("300" in size, f"laid out at the spec's width: {size}")
    last = driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        cm.scrollIntoView({line: cm.lastLine(), ch: 0});
        cm.refresh();
        const numbers = [...document.querySelectorAll('#pg-editor .CodeMirror-linenumber')].map((n) => Number(n.textContent));
        return [cm.lineCount(), Math.max(...numbers)];""")
    check(last[0] > 150_000 and last[1] == last[0], f"a line number for every line, to the last: {last}")


def selected_path(driver):
    return driver.execute_script(
        "const l = document.querySelector('#pg-tree .pg-tree-label[aria-selected=true]'); return l ? l.dataset.path : null")


def test_the_form_edits_the_spec_and_undo_brings_the_text_back(driver, server):
    open_playground(driver, server)
    set_editor_text(driver, FORM_SPEC)
    original = editor_text(driver)
    check(original == FORM_SPEC, "the spec is in the editor")
    # Clicking a node in the drawing selects it in the tree and the inspector.
    driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='a'] rect").click()
    wait(driver, lambda d: selected_path(d) == "root.children[0]", "the node is selected in the tree")
    title = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-inspector-title").text
    check(title.startswith("node"), f"the inspector shows it: {title}")
    # The keyboard walks the tree: up to the stack.
    driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[aria-selected=true]").send_keys(Keys.ARROW_UP)
    wait(driver, lambda d: selected_path(d) == "root", "the stack is selected")
    texture = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='justifyContent'] .pg-field-texture")
    check(texture.text == "ASStackLayoutSpec.justifyContent", f"the field names Texture's property: {texture.text}")
    check("/guide/spec-format/" in texture.get_attribute("href"), "and links to the reference")
    before = updates(driver)
    Select(driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='justifyContent'] select")).select_by_value("end")
    wait_update(driver, before)
    justified = editor_text(driver)
    check('"justifyContent": "end"' in justified, "the text has the new value")
    check(justified.replace(',\n    "justifyContent": "end"', "", 1) == original, "and nothing else changed")
    wait(driver, lambda d: frame_row(d, "a") and frame_row(d, "a")[1] == "220", "the frames follow: a moves to x 220")
    # Add a child, then wrap it in an inset.
    before = updates(driver)
    Select(driver.find_element(By.CSS_SELECTOR, "#pg-tree-tools select")).select_by_value("node")
    [b for b in driver.find_elements(By.CSS_SELECTOR, "#pg-tree-tools button") if b.text == "Add child"][0].click()
    wait_update(driver, before)
    wait(driver, lambda d: selected_path(d) == "root.children[2]", "the new child is selected")
    check(len(node_ids(driver)) == 3, "and drawn")
    before = updates(driver)
    Select(driver.find_elements(By.CSS_SELECTOR, "#pg-tree-tools select")[1]).select_by_value("inset")
    [b for b in driver.find_elements(By.CSS_SELECTOR, "#pg-tree-tools button") if b.text == "Wrap in"][0].click()
    wait_update(driver, before)
    check('"type": "inset"' in editor_text(driver), "the child is wrapped in an inset")
    tree = driver.execute_script("return [...document.querySelectorAll('#pg-tree .pg-tree-type')].map(e => e.textContent)")
    check(tree == ["stack", "node", "node", "inset", "node"], f"the tree shows it: {tree}")
    # Undo covers the form: twice back to the justified text, once more to the original, byte for byte.
    driver.find_element(By.ID, "pg-undo").click()
    driver.find_element(By.ID, "pg-undo").click()
    wait(driver, lambda d: editor_text(d) == justified, "two undos give the text after the inspector's edit")
    driver.find_element(By.ID, "pg-undo").click()
    wait(driver, lambda d: editor_text(d) == original, "one more gives the original byte for byte")
    # Delete from the keyboard.
    driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-path='root.children[1]']").click()
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-path='root.children[1]']").send_keys(Keys.DELETE)
    wait_update(driver, before)
    wait(driver, lambda d: node_ids(d) == ["a"], "Delete takes the node out")


def test_debug_outlines_and_scale_remake_the_drawing(driver, server):
    open_playground(driver, server)
    set_editor_text(driver, FORM_SPEC)
    check(not driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-spec"), "no outlines at first")
    click_and_wait_update(driver, driver.find_element(By.ID, "pg-debug"))
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-spec[data-id='row']"), "the stack is outlined")
    click_and_wait_update(driver, [b for b in driver.find_elements(By.CSS_SELECTOR, "#pg-scale button") if b.text == "3x"][0])
    check(driver.find_element(By.ID, "pg-size").text.endswith("at 3x"), "the size line says the scale")
    check(editor_text(driver) == FORM_SPEC, "the text is untouched")


VOICEOVER_SPEC = """{
  "sizeRange": [300, 60],
  "root": {"type": "stack", "direction": "horizontal", "children": [
    {"type": "node", "id": "avatar", "style": {"preferredSize": [44, 44]}, "accessibilityLabel": "Ada", "isAccessibilityElement": true},
    {"type": "node", "id": "follow", "style": {"preferredSize": [80, 44]}, "accessibilityLabel": "Follow", "accessibilityTraits": ["button"], "isAccessibilityElement": true}
  ]}
}"""


def test_what_voiceover_reads_is_drawn_when_asked(driver, server):
    open_playground(driver, server)
    set_editor_text(driver, VOICEOVER_SPEC)
    check(not driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-spoken"), "nothing numbered at first")
    click_and_wait_update(driver, driver.find_element(By.ID, "pg-accessibility"))
    spoken = driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-spoken")
    check([(g.get_attribute("data-order"), g.get_attribute("data-nodes")) for g in spoken] == [("1", "avatar"), ("2", "follow")],
          "each element is numbered in VoiceOver's order over the drawing")
    listed = driver.find_element(By.CSS_SELECTOR, "#pg-drawing svg desc").get_attribute("textContent")
    check("1. Ada. 2. Follow [button]." in listed, f"and what it says is listed: {listed}")
    click_and_wait_update(driver, driver.find_element(By.ID, "pg-accessibility"))
    check(not driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-spoken"), "unticked, the plain drawing again")


def test_a_click_in_the_drawing_says_which_node_gets_the_touch(driver, server):
    open_playground(driver, server)
    set_editor_text(driver, FORM_SPEC)
    driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='b'] rect").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-view").get_attribute("data-touch-hit") == "b", "b gets the touch")
    status = driver.find_element(By.CSS_SELECTOR, "#pg-view .touch-status").text
    check("b" in status, f"the answer is in words: {status}")
    toggle = driver.find_element(By.CSS_SELECTOR, "#pg-view .touch-toggle")
    toggle.click()
    check(toggle.get_attribute("aria-pressed") == "true", "touch areas shown")
    # Drawn again: one set of tools, the choice kept.
    before = updates(driver)
    check(select_text(driver, '"preferredSize": [40, 40]'), "a size to change")
    driver.switch_to.active_element.send_keys('"preferredSize": [50, 40]')
    wait_update(driver, before)
    tools = driver.find_elements(By.CSS_SELECTOR, "#pg-view .touch-tools")
    check(len(tools) == 1, f"one set of touch tools: {len(tools)}")
    check(tools[0].find_element(By.CSS_SELECTOR, ".touch-toggle").get_attribute("aria-pressed") == "true",
          "the touch areas stay shown")
    check(driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-touch-areas").get_attribute("display") is None,
          "and are drawn")
    # Drawn again and again, the drawing's holder keeps one key listener (not one per drawing it held).
    for size in ("60", "70", "80"):
        before = updates(driver)
        check(select_text(driver, '"preferredSize": [50, 40]' if size == "60" else f'"preferredSize": [{int(size) - 10}, 40]'),
              "the size to change")
        driver.switch_to.active_element.send_keys(f'"preferredSize": [{size}, 40]')
        wait_update(driver, before)
    keys = [listener for listener in event_listeners(driver, "pg-drawing") if listener["type"] == "keydown"]
    check(len(keys) == 1, f"one key listener on the drawing's holder: {len(keys)}")


def test_a_transition_document_has_a_tab_per_state_a_play_button_and_a_scrubber(driver, server):
    open_playground(driver, server, "?spec=transition-expanding-cell")
    tabs = driver.execute_script("return [...document.querySelectorAll('#pg-states [role=tab]')].map(t => t.textContent)")
    with open(server.spec_path("transition-expanding-cell")) as f:
        names = [state["name"] for state in json.load(f)["states"]]
    check(tabs == ["Transitions"] + names, f"a tab per state: {tabs}")
    # The scrubber moves the animation's time.
    driver.execute_script("""
        const s = document.getElementById('pg-scrubber');
        s.value = '1500';
        s.dispatchEvent(new Event('input', {bubbles: true}));""")
    now = driver.execute_script("return document.querySelector('#pg-drawing svg').getCurrentTime()")
    check(abs(now - 1.5) < 0.01, f"the animation stands at 1.5 s: {now}")
    check(driver.find_element(By.ID, "pg-time").text == "1.50 s", "and says so")
    driver.find_element(By.ID, "pg-play").click()
    wait(driver, lambda d: d.execute_script("return document.querySelector('#pg-drawing svg').getCurrentTime()") > 1.6,
         "play runs the animation on")
    # A state's tab: that state drawn still, its frames, the form on it.
    before = updates(driver)
    driver.execute_script(
        "[...document.querySelectorAll('#pg-states [role=tab]')].find(t => t.textContent === arguments[0]).click()", names[1])
    wait_update(driver, before)
    size = driver.find_element(By.ID, "pg-size").text
    check(size.startswith("State “" + names[1] + "” laid out at"), f"the state's size: {size}")
    check(frame_row(driver, "photo") is not None, "the expanded state's frames list the photo")
    check(not driver.find_element(By.ID, "pg-scrub-row").is_displayed(), "no scrubber on a still state")
    paths = driver.execute_script("return [...document.querySelectorAll('#pg-tree .pg-tree-label')].map(l => l.dataset.path)")
    check(paths and all(p.startswith("states[1].root") for p in paths), f"the tree is the state's: {paths[:3]}")
    ActionChains(driver).move_to_element(
        driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='photo']")).click().perform()
    wait(driver, lambda d: (selected_path(d) or "").startswith("states[1].root"), "the photo is selected")
    before = updates(driver)
    field = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='cornerRadius'] input")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("3", Keys.ENTER)
    wait_update(driver, before)
    edited = json.loads(editor_text(driver))["states"][1]["root"]
    check('"cornerRadius": 3' in json.dumps(edited), "the photo's corner radius is 3 in that state")
    check(json.loads(editor_text(driver))["states"][0] == json.load(open(server.spec_path("transition-expanding-cell")))["states"][0],
          "the other state is untouched")


def test_the_code_panel_gives_the_specs_swift_and_copies_it(driver, server):
    open_playground(driver, server)
    set_editor_text(driver, FORM_SPEC)
    code_module = "return swatch.loaded('code')"
    check(not driver.execute_script(code_module), "the code module waits until code is shown")
    driver.find_element(By.CSS_SELECTOR, "#pg-code-panel summary").click()
    native = subprocess.run([BINARY, "layout", "-", "--format", "swift"], input=FORM_SPEC, capture_output=True, text=True)
    check(native.returncode == 0, "the binary exports the spec: " + native.stderr)
    wait(driver, lambda d: d.find_element(By.ID, "pg-code").get_attribute("textContent") == native.stdout,
         "the Swift shown is what swatch layout --format swift prints")
    check(driver.execute_script(code_module), "the code module is loaded once code is shown")
    asked = driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/api/layout'))")
    check(not asked, f"the code came from the page, not the server: {asked}")
    driver.find_element(By.CSS_SELECTOR, "#pg-code-tabs [data-language='objc']").click()
    wait(driver, lambda d: "@interface" in d.find_element(By.ID, "pg-code").get_attribute("textContent"), "Objective-C")
    driver.find_element(By.CSS_SELECTOR, "#pg-code-tabs [data-language='swift']").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-code").get_attribute("textContent") == native.stdout, "Swift again")
    driver.find_element(By.ID, "pg-code-copy").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-status").text == "Code copied.", "copied")


def test_a_range_scenario_runs_with_a_step_slider(driver, server):
    open_playground(driver, server)
    driver.find_element(By.CSS_SELECTOR, ".pg-more summary").click()
    driver.find_element(By.CSS_SELECTOR, ".pg-more a[data-spec='feed-default-tuning']").click()
    wait(driver, lambda d: d.find_element(By.ID, "pg-kind").text.lower() == "range scenario", "detected as scenario")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-steps tbody tr"), "the steps table")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".pg-view .range-stepper input[type=range]"), "slider")
    check(not driver.find_element(By.ID, "pg-width").is_displayed(), "no width control for scenarios")
    # The layout drawing's touch test went with it: a range drawing has no nodes to touch.
    check(not driver.find_elements(By.CSS_SELECTOR, "#pg-view .touch-tools"), "no touch tools under a range drawing")
    check(driver.find_element(By.ID, "pg-drawing").get_attribute("role") is None, "the drawing is no touch test")
    check(not driver.find_element(By.ID, "pg-tree-panel").is_displayed(), "no spec tree for scenarios")
    driver.execute_script("""
        const slider = document.querySelector('.pg-view .range-stepper input[type=range]');
        slider.value = '3';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    current = driver.execute_script(
        "return [...document.querySelectorAll('#pg-steps tbody tr')].findIndex(r => r.classList.contains('is-current'))")
    check(current == 3, f"the steps table follows the slider: row {current}")
    label = driver.find_element(By.CSS_SELECTOR, ".pg-view .range-step-label").text
    check(re.match(r"update 4 of \d+ · offset y = [\d.]+ · direction \w+ · mode \w+$", label), f"the step's label: {label}")
    # Opened by name, a scenario shows the same controls.
    open_playground(driver, server, "?spec=feed-default-tuning")
    check(not driver.find_element(By.ID, "pg-tree-panel").is_displayed(), "no spec tree for a scenario opened by name")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".pg-view .range-stepper input[type=range]"), "its slider")


def test_a_scenario_naming_cell_files_is_run_and_edited_in_the_page(driver, server):
    """A range scenario whose cells are spec files (`"cell": "follow-cell.json"`)
    is run by the page's engine, served and from disk: the page reads the
    files the server would, and again after an edit."""
    open_playground(driver, server, "?spec=feed-real-cells")
    shown = """
        const error = document.getElementById('pg-error');
        return [error.hidden, error.textContent, document.querySelectorAll('#pg-drawing svg.swatch-ranges').length,
                document.getElementById('pg-size').textContent];"""
    wait(driver, lambda d: d.execute_script(shown)[2] == 1, "the scenario is drawn")
    hidden, message, _, size = driver.execute_script(shown)
    check(hidden, f"no error: {message}")
    check("375" in size, f"the size line: {size}")
    before = updates(driver)
    check(select_text(driver, '"viewport": [375, 667]'), "the viewport to change")
    driver.switch_to.active_element.send_keys('"viewport": [375, 600]')
    wait_update(driver, before)
    wait(driver, lambda d: d.execute_script(shown)[2] == 1, "drawn again")
    hidden, message, _, size = driver.execute_script(shown)
    check(hidden, f"no error after the edit: {message}")
    check(d_engine(driver) == "page", "made by the page's engine")
    if driver.execute_script("return location.protocol") != "file:":
        # The page's answer is the server's, which reads the files itself.
        same = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const text = document.querySelector('#pg-editor .CodeMirror').CodeMirror.getValue();
            fetch('/api/playground', {method: 'POST', body: text, headers: {'Content-Type': 'application/json'}})
              .then((r) => r.json())
              .then((served) => {
                const table = document.createElement('div');
                table.innerHTML = served.table;
                done([served.sizeLine === document.getElementById('pg-size').textContent,
                      table.textContent === document.getElementById('pg-table').textContent, served.sizeLine]);
              }, (e) => done([false, false, String(e)]));""")
        check(same[0] and same[1], f"the page's size line and updates table are the server's: {same}")


# Counts animation frames, and notes the frame of each key pressed in the
# editor and of each view shown (#pg[data-updates]), with where the page's engine made it.
FRAMES = """
const pg = document.getElementById('pg'), editor = document.querySelector('#pg-editor .CodeMirror');
const drawing = document.getElementById('pg-drawing');
const t = window.__frames = { count: 0, inputs: [], views: [], longest: 0 };
const loop = () => { t.count++; requestAnimationFrame(loop); };
requestAnimationFrame(loop);
editor.addEventListener('keydown', () => t.inputs.push(t.count), true);
new MutationObserver(() => {
  const step = drawing.querySelector('g.swatch-step');
  t.views.push({ frame: t.count, thread: pg.dataset.thread, steps: drawing.querySelectorAll('g.swatch-step').length,
                 shown: step ? step.dataset.step : null });
})
  .observe(pg, { attributes: true, attributeFilter: ['data-updates'] });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) t.longest = Math.max(t.longest, e.duration);
}).observe({ type: 'longtask' });
"""


def type_digit(driver, needle):
    """Types over the last digit of `needle` in the editor (one key); the
    frames record before and after."""
    check(select_text(driver, needle), f"{needle} is in the text")
    driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const end = cm.getCursor('to');
        cm.setSelection({line: end.line, ch: end.ch - 1}, end);""")
    before = driver.execute_script("return window.__frames.views.length")
    driver.switch_to.active_element.send_keys("9" if needle[-1] != "9" else "8")
    wait(driver, lambda d: d.execute_script("return window.__frames.views.length") > before, "a view follows the key")
    return driver.execute_script("return window.__frames")


def test_the_page_engine_draws_in_the_frame_after_the_key(driver, server):
    """No wait before the engine in the page answers: a layout spec's view is
    shown in the first animation frame after the key's input event (frames
    counted, not timed: a busy machine has slower frames, not more)."""
    open_playground(driver, server, "?spec=notification-cell")
    driver.execute_script(FRAMES)
    # One key first, not counted: the first edit after the page loads runs
    # the editor's and the panels' update code for the first time (on a
    # machine busy with other work it then spilled into a second frame).
    type_digit(driver, '"spacing": 4')
    on_main = []
    for needle in ['"top": 15', '"top": 19', '"left": 12', '"left": 19']:
        frames = type_digit(driver, needle)
        view = frames["views"][-1]
        if view["thread"] == "main":
            on_main.append(view["frame"] - frames["inputs"][-1])
    # (An answer that took longer than a frame's budget sends the next one to the worker.)
    check(on_main, "the layout spec was laid out on the main thread")
    check(all(n <= 1 for n in on_main), f"each view came in the first frame after its key: frames after {on_main}")


def test_a_frames_scenario_is_made_off_the_main_thread_and_drawn_over_frames(driver, server):
    """The heaviest kind (a range scenario with a frame timeline): the update
    in view is drawn first, still, made on the main thread (in the first
    frame after the key on a quiet machine: `make bench-playground` counts
    it); the whole answer follows
    from a worker, its drawing's first frame holding only the update in view
    (the others follow in later frames); then it has every step and one
    stepper over them, still on the update the reader had in view; no task
    on the main thread comes near what one whole update took before (a
    generous bound, not a figure: the figures are `make bench-playground`'s)."""
    open_playground(driver, server, "?spec=frames-four-threads")
    filled = "return !document.getElementById('pg-drawing').hasAttribute('aria-busy')"
    # The first drawing's hidden steps are still going in when the page is ready.
    wait(driver, lambda d: d.execute_script(filled), "the first drawing has all its steps")
    steps = driver.execute_script("return document.querySelectorAll('#pg-drawing g.swatch-step').length")
    check(steps > 10, f"the scenario has its steps: {steps}")
    driver.execute_script(FRAMES)
    # Once the page is idle it warms up where its answers will be made (the
    # worker, and the modules the still needs on the main thread: ranges,
    # then frames); a key pressed before they are in gets no still.
    wait(driver, lambda d: d.execute_script("return swatch.loaded('ranges') && swatch.loaded('frames')"),
         "the scenario's modules are in")
    for n, needle in enumerate(['"viewport": [375, 667', '"viewport": [375, 669']):
        # The reader stops on an update; the next drawing shows it first.
        driver.execute_script("""
            const slider = document.querySelector('.pg-view .range-stepper input[type=range]');
            slider.value = arguments[0];
            slider.dispatchEvent(new Event('input'));""", 4 + n)
        seen = driver.execute_script("return window.__frames.views.length")
        frames = type_digit(driver, needle)
        first = frames["views"][seen]
        # Which frame it lands in depends on the machine's load (the still
        # simulates the scenario on the main thread): the frames are counted
        # by `make bench-playground`, not asserted here.
        check(first["thread"] == "main" and first["steps"] == 1,
              f"the update in view is drawn first, still, on the main thread: {first}, "
              f"input in frame {frames['inputs'][-1]}")
        check(first["shown"] == str(4 + n), f"the still shows the update in view: {first}")
        wait(driver, lambda d: d.execute_script("return window.__frames.views.length") > seen + 1, "the whole answer follows")
        view = driver.execute_script("return window.__frames.views")[seen + 1]
        check(view["thread"] == "worker", f"made in the worker: {view}")
        check(view["steps"] == 1 and view["shown"] == str(4 + n), f"shown first with the one step in view: {view}")
        wait(driver, lambda d: d.execute_script(filled), "every step follows")
        count = driver.execute_script("return document.querySelectorAll('#pg-drawing g.swatch-step').length")
        check(count == steps, f"every step follows: {count} of {steps}")
        check(not driver.find_elements(By.CSS_SELECTOR, "#pg-drawing g[data-held]"), "no place is left empty")
        stepper = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".pg-view .range-stepper input[type=range]"),
                       "the stepper")
        check(len(driver.find_elements(By.CSS_SELECTOR, ".pg-view .range-stepper")) == 1, "one stepper")
        check(stepper[0].get_attribute("max") == str(steps - 1), f"the stepper has every step: {stepper[0].get_attribute('max')}")
        check(stepper[0].get_attribute("value") == str(4 + n), f"the stepper stays on the update in view: {stepper[0].get_attribute('value')}")
    longest = driver.execute_script("return window.__frames.longest")
    check(longest < 1000, f"no main-thread task took a second or more: the longest took {longest:.0f} ms")


def test_a_frames_figure_made_in_two_modules_is_the_servers(driver, server):
    """A range scenario with frames: the page's ranges module draws the
    range animation and hands the frames module the rest (loaded then),
    which draws the frame timeline after it; the figure so composed, at an
    update in view and still, is the server's, made in one go, byte for byte."""
    open_playground(driver, server, "?spec=frames-four-threads")
    wait(driver, lambda d: d.execute_script("return swatch.loaded('frames')"), "the frames module is loaded for the figure")
    answers = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const text = document.querySelector('#pg-editor .CodeMirror').CodeMirror.getValue();
        const served = (query) => fetch('/api/playground?' + query, {method: 'POST', body: text,
            headers: {'Content-Type': 'application/json'}}).then((r) => r.text());
        (async () => {
          const out = [];
          for (const [options, query] of [[{step: 3}, 'step=3'], [{width: 320}, 'width=320']]) {
            out.push([await swatch.call(Object.assign({call: 'playground', text}, options)), await served(query)]);
          }
          return out;
        })().then(done, (e) => done(String(e)));""")
    check(isinstance(answers, list), f"the page answered: {answers}")
    for page, served in answers if isinstance(answers, list) else []:
        answer = page.get("answer") or {}
        svg = answer.get("drawing") or ""
        check(page.get("status") == "ok" and "swatch-ranges" in svg and "swatch-frame-timeline" in svg,
              f"the page's figure has the range animation and the frame timeline: {str(page)[:200]}")
        check(answer == json.loads(served), "the page's figure and answer are the server's")


def test_a_guide_range_demo_steps_with_its_slider(driver, server):
    driver.get(server.url + "/guide/working-range/")
    figure = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "figure.demo-swatch-ranges .range-stepper"),
                  "the range demo has a stepper")[0]
    state = driver.execute_script("""
        const figure = arguments[0].closest('figure');
        const svg = figure.querySelector('svg.swatch-ranges');
        const slider = figure.querySelector('.range-stepper input[type=range]');
        const steps = svg.querySelectorAll('g.swatch-step').length;
        slider.value = '2';
        slider.dispatchEvent(new Event('input', {bubbles: true}));
        const dur = parseFloat(svg.querySelector('g.swatch-step animate').getAttribute('dur'));
        return {paused: svg.animationsPaused(), time: svg.getCurrentTime(), per: dur / steps, steps: steps,
                max: slider.max, label: figure.querySelector('.range-step-label').textContent};""", figure)
    check(state["paused"], "moving the slider pauses the animation")
    check(int(state["max"]) == state["steps"] - 1, "one slider position per update")
    check(abs(state["time"] - 2.5 * state["per"]) < 0.01, f"the animation shows update 2: {state}")
    check(state["label"].startswith("update 3 "), f"the label names the step: {state['label']}")


def test_a_frames_demo_moves_its_timeline_with_the_slider(driver, server):
    driver.get(server.url + "/guide/async-display/")
    timeline = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "figure.demo .demo-drawing svg.swatch-frame-timeline:not(:only-child)"),
                    "the async display page pairs a range demo with a frame timeline")[0]
    state = driver.execute_script("""
        const timeline = arguments[0];
        const figure = timeline.closest('figure');
        const svg = figure.querySelector('svg.swatch-ranges');
        const slider = figure.querySelector('.range-stepper input[type=range]');
        slider.value = '5';
        slider.dispatchEvent(new Event('input', {bubbles: true}));
        const shown = () => [...timeline.querySelectorAll('g.swatch-frame-step')]
            .filter(g => getComputedStyle(g).visibility === 'visible').map(g => g.dataset.step);
        const afterSlider = {paused: timeline.animationsPaused(), same: timeline.getCurrentTime() === svg.getCurrentTime(), shown: shown()};
        // A click on frame 9 of the timeline shows frame 9 in both drawings.
        const left = +timeline.dataset.plotLeft, width = +timeline.dataset.columnWidth;
        const point = timeline.createSVGPoint();
        point.x = left + width * 9.5;
        point.y = 10;
        const at = point.matrixTransform(timeline.getScreenCTM());
        timeline.dispatchEvent(new MouseEvent('click', {clientX: at.x, clientY: at.y, bubbles: true}));
        return {afterSlider: afterSlider, shown: shown(), slider: slider.value,
                label: figure.querySelector('.range-step-label').textContent};""", timeline)
    check(state["afterSlider"]["paused"], "the slider pauses the timeline with the animation")
    check(state["afterSlider"]["same"], f"both drawings show the same moment: {state}")
    check(state["afterSlider"]["shown"] == ["5"], f"the timeline describes frame 5: {state}")
    check(state["shown"] == ["9"] and state["slider"] == "9", f"a click on frame 9 shows it: {state}")
    check(state["label"].startswith("update 10 "), f"the label follows: {state['label']}")


def test_without_javascript_the_form_posts_and_keeps_the_text(_, server):
    with make_driver(javascript=False) as driver:
        driver.get(server.url + "/playground")
        check(driver.find_element(By.ID, "pg-undo").get_attribute("hidden") is not None, "script-only controls hidden")
        editor = driver.find_element(By.ID, "pg-spec")
        broken = '{"root": {"type": "stack", "children": [{"type": "node", "style": {"flexGrow": -1}}]}}'
        editor.clear()
        editor.send_keys(broken)
        driver.find_element(By.ID, "pg-submit").click()
        WebDriverWait(driver, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-error:not([hidden])"))
        where = driver.find_element(By.CSS_SELECTOR, "#pg-error .pg-error-where").text
        check("Line 1, column" in where and "root.children[0].style.flexGrow" in where, f"error placed: {where}")
        check(driver.find_element(By.ID, "pg-spec").get_attribute("value") == broken, "the text as typed is kept")
        editor = driver.find_element(By.ID, "pg-spec")
        editor.clear()
        editor.send_keys('{"sizeRange": [120, 40], "root": {"type": "node", "id": "box", "color": "#f80"}}')
        driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='320']").click()
        WebDriverWait(driver, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-frames tr[data-id='box']"))
        cells = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#pg-frames tr[data-id='box'] td")]
        check(cells == ["0", "0", "320", "40", "1×"], f"laid out at the preset width, measured once: {cells}")
        check(driver.find_elements(By.CSS_SELECTOR, "#pg-drawing svg g.swatch-node"), "drawn")


CHECKS = [
    test_named_spec_is_drawn_with_rows_and_tree,
    test_every_spec_tree_matches_the_drawing,
    test_a_buttons_subnodes_are_listed_under_it_and_choose_it,
    test_typing_changes_the_drawing_without_a_page_load,
    test_a_text_of_many_lines_is_laid_out,
    test_without_webassembly_the_server_lays_out,
    test_broken_json_marks_the_error_line_and_undo_repairs_it,
    test_width_presets_and_slider_lay_out_again,
    test_hovering_a_node_highlights_its_row_tree_entry_and_lines,
    test_save_then_reload_shows_the_saved_spec,
    test_saving_over_a_guide_figure_asks_and_changes_nothing_unless_confirmed,
    test_a_file_changed_on_disk_is_shown_before_it_is_replaced,
    test_a_share_link_restores_the_text_exactly,
    test_at_820_px_the_drawing_stays_in_view_while_editing,
    test_the_width_control_shows_the_width_in_force_and_links_keep_it,
    test_the_form_edits_the_spec_and_undo_brings_the_text_back,
    test_debug_outlines_and_scale_remake_the_drawing,
    test_what_voiceover_reads_is_drawn_when_asked,
    test_a_click_in_the_drawing_says_which_node_gets_the_touch,
    test_a_transition_document_has_a_tab_per_state_a_play_button_and_a_scrubber,
    test_the_code_panel_gives_the_specs_swift_and_copies_it,
    test_a_range_scenario_runs_with_a_step_slider,
    test_a_scenario_naming_cell_files_is_run_and_edited_in_the_page,
    test_the_page_engine_draws_in_the_frame_after_the_key,
    test_a_frames_scenario_is_made_off_the_main_thread_and_drawn_over_frames,
    test_a_frames_figure_made_in_two_modules_is_the_servers,
    test_a_guide_range_demo_steps_with_its_slider,
    test_a_frames_demo_moves_its_timeline_with_the_slider,
    test_without_javascript_the_form_posts_and_keeps_the_text,
]

# The same checks where the page works alone, read from disk: all but those
# of the server (its API, saving, its guide pages, the form posted without script).
SERVED_ONLY = {
    test_without_webassembly_the_server_lays_out,
    test_a_frames_figure_made_in_two_modules_is_the_servers,
    test_save_then_reload_shows_the_saved_spec,
    test_saving_over_a_guide_figure_asks_and_changes_nothing_unless_confirmed,
    test_a_file_changed_on_disk_is_shown_before_it_is_replaced,
    test_a_guide_range_demo_steps_with_its_slider,
    test_a_frames_demo_moves_its_timeline_with_the_slider,
    test_without_javascript_the_form_posts_and_keeps_the_text,
}
STATIC_CHECKS = [test for test in CHECKS if test not in SERVED_ONLY]


# ----------------------------------------------------------- screenshots

def screenshots(server, directory):
    """The playground (a named spec, a hovered node, an error, a range
    scenario) and a guide page's range demo at 1280, 820 and 390 px, light
    and dark."""
    os.makedirs(directory, exist_ok=True)
    shots = []
    for width, height in [(1280, 1100), (820, 1180), (390, 2400)]:
        for dark in [False, True]:
            with make_driver(width, height, dark=dark) as driver:
                shots += photograph(driver, server, directory, f"{width}-{'dark' if dark else 'light'}")
    return shots


def photograph(driver, server, directory, suffix):
    shots = []

    def shoot(name):
        path = os.path.join(directory, f"{name}-{suffix}.png")
        driver.save_screenshot(path)
        shots.append(path)

    open_playground(driver, server, "?spec=notification-cell")
    shoot("playground")
    node = driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='date'] rect")
    ActionChains(driver).move_to_element(node).perform()
    shoot("playground-hover")
    select_text(driver, '"scale": 2,')
    driver.switch_to.active_element.send_keys('"scale": 2,,')
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-error:not([hidden])"), "error")
    driver.execute_script("window.scrollTo(0, document.getElementById('pg-form').offsetTop - 10)")
    shoot("playground-error")
    # Completion at a key, the tree walked with the keyboard, the drawing's
    # column scrolled under its pinned stage and options.
    open_playground(driver, server, "?spec=notification-cell")
    driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const at = cm.getValue().indexOf('"spacing": 4,') + '"spacing": 4,'.length;
        cm.focus();
        cm.setCursor(cm.posFromIndex(at));
        cm.scrollIntoView(null, 120);
        const caret = cm.cursorCoords(null, 'window');
        window.scrollBy(0, caret.top - window.innerHeight / 2);""")
    driver.switch_to.active_element.send_keys(Keys.ENTER, '"')
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".CodeMirror-hints li"), "completions")
    shoot("playground-completion")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE, Keys.BACKSPACE, Keys.BACKSPACE)
    label = driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[data-path='root']")
    label.click()
    label.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    driver.execute_script("document.activeElement.scrollIntoView({block: 'center'})")
    shoot("playground-tree-keyboard")
    driver.execute_script("""
        document.getElementById('pg-code-panel').open = true;
        window.scrollTo(0, document.getElementById('pg-form').offsetTop - 10);
        document.getElementById('pg-view').scrollTop = 400;""")
    shoot("playground-scrolled")
    open_playground(driver, server, "?spec=feed-default-tuning")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".pg-view .range-stepper"), "stepper")
    driver.execute_script("window.scrollTo(0, document.getElementById('pg-form').offsetTop - 10)")
    shoot("playground-ranges")
    driver.get(server.url + "/guide/working-range/")
    figure = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "figure.demo-swatch-ranges"), "demo")[0]
    driver.execute_script("arguments[0].scrollIntoView()", figure)
    shoot("guide-range-demo")
    return shots


def main():
    global BINARY
    binary, repo = arguments(__doc__)
    BINARY = binary
    if "--screenshots" in sys.argv:
        server = Server(binary, repo)
        try:
            for path in screenshots(server, sys.argv[sys.argv.index("--screenshots") + 1]):
                print(path)
        finally:
            server.stop()
        return 0
    return run_on_sites("playground", binary, repo, [(Server, CHECKS), (StaticSite, STATIC_CHECKS)])


if __name__ == "__main__":
    sys.exit(main())
