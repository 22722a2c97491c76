#!/usr/bin/env python3
"""The playground's "Import code" panel in a real browser, from the static
site read from disk (file://, no server: the import module runs in the page):

- a Swift layoutSpecThatFits: pasted alone, with `if isOutgoing { ... } else
  { ... }`, imports: its spec replaces the editor's text and is drawn, and the
  condition is a toggle; flipping it imports again with the condition set
  (`--set isOutgoing=...`) and the drawing changes (its SVG before and after
  compared), flipping it back gives the first drawing again;
- a count from data is a number: setting it changes how many nodes the
  drawing has;
- code that cannot be read shows, in the panel, the line and column and what
  was expected, a link that puts the caret there, and no script error;
- a .m file chosen with the file input is read as Objective-C (its
  extension); a file of two classes that lay themselves out offers a choice
  of class, and the one chosen is imported;
- at 390 px, a long expression's label breaks after its dots, never inside
  a name;
- the panel is reached and worked with the keyboard alone (labels on every
  control, Tab order through it);
- the code box is a code editor (CodeMirror: Swift and Objective-C
  highlighted), the import's error and notes marked at their line and
  column.

Usage: import_panel_test.py SWATCH_BINARY REPO_ROOT [--screenshots DIR]
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
With --screenshots, photographs the panel after an import at 1280 and 390 px
wide, light and dark, into DIR instead.
"""

import os
import sys
import tempfile

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (  # noqa: E402
    StaticSite, Tally, arguments, check, editor_input, editor_text, make_driver, run_checks, set_editor_text, wait)
import harness  # noqa: E402

MESSAGE_CELL = """override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let bubble = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: messageNode)
    let row = ASStackLayoutSpec.horizontal()
    row.spacing = 8
    if isOutgoing {
        row.justifyContent = .end
        row.children = [bubble]
    } else {
        row.justifyContent = .start
        row.children = [avatarNode, bubble]
    }
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: row)
}
"""

TAGS = """override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    var tags: [ASLayoutElement] = []
    for tag in post.tags {
        let node = ASDisplayNode()
        node.style.preferredSize = CGSize(width: 40, height: 20)
        tags.append(node)
    }
    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: tags)
    row.flexWrap = .wrap
    return row
}
"""

BROKEN = """override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let row = ASStackLayoutSpec.horizontal()
    row.children = [a, b
    return row
}
"""

OBJC_FILE = """#import <AsyncDisplayKit/AsyncDisplayKit.h>

@interface BadgeNode : ASDisplayNode
@property (nonatomic, strong) ASTextNode *count;
@end

@implementation BadgeNode
- (instancetype)init
{
  if (self = [super init]) {
    _count = [[ASTextNode alloc] init];
    _count.attributedText = [[NSAttributedString alloc] initWithString:@"12"
        attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:12]}];
  }
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(2, 6, 2, 6) child:_count];
}
@end

@interface TitleRowNode : ASDisplayNode
@property (nonatomic, strong) ASTextNode *title;
@property (nonatomic, strong) BadgeNode *badge;
@end

@implementation TitleRowNode
- (instancetype)init
{
  if (self = [super init]) {
    _title = [[ASTextNode alloc] init];
    _title.attributedText = [[NSAttributedString alloc] initWithString:@"Inbox"
        attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:17]}];
    _badge = [[BadgeNode alloc] init];
  }
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:6
      justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsCenter children:@[_title, _badge]];
}
@end
"""


def open_playground(driver, site):
    driver.get(site.playground_url())
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground script is ready")
    check(driver.execute_script("return document.getElementById('pg').dataset.engine") == "page",
          "the engine in the page lays out")
    panel = driver.find_element(By.ID, "pg-import")
    check(panel.is_displayed(), "the Import code panel is shown once the script runs")
    if not panel.get_attribute("open"):
        driver.find_element(By.CSS_SELECTOR, "#pg-import > summary").click()


def updates(driver):
    return int(driver.execute_script("return document.getElementById('pg').dataset.updates || '0'"))


def drawing(driver):
    return driver.execute_script("const s = document.querySelector('#pg-drawing svg'); return s ? s.outerHTML : ''")


def node_count(driver):
    return driver.execute_script("return document.querySelectorAll('#pg-drawing g.swatch-node[data-id]').length")


def paste(driver, code):
    """The code in the panel's box, as a paste leaves it."""
    set_editor_text(driver, code, box="pg-import")


def imported(driver, before, what):
    """Waits for an import to have put its spec in the editor and for the drawing of it."""
    wait(driver, lambda d: updates(d) > before and not d.execute_script(
        "return document.getElementById('pg').classList.contains('is-busy')"), what)
    status = driver.find_element(By.ID, "pg-import-status").text
    check(status.startswith("Imported"), f"the panel says what it imported (status: {status!r})")


def control(driver, name):
    return driver.execute_script(
        "return [...document.querySelectorAll('#pg-import-controls [data-name]')].find(c => c.dataset.name === arguments[0]) || null",
        name)


def test_a_condition_is_a_toggle_that_redraws(driver, site):
    open_playground(driver, site)
    paste(driver, MESSAGE_CELL)
    before = updates(driver)
    driver.find_element(By.ID, "pg-import-run").click()
    imported(driver, before, "the imported spec is drawn")
    text = editor_text(driver)
    check('"type": "stack"' in text and '"id": "avatarNode"' in text,
          "the editor holds the imported spec, with the branch that shows more (the avatar)")
    check(driver.find_element(By.ID, "pg-error").get_attribute("hidden") is not None, "the spec has no error")
    first = drawing(driver)
    check(first and "avatarNode" in first, "the drawing shows the avatar")
    toggle = control(driver, "isOutgoing")
    check(toggle is not None and toggle.get_attribute("type") == "checkbox", "isOutgoing is a toggle")
    check(not toggle.is_selected(), "the toggle says the branch taken: isOutgoing false (it shows more)")
    label = driver.find_element(By.CSS_SELECTOR, f"label[for='{toggle.get_attribute('id')}']")
    check("isOutgoing" in label.text, "the toggle is labelled with the condition")

    before = updates(driver)
    toggle.click()
    imported(driver, before, "flipping the toggle imports again and redraws")
    second = drawing(driver)
    check(second != first, "the drawing changed when the condition flipped")
    check("avatarNode" not in second, "the outgoing branch has no avatar")
    check(control(driver, "isOutgoing").is_selected(), "the toggle stays as set")
    check('"justifyContent": "end"' in editor_text(driver),
          "the spec is the outgoing branch's")

    before = updates(driver)
    control(driver, "isOutgoing").click()
    imported(driver, before, "flipping it back imports again")
    check(drawing(driver) == first, "flipping back gives the first drawing again")
    # Undo goes back through the imports, one step each.
    check(not driver.find_element(By.ID, "pg-undo").get_property("disabled"), "an import is an undoable step")


def test_a_count_is_a_number(driver, site):
    open_playground(driver, site)
    paste(driver, TAGS)
    before = updates(driver)
    driver.find_element(By.ID, "pg-import-run").click()
    imported(driver, before, "the tags are drawn")
    count = control(driver, "post.tags")
    check(count is not None and count.get_attribute("type") == "number", "the count from data is a number field")
    check(count.get_attribute("value") == "3", "a count from data is 3 until set")
    nodes = node_count(driver)
    before = updates(driver)
    count.send_keys(Keys.CONTROL, "a")
    count.send_keys("5")
    imported(driver, before, "a new count imports again")
    check(node_count(driver) == nodes + 2, f"5 tags are drawn, not 3 ({nodes} nodes before, {node_count(driver)} after)")
    check(control(driver, "post.tags").get_attribute("value") == "5", "the field keeps its value")


LONG_TAGS = TAGS.replace("post.tags", "feedViewModel.selectedConversation.latestIncomingMessage.attachments")


def test_a_long_expression_breaks_between_names_in_a_narrow_column(driver, site):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        open_playground(driver, site)
        paste(driver, LONG_TAGS)
        before = updates(driver)
        driver.find_element(By.ID, "pg-import-run").click()
        imported(driver, before, "the tags are drawn")
        # Each wrap of the label's code, as the characters before and after it.
        wraps = driver.execute_script("""
            const code = [...document.querySelectorAll('#pg-import-controls label code')]
              .find((c) => c.textContent.includes('latestIncomingMessage'));
            if (!code) return null;
            const chars = [];
            const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < node.length; i++) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const r = range.getBoundingClientRect();
                chars.push([node.data[i], r.top, r.right]);
              }
            }
            const wraps = [];
            for (let i = 1; i < chars.length; i++) {
              if (chars[i][1] > chars[i - 1][1] + 2) wraps.push(chars[i - 1][0] + chars[i][0]);
            }
            const label = code.closest('.pg-import-assumption').getBoundingClientRect();
            return {wraps, inside: chars.every((c) => c[2] <= label.right + 1)};""")
        check(wraps is not None, "the long count's label is shown")
        check(len(wraps["wraps"]) >= 1, f"at 390 px it takes more than one line: {wraps}")
        check(all(w[0] in ".,([ " for w in wraps["wraps"]), f"each line ends after a dot, never inside a name: {wraps}")
        check(wraps["inside"], f"and stays inside its row: {wraps}")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_an_error_is_shown_in_the_panel(driver, site):
    open_playground(driver, site)
    text_before = editor_text(driver)
    paste(driver, BROKEN)
    driver.find_element(By.ID, "pg-import-run").click()
    box = wait(driver, lambda d: d.find_element(By.ID, "pg-import-error") if d.find_element(By.ID, "pg-import-error").is_displayed()
               else None, "the error is shown")
    where = box.find_element(By.CSS_SELECTOR, "a.pg-import-where")
    check(where.text == "Line 5, column 1", f"the error names the line and column ({box.text!r})")
    check("expected ']' to close the '[' of line 3" in box.text, f"the error says what was expected ({box.text!r})")
    check(editor_text(driver) == text_before,
          "the editor's spec is left as it was")
    check(editor_input(driver, "pg-import").get_attribute("aria-invalid") is not None, "the code box is marked invalid")
    marked = driver.execute_script("""
        const cm = document.querySelector('#pg-import .CodeMirror').CodeMirror;
        const lines = [];
        cm.eachLine((h) => { if ((h.bgClass || '').includes('pg-line-error')) lines.push(cm.getLineNumber(h) + 1); });
        return lines;""")
    check(marked == [5], f"the code's line 5 is marked ({marked})")
    where.click()
    caret = driver.execute_script("""
        const cm = document.querySelector('#pg-import .CodeMirror').CodeMirror;
        return [cm.getCursor().line + 1, !!document.activeElement.closest('#pg-import .CodeMirror')];""")
    check(f"Line {caret[0]}," in where.text and caret[1], f"the link puts the caret on the error's line ({caret})")


def test_a_file_is_read_by_its_extension(driver, site):
    open_playground(driver, site)
    directory = tempfile.mkdtemp(prefix="swatch-import-")
    path = os.path.join(directory, "TitleRowNode.m")
    with open(path, "w", encoding="utf-8") as f:
        f.write(OBJC_FILE)
    driver.find_element(By.ID, "pg-import-file").send_keys(path)
    # Two classes lay themselves out: the reader chooses one, as --class does.
    field = wait(driver, lambda d: d.find_element(By.ID, "pg-import-class-field")
                 if d.find_element(By.ID, "pg-import-class-field").is_displayed() else None,
                 "a file of two classes offers a choice of class")
    check("2 classes" in driver.find_element(By.ID, "pg-import-error").text, "the panel says why it asks")
    check(editor_text(driver, "pg-import").startswith("#import"), "the file's text is in the code box")
    check(driver.execute_script("return document.querySelector('#pg-import .CodeMirror').CodeMirror.getOption('mode')")
          == "text/x-objectivec", "and highlighted as Objective-C")
    options = [o.get_attribute("value") for o in field.find_elements(By.TAG_NAME, "option")]
    check(options == ["BadgeNode", "TitleRowNode"], f"the classes are offered in the file's order ({options})")
    before = updates(driver)
    driver.execute_script("const s = document.getElementById('pg-import-class'); s.value = 'TitleRowNode';"
                          "s.dispatchEvent(new Event('change'));")
    imported(driver, before, "choosing a class imports it")
    status = driver.find_element(By.ID, "pg-import-status").text
    check("TitleRowNode" in status and "Objective-C" in status, f"the .m file is read as Objective-C ({status!r})")
    text = editor_text(driver)
    check('"text": "Inbox"' in text and '"text": "12"' in text, "the spec holds the file's nodes, the badge's own layout too")
    check(not driver.find_element(By.ID, "pg-import-error").is_displayed(), "the question is gone once answered")


def test_the_panel_works_from_the_keyboard(driver, site):
    driver.get(site.playground_url())
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"), "ready")
    summary = driver.find_element(By.CSS_SELECTOR, "#pg-import > summary")
    driver.execute_script("arguments[0].focus()", summary)
    summary.send_keys(Keys.ENTER)
    check(driver.find_element(By.ID, "pg-import").get_attribute("open") is not None, "Enter on the summary opens the panel")
    order = []
    for _ in range(4):
        # To the page, not to an element (keys sent to a file input name a file).
        ActionChains(driver).send_keys(Keys.TAB).perform()
        order.append(driver.execute_script(
            "const a = document.activeElement; return a.closest('#pg-import .CodeMirror') ? 'code' : a.id"))
    check(order[:4] == ["code", "pg-import-file", "pg-import-language", "pg-import-run"],
          f"Tab goes code, file, language, Import ({order})")
    unlabelled = driver.execute_script("""
        return [...document.querySelectorAll('#pg-import input, #pg-import select, #pg-import textarea')]
          .filter(c => !c.closest('[hidden]') && !(c.labels && c.labels.length)).map(c => c.id || c.type);""")
    check(not unlabelled, f"every control of the panel has a label ({unlabelled})")
    # Paste, then import with Ctrl+Enter in the box; the toggle flips with Space.
    paste(driver, MESSAGE_CELL)
    box = editor_input(driver, "pg-import")
    before = updates(driver)
    box.send_keys(Keys.CONTROL, Keys.ENTER)
    imported(driver, before, "Ctrl+Enter imports")
    first = drawing(driver)
    toggle = control(driver, "isOutgoing")
    driver.execute_script("arguments[0].focus()", toggle)
    before = updates(driver)
    toggle.send_keys(Keys.SPACE)
    imported(driver, before, "Space flips the toggle")
    check(drawing(driver) != first, "the drawing follows the toggle")
    check(driver.switch_to.active_element.get_attribute("data-name") == "isOutgoing",
          "focus stays on the toggle after the controls are made again")


LOOP_OVER_A_NUMBER = """override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
  let count = 3
  for n in count { print(n) }
  return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: titleNode)
}
"""


def test_the_code_is_highlighted_and_its_notes_marked_where_they_are(driver, site):
    """The code box is a code editor (Swift highlighted); each note of the
    import is marked at its line and column with its message, as the
    spec's editor marks its error."""
    open_playground(driver, site)
    paste(driver, LOOP_OVER_A_NUMBER)
    check(driver.find_elements(By.CSS_SELECTOR, "#pg-import .CodeMirror .cm-keyword"), "Swift's keywords are highlighted")
    before = updates(driver)
    driver.find_element(By.ID, "pg-import-run").click()
    imported(driver, before, "imported")
    marks = driver.execute_script("""
        const cm = document.querySelector('#pg-import .CodeMirror').CodeMirror;
        return cm.getAllMarks().filter((m) => m.className === 'pg-mark-warning').map((m) => {
          const at = m.find();
          return {line: at.from.line + 1, column: at.from.ch + 1, title: m.attributes.title};
        });""")
    check(marks == [{"line": 3, "column": 12, "title": "'count' is not a collection the loop can run over; the loop is skipped"}],
          f"the note is marked at line 3, column 12, with its message ({marks})")
    sign = driver.find_element(By.CSS_SELECTOR, "#pg-import .pg-mark-sign-warning")
    check(sign.get_attribute("title") == marks[0]["title"], "the gutter's sign says it too")


CHECKS = [
    test_a_condition_is_a_toggle_that_redraws,
    test_the_code_is_highlighted_and_its_notes_marked_where_they_are,
    test_a_count_is_a_number,
    test_a_long_expression_breaks_between_names_in_a_narrow_column,
    test_an_error_is_shown_in_the_panel,
    test_a_file_is_read_by_its_extension,
    test_the_panel_works_from_the_keyboard,
]


def screenshots(site, out):
    """The panel after an import, at 1280 and 390 px, light and dark."""
    def show(driver):
        open_playground(driver, site)
        paste(driver, MESSAGE_CELL)
        before = updates(driver)
        driver.find_element(By.ID, "pg-import-run").click()
        imported(driver, before, "imported")
        driver.execute_script("document.getElementById('pg-import').scrollIntoView()")

    for name in harness.screenshots(out, "import", [(1280, 1400), (390, 1400)], show):
        print(name)


def main():
    binary, repo = arguments(__doc__)
    site = StaticSite(binary, repo)
    try:
        if "--screenshots" in sys.argv:
            screenshots(site, sys.argv[sys.argv.index("--screenshots") + 1])
            return 0
        tally = Tally("import panel")
        with make_driver() as driver:
            run_checks(tally, driver, CHECKS, "static", site)
        return tally.finish()
    finally:
        site.stop()


if __name__ == "__main__":
    sys.exit(main())
