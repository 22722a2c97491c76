// A code editor over a form's textarea: CodeMirror (window.CodeMirror, the
// script the site makes from Debian's libjs-codemirror, EditorFiles.swift,
// loaded before this module) with line numbers, highlighting, bracket
// matching, folding, search (Ctrl+F, Ctrl+G, Alt+G to a line)
// and completion (Ctrl+Space, or as a key or value is typed); marks (the
// error, warnings) at their line and column with their message, and the
// place pointed at (a chosen warning's key); a band of
// lines (the hovered element's); one undo history for typing and every edit
// made elsewhere (`replace`). Tab leaves the editor, as it leaves a text
// box; Ctrl+] and Ctrl+[ indent. Without CodeMirror (the package missing)
// the textarea stays, plain.
import { coveredTop } from "./stage.js";

const CM = window.CodeMirror || null;

/** Position of a 1-based line and column, columns counting code points (as the engine's errors do). */
function positionOf(cm, line, column) {
  const l = Math.max(0, Math.min(cm.lineCount() - 1, line - 1));
  const text = cm.getLine(l);
  let ch = 0;
  for (let c = 1; c < column && ch < text.length; c++) {
    const code = text.charCodeAt(ch);
    ch += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return { line: l, ch };
}

/** The range a mark at `from` covers: the word there, else one character. */
function wordAt(cm, from) {
  const word = cm.findWordAt(from);
  const to = word.head.ch > from.ch ? word.head : { line: from.line, ch: Math.min(from.ch + 1, cm.getLine(from.line).length) };
  const start = to.ch > from.ch ? from : { line: from.line, ch: Math.max(0, from.ch - 1) };
  return { from: start, to };
}

export class CodeEditor {
  /**
   * `textarea`: the form's field, which it replaces (and keeps up to date
   * for the form). Options: `mode` (a CodeMirror mode or MIME type),
   * `label` (what a screen reader calls it), `changed(origin)` after each
   * change, `complete(text, offset)` giving {from, to, items: [{text,
   * label, detail}]} or null, `run()` for Ctrl+Enter.
   */
  constructor(textarea, options) {
    this.textarea = textarea;
    this.marks = [];
    this.bands = [];
    this.complete = options.complete || null;
    if (!CM) {
      this.cm = null;
      textarea.addEventListener("input", () => options.changed && options.changed("+input"));
      return;
    }
    const keys = { Tab: false, "Shift-Tab": false, "Ctrl-Space": () => this.showCompletions() };
    if (options.run) keys["Ctrl-Enter"] = keys["Cmd-Enter"] = () => options.run();
    this.cm = CM.fromTextArea(textarea, {
      mode: options.mode, lineNumbers: true, tabSize: 2, indentUnit: 2, smartIndent: true, lineWrapping: false,
      matchBrackets: true, foldGutter: true,
      gutters: ["pg-marks-gutter", "CodeMirror-linenumbers", "CodeMirror-foldgutter"],
      inputStyle: "contenteditable", screenReaderLabel: options.label, spellcheck: false, autocorrect: false,
      autocapitalize: false, extraKeys: keys, viewportMargin: 20,
    });
    this.cm.on("changes", (_, changes) => {
      this.cm.save();
      if (options.changed) options.changed(changes[changes.length - 1].origin || "");
    });
    // Completion opens as a key or a value is typed (a quote, a letter).
    this.cm.on("inputRead", (_, change) => {
      if (this.complete && !this.cm.state.completionActive && /^[A-Za-z"]$/.test(change.text.join(""))) this.showCompletions();
    });
  }

  get text() {
    return this.cm ? this.cm.getValue() : this.textarea.value;
  }

  /** The element that takes the keyboard. */
  get input() {
    return this.cm ? this.cm.getInputField() : this.textarea;
  }

  /** Replaces the text as one undoable step, changing only what differs
      (the caret and the view stay where they were, around the change). */
  replace(text, origin = "edit") {
    if (!this.cm) {
      this.textarea.value = text;
      return;
    }
    const old = this.cm.getValue();
    if (old === text) return;
    let start = 0;
    while (start < old.length && start < text.length && old[start] === text[start]) start++;
    let end = 0;
    while (end < old.length - start && end < text.length - start && old[old.length - 1 - end] === text[text.length - 1 - end]) end++;
    const doc = this.cm.getDoc();
    // Typing before it is its own step, and so is this.
    doc.changeGeneration(true);
    doc.replaceRange(text.slice(start, text.length - end), doc.posFromIndex(start), doc.posFromIndex(old.length - end), origin);
    doc.changeGeneration(true);
  }

  /** A new text (a spec opened): one undoable step, the caret at its start. */
  open(text) {
    if (!this.cm) {
      this.textarea.value = text;
      return;
    }
    this.replace(text, "open");
    this.cm.setCursor({ line: 0, ch: 0 });
    this.cm.scrollTo(0, 0);
  }

  undo() { if (this.cm) this.cm.undo(); }
  redo() { if (this.cm) this.cm.redo(); }
  get canUndo() { return !!this.cm && this.cm.historySize().undo > 0; }
  get canRedo() { return !!this.cm && this.cm.historySize().redo > 0; }

  /** Marks each of `marks` ({line, column (1-based), message, severity:
      "error" or "warning"}): its place underlined, its line banded, a sign
      in the gutter, the message on both. */
  setMarks(marks) {
    if (!this.cm) return;
    const cm = this.cm;
    cm.operation(() => {
      for (const old of this.marks) old.clear ? old.clear() : cm.removeLineClass(old.handle, "background", old.className);
      cm.clearGutter("pg-marks-gutter");
      this.marks = [];
      for (const mark of marks) {
        const severity = mark.severity === "warning" ? "warning" : "error";
        const from = positionOf(cm, mark.line, mark.column || 1);
        const { from: start, to } = wordAt(cm, from);
        this.marks.push(cm.markText(start, to, {
          className: "pg-mark-" + severity, attributes: { title: mark.message || "" }, clearWhenEmpty: false,
        }));
        const className = "pg-line-" + severity;
        this.marks.push({ handle: cm.addLineClass(from.line, "background", className), className });
        const sign = document.createElement("span");
        sign.className = "pg-mark-sign pg-mark-sign-" + severity;
        sign.title = mark.message || "";
        sign.textContent = severity === "error" ? "●" : "▲";
        cm.setGutterMarker(from.line, "pg-marks-gutter", sign);
      }
    });
  }

  /** Bands the lines `from` to `to` (1-based; null for none). */
  showLines(from, to) {
    if (!this.cm) return;
    const cm = this.cm;
    cm.operation(() => {
      for (const handle of this.bands) cm.removeLineClass(handle, "background", "pg-line-hover");
      this.bands = [];
      if (!from) return;
      for (let line = from - 1; line <= Math.min(to - 1, cm.lineCount() - 1); line++) {
        this.bands.push(cm.addLineClass(line, "background", "pg-line-hover"));
      }
    });
  }

  /** Puts the caret at a line and column, focused, in view (below the stage where it stays at the window's top). */
  moveCaret(line, column = 1) {
    if (!this.cm) {
      this.textarea.focus();
      return;
    }
    const at = positionOf(this.cm, line, column);
    this.cm.focus();
    this.cm.setCursor(at);
    this.cm.scrollIntoView(at, 60);
    const rect = this.cm.getWrapperElement().getBoundingClientRect();
    const top = coveredTop();
    if (rect.top < top || rect.top > window.innerHeight - 80) {
      window.scrollTo(0, Math.max(0, rect.top + window.scrollY - top - 80));
    }
  }

  /** Marks the place at `line` and `column` as the one pointed at
      (`.pg-mark-current`, over the other marks) and, with `caret`, puts the
      caret there and scrolls the editor's own text to it, leaving the focus
      and the window where they are; no line clears it. */
  pointAt(line, column = 1, caret = true) {
    if (!this.cm) return;
    const cm = this.cm;
    if (this.pointed) this.pointed.clear();
    this.pointed = null;
    if (!line) return;
    const at = positionOf(cm, line, column);
    // The token that starts there (a key, quotes and all), else the word.
    const token = cm.getTokenAt({ line: at.line, ch: at.ch + 1 }, true);
    const { from, to } = token.start === at.ch && token.end > at.ch
      ? { from: at, to: { line: at.line, ch: token.end } } : wordAt(cm, at);
    this.pointed = cm.markText(from, to, { className: "pg-mark-current", clearWhenEmpty: false });
    if (!caret) return;
    cm.setCursor(at, null, { scroll: false });
    this.scrollTextTo(line);
  }

  /** Scrolls the editor's own text (never the window) to put `line` a third of the way down. */
  scrollTextTo(line) {
    if (!this.cm) return;
    const top = this.cm.charCoords({ line: Math.max(0, line - 1), ch: 0 }, "local").top;
    this.cm.scrollTo(null, Math.max(0, top - this.cm.getScrollInfo().clientHeight / 3));
  }

  /** Scrolls the editor to a line without taking the focus. */
  revealLine(line) {
    if (this.cm) this.cm.scrollIntoView({ line: Math.max(0, line - 1), ch: 0 }, 60);
  }

  focus() {
    if (this.cm) this.cm.focus();
    else this.textarea.focus();
  }

  /** Highlights the text as `mode` (a CodeMirror mode or MIME type). */
  setMode(mode) {
    if (this.cm && this.cm.getOption("mode") !== mode) this.cm.setOption("mode", mode);
  }

  /** Measures again (an editor shown after being hidden). */
  refresh() {
    if (this.cm) this.cm.refresh();
  }

  /** Completion at the caret, when something fits there. */
  showCompletions() {
    if (!this.cm || !this.complete) return;
    const hint = (cm) => {
      const doc = cm.getDoc();
      const found = this.complete(cm.getValue(), doc.indexFromPos(cm.getCursor()));
      if (!found) return null;
      return {
        from: doc.posFromIndex(found.from), to: doc.posFromIndex(found.to),
        list: found.items.map((item) => ({ text: item.text, label: item.label, detail: item.detail, render: renderItem })),
      };
    };
    this.cm.showHint({ hint, completeSingle: false, closeCharacters: /[\s()[\]{};:>,]/ });
  }
}

/** A completion: the key or value, then its one-line description. */
function renderItem(element, _, item) {
  const name = document.createElement("span");
  name.className = "pg-hint-name";
  name.textContent = item.label;
  element.append(name);
  if (item.detail) {
    const detail = document.createElement("span");
    detail.className = "pg-hint-detail";
    detail.textContent = item.detail;
    element.append(detail);
  }
}
