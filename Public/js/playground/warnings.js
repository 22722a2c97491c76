// The warnings beside the drawing (#pg-warnings): each of the answer's
// warnings (PlaygroundWarning: code, path, key, message, line, column, fix)
// as a button that points at what it is about everywhere at once: its
// element outlined in the drawing (the engine's hidden `.swatch-mark` of
// it, shown), selected in the tree and the inspector, the caret and a mark
// on its key in the text, and, for a spec imported from code, the line of
// the reader's Swift or Objective-C that set it, banded in the import's
// code box (ImportedCode). A warning whose message names one change of a
// style key has a button that makes it: the engine's edit (its `fix.edit`,
// passed on as it is), one undoable step, and the figure is laid out again.
// A list of buttons: Tab, or the arrow keys, Home and End, move along it;
// Enter or Space chooses; Escape lets the chosen one go.
import { $, cssString } from "./dom.js";
import { make } from "../elements.js";
import { editAs } from "./engine.js";
import { setStatus } from "./status.js";
import { ImportedCode } from "./code-lines.js";

const panel = $("pg-warnings");
const list = $("pg-warnings-list");
const title = $("pg-warnings-title");
const drawing = $("pg-drawing");

/** What names a warning from one answer to the next. */
function identity(warning) {
  return [warning.code, warning.path, warning.key].join("\n");
}

export class WarningsPanel {
  /**
   * `hooks`: `select(path)`, the element chosen in the tree and inspector;
   * `point(line, column, caret)`, the text's mark (and caret) at a place, no
   * line for none; `text()`, the text the last outline was made for, and
   * `edit(text, selectPath)`, an edit of it applied; `markCode(line)`, a line
   * of the imported code banded (null for none), `showCode(line, column)`,
   * the import's code box opened at it.
   */
  constructor(hooks) {
    this.hooks = hooks;
    this.imported = new ImportedCode();
    this.warnings = [];
    this.elements = [];
    /** The chosen warning's identity, kept while answers still have it. */
    this.chosen = null;
    list.addEventListener("click", (event) => this.clicked(event));
    list.addEventListener("keydown", (event) => this.key(event));
  }

  /** A spec put in the editor: imported (`result`, the import's answer) or not (null). */
  opened(text, result) {
    this.imported.set(text, result);
  }

  /** An answer for `text` (its outline's `elements`): the list as it warns. */
  show(view, elements, text) {
    panel.hidden = !(view.panels && view.panels.tree);
    panel.classList.remove("is-stale");
    this.imported.read(text, elements);
    const focus = this.focused();
    this.warnings = view.warnings || [];
    this.elements = elements;
    // The same list again (most keys typed change none of it) is left as it is.
    const items = this.warnings.map((w, i) => this.item(w, i));
    const drawn = items.map((item) => item.outerHTML).join("");
    if (drawn !== this.drawn) {
      this.drawn = drawn;
      list.replaceChildren(...items);
      if (focus) this.refocus(focus);
    }
    const count = this.warnings.length;
    title.textContent = count ? count + (count === 1 ? " warning" : " warnings") : "No warnings";
    panel.classList.toggle("has-warnings", count > 0);
    const chosen = this.warnings.find((w) => identity(w) === this.chosen);
    if (chosen) {
      this.markChosen(chosen);
      this.point(chosen, false);
    } else this.letGo();
  }

  /** The chosen warning's button marked current, the others not. */
  markChosen(warning) {
    for (const button of list.querySelectorAll(".pg-warning-choose")) {
      button.setAttribute("aria-current", String(this.warnings[Number(button.dataset.index)] === warning));
    }
  }

  /** An answer with an error: the list stays, dimmed, its fixes off until the text lays out again. */
  stale() {
    panel.classList.add("is-stale");
    for (const button of list.querySelectorAll(".pg-warning-fix")) button.disabled = true;
    this.drawn = null;
  }

  item(warning, index) {
    const element = this.elementAt(warning.path);
    const head = make("span", { class: "pg-warning-head" },
      make("span", { class: "pg-warning-code", text: warning.code }),
      make("span", { class: "pg-warning-element", text: element ? element.id : warning.path }),
      warning.line ? make("span", { class: "pg-warning-line", text: "line " + warning.line }) : "");
    // Made unchosen: which one is chosen is marked on the list in place
    // (`markChosen`), so a new answer with the same warnings leaves the list,
    // and the focus in it, as it is.
    const choose = make("button", {
      type: "button", class: "pg-warning-choose", "data-index": index, "aria-current": "false",
    }, head, make("span", { class: "pg-warning-message", text: warning.message }));
    const actions = [];
    if (warning.fix) {
      actions.push(make("button", { type: "button", class: "pg-warning-fix", "data-index": index, text: warning.fix.label }));
    }
    const code = this.imported.placeOf(this.elements, warning.path, warning.key);
    if (code) {
      actions.push(make("button", {
        type: "button", class: "pg-warning-source", "data-index": index, title: "Show it in the imported code",
        text: "Your code, line " + code.line,
      }));
    }
    return make("li", { class: "pg-warning" }, choose, actions.length ? make("div", { class: "pg-warning-actions" }, ...actions) : "");
  }

  elementAt(path) {
    return this.elements.find((e) => e.path === path && !e.part) || null;
  }

  clicked(event) {
    const button = event.target.closest("button[data-index]");
    const warning = button && this.warnings[Number(button.dataset.index)];
    if (!warning) return;
    if (button.classList.contains("pg-warning-fix")) return this.fix(warning);
    this.choose(warning);
    if (button.classList.contains("pg-warning-source")) {
      const code = this.imported.placeOf(this.elements, warning.path, warning.key);
      if (code) this.hooks.showCode(code.line, code.column);
    }
  }

  /** The warning chosen: its element and key pointed at everywhere. */
  choose(warning) {
    this.chosen = identity(warning);
    this.markChosen(warning);
    this.hooks.select(warning.path);
    this.point(warning, true);
  }

  /** The chosen warning's marks (its element in the drawing, its key in the
      text, its line of code); `caret` moves the text's caret there too. */
  point(warning, caret) {
    for (const old of drawing.querySelectorAll(".swatch-mark.is-flagged")) old.classList.remove("is-flagged");
    const element = this.elementAt(warning.path);
    if (element) {
      const mark = drawing.querySelector('.swatch-mark[data-id="' + cssString(element.id) + '"]');
      if (mark) mark.classList.add("is-flagged");
    }
    this.hooks.point(warning.line, warning.column, caret);
    const code = this.imported.placeOf(this.elements, warning.path, warning.key);
    this.hooks.markCode(code ? code.line : null);
  }

  /** No warning chosen any more (it is gone, or Escape). */
  letGo() {
    this.chosen = null;
    for (const old of drawing.querySelectorAll(".swatch-mark.is-flagged")) old.classList.remove("is-flagged");
    for (const button of list.querySelectorAll('.pg-warning-choose[aria-current="true"]')) button.setAttribute("aria-current", "false");
    this.hooks.point(null);
    this.hooks.markCode(null);
  }

  /** The warning's fix, made by the engine on the text the answer was made for. */
  async fix(warning) {
    const text = this.hooks.text();
    try {
      const made = await editAs(text, warning.fix.edit);
      this.hooks.edit(made.text, made.select);
      setStatus(warning.fix.label + ": done; Undo takes it back.", "ok");
    } catch (error) {
      setStatus(error.message, "error");
    }
  }

  /** Arrow keys, Home and End along the warnings' buttons; Escape lets the chosen one go. */
  key(event) {
    const buttons = [...list.querySelectorAll(".pg-warning-choose")];
    const at = buttons.indexOf(event.target.closest(".pg-warning-choose"));
    let next = null;
    if (event.key === "Escape" && this.chosen) {
      this.letGo();
      event.preventDefault();
      return;
    }
    if (at < 0) return;
    if (event.key === "ArrowDown") next = Math.min(buttons.length - 1, at + 1);
    else if (event.key === "ArrowUp") next = Math.max(0, at - 1);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = buttons.length - 1;
    if (next === null) return;
    event.preventDefault();
    buttons[next].focus();
  }

  /** Which of the list's buttons has the focus: its warning and kind. */
  focused() {
    const button = document.activeElement && document.activeElement.closest ? document.activeElement.closest("#pg-warnings-list button[data-index]") : null;
    if (!button) return null;
    const index = Number(button.dataset.index);
    return { id: identity(this.warnings[index] || {}), index, kind: button.className };
  }

  /** The focus back on the same button of the new list, else the one now in
      its place, else the panel's title: never lost to the page. */
  refocus(focus) {
    const index = this.warnings.findIndex((w) => identity(w) === focus.id);
    const same = index >= 0 && list.querySelector('button[data-index="' + index + '"].' + focus.kind.split(" ")[0]);
    const near = list.querySelectorAll(".pg-warning-choose")[Math.min(focus.index, this.warnings.length - 1)];
    (same || near || title).focus();
  }
}
