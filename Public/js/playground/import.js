// "Import code" (#pg-import): a node class's layoutSpecThatFits: in Swift or
// Objective-C, pasted, chosen or dropped as a file, read into a spec by the
// import module in the page (swatch.import, what `swatch import --format
// json` prints), which then replaces the editor's text. Each assumption the
// import reports becomes a control (a toggle per condition, a number per
// count or constant, text per placeholder, a size per asset); changing one
// imports again with it set, as `--set NAME=VALUE` does. Errors (line,
// column, what was expected) stay in the panel.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { swatch } from "../swatch.js";
import { CodeEditor } from "./editor.js";

const panel = $("pg-import");
const codeBox = $("pg-import-code");
const file = $("pg-import-file");
const language = $("pg-import-language");
const classField = $("pg-import-class-field");
const classChoice = $("pg-import-class");
const run = $("pg-import-run");
const status = $("pg-import-status");
const errorBox = $("pg-import-error");
const fieldset = $("pg-import-assumptions");
const controls = $("pg-import-controls");

/** What a file's extension says of its language ("" when nothing). */
export function languageOf(fileName) {
  const extension = (fileName || "").toLowerCase().split(".").pop();
  if (extension === "swift") return "swift";
  if (["m", "mm", "h"].includes(extension)) return "objc";
  return "";
}

/** A code expression that a narrow column breaks after its dots, commas
    and opening brackets (and at its spaces), not inside a name. */
function breakable(expression) {
  const code = make("code");
  for (const part of expression.split(/(?<=[.,(\[])/)) code.append(part, make("wbr"));
  code.lastChild.remove();
  return code;
}

export class ImportPanel {
  /** `replace(specText, result)` puts an imported spec in the editor (one
      undoable step); `result` is the import's answer (its `sources`: where
      the code made each element and set each style key). */
  constructor(replace) {
    this.replace = replace;
    /** The file the code came from, while the text is that file's. */
    this.fileName = "";
    /** Assumptions set with the controls: name -> value as --set takes it. */
    this.set = {};
    /** The last import's assumptions, by name. */
    this.assumptions = new Map();
    this.sequence = 0;
    this.timer = null;
    if (!panel) return;
    panel.hidden = false;
    // Ctrl+Enter imports, as it lays out in the spec's editor.
    this.code = new CodeEditor(codeBox, {
      mode: "text/x-swift", label: "Code (Swift or Objective-C)", run: () => this.importCode(true),
      changed: () => {
        this.fileName = "";
        this.forgetClasses();
        this.showMode();
      },
    });
    // (An editor in a closed panel is measured when the panel opens.)
    panel.addEventListener("toggle", () => this.code.refresh());
    run.addEventListener("click", () => this.importCode(true));
    file.addEventListener("change", () => {
      if (file.files && file.files[0]) this.read(file.files[0]);
    });
    const zone = $("pg-import-drop");
    zone.addEventListener("dragover", (event) => {
      if (!event.dataTransfer || ![...event.dataTransfer.types].includes("Files")) return;
      event.preventDefault();
      zone.classList.add("is-dropping");
    });
    zone.addEventListener("dragleave", (event) => {
      if (!zone.contains(event.relatedTarget)) zone.classList.remove("is-dropping");
    });
    zone.addEventListener("drop", (event) => {
      const dropped = event.dataTransfer && event.dataTransfer.files && event.dataTransfer.files[0];
      zone.classList.remove("is-dropping");
      if (!dropped) return;
      event.preventDefault();
      this.read(dropped);
    });
    classChoice.addEventListener("change", () => this.importCode(false));
    language.addEventListener("change", () => {
      this.showMode();
      if (this.code.text.trim()) this.importCode(true);
    });
  }

  /** The code's highlighting: the language chosen, else the file's, else what the code looks like. */
  showMode() {
    const objc = /^\s*(#import|#include|@interface|@implementation|[-+]\s*\()/m;
    const chosen = language.value || languageOf(this.fileName) || (objc.test(this.code.text) ? "objc" : "swift");
    this.code.setMode(chosen === "objc" ? "text/x-objectivec" : "text/x-swift");
  }

  /** A chosen or dropped file: its text in the box, imported. */
  async read(chosen) {
    if (chosen.size > 1024 * 1024) {
      this.fail("The file " + chosen.name + " is " + chosen.size.toLocaleString() + " bytes; the import reads at most 1 MiB.");
      return;
    }
    try {
      this.code.open(await chosen.text());
    } catch (error) {
      this.fail("The file " + chosen.name + " cannot be read (" + error.message + ").");
      return;
    }
    this.fileName = chosen.name;
    this.forgetClasses();
    this.showMode();
    // The file's extension says its language.
    if (languageOf(chosen.name)) language.value = "";
    await this.importCode(true);
  }

  /** The import's options: language, class, file name, the assumptions set. */
  options(fresh) {
    const options = {};
    const chosen = language.value || languageOf(this.fileName);
    if (chosen) options.language = chosen;
    if (this.fileName) options.fileName = this.fileName;
    if (!classField.hidden && classChoice.value) options.class = classChoice.value;
    if (!fresh && Object.keys(this.set).length) options.set = { ...this.set };
    return options;
  }

  /** Imports the box's code; `fresh` forgets the assumptions set. */
  async importCode(fresh) {
    clearTimeout(this.timer);
    const text = this.code.text;
    if (!text.trim()) {
      this.fail("Paste code first, or choose a file.");
      this.code.focus();
      return;
    }
    if (fresh) this.set = {};
    const mine = ++this.sequence;
    this.say("Importing…");
    run.disabled = true;
    let result;
    try {
      result = await swatch.import(text, this.options(fresh));
    } catch (error) {
      if (mine === this.sequence) this.showError(error);
      return;
    } finally {
      if (mine === this.sequence) run.disabled = false;
    }
    if (mine !== this.sequence) return;
    this.shown(result);
  }

  /** An import's answer ({import, specText}): the spec in the editor, the controls, the warnings. */
  shown(answer) {
    const result = answer.import;
    errorBox.hidden = true;
    errorBox.textContent = "";
    this.code.input.removeAttribute("aria-invalid");
    this.code.setMarks(result.warnings.filter((w) => w.line > 0).map((w) =>
      ({ line: w.line, column: w.column || 1, message: w.message, severity: "warning" })));
    this.showClasses(result.classes, result.class);
    this.assumptions = new Map(result.assumptions.map((a) => [a.name, a]));
    this.renderControls(result.assumptions);
    this.renderNotes(result.warnings);
    const name = result.language === "swift" ? "Swift" : "Objective-C";
    const count = result.assumptions.length;
    // A method pasted alone has no class of its own.
    const what = result.class.startsWith("<") ? "the pasted method" : result.class;
    this.say("Imported " + what + " (" + name + ")" +
      (count ? "; what the code cannot tell is below, " + count + (count === 1 ? " assumption." : " assumptions.") : "."), "ok");
    this.replace(answer.specText, result);
  }

  /** New code: the class is the one it lays out, until it has several. */
  forgetClasses() {
    classField.hidden = true;
    classChoice.replaceChildren();
  }

  showClasses(classes, current) {
    classField.hidden = !classes || classes.length < 2;
    if (classField.hidden) return;
    const names = [...classChoice.options].map((o) => o.value);
    if (names.join("\n") !== classes.join("\n")) {
      classChoice.replaceChildren(...classes.map((c) => make("option", { value: c, text: c })));
    }
    classChoice.value = current;
  }

  /** The import's notes (what it left out or stood in for), each with its line. */
  renderNotes(warnings) {
    let notes = $("pg-import-notes");
    if (!notes) {
      notes = make("details", { class: "pg-import-notes", id: "pg-import-notes" }, make("summary"), make("ul"));
      fieldset.after(notes);
    }
    notes.hidden = warnings.length === 0;
    notes.querySelector("summary").textContent = warnings.length + (warnings.length === 1 ? " note" : " notes") + " on the code";
    notes.querySelector("ul").replaceChildren(...warnings.map((w) =>
      make("li", {}, w.line > 0 ? make("span", { class: "pg-import-line", text: "Line " + w.line + ": " }) : "", w.message)));
  }

  /** One control per assumption, in the order of the code; focus kept on the same one. */
  renderControls(assumptions) {
    const focused = document.activeElement && document.activeElement.closest("#pg-import-controls [data-name]");
    const focusedName = focused ? focused.dataset.name : null;
    controls.replaceChildren(...assumptions.map((a, i) => this.control(a, i)));
    fieldset.hidden = assumptions.length === 0;
    if (focusedName !== null) {
      const again = [...controls.querySelectorAll("[data-name]")].find((c) => c.dataset.name === focusedName);
      if (again) again.focus();
    }
  }

  control(a, index) {
    const id = "pg-import-a" + index;
    const where = "line " + a.line + ", column " + a.column;
    const row = make("div", { class: "pg-import-assumption is-" + a.kind, title: where });
    let input;
    if (a.kind === "condition") {
      input = make("input", { type: "checkbox", id, "data-name": a.name });
      input.checked = a.value === true;
      input.addEventListener("change", () => this.choose(a.name, input.checked ? "true" : "false", 0));
      row.append(input, make("label", { for: id }, breakable(a.name)));
    } else {
      if (Array.isArray(a.value)) {
        input = make("input", { type: "text", id, "data-name": a.name, inputmode: "decimal", pattern: "\\s*[0-9.]+\\s*[x×]\\s*[0-9.]+\\s*", size: 9 });
        input.value = a.value[0] + "x" + a.value[1];
      } else if (typeof a.value === "number") {
        input = make("input", { type: "number", id, "data-name": a.name, step: a.kind === "count" ? 1 : "any", min: a.kind === "count" ? 0 : undefined });
        input.value = String(a.value);
      } else {
        input = make("input", { type: "text", id, "data-name": a.name });
        input.value = String(a.value);
      }
      input.addEventListener("input", () => {
        if (input.checkValidity() && input.value.trim() !== "") this.choose(a.name, input.value.trim(), 400);
      });
      row.append(make("label", { for: id }, breakable(a.name)), input);
    }
    const kind = a.kind === "constant" && a.noted ? "as its comment notes" : a.kind;
    row.append(make("span", { class: "pg-import-kind", text: kind + " · line " + a.line }));
    return row;
  }

  /** One assumption set by its control: imported again after `delay` ms. */
  choose(name, value, delay) {
    this.set[name] = value;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.importCode(false), delay);
  }

  /** The import's error: its message, and a link to its place when it has one. */
  showError(error) {
    const where = (error && error.error) || {};
    const line = where.line, column = where.column;
    errorBox.replaceChildren();
    const message = where.message || (error && error.message) || String(error);
    if (line) {
      const link = make("a", { href: "#pg-import-code", class: "pg-import-where", text: "Line " + line + ", column " + column });
      link.addEventListener("click", (event) => {
        event.preventDefault();
        this.reveal(line, column);
      });
      errorBox.append(make("p", { class: "pg-import-error-title", text: "The code cannot be imported" }),
        make("p", {}, link, ": " + message));
      this.code.input.setAttribute("aria-invalid", "true");
      this.code.setMarks([{ line, column, message, severity: "error" }]);
    } else {
      errorBox.append(make("p", { class: "pg-import-error-title", text: "The code cannot be imported" }), make("p", { text: message }));
    }
    if (error && error.classes && error.classes.length > 1 && classField.hidden) {
      // Several classes lay themselves out: the reader chooses (as --class does).
      this.showClasses(error.classes, error.classes[0]);
      errorBox.replaceChildren(make("p", {
        text: "This code has " + error.classes.length + " classes that lay themselves out (" + error.classes.join(", ") +
          "): choose one under Class, then Import.",
      }));
      errorBox.hidden = false;
      this.say("");
      classChoice.focus();
      return;
    }
    errorBox.hidden = false;
    this.say("");
  }

  fail(message) {
    errorBox.replaceChildren(make("p", { text: message }));
    errorBox.hidden = false;
    this.say("");
  }

  /** The caret at line `line`, column `column` of the code (the panel opened). */
  reveal(line, column) {
    if (!panel.open) {
      panel.open = true;
      this.code.refresh();
    }
    this.code.moveCaret(line, column);
  }

  /** Line `line` of the code banded and scrolled to (the one a warning's
      key was set on), or none for null; the focus stays where it is. */
  markLine(line) {
    if (!this.code) return;
    this.code.showLines(line, line);
    if (line) this.code.scrollTextTo(line);
  }

  say(text, tone = "") {
    status.textContent = text;
    status.className = "pg-import-status" + (tone ? " is-" + tone : "");
  }
}
