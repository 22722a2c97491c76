// The playground, live. The page works as a plain form without this script;
// with it the drawing, size line and table follow the editor as you type
// (the engine in the page, else the server), the error line is marked, the
// width control re-lays out, pointing at a node links the drawing, the
// frames, the spec tree and the spec's lines, undo and redo keep every edit,
// "Share" makes a link holding the spec, and "Save" writes it (after asking,
// when that replaces a file). README.md in this folder lists the page's ids.
import { $, embedded } from "./dom.js";
import { setStatus } from "./status.js";
import { textarea, renderGutter, autosize, renderMarks, moveCaret, revealLine } from "./editor.js";
import { History } from "./history.js";
import { evaluate, engineName, threadName, settled, warmUp, stillView } from "./engine.js";
import { showView, showFailure, stepInView } from "./view.js";
import { renderTree } from "./tree.js";
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

const root = $("pg");
const tokenMeta = document.querySelector('meta[name="swatch-token"]');
const editable = root.dataset.editable === "true" && !!(tokenMeta && tokenMeta.getAttribute("content"));

const state = {
  name: root.dataset.name || "",
  etag: root.dataset.etag || "",
  /** The text as saved under `name`, when it came from a file. */
  savedText: null,
  errorLine: null,
  hovered: null,
  /** The elements of the engine's last outline (outline.js), and the text it was made for. */
  elements: [],
  outlineText: null,
  /** The selected element's path (`root.children[1]`), or null. */
  selected: null,
};
if (state.etag) state.savedText = textarea.value;

root.classList.add("is-live");
for (const id of ["pg-undo", "pg-redo", "pg-share", "pg-download"]) if ($(id)) $(id).hidden = false;
if ($("pg-submit")) $("pg-submit").hidden = true;
/** The answer the page was made with (the server's, or the site builder's). */
const firstAnswer = embedded("pg-answer") || { kind: root.dataset.kind, panels: {}, states: [], state: null, error: true };
$("pg-tree-panel").hidden = !firstAnswer.panels.tree;

// ------------------------------------------------------------------ text

const history = new History(
  () => ({ text: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd }),
  (entry) => {
    textarea.value = entry.text;
    textarea.setSelectionRange(entry.start, entry.end);
    textChanged(true);
  },
  () => {
    $("pg-undo").disabled = !history.canUndo;
    $("pg-redo").disabled = !history.canRedo;
  });

/** Replaces the whole text as one undoable step (a spec opened, a link,
    revert); a Promise of its answer being shown. */
function replaceText(text) {
  history.record("");
  textarea.value = text;
  textarea.setSelectionRange(0, 0);
  history.record("replace");
  return textChanged(true);
}

function marks() {
  const bands = [];
  const element = state.hovered && state.elements.find((e) => e.id === state.hovered);
  if (element) bands.push({ from: element.line, to: element.endLine, className: "pg-mark-hover" });
  if (state.errorLine) bands.push({ from: state.errorLine, to: state.errorLine, className: "pg-mark-error" });
  renderMarks(bands);
}

function showSaved() {
  const dirty = state.savedText !== null && textarea.value !== state.savedText;
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
  return { width: width.width, scale: drawingOptions.scale, debug: drawingOptions.debug, state: transition.state, step: stepInView() };
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
    // The update in view, drawn in this frame, when the whole answer is made elsewhere.
    const still = stillView(textarea.value, engineOptions());
    if (still) {
      showView(still);
      root.dataset.thread = "main";
      root.dataset.updates = String(mine);
    }
    const view = await evaluate(textarea.value, engineOptions(), controller.signal);
    if (mine !== sequence) return;
    state.errorLine = showView(view);
    shown(view, textarea.value);
    renderGutter(state.errorLine);
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
  if (view.error) return;
  if (panels.code) codePanel.show(false);
  width.laidOutAt(panels.width && view.size ? view.size.width : null);
  state.elements = elementsOf(view.outline);
  state.outlineText = view.outline ? text : null;
  buildTree();
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
  for (const label of document.querySelectorAll("#pg-tree .pg-tree-label")) {
    label.toggleAttribute("aria-current", label.dataset.path === state.selected && !label.classList.contains("is-part"));
  }
  if (key) {
    const again = document.querySelector('#pg-inspector .pg-field[data-key="' + key + '"] input, ' +
      '#pg-inspector .pg-field[data-key="' + key + '"] select, #pg-inspector .pg-field[data-key="' + key + '"] textarea');
    if (again) again.focus();
  }
}

function select(path) {
  state.selected = path;
  showSelection();
  const element = selectedElement();
  if (element) {
    state.hovered = element.id;
    highlight(element.id);
    marks();
    revealLine(element.line);
  }
}

function focusSelected() {
  const label = [...document.querySelectorAll("#pg-tree .pg-tree-label")].find((l) => l.dataset.path === state.selected);
  if (label) label.focus();
}

/** One edit of the form or the tree: one undoable step, the selection moved to
    `path`. Edits are made on the text the outline was made for: none while the
    editor holds another (typed since, or not yet read by the engine). */
function applyEdit(next, path) {
  if (state.outlineText !== textarea.value) {
    setStatus("The text changed since the engine read it; the form follows once it has.", "error");
    return;
  }
  if (next === null || next === textarea.value) return;
  state.selected = path;
  replaceText(next);
}

/** The text changed: the answer now (a Promise of it being shown), or soon. */
function textChanged(now) {
  renderGutter(state.errorLine);
  autosize();
  showSaved();
  if (now) return update();
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

const codePanel = new CodePanel(() => textarea.value);

// An imported spec is a new text, of no file.
new ImportPanel((text) => {
  setName("", "", null);
  replaceText(text);
});

const drawingOptions = new DrawingOptions(
  () => update(),
  () => ($("pg-name") && $("pg-name").value.trim()) || state.name || "drawing");

const width = new WidthControl(root.dataset.width ? parseFloat(root.dataset.width) : null, (_, now) => {
  if (now) update();
  else schedule(30);
});

textarea.addEventListener("input", (event) => {
  history.record(event.inputType || "");
  textChanged(false);
});
textarea.addEventListener("keydown", (event) => {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key === "z" && !event.shiftKey) {
    event.preventDefault();
    history.undo();
  } else if ((key === "z" && event.shiftKey) || key === "y") {
    event.preventDefault();
    history.redo();
  } else if (key === "enter") {
    event.preventDefault();
    update();
  }
});
$("pg-undo").addEventListener("click", () => history.undo());
$("pg-redo").addEventListener("click", () => history.redo());
$("pg-form").addEventListener("submit", (event) => {
  event.preventDefault();
  update();
});
window.addEventListener("resize", () => autosize(true));

// The error's place is a link that moves the caret there.
$("pg-error").addEventListener("click", (event) => {
  const link = event.target.closest("a.pg-error-location[data-line]");
  if (!link) return;
  event.preventDefault();
  moveCaret(parseInt(link.dataset.line, 10), parseInt(link.dataset.column, 10));
});

$("pg-tree").addEventListener("click", (event) => {
  const label = event.target.closest(".pg-tree-label");
  if (label) select(label.dataset.path);
});
$("pg-tree").addEventListener("dblclick", (event) => {
  const label = event.target.closest(".pg-tree-label");
  const element = label && state.elements.find((e) => e.path === label.dataset.path);
  if (element) moveCaret(element.line, element.column);
});
// Keyboard: arrows walk the tree, Delete deletes, Enter selects (a button's click).
$("pg-tree").addEventListener("keydown", (event) => {
  const labels = [...document.querySelectorAll("#pg-tree .pg-tree-label")];
  const at = labels.indexOf(document.activeElement);
  if (at < 0) return;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    const next = labels[Math.max(0, Math.min(labels.length - 1, at + (event.key === "ArrowDown" ? 1 : -1)))];
    next.focus();
    select(next.dataset.path);
  } else if (event.key === "Delete" || event.key === "Backspace") {
    event.preventDefault();
    select(labels[at].dataset.path);
    structure.deleteSelected();
    setTimeout(focusSelected, 0);
  }
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
    const url = await shareURL(textarea.value, width.width);
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
    const blob = new Blob([textarea.value], { type: "application/json" });
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

function showInAddress(name) {
  if (location.protocol === "file:") return;
  const url = new URL(location.href);
  url.search = name ? "?spec=" + name : "";
  url.hash = "";
  window.history.replaceState(null, "", url.toString());
}

wireSaving(editable, {
  text: () => textarea.value,
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
history.record("");
width.show();
const serverError = $("pg-error").dataset.line;
if (serverError) state.errorLine = parseInt(serverError, 10);
renderGutter(state.errorLine);
autosize();
// The answer the page was made with, as every later one comes.
shown(firstAnswer, textarea.value);
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
  else if (!opened && engineName() === "page") (window.requestIdleCallback || setTimeout)(() => warmUp(textarea.value, engineOptions()));
  root.dataset.ready = "true";
});
