#!/usr/bin/env python3
"""The playground's warnings beside the drawing, in headless Chromium
(Debian's chromium and chromium-driver, through selenium), served by
`swatch serve` over a copy of content/ with a spec that warns: the guide's
row whose name text has flexShrink inside an inset (TextureGroup/Texture
#2087), which overflows and whose key no stack reads.

- the panel under the drawing lists the engine's warnings, each its code,
  element, line and sentence, with the fix its message names;
- choosing a warning with the mouse outlines its element in the drawing
  (a layout spec too, which the drawing has no group for without debug
  outlines), selects it in the tree, and marks its key in the text with
  the caret there, the focus staying in the panel;
- the keyboard alone does the same: the arrow keys, Home and End walk the
  list, Enter and Space choose, Escape lets go;
- a fix is one click (or Enter): the engine's edit moves flexShrink to the
  inset spec, the figure is laid out again without either warning and the
  name no longer runs past the row; Undo brings the mistake back, warnings
  and all; while the text does not lay out, the list is dimmed and its
  fixes wait;
- a spec imported from Swift names, beside each warning, the line of the
  code that set its key (or made its element), bands it in the import's
  code box when the warning is chosen, and opens the code there when the
  line is clicked.

Every check runs with the server answering (the page's WebAssembly taken
away: POST /api/playground, /api/edit, and the import's answer given to
the page from `swatch import --format json`, what the import module
answers), and again with the engine in the page when its modules are built.

Usage: warnings_panel_test.py SWATCH_BINARY REPO_ROOT [--screenshots DIR]
Prints one line per check and "warnings panel: N passed, N failed"; exits 1
on a failure. With --screenshots, photographs the panel with a warning
chosen at 1280, 820 and 390 px wide, light and dark, into DIR instead.
"""

import json
import os
import subprocess
import sys
import tempfile

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (  # noqa: E402
    Server, Tally, arguments, check, editor_text, make_driver, run_checks, set_editor_text, wait)
import harness  # noqa: E402

BINARY = None

# The guide's mistake (content/guide/why-this-size.md), a line a member.
SPEC = """{
  "sizeRange": [300, 64],
  "root": {
    "type": "background", "background": {"type": "node", "color": "#f1f1f4"},
    "child": {"type": "stack", "id": "row", "spacing": 8, "alignItems": "center", "children": [
      {"type": "image", "id": "avatar", "imageSize": [40, 40], "cornerRadius": 20, "color": "#29a19c"},
      {"type": "inset", "id": "nameInset", "insets": {"top": 0, "left": 4, "bottom": 0, "right": 4},
       "child": {"type": "text", "id": "name", "text": "Alexandra Konstantinopoulou-Whitfield", "fontSize": 15,
                 "maximumNumberOfLines": 1, "style": {"flexShrink": 1}}},
      {"type": "text", "id": "time", "text": "3m", "fontSize": 13, "color": "#6b7280"}
    ]}
  }
}
"""

# The same row in Swift: flexShrink set on the text (line 19), the row made on line 21.
SWIFT = """import AsyncDisplayKit

final class NameCell: ASCellNode {
    let avatarNode = ASImageNode()
    let nameNode = ASTextNode()
    let timeNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
        nameNode.attributedText = NSAttributedString(string: "Alexandra Konstantinopoulou-Whitfield, Lisbon",
            attributes: [.font: UIFont.systemFont(ofSize: 15)])
        nameNode.maximumNumberOfLines = 1
        timeNode.attributedText = NSAttributedString(string: "3m", attributes: [.font: UIFont.systemFont(ofSize: 13)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        nameNode.style.flexShrink = 1
        let nameInset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4), child: nameNode)
        let row = ASStackLayoutSpec.horizontal()
        row.spacing = 8
        row.alignItems = .center
        row.children = [avatarNode, nameInset, timeNode]
        return row
    }
}
"""
SWIFT_FLEX_LINE = 19
SWIFT_ROW_LINE = 21

NO_WEBASSEMBLY = "delete window.WebAssembly;"


class Site(Server):
    """`swatch serve` with the mistake as content/specs/warn-row.json."""

    def __init__(self, binary, repo):
        super().__init__(binary, repo, extra={"specs/warn-row.json": SPEC})


# ---------------------------------------------------------------- helpers

def state(driver, expression):
    return driver.execute_script("return " + expression)


def updates(driver):
    return int(state(driver, "document.getElementById('pg').dataset.updates || '0'"))


def laid_out(driver, before, what="the drawing follows"):
    wait(driver, lambda d: updates(d) > before and not state(d, "document.getElementById('pg').classList.contains('is-busy')"),
         what)


def open_row(driver, site, engine):
    driver.get(site.playground_url("?spec=warn-row"))
    wait(driver, lambda d: state(d, "document.getElementById('pg').dataset.ready === 'true'"), "the playground is ready", 60)
    check(state(driver, "document.getElementById('pg').dataset.engine") == engine, f"the {engine} answers")
    wait(driver, lambda d: len(warning_items(d)) == 2, "two warnings listed")


def warning_items(driver):
    """Each listed warning: its code, element, line, sentence, fix label, code line, chosen."""
    return state(driver, """[...document.querySelectorAll('#pg-warnings-list > li')].map((li) => {
        const text = (s) => { const e = li.querySelector(s); return e ? e.textContent : null; };
        const choose = li.querySelector('.pg-warning-choose');
        return {code: text('.pg-warning-code'), element: text('.pg-warning-element'), line: text('.pg-warning-line'),
                message: text('.pg-warning-message'), fix: text('.pg-warning-fix'), source: text('.pg-warning-source'),
                chosen: choose ? choose.getAttribute('aria-current') === 'true' : false};
      })""")


def choose_buttons(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#pg-warnings-list .pg-warning-choose")


def flagged(driver):
    """The drawing's marks shown, by element id, each with whether it is drawn (a box of some size)."""
    return state(driver, """[...document.querySelectorAll('#pg-drawing .swatch-mark.is-flagged')].map((m) => {
        const box = m.getBoundingClientRect();
        return [m.dataset.id, getComputedStyle(m).display !== 'none' && box.width > 2 && box.height > 2];
      })""")


def selected_tree_label(driver):
    return state(driver, "(document.querySelector('#pg-tree .pg-tree-label[aria-selected=true]') || {}).dataset?.id || null")


def pointed(driver):
    """The text's mark on the key pointed at: its text and 1-based line, and the caret's line."""
    return state(driver, """(() => {
        const cm = document.querySelector('#pg-editor .CodeMirror').CodeMirror;
        const mark = cm.getAllMarks().find((m) => m.className === 'pg-mark-current');
        if (!mark) return null;
        const at = mark.find();
        return {text: cm.getRange(at.from, at.to), line: at.from.line + 1, caret: cm.getCursor().line + 1};
      })()""")


def focus_in_panel(driver):
    return state(driver, "!!document.activeElement.closest('#pg-warnings')")


def line_of(text, needle):
    return text[:text.index(needle)].count("\n") + 1


def check_points_at(driver, element_id, key_text, line):
    wait(driver, lambda d: [m[0] for m in flagged(d)] == [element_id], f"{element_id} outlined in the drawing")
    check(all(m[1] for m in flagged(driver)), f"the outline of {element_id} is drawn: {flagged(driver)}")
    check(selected_tree_label(driver) == element_id, f"{element_id} selected in the tree ({selected_tree_label(driver)})")
    mark = pointed(driver)
    check(mark == {"text": key_text, "line": line, "caret": line}, f"the text marks {key_text} on line {line}: {mark}")


# ---------------------------------------------------------------- checks

def test_the_panel_lists_each_warning_with_its_fix(driver, site, engine):
    open_row(driver, site, engine)
    items = warning_items(driver)
    check(state(driver, "document.getElementById('pg-warnings-title').textContent") == "2 warnings", "titled 2 warnings")
    check([(i["code"], i["element"]) for i in items] == [("overflow", "row"), ("ignored-style", "name")],
          f"the overflow of the row, then the key no stack reads: {items}")
    check([i["line"] for i in items] == ["line " + str(line_of(SPEC, '{"type": "stack"')), "line " + str(line_of(SPEC, '"flexShrink"'))],
          f"each at its line: {items}")
    check(all("flexShrink" in i["message"] for i in items), "each says what to do with flexShrink")
    check([i["fix"] for i in items] == ["Move flexShrink to `nameInset`"] * 2, f"both offer the move: {items}")
    check(not any(i["source"] for i in items), "no code lines for a spec that came from no import")
    box = state(driver, "(() => { const a = document.getElementById('pg-drawing').getBoundingClientRect(),"
                        " b = document.getElementById('pg-warnings').getBoundingClientRect();"
                        " return [a.left, a.right, b.left, b.right, b.top - a.bottom]; })()")
    check(abs(box[0] - box[2]) < 2 and abs(box[1] - box[3]) < 2 and 0 <= box[4] < 120,
          f"the panel is right under the drawing, as wide: {box}")


def test_choosing_with_the_mouse_points_at_the_element_everywhere(driver, site, engine):
    open_row(driver, site, engine)
    check(flagged(driver) == [] and pointed(driver) is None, "nothing pointed at before a choice")
    choose_buttons(driver)[0].click()
    check_points_at(driver, "row", "{", line_of(SPEC, '{"type": "stack"'))
    check(warning_items(driver)[0]["chosen"] and not warning_items(driver)[1]["chosen"], "the first is the chosen one")
    check(focus_in_panel(driver), "the focus stays in the panel")
    inspector = state(driver, "document.getElementById('pg-inspector').textContent")
    check("ASStackLayoutSpec" in inspector, "the inspector shows the stack")
    choose_buttons(driver)[1].click()
    check_points_at(driver, "name", '"flexShrink"', line_of(SPEC, '"flexShrink"'))
    # Another answer (the width changed) keeps the choice and its marks.
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, ".pg-width-presets button[value='320']").click()
    laid_out(driver, before)
    check_points_at(driver, "name", '"flexShrink"', line_of(SPEC, '"flexShrink"'))


def test_the_keyboard_walks_chooses_and_lets_go(driver, site, engine):
    open_row(driver, site, engine)
    first, second = choose_buttons(driver)
    driver.execute_script("arguments[0].focus()", first)
    first.send_keys(Keys.ENTER)
    check_points_at(driver, "row", "{", line_of(SPEC, '{"type": "stack"'))
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    check(state(driver, "document.activeElement") == second, "Down moves to the next warning")
    driver.switch_to.active_element.send_keys(Keys.SPACE)
    check_points_at(driver, "name", '"flexShrink"', line_of(SPEC, '"flexShrink"'))
    driver.switch_to.active_element.send_keys(Keys.HOME)
    check(state(driver, "document.activeElement") == first, "Home goes to the first")
    driver.switch_to.active_element.send_keys(Keys.END)
    check(state(driver, "document.activeElement") == second, "End goes to the last")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(driver, lambda d: flagged(d) == [] and pointed(d) is None, "Escape lets the warning go")
    check(not any(i["chosen"] for i in warning_items(driver)), "none chosen")
    # Tab reaches the warning's fix after it.
    second.send_keys(Keys.TAB)
    check(state(driver, "document.activeElement.className") == "pg-warning-fix", "Tab goes on to the fix")


def test_a_fix_is_one_undoable_edit_and_the_warnings_go(driver, site, engine):
    open_row(driver, site, engine)
    outside = state(driver, "[...document.querySelectorAll('#pg-frames tr.is-outside')].map((r) => r.dataset.id)")
    check(outside == ["name", "time"], f"the name and the time run past the row: {outside}")
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "#pg-warnings-list .pg-warning-fix").click()
    laid_out(driver, before, "the fixed spec is laid out")
    wait(driver, lambda d: warning_items(d) == [], "both warnings are gone")
    check(state(driver, "document.getElementById('pg-warnings-title').textContent") == "No warnings", "the panel says so")
    check(state(driver, "document.querySelectorAll('#pg-drawing .swatch-mark').length") == 0, "no outline left to show")
    check(state(driver, "document.querySelectorAll('#pg-frames tr.is-outside').length") == 0, "every node inside the row")
    fixed = editor_text(driver)
    check('"insets": {"top": 0, "left": 4, "bottom": 0, "right": 4},\n       "style": {"flexShrink": 1},\n       "child"' in fixed,
          "flexShrink is on the inset, written before its child:\n" + fixed)
    check('"maximumNumberOfLines": 1}}' in fixed, "and off the text")
    check(selected_tree_label(driver) == "nameInset", "the inset is selected")
    check(focus_in_panel(driver), "the focus stays in the panel")
    # One step back: the mistake, its warnings and their fixes.
    before = updates(driver)
    driver.find_element(By.ID, "pg-undo").click()
    laid_out(driver, before)
    check(editor_text(driver) == SPEC, "Undo gives the text back as it was")
    wait(driver, lambda d: len(warning_items(d)) == 2, "the warnings are back")
    # The fix from the keyboard.
    fix = driver.find_elements(By.CSS_SELECTOR, "#pg-warnings-list .pg-warning-fix")[1]
    driver.execute_script("arguments[0].focus()", fix)
    before = updates(driver)
    fix.send_keys(Keys.ENTER)
    laid_out(driver, before)
    wait(driver, lambda d: warning_items(d) == [], "Enter on the fix makes it")
    check(editor_text(driver) == fixed, "the same edit")


def test_while_the_text_does_not_lay_out_the_fixes_wait(driver, site, engine):
    open_row(driver, site, engine)
    before = updates(driver)
    set_editor_text(driver, SPEC.replace('"spacing": 8,', '"spacing": 8,,'))
    laid_out(driver, before, "the error is shown")
    check(state(driver, "document.getElementById('pg-warnings').classList.contains('is-stale')"), "the list is dimmed")
    fixes = driver.find_elements(By.CSS_SELECTOR, "#pg-warnings-list .pg-warning-fix")
    check(len(fixes) == 2 and all(not f.is_enabled() for f in fixes), "its fixes wait for a text that lays out")
    before = updates(driver)
    driver.find_element(By.ID, "pg-undo").click()
    laid_out(driver, before)
    wait(driver, lambda d: all(f.is_enabled() for f in d.find_elements(By.CSS_SELECTOR, "#pg-warnings-list .pg-warning-fix"))
         and not state(d, "document.getElementById('pg-warnings').classList.contains('is-stale')"), "the fixes are back")


def import_swift(driver, engine):
    """Imports SWIFT in the import panel; served without WebAssembly the
    page's import module is away, so the import's answer is the CLI's (what
    the module answers) handed to the page in its place."""
    if engine == "server":
        answer = json.loads(subprocess.run([BINARY, "import", "-", "--format", "json"], input=SWIFT, capture_output=True,
                                           text=True, check=True).stdout)
        spec = subprocess.run([BINARY, "import", "-"], input=SWIFT, capture_output=True, text=True, check=True).stdout
        driver.execute_script("swatch.import = async () => ({import: arguments[0], specText: arguments[1]});", answer, spec)
    driver.find_element(By.CSS_SELECTOR, "#pg-import summary").click()
    set_editor_text(driver, SWIFT, box="pg-import")
    before = updates(driver)
    driver.find_element(By.ID, "pg-import-run").click()
    laid_out(driver, before, "the imported spec is laid out")
    wait(driver, lambda d: [i["code"] for i in warning_items(d)] == ["overflow", "ignored-style"], "the import's warnings")


def import_band(driver):
    return state(driver, """(() => {
        const cm = document.querySelector('#pg-import .CodeMirror').CodeMirror, lines = [];
        cm.eachLine((h) => { if ((h.bgClass || '').split(' ').includes('pg-line-hover')) lines.push(cm.getLineNumber(h) + 1); });
        return lines; })()""")


def test_imported_code_names_the_line_that_set_the_key(driver, site, engine):
    open_row(driver, site, engine)
    import_swift(driver, engine)
    items = warning_items(driver)
    check([i["source"] for i in items] == [f"Your code, line {SWIFT_ROW_LINE}", f"Your code, line {SWIFT_FLEX_LINE}"],
          f"the row's line and flexShrink's line: {items}")
    choose_buttons(driver)[1].click()
    wait(driver, lambda d: import_band(d) == [SWIFT_FLEX_LINE], "the code's line is banded")
    spec = editor_text(driver)
    check_points_at(driver, "nameNode", '"flexShrink"', line_of(spec, '"flexShrink"'))
    driver.find_elements(By.CSS_SELECTOR, "#pg-warnings-list .pg-warning-source")[0].click()
    wait(driver, lambda d: state(d, """(() => { const cm = document.querySelector('#pg-import .CodeMirror').CodeMirror;
        return cm.hasFocus() && cm.getCursor().line + 1; })()""") == SWIFT_ROW_LINE, "the code opens at the row's line")
    check(import_band(driver) == [SWIFT_ROW_LINE], "and bands it")
    # An edit that keeps the elements keeps the lines; another spec opened forgets them.
    before = updates(driver)
    set_editor_text(driver, spec.replace('"text": "3m"', '"text": "4m"'))
    laid_out(driver, before)
    check([i["source"] for i in warning_items(driver)][1] == f"Your code, line {SWIFT_FLEX_LINE}", "kept through an edit")
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, "a[data-spec]").click()
    laid_out(driver, before, "a spec of the gallery is opened")
    before = updates(driver)
    set_editor_text(driver, spec)
    laid_out(driver, before)
    wait(driver, lambda d: len(warning_items(d)) == 2, "the same spec typed in warns again")
    check(not any(i["source"] for i in warning_items(driver)), "another document opened: no code lines")


CHECKS = [
    test_the_panel_lists_each_warning_with_its_fix,
    test_choosing_with_the_mouse_points_at_the_element_everywhere,
    test_the_keyboard_walks_chooses_and_lets_go,
    test_a_fix_is_one_undoable_edit_and_the_warnings_go,
    test_while_the_text_does_not_lay_out_the_fixes_wait,
    test_imported_code_names_the_line_that_set_the_key,
]


def page_engine_is_built(site):
    with make_driver() as driver:
        driver.get(site.playground_url("?spec=warn-row"))
        wait(driver, lambda d: state(d, "document.getElementById('pg').dataset.ready === 'true'"), "ready", 60)
        return state(driver, "document.getElementById('pg').dataset.engine") == "page"


def screenshots(site, directory):
    def show(driver):
        driver.get(site.playground_url("?spec=warn-row"))
        wait(driver, lambda d: len(warning_items(d)) == 2, "two warnings listed", 60)
        choose_buttons(driver)[1].click()
        wait(driver, lambda d: flagged(d), "outlined")
        driver.execute_script("document.getElementById('pg-warnings').scrollIntoView({block: 'nearest'})")

    return harness.screenshots(
        directory, "warnings", [(1280, 900), (820, 1100), (390, 844)], show, device_metrics=lambda width: width < 500)


def main():
    global BINARY
    binary, repo = arguments(__doc__)
    BINARY = binary
    site = Site(binary, repo)
    try:
        if "--screenshots" in sys.argv:
            for path in screenshots(site, sys.argv[sys.argv.index("--screenshots") + 1]):
                print(path)
            return 0
        tally = Tally("warnings panel")
        with make_driver() as driver:
            script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": NO_WEBASSEMBLY})
            run_checks(tally, driver, CHECKS, "server", site, "server")
            driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
        if page_engine_is_built(site):
            with make_driver() as driver:
                run_checks(tally, driver, CHECKS, "page", site, "page")
        else:
            print("skipped: the engine in the page (its WebAssembly modules are not built: make wasm)")
        return tally.finish()
    finally:
        site.stop()


if __name__ == "__main__":
    sys.exit(main())
