// The playground, live. The page works as a plain form without this script;
// with it the drawing, size line and table follow the editor as you type
// (the engine in the page, else the server), the error line is marked, the
// width control re-lays out, pointing at a node links the drawing, the
// frames, the spec tree and the spec's lines, undo and redo keep every edit,
// "Share" makes a link holding the spec, and "Save" writes it (after asking,
// when that replaces a file). README.md in this folder lists the page's ids.
import { $, embedded } from "./dom.js";
import { setStatus } from "./status.js";
import { CodeEditor } from "./editor.js";
import { completionsAt } from "./completion.js";
import { evaluate, engineName, threadName, settled, warmUp, arrived, stillView } from "./engine.js";
import { showView, showFailure, stepInView } from "./view.js";
import { renderTree, showSelected, wireTreeKeys, focusSelected } from "./tree.js";
import { elementsOf } from "./outline.js";
import { attachRanges } from "../ranges.js";
import { attachTouch } from "../touch.js";
import { highlight, watchHover } from "./hover.js";
import { WidthControl } from "./width.js";
import { shareURL, openLink } from "./share.js";
import { wireSaving } from "./save.js";
import { fetchSpec, wireGallery } from "./gallery.js";
import { showInspector } from "./inspector.js";
import { wireStructure } from "./structure.js";
import { DrawingOptions } from "./options.js";
import { TransitionTabs } from "./transition.js";
import { CodePanel } from "./code.js";
import { ImportPanel } from "./import.js";
import { watchStage } from "./stage.js";
import { showWhy } from "./why.js";
import { VariantsRow } from "./variants.js";
import { WarningsPanel } from "./warnings.js";

const root = $("pg");
const tokenMeta = document.querySelector('meta[name="swatch-token"]');
const editable = root.dataset.editable === "true" && !!(tokenMeta && tokenMeta.getAttribute("content"));

const state = {
  name: root.dataset.name || "",
  etag: root.dataset.etag || "",
  /** The text as saved under `name`, when it came from a file. */
  savedText: null,
  /** What the editor marks: the error and the warnings, each {line, column, message, severity}. */
  marks: [],
  hovered: null,
  /** The elements of the engine's last outline (outline.js), and the text it was made for. */
  elements: [],
  outlineText: null,
  /** The selected element's path (`root.children[1]`), or null. */
  selected: null,
  /** What the tree was last built from (the text, the kind, a transition's state drawn). */
  outlined: null,
};

root.classList.add("is-live");
for (const id of ["pg-undo", "pg-redo", "pg-share", "pg-download"]) if ($(id)) $(id).hidden = false;
if ($("pg-submit")) $("pg-submit").hidden = true;
/** The answer to the last change made now (a Promise of it being shown). */
let lastChange = null;
/** The answer the page was made with (the server's, or the site builder's). */
const firstAnswer = embedded("pg-answer") || { kind: root.dataset.kind, panels: {}, states: [], state: null, error: true };
$("pg-tree-panel").hidden = !firstAnswer.panels.tree;

// ------------------------------------------------------------------ text

// The editor: typing, and every edit made elsewhere (the tree, the
// inspector, a spec opened, an import), is one undo history.
const editor = new CodeEditor($("pg-spec"), {
  mode: "application/json", label: "Spec (JSON)",
  complete: completionsAt,
  run: () => update(),
  changed(origin) {
    showHistory();
    textChanged(origin === "undo" || origin === "redo" || !origin.startsWith("+"));
  },
});
if (state.etag) state.savedText = editor.text;

function showHistory() {
  $("pg-undo").disabled = !editor.canUndo;
  $("pg-redo").disabled = !editor.canRedo;
}

/** Replaces the whole text as one undoable step (a spec opened, a link,
    revert, an import: `imported`, the import's answer); a Promise of its answer being shown. */
function replaceText(text, imported = null) {
  warnings.opened(text, imported);
  lastChange = null;
  editor.open(text);
  return lastChange || Promise.resolve();
}

/** The error and the warnings of an answer, as the editor marks them. */
function marksOf(view) {
  const out = [];
  if (view.error && view.error.line) {
    out.push({ line: view.error.line, column: view.error.column, message: view.error.message, severity: "error" });
  }
  for (const warning of view.warnings || []) {
    if (warning.line) out.push({ line: warning.line, column: warning.column, message: warning.message, severity: "warning" });
  }
  return out;
}

/** The hovered element's lines, banded in the editor. */
function marks() {
  const element = state.hovered && state.elements.find((e) => e.id === state.hovered);
  editor.showLines(element ? element.line : null, element ? element.endLine : null);
}

function showSaved() {
  const dirty = state.savedText !== null && editor.text !== state.savedText;
  const revert = $("pg-revert");
  if (revert) {
    revert.hidden = state.savedText === null;
    revert.disabled = !dirty;
  }
  const marker = $("pg-dirty");
  if (marker) marker.hidden = !dirty;
  root.classList.toggle("is-dirty", dirty);
}

// ---------------------------------------------------------------- layout

let timer = null;
let frame = 0;
let sequence = 0;
let pending = null;

/** The next update: with the engine in the page, in the next animation frame
    (one answer a frame however fast keys come, drawn in the frame after the
    key press); with the server, once the text has not changed for `delay` ms. */
function schedule(delay) {
  clearTimeout(timer);
  if (engineName() === "page") {
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; update(); });
  } else {
    timer = setTimeout(update, delay);
  }
}

function engineOptions() {
  return {
    width: width.width, scale: drawingOptions.scale, debug: drawingOptions.debug,
    accessibility: drawingOptions.accessibility, state: transition.state, step: stepInView(), explain: state.selected,
  };
}

async function update() {
  clearTimeout(timer);
  cancelAnimationFrame(frame);
  frame = 0;
  if (pending) pending.abort();
  const controller = new AbortController();
  pending = controller;
  const mine = ++sequence;
  root.classList.add("is-busy");
  try {
    const text = editor.text;
    // The update in view, drawn in this frame, when the whole answer is made elsewhere.
    const still = stillView(text, engineOptions());
    if (still) {
      showView(still);
      root.dataset.thread = "main";
      root.dataset.updates = String(mine);
    }
    const view = await evaluate(text, engineOptions(), controller.signal);
    if (mine !== sequence) return;
    showView(view);
    state.marks = marksOf(view);
    editor.setMarks(state.marks);
    editor.input.toggleAttribute("aria-invalid", !!view.error);
    shown(view, text);
    marks();
    if (state.hovered) highlight(state.hovered);
  } catch (error) {
    if (error && error.name === "AbortError") return;
    if (mine !== sequence) return;
    showFailure(location.protocol === "file:" ? error.message : "The server did not answer; is swatch serve still running?");
  } finally {
    if (mine === sequence) {
      pending = null;
      root.classList.remove("is-busy");
      root.dataset.updates = String(mine);
      root.dataset.engine = engineName();
      if (engineName() === "page") root.dataset.thread = threadName();
    }
  }
}

/** What the page keeps of an answer for `text` besides its HTML: the
    transition's tabs, the laid-out width, the outline, the tree. */
function shown(view, text) {
  const panels = view.panels || {};
  transition.show(panels.states, view.states, view.state);
  // (Only a transition's drawing is the scrubber's: seeking another drawing
  // pauses its animations and samples every one of them.)
  if (panels.states) transition.attach();
  variants.follow(view);
  if (view.error) return warnings.stale();
  showWhy(view.explanation);
  if (panels.code) codePanel.show(false);
  width.laidOutAt(panels.width && view.size ? view.size.width : null);
  // An answer of the same outline (a selection's, a width's) leaves the tree
  // and the inspector as they are, and the focus where it is.
  const outlined = view.outline ? [text, view.kind, view.state].join("\u0000") : null;
  state.elements = elementsOf(view.outline);
  state.outlineText = view.outline ? text : null;
  if (outlined === null || outlined !== state.outlined) buildTree();
  state.outlined = outlined;
  warnings.show(view, state.elements, text);
}

function buildTree() {
  const hadFocus = document.activeElement && document.activeElement.closest("#pg-tree");
  renderTree(state.elements, state.selected);
  if (hadFocus) focusSelected();
  showSelection();
}

// ------------------------------------------------------------- selection

const reference = $("pg-reference") ? $("pg-reference").href : "";

function selectedElement() {
  return state.elements.find((e) => e.path === state.selected) || null;
}

/** The inspector and the tools for the selection, focus kept on the same field. */
function showSelection() {
  const focused = document.activeElement && document.activeElement.closest("#pg-inspector .pg-field");
  const key = focused ? focused.dataset.key : null;
  const element = selectedElement();
  showInspector(element, state.outlineText, (next) => applyEdit(next, state.selected), reference);
  structure.refresh();
  showSelected(state.selected);
  if (key) {
    const again = document.querySelector('#pg-inspector .pg-field[data-key="' + key + '"] input, ' +
      '#pg-inspector .pg-field[data-key="' + key + '"] select, #pg-inspector .pg-field[data-key="' + key + '"] textarea');
    if (again) again.focus();
  }
}

/** Selects the element at `path`; `reveal` scrolls the text to it. */
function select(path, reveal = true) {
  const changed = path !== state.selected;
  state.selected = path;
  showSelection();
  // The engine explains the selection and draws its stack's arithmetic.
  if (changed) update();
  const element = selectedElement();
  if (element) {
    state.hovered = element.id;
    highlight(element.id);
    marks();
    if (reveal) editor.revealLine(element.line);
  }
}

/** One edit of the form or the tree: one undoable step, the selection moved to
    `path`. Edits are made on the text the outline was made for: none while the
    editor holds another (typed since, or not yet read by the engine). */
function applyEdit(next, path) {
  if (state.outlineText !== editor.text) {
    setStatus("The text changed since the engine read it; the form follows once it has.", "error");
    return;
  }
  if (next === null || next === editor.text) return;
  state.selected = path;
  editor.replace(next);
}

/** The text changed: the answer now (a Promise of it being shown), or soon. */
function textChanged(now) {
  showSaved();
  if (now) return (lastChange = update());
  schedule(200);
  return Promise.resolve();
}

// ---------------------------------------------------------------- wiring

const structure = wireStructure(
  () => ({ text: state.outlineText, elements: state.elements, selected: selectedElement() }),
  (next, path) => applyEdit(next, path));

const transition = new TransitionTabs(() => {
  state.selected = null;
  update();
});

const codePanel = new CodePanel(() => editor.text);

const variants = new VariantsRow(() => editor.text, () => ({ scale: drawingOptions.scale }));

// An imported spec is a new text, of no file.
const importPanel = new ImportPanel((text, imported) => {
  setName("", "", null);
  replaceText(text, imported);
});

// The warnings beside the drawing, each pointing at its element everywhere (the text scrolled to its key).
const warnings = new WarningsPanel({
  select: (path) => select(path, false),
  point: (line, column, caret) => editor.pointAt(line, column, caret),
  text: () => state.outlineText,
  edit: (next, path) => applyEdit(next, path),
  markCode: (line) => importPanel.markLine(line),
  showCode: (line, column) => importPanel.reveal(line, column),
});

const drawingOptions = new DrawingOptions(
  () => update(),
  () => ($("pg-name") && $("pg-name").value.trim()) || state.name || "drawing");

const width = new WidthControl(root.dataset.width ? parseFloat(root.dataset.width) : null, (_, now) => {
  if (now) update();
  else schedule(30);
});

// Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) in the tree and the inspector undo and
// redo the document's edits, as in the editor (a field being typed in keeps
// its own until its change is made).
$("pg-tree-panel").addEventListener("keydown", (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key !== "z" && key !== "y") return;
  const field = event.target.closest("input, textarea");
  if (field && field.value !== field.defaultValue && field.type !== "checkbox") return;
  event.preventDefault();
  if (key === "z" && !event.shiftKey) editor.undo();
  else editor.redo();
});
$("pg-undo").addEventListener("click", () => editor.undo());
$("pg-redo").addEventListener("click", () => editor.redo());
$("pg-form").addEventListener("submit", (event) => {
  event.preventDefault();
  update();
});

// The error's place is a link that moves the caret there.
$("pg-error").addEventListener("click", (event) => {
  const link = event.target.closest("a.pg-error-location[data-line]");
  if (!link) return;
  event.preventDefault();
  editor.moveCaret(parseInt(link.dataset.line, 10), parseInt(link.dataset.column, 10));
});

$("pg-tree").addEventListener("click", (event) => {
  const label = event.target.closest(".pg-tree-label");
  if (label) select(label.dataset.path);
});
$("pg-tree").addEventListener("dblclick", (event) => {
  const label = event.target.closest(".pg-tree-label");
  const element = label && state.elements.find((e) => e.path === label.dataset.path);
  if (element) editor.moveCaret(element.line, element.column);
});
// Keyboard: arrows walk the tree, Delete deletes, Enter selects (a button's click).
wireTreeKeys(select, (path) => {
  select(path);
  structure.deleteSelected();
  setTimeout(focusSelected, 0);
});

// A click on the drawing selects the node (or, with debug outlines, the spec) under it.
$("pg-drawing").addEventListener("click", (event) => {
  const target = event.target.closest("g.swatch-node[data-id], g.swatch-spec[data-id]");
  const id = target && target.dataset.id;
  // The nodes and specs Texture makes inside an element (a button's
  // `follow.titleNode`, `follow.stack`) select the element they are made for.
  const element = id && (state.elements.find((e) => e.id === id && !e.part) ||
    state.elements.find((e) => !e.part && id.startsWith(e.id + ".")));
  if (element) select(element.path);
});

watchHover((id) => {
  state.hovered = id;
  highlight(id);
  marks();
});

const drawing = $("pg-drawing");
drawing.addEventListener("swatch-step", (event) => {
  const rows = document.querySelectorAll("#pg-steps tbody tr");
  rows.forEach((row, i) => row.classList.toggle("is-current", i === event.detail.step));
});

// Share.
$("pg-share").addEventListener("click", async () => {
  try {
    const url = await shareURL(editor.text, width.width);
    $("pg-share-box").hidden = false;
    $("pg-share-link").value = url;
    $("pg-share-link").focus();
    $("pg-share-link").select();
    setStatus("The link holds the whole spec: anyone opening it sees exactly this text.");
  } catch (error) {
    setStatus("No link could be made: " + error.message, "error");
  }
});
$("pg-share-copy").addEventListener("click", async () => {
  const link = $("pg-share-link");
  link.select();
  try {
    await navigator.clipboard.writeText(link.value);
  } catch (e) {
    document.execCommand("copy");
  }
  setStatus("Link copied.", "ok");
});

// Download the text as a file (the way to keep it where there is no server).
if ($("pg-download")) {
  $("pg-download").addEventListener("click", () => {
    const blob = new Blob([editor.text], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = (($("pg-name") && $("pg-name").value.trim()) || state.name || "spec") + ".json";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
}

function setName(name, etag, savedText) {
  state.name = name;
  state.etag = etag;
  state.savedText = savedText;
  if ($("pg-name")) $("pg-name").value = name;
  $("pg-etag").value = etag;
  root.dataset.name = name;
  root.dataset.etag = etag;
  showSaved();
}

/** `?spec=NAME` in the address (served or read from disk, where the page
    opens it itself), so that a reload reopens it. */
function showInAddress(name) {
  const url = new URL(location.href);
  url.search = name ? "?spec=" + name : "";
  url.hash = "";
  try {
    window.history.replaceState(null, "", url.toString());
  } catch (error) {
    // A browser that keeps a page read from disk at its address.
  }
}

wireSaving(editable, {
  text: () => editor.text,
  saved(name, etag, text) {
    setName(name, etag, text);
    showInAddress(name);
  },
  // The engine finds the same error in the same text and shows it in full.
  invalid() {
    update();
  },
});

if ($("pg-revert")) {
  $("pg-revert").addEventListener("click", () => {
    if (state.savedText === null) return;
    replaceText(state.savedText);
    setStatus("Back to content/specs/" + state.name + ".json as saved; Undo brings your changes back.");
  });
}

async function openSpec(name, scroll = true) {
  try {
    const spec = await fetchSpec(name);
    setName(name, spec.etag, spec.text);
    await replaceText(spec.text);
    showInAddress(name);
    setStatus("Opened " + (spec.etag ? "content/specs/" + name + ".json" : name) + ".");
    if (scroll) window.scrollTo({ top: $("pg-form").getBoundingClientRect().top + window.scrollY - 8 });
  } catch (error) {
    setStatus("Cannot open " + name + ": " + error.message, "error");
  }
}
wireGallery(openSpec);

async function openFromAddress() {
  try {
    const shared = await openLink(location.search, location.hash.slice(1));
    if (shared) {
      setName("", "", null);
      if (shared.width) width.set(shared.width);
      await replaceText(shared.text);
      setStatus("Opened from a shared link.");
      return true;
    }
  } catch (error) {
    setStatus("This link’s spec cannot be read (" + error.message + ").", "error");
    return true;
  }
  // A page read from disk opens `?spec=NAME` itself (the server does it otherwise).
  const name = new URLSearchParams(location.search).get("spec");
  if (name && embedded("pg-specs")) {
    await openSpec(name, false);
    return true;
  }
  return false;
}
window.addEventListener("hashchange", openFromAddress);

// The server's page is the first state; a link or the in-page engine takes over.
showHistory();
width.show();
state.marks = marksOf(firstAnswer);
editor.setMarks(state.marks);
// The answer the page was made with, as every later one comes.
shown(firstAnswer, editor.text);
marks();
showSaved();
// The page's own drawing gets its controls, as every later one does (view.js).
attachRanges(drawing);
attachTouch(drawing);
watchStage();
openFromAddress().then(async (opened) => {
  await settled();
  root.dataset.engine = engineName();
  // A page read from disk has no server's drawing: draw it now. The
  // server's drawing stays, and the engine makes one answer while the page
  // is idle, so that the first key press is as quick as the next.
  if (!opened && embedded("pg-specs")) await update();
  else if (!opened && engineName() === "page") (window.requestIdleCallback || setTimeout)(() => warmUp(editor.text, engineOptions()));
  root.dataset.ready = "true";
});
// The page's engine, built after the server started, takes over when it is there.
arrived().then(() => {
  root.dataset.engine = engineName();
  setStatus("The page’s engine is built: it lays the spec out as you type.", "ok");
  return update();
});
