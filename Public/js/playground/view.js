// Puts an answer (PlaygroundResponse.json(), from the engine) in the page:
// the drawing, the size line, the table and the error box. The HTML is the
// engine's, written once in Swift for the server's page and for this script.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { attachRanges } from "../ranges.js";
import { attachTouch } from "../touch.js";

const root = $("pg");
const drawing = $("pg-drawing");
const sizeLine = $("pg-size");
const table = $("pg-table");
const errorBox = $("pg-error");
const kindLabel = $("pg-kind");
const widthSet = $("pg-width");
const treePanel = $("pg-tree-panel");
const textarea = $("pg-spec");

// A big drawing goes in over several frames: a range drawing has a group per
// update (its label, its frame's line), all hidden but the one shown, and
// laying them all out at once takes longer than a frame. The first frame
// gets the drawing as it shows now; the hidden groups follow, NODES_PER_FRAME
// elements a frame, and then `done` (the range stepper counts the groups).
const HELD = "g.swatch-step[visibility=hidden], g.swatch-frame-step[visibility=hidden]";
const NODES_PER_FRAME = 300;
let filling = 0;

function putDrawing(html, done) {
  const mine = ++filling;
  const parsed = document.createElement("template");
  parsed.innerHTML = html;
  const held = [];
  if (parsed.content.querySelectorAll("*").length > 2 * NODES_PER_FRAME) {
    for (const group of parsed.content.querySelectorAll(HELD)) {
      const mark = document.createComment("");
      group.replaceWith(mark);
      held.push([mark, group]);
    }
  }
  drawing.replaceChildren(parsed.content);
  const fill = () => {
    // A newer drawing took its place.
    if (mine !== filling) return;
    for (let nodes = 0; held.length && nodes < NODES_PER_FRAME;) {
      const [mark, group] = held.shift();
      nodes += 1 + group.getElementsByTagName("*").length;
      mark.replaceWith(group);
    }
    if (held.length) requestAnimationFrame(fill);
    else done();
  };
  if (held.length) requestAnimationFrame(fill);
  else done();
}

/** Shows `view`; returns the error's line (1-based) or null. */
export function showView(view) {
  root.dataset.kind = view.kind;
  kindLabel.textContent = view.title;
  widthSet.hidden = view.kind !== "layout";
  $("pg-code-panel").hidden = view.kind !== "layout";
  $("pg-options").hidden = !(view.kind === "layout" || (view.kind === "transition" && view.table));
  treePanel.hidden = !(view.kind === "layout" || (view.kind === "transition" && view.table));
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
  putDrawing(view.drawing, () => {
    if (view.kind === "ranges") attachRanges(drawing);
  });
  table.innerHTML = view.table;
  errorBox.hidden = true;
  errorBox.replaceChildren();
  delete errorBox.dataset.line;
  delete errorBox.dataset.column;
  textarea.removeAttribute("aria-invalid");
  delete textarea.dataset.errorLine;
  drawing.classList.remove("is-stale");
  root.classList.remove("has-error");
  if (view.table && view.kind !== "ranges") attachTouch(drawing);
  return null;
}

/** Shows that no view could be made (the engine failed, the server is gone). */
export function showFailure(message) {
  errorBox.replaceChildren(make("p", { class: "pg-error-title", text: "Nothing could be laid out" }),
    make("p", { class: "pg-error-message", text: message }));
  errorBox.hidden = false;
  drawing.classList.add("is-stale");
}
