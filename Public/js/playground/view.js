// Puts an answer (PlaygroundResponse.json(), from the engine) in the page:
// the drawing, the size line, the table and the error box. The HTML is the
// engine's, written once in Swift for the server's page and for this script.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { attachRanges, shownStep } from "../ranges.js";
import { attachTouch, detachTouch } from "../touch.js";

const root = $("pg");
const drawing = $("pg-drawing");
const sizeLine = $("pg-size");
const table = $("pg-table");
const errorBox = $("pg-error");
const kindLabel = $("pg-kind");
const widthSet = $("pg-width");
const treePanel = $("pg-tree-panel");
const textarea = $("pg-spec");

// A big drawing goes in over several frames: a range animation has a group
// per update (its label, its frame's line), all hidden but the one in view,
// and parsing and laying them all out at once takes longer than a frame.
// The engine gives the drawing in parts (PlaygroundResponse's
// `drawingParts`): `drawing` holds the update in view and, for each other
// update's group, a place (`g[data-held]`, its number in `held`); `held`
// holds those groups. The first frame gets `drawing`, paused at the update
// in view (`time`, the animation's time for it); the held groups are
// parsed and put in their places over the frames after the one that lays
// the drawing out, BYTES_PER_FRAME of their HTML a frame (some 170
// elements); then, in a frame of its own, `done` (the range stepper counts
// the groups). The drawing is aria-busy until then. A small drawing gets
// its groups at once.
//
// A still answer (`still`: the update in view alone, made for the frame
// after a key) is put in as it is, the drawing busy until the whole
// answer takes its place; the table stays as it was meanwhile.
const BIG = 40000;
const BYTES_PER_FRAME = 20000;
let filling = 0;
let shownTable = null;

function putDrawing(view, done) {
  const mine = ++filling;
  const held = view.held || [];
  const parsed = document.createElement("template");
  parsed.innerHTML = view.drawing;
  drawing.replaceChildren(parsed.content);
  if (view.still) {
    drawing.setAttribute("aria-busy", "true");
    return;
  }
  const places = [];
  for (const place of drawing.querySelectorAll("g[data-held]")) places[Number(place.dataset.held)] = place;
  // Paused from the start, a big drawing's first frame costs about half (its
  // animations are not started and sampled); the stepper plays it once it is whole.
  if (held.length && view.time !== null) {
    for (const svg of drawing.querySelectorAll("svg")) {
      if (svg.pauseAnimations) {
        svg.pauseAnimations();
        svg.setCurrentTime(view.time);
      }
    }
  }
  const finish = () => {
    drawing.removeAttribute("aria-busy");
    done();
  };
  /** Puts held groups `from` up to `to` in their places. */
  const putIn = (from, to) => {
    const groups = document.createElement("template");
    groups.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg">' + held.slice(from, to).join("") + "</svg>";
    const parts = [...groups.content.firstChild.children];
    for (let i = from; i < to; i++) if (places[i]) places[i].replaceWith(parts[i - from]);
  };
  const size = held.reduce((sum, part) => sum + part.length, view.drawing.length);
  if (size < BIG) {
    if (held.length) putIn(0, held.length);
    return finish();
  }
  let next = 0;
  const fill = () => {
    // A newer drawing took its place.
    if (mine !== filling) return;
    let end = next, bytes = 0;
    while (end < held.length && (end === next || bytes < BYTES_PER_FRAME)) bytes += held[end++].length;
    putIn(next, end);
    next = end;
    requestAnimationFrame(next < held.length ? fill : () => mine === filling && finish());
  };
  drawing.setAttribute("aria-busy", "true");
  // The frame after this one lays the drawing out; the groups start in the frame after that.
  requestAnimationFrame(() => requestAnimationFrame(fill));
}

/** The update the drawing's stepper shows (from 0), or null: the one a
    new drawing of the same document shows first. */
export function stepInView() {
  return shownStep(drawing);
}

/** Shows `view`; returns the error's line (1-based) or null. */
export function showView(view) {
  const panels = view.panels;
  root.dataset.kind = view.kind;
  kindLabel.textContent = view.title;
  widthSet.hidden = !panels.width;
  $("pg-code-panel").hidden = !panels.code;
  $("pg-options").hidden = !panels.tree;
  treePanel.hidden = !panels.tree;
  sizeLine.textContent = view.sizeLine;
  const error = view.error;
  if (error) {
    // The last good drawing stays, dimmed, while the text is being fixed.
    if (!drawing.querySelector("svg")) drawing.innerHTML = view.drawing;
    errorBox.innerHTML = error.html;
    errorBox.hidden = false;
    if (error.line) {
      errorBox.dataset.line = String(error.line);
      errorBox.dataset.column = String(error.column);
      textarea.dataset.errorLine = String(error.line);
    } else {
      delete errorBox.dataset.line;
      delete errorBox.dataset.column;
      delete textarea.dataset.errorLine;
    }
    textarea.setAttribute("aria-invalid", "true");
    drawing.classList.add("is-stale");
    root.classList.add("has-error");
    return error.line || null;
  }
  putDrawing(view, () => {
    if (panels.stepper) attachRanges(drawing);
  });
  // (Unchanged, the table is left as it is: no new rows to style and lay out.)
  if (!view.still && shownTable !== view.table) {
    table.innerHTML = view.table;
    shownTable = view.table;
  }
  errorBox.hidden = true;
  errorBox.replaceChildren();
  delete errorBox.dataset.line;
  delete errorBox.dataset.column;
  textarea.removeAttribute("aria-invalid");
  delete textarea.dataset.errorLine;
  drawing.classList.remove("is-stale");
  root.classList.remove("has-error");
  // A drawing without nodes (a range scenario's) takes the last one's touch tools away.
  const touchable = panels.touch && attachTouch(drawing).length > 0;
  if (!touchable) detachTouch(drawing);
  return null;
}

/** Shows that no view could be made (the engine failed, the server is gone). */
export function showFailure(message) {
  errorBox.replaceChildren(make("p", { class: "pg-error-title", text: "Nothing could be laid out" }),
    make("p", { class: "pg-error-message", text: message }));
  errorBox.hidden = false;
  drawing.classList.add("is-stale");
}
