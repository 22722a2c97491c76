#!/usr/bin/env python3
"""The playground's code editor and its tree, as a new reader uses them.

Served and read from disk (file://), in headless Chromium (chromium-driver,
selenium):

- the spec's editor is CodeMirror (the site's copy of Debian's
  libjs-codemirror) under the site's Content-Security-Policy: line numbers,
  JSON highlighted, the form's textarea kept up to date, search (Ctrl+F);
- the caret beside a bracket marks the pair; an object over several lines
  folds from its gutter marker and opens again;
- completion offers, at the cursor, the keys the object there takes, each
  with the schema's description (`swatch schema`), and the values the key
  takes (its enum), and what is picked is laid out;
- the error is marked at its line and column (band, underline, a sign in
  the gutter with the engine's message), and so is each of the layout's
  warnings, at the style key it names;
- pointing at a node of the drawing bands its element's lines;
- at 1280 px, End on a line longer than the editor scrolls the text
  sideways under the line numbers, which stay in place and in front;
- Ctrl+Z and Ctrl+Shift+Z in the tree and the inspector undo and redo their
  edits, in one history with typing;
- the tree is a tree view: one Tab stop, walked with the arrow keys (Up,
  Down, Left to the parent, Right to the first child, Home, End); the
  inspector's reference links are not Tab stops;
- a spec chosen in the gallery is in the address, so a reload reopens it.

Usage: editor_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "editor: N passed, N failed"; exits 1 on a failure.
"""

import json
import os
import subprocess
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (  # noqa: E402
    TWO_NODE_ROW, Server, StaticSite, arguments, check, editor_input, editor_text, run_on_sites, select_in_editor,
    set_editor_text, wait)

SPEC = TWO_NODE_ROW

SCHEMA = None  # `swatch schema`, read by main


def open_playground(driver, site, query=""):
    driver.get(site.playground_url(query))
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground is ready", 60)


def updates(driver):
    return int(driver.execute_script("return document.getElementById('pg').dataset.updates || '0'"))


def laid_out(driver, before):
    wait(driver, lambda d: updates(d) > before and not d.execute_script(
        "return document.getElementById('pg').classList.contains('is-busy')"), "the drawing follows")


def open_spec(driver, site):
    open_playground(driver, site)
    before = updates(driver)
    set_editor_text(driver, SPEC)
    laid_out(driver, before)


def frame_x(driver, node):
    return driver.execute_script(
        "const r = document.querySelector('#pg-frames tr[data-id=\"' + arguments[0] + '\"]'); return r ? r.cells[1].textContent : null",
        node)


def caret_after(driver, needle):
    """Puts the caret right after `needle` in the editor."""
    driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const at = cm.getValue().indexOf(arguments[0]) + arguments[0].length;
        cm.focus();
        cm.setCursor(cm.posFromIndex(at));""", needle)


def hints(driver):
    """The completions shown: [(name, description)]."""
    return driver.execute_script("""
        return [...document.querySelectorAll('.CodeMirror-hints li')].map((li) => [
          li.querySelector('.pg-hint-name').textContent,
          (li.querySelector('.pg-hint-detail') || {textContent: ''}).textContent]);""")


def first_sentence(text):
    end = text.find(". ")
    return text if end < 0 else text[:end + 1]


def test_the_editor_is_codemirror_under_the_sites_policy(driver, site):
    open_spec(driver, site)
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror .CodeMirror-linenumber"), "lines are numbered")
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror .cm-property"), "keys are highlighted")
    check(not driver.find_element(By.ID, "pg-spec").is_displayed(), "the textarea gives way to the editor")
    before = updates(driver)
    check(select_in_editor(driver, '"id": "b"'), "b is in the text")
    editor_input(driver).send_keys('"id": "c"')
    laid_out(driver, before)
    check(driver.find_element(By.ID, "pg-spec").get_property("value") == editor_text(driver),
          "the form's textarea holds the text as typed")
    editor_input(driver).send_keys(Keys.CONTROL, "f")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror-dialog input"), "Ctrl+F asks what to find")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


def test_completion_offers_the_schemas_keys_and_values(driver, site):
    open_spec(driver, site)
    caret_after(driver, '"direction": "horizontal",')
    editor_input(driver).send_keys(Keys.ENTER, '"jus')
    wait(driver, lambda d: hints(d), "completions show as a key is typed")
    stack = SCHEMA["$defs"]["element.stack"]["properties"]
    offered = hints(driver)
    check(offered == [["justifyContent", first_sentence(stack["justifyContent"]["description"])]],
          f"the stack's key that starts so, with the schema's description: {offered}")
    editor_input(driver).send_keys(Keys.ENTER)
    check('"justifyContent": \n' in editor_text(driver) or '"justifyContent": ' in editor_text(driver), "the key is written")
    editor_input(driver).send_keys(Keys.CONTROL, Keys.SPACE)
    wait(driver, lambda d: hints(d), "Ctrl+Space shows the values")
    values = [name for name, _ in hints(driver)]
    check(values == stack["justifyContent"]["enum"], f"the key's values, as the schema has them: {values}")
    before = updates(driver)
    editor_input(driver).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ENTER, ",")
    laid_out(driver, before)
    check('"justifyContent": "end",' in editor_text(driver), "the value is written")
    wait(driver, lambda d: frame_x(d, "a") == "220", "and laid out: a stands at the end, x 220")
    # In an element of another type, that type's keys.
    caret_after(driver, '{"type": "node", "id": "a", ')
    editor_input(driver).send_keys(Keys.CONTROL, Keys.SPACE)
    wait(driver, lambda d: hints(d), "Ctrl+Space shows the keys")
    names = [name for name, _ in hints(driver)]
    expected = [k for k in SCHEMA["$defs"]["element.node"]["properties"] if k not in ("type", "id", "color", "style")]
    check(names == expected, f"a node's keys not written yet: {names}")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


def marked(driver, kind):
    return driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const lines = [];
        cm.eachLine((h) => { if ((h.bgClass || '').split(' ').includes('pg-line-' + arguments[0])) lines.push(cm.getLineNumber(h) + 1); });
        const marks = cm.getAllMarks().filter((m) => m.className === 'pg-mark-' + arguments[0]).map((m) => {
          const at = m.find();
          return [at.from.line + 1, at.from.ch + 1, m.attributes.title];
        });
        return [lines, marks];""", kind)


def test_the_error_is_marked_at_its_line_and_column(driver, site):
    open_spec(driver, site)
    before = updates(driver)
    check(select_in_editor(driver, '"color": "#3f7fd9"'), "b's colour is in the text")
    editor_input(driver).send_keys('"color": 12')
    laid_out(driver, before)
    error = driver.find_element(By.ID, "pg-error")
    line, column = int(error.get_attribute("data-line")), int(error.get_attribute("data-column"))
    message = driver.find_element(By.CSS_SELECTOR, "#pg-error .pg-error-message").text
    lines, marks = marked(driver, "error")
    check(lines == [line], f"line {line} is marked: {lines}")
    check(len(marks) == 1 and marks[0][:2] == [line, column], f"the place is marked at column {column}: {marks}")
    check(message.endswith(marks[0][2]) or marks[0][2] in message, f"with the engine's message: {marks[0][2]!r} / {message!r}")
    sign = driver.find_element(By.CSS_SELECTOR, "#pg-editor .pg-mark-sign-error")
    check(sign.get_attribute("title") == marks[0][2], "the gutter's sign says it too")
    before = updates(driver)
    editor_input(driver).send_keys(Keys.CONTROL, "z")
    laid_out(driver, before)
    check(marked(driver, "error") == [[], []], "undone, nothing is marked")


WARNED = SPEC.replace('"id": "b", "color": "#3f7fd9", "style": {"preferredSize": [40, 40]}',
                      '"id": "b", "color": "#3f7fd9", "style": {"preferredSize": [40, 40]}},\n'
                      '      {"type": "inset", "insets": {"top": 1}, "child": {"type": "node", "id": "c", '
                      '"style": {"preferredSize": [10, 10], "flexGrow": 1}}')


def place_of(text, needle):
    """The 1-based line and column where `needle` starts in `text`."""
    for n, line in enumerate(text.split("\n")):
        if needle in line:
            return [n + 1, line.index(needle) + 1]
    return None


def test_a_warning_is_marked_at_its_key(driver, site):
    open_spec(driver, site)
    check(marked(driver, "warning") == [[], []], "a spec Texture lays out as meant has no warning")
    before = updates(driver)
    set_editor_text(driver, WARNED)
    laid_out(driver, before)
    line, column = place_of(WARNED, '"flexGrow"')
    wait(driver, lambda d: marked(d, "warning")[0] == [line], f"line {line}, the flexGrow no stack reads, is banded")
    lines, marks = marked(driver, "warning")
    check(len(marks) == 1 and marks[0][:2] == [line, column], f"the key is marked at column {column}: {marks}")
    check("flexGrow" in marks[0][2] and "stack" in marks[0][2], f"with the engine's sentence: {marks[0][2]!r}")
    sign = driver.find_element(By.CSS_SELECTOR, "#pg-editor .pg-mark-sign-warning")
    check(sign.get_attribute("title") == marks[0][2], "the gutter's sign says it too")
    check(marked(driver, "error") == [[], []], "a warning is no error")


def hover_bands(driver):
    return driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const lines = [];
        cm.eachLine((h) => { if ((h.bgClass || '').split(' ').includes('pg-line-hover')) lines.push(cm.getLineNumber(h) + 1); });
        return lines;""")


def test_the_hovered_nodes_lines_are_banded(driver, site):
    open_spec(driver, site)
    check(hover_bands(driver) == [], "nothing banded at first")
    node = driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='b']")
    ActionChains(driver).move_to_element(node).perform()
    line = place_of(SPEC, '"id": "b"')[0]
    wait(driver, lambda d: hover_bands(d) == [line], f"pointing at b bands its line, {line}")
    ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='a']")).perform()
    wait(driver, lambda d: hover_bands(d) == [line - 1], "and a's when it moves to a")
    outside = driver.execute_script("""
        const pg = document.getElementById('pg');
        return [...document.body.querySelectorAll('*')].find((e) => !pg.contains(e) && !e.contains(pg)
          && e.getBoundingClientRect().height > 10 && e.getBoundingClientRect().width > 10);""")
    ActionChains(driver).move_to_element(outside).perform()
    wait(driver, lambda d: hover_bands(d) == [], "and none once it leaves the playground")


def test_a_long_line_scrolls_under_the_line_numbers(driver, site):
    open_spec(driver, site)
    long_id = "a-name-long-enough-to-reach-past-the-editors-right-edge-" * 4
    before = updates(driver)
    check(select_in_editor(driver, '"id": "a"'), "a's id")
    editor_input(driver).send_keys(f'"id": "{long_id}"')
    laid_out(driver, before)
    editor_input(driver).send_keys(Keys.END)
    seen = driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const line = cm.getCursor().line;
        const number = [...document.querySelectorAll('#pg-editor .CodeMirror-linenumber')]
          .find((n) => n.textContent === String(line + 1)).getBoundingClientRect();
        const gutters = document.querySelector('#pg-editor .CodeMirror-gutters').getBoundingClientRect();
        const x = number.left + number.width / 2, y = number.top + number.height / 2;
        const top = document.elementFromPoint(x, y);
        return {scrolled: cm.getScrollInfo().left, inFront: !!(top && top.closest('.CodeMirror-gutter-wrapper, .CodeMirror-gutters')),
                numberLeft: number.left, guttersLeft: gutters.left, guttersRight: gutters.right,
                textLeft: document.querySelector('#pg-editor .CodeMirror-scroll').getBoundingClientRect().left};""")
    check(seen["scrolled"] > 100, f"the text scrolls sideways: {seen}")
    check(seen["inFront"], f"the line's number is in front of its text: {seen}")
    check(abs(seen["guttersLeft"] - seen["textLeft"]) < 2 and seen["guttersLeft"] <= seen["numberLeft"] < seen["guttersRight"],
          f"and stays at the editor's left edge: {seen}")


def tree_label(driver, path):
    return driver.find_element(By.CSS_SELECTOR, f"#pg-tree .pg-tree-label[data-path='{path}']")


def press(driver, element, *keys):
    """Sends `keys` to `element` and waits for the drawing to follow."""
    before = updates(driver)
    element.send_keys(*keys)
    laid_out(driver, before)


def test_undo_and_redo_from_the_tree_and_the_inspector(driver, site):
    open_spec(driver, site)
    original = editor_text(driver)
    tree_label(driver, "root.children[1]").click()
    press(driver, tree_label(driver, "root.children[1]"), Keys.DELETE)
    deleted = editor_text(driver)
    check('"id": "b"' not in deleted, "Delete in the tree takes b out")
    press(driver, driver.switch_to.active_element, Keys.CONTROL, "z")
    check(editor_text(driver) == original, "Ctrl+Z in the tree brings it back")
    press(driver, driver.switch_to.active_element, Keys.CONTROL, Keys.SHIFT, "z")
    check(editor_text(driver) == deleted, "Ctrl+Shift+Z takes it out again")
    press(driver, driver.switch_to.active_element, Keys.CONTROL, "z")
    # The inspector: a value chosen, then undone from the inspector itself.
    tree_label(driver, "root").click()
    field = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='justifyContent'] select")
    before = updates(driver)
    Select(field).select_by_value("center")
    laid_out(driver, before)
    check('"justifyContent": "center"' in editor_text(driver), "the inspector's edit is in the text")
    press(driver, driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field[data-key='justifyContent'] select"), Keys.CONTROL, "z")
    check(editor_text(driver) == original, "Ctrl+Z in the inspector undoes its edit")
    # Typing and the form's edits are one history.
    before = updates(driver)
    check(select_in_editor(driver, '"id": "row"'), "the row's id")
    editor_input(driver).send_keys('"id": "line"')
    laid_out(driver, before)
    typed = editor_text(driver)
    tree_label(driver, "root.children[0]").click()
    press(driver, tree_label(driver, "root.children[0]"), Keys.DELETE)
    for expected, what in [(typed, "the tree's delete"), (original, "the typing")]:
        before = updates(driver)
        driver.find_element(By.ID, "pg-undo").click()
        laid_out(driver, before)
        check(editor_text(driver) == expected, f"Undo takes back {what}")


def test_the_tree_is_one_tab_stop_walked_with_the_arrows(driver, site):
    open_spec(driver, site)
    check(driver.find_element(By.ID, "pg-tree").get_attribute("role") == "tree", "a tree view")
    items = driver.execute_script("""
        return [...document.querySelectorAll('#pg-tree .pg-tree-label')].map((l) =>
          [l.getAttribute('role'), l.getAttribute('aria-level'), l.tabIndex]);""")
    check([i[:2] for i in items] == [["treeitem", "1"], ["treeitem", "2"], ["treeitem", "2"]], f"items and levels: {items}")
    check([i[2] for i in items].count(0) == 1, f"one Tab stop: {items}")
    # Tab from the last tool lands in the tree once, and the next Tab leaves it.
    tree_label(driver, "root").click()
    tools = driver.find_elements(By.CSS_SELECTOR, "#pg-tree-tools button:not(:disabled)")
    driver.execute_script("arguments[0].focus()", tools[-1])
    ActionChains(driver).send_keys(Keys.TAB).perform()
    check(driver.execute_script("return document.activeElement.classList.contains('pg-tree-label')"), "Tab enters the tree")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    check(not driver.execute_script("return !!document.activeElement.closest('#pg-tree')"), "the next Tab leaves it")
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    path = lambda d: d.execute_script("return document.activeElement.dataset.path")  # noqa: E731
    check(path(driver) == "root", f"Shift+Tab comes back to the tree's stop: {path(driver)}")
    for key, expected in [(Keys.ARROW_RIGHT, "root.children[0]"), (Keys.ARROW_DOWN, "root.children[1]"),
                          (Keys.ARROW_LEFT, "root"), (Keys.END, "root.children[1]"), (Keys.HOME, "root")]:
        ActionChains(driver).send_keys(key).perform()
        check(path(driver) == expected, f"{key!r} goes to {expected}: {path(driver)}")
        check(driver.find_element(By.CSS_SELECTOR, "#pg-tree .pg-tree-label[aria-selected=true]").get_attribute("data-path")
              == expected, "and selects it")
    stops = driver.execute_script("return [...document.querySelectorAll('#pg-tree .pg-tree-label')].filter((l) => l.tabIndex === 0).length")
    check(stops == 1, f"still one Tab stop: {stops}")


def test_the_inspectors_reference_links_are_not_tab_stops(driver, site):
    open_spec(driver, site)
    tree_label(driver, "root").click()
    links = driver.find_elements(By.CSS_SELECTOR, "#pg-inspector .pg-field-texture")
    check(len(links) > 5, f"the fields link to the reference ({len(links)})")
    check(all(link.get_attribute("tabindex") == "-1" for link in links), "none of them is a Tab stop")
    first = driver.find_element(By.CSS_SELECTOR, "#pg-inspector .pg-field select, #pg-inspector .pg-field input")
    driver.execute_script("arguments[0].focus()", first)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    check(driver.execute_script("return document.activeElement.matches('#pg-inspector .pg-field input, #pg-inspector .pg-field select, #pg-inspector .pg-field textarea')"),
          "Tab goes from a field to the next field")


def test_a_spec_chosen_in_the_gallery_is_in_the_address(driver, site):
    open_playground(driver, site)
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "a[data-spec='chat-bubble']").click()
    laid_out(driver, before)
    check("spec=chat-bubble" in driver.current_url, f"the address names it: {driver.current_url}")
    with open(site.spec_path("chat-bubble"), encoding="utf-8") as f:
        text = f.read()
    driver.refresh()
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"), "ready", 60)
    wait(driver, lambda d: editor_text(d) == text, "a reload reopens it")


def test_brackets_match_and_objects_fold(driver, site):
    open_spec(driver, site)
    caret_after(driver, '"children": [')
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror-matchingbracket")) == 2,
         "the caret after a [ marks it and the ] that closes it")
    matched = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror-matchingbracket")]
    check(matched == ["[", "]"], f"the pair marked is the list's: {matched}")
    lines = lambda d: len(d.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror-code > div"))
    shown = lines(driver)
    root = driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        return cm.getValue().split('\\n').findIndex((l) => l.includes('"root": {'));""")
    # The fold gutter marks the lines it can fold a moment after the text changes.
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror-foldgutter-open")) >= 2,
         "objects that span lines have a fold marker in the gutter")
    marker = driver.execute_script("""
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const info = cm.lineInfo(arguments[0]);
        return info.gutterMarkers && info.gutterMarkers['CodeMirror-foldgutter'];""", root)
    check(marker is not None, "the root's line has a fold marker")
    marker.click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-editor .CodeMirror-foldmarker"), "a click folds the root")
    check(lines(driver) < shown, f"folded, fewer lines are shown: {lines(driver)} of {shown}")
    check(editor_text(driver) == SPEC, "folding leaves the text as it is")
    driver.find_element(By.CSS_SELECTOR, "#pg-editor .CodeMirror-foldmarker").click()
    wait(driver, lambda d: lines(d) == shown, "a click on the fold opens it again")


CHECKS = [
    test_the_editor_is_codemirror_under_the_sites_policy,
    test_brackets_match_and_objects_fold,
    test_completion_offers_the_schemas_keys_and_values,
    test_the_error_is_marked_at_its_line_and_column,
    test_a_warning_is_marked_at_its_key,
    test_the_hovered_nodes_lines_are_banded,
    test_a_long_line_scrolls_under_the_line_numbers,
    test_undo_and_redo_from_the_tree_and_the_inspector,
    test_the_tree_is_one_tab_stop_walked_with_the_arrows,
    test_the_inspectors_reference_links_are_not_tab_stops,
    test_a_spec_chosen_in_the_gallery_is_in_the_address,
]


def main():
    global SCHEMA
    binary, repo = arguments(__doc__)
    SCHEMA = json.loads(subprocess.run([binary, "schema"], capture_output=True, text=True, check=True).stdout)
    return run_on_sites("editor", binary, repo, [(Server, CHECKS), (StaticSite, CHECKS)])


if __name__ == "__main__":
    sys.exit(main())
