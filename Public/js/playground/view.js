// Puts an answer (PlaygroundResponse.json(), from the engine) in the page:
// the drawing, the size line, the table and the error box. The HTML is the
// engine's, written once in Swift for the server's page and for this script.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { attachRanges } from "../ranges.js";
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

// A big drawing goes in over several frames: a range drawing has a group per
// update (its label, its frame's line), all hidden but the one shown, and
// parsing and laying them all out at once takes longer than a frame. The
// first frame gets the drawing as it shows now, the hidden groups cut out of
// its HTML; they are parsed and put back in their places over the frames
// after the one that lays the drawing out, BYTES_PER_FRAME of their HTML a
// frame (some 170 elements); then, in a frame of its own, `done` (the range
// stepper counts the groups). The drawing is aria-busy until then.
const HIDDEN_STEP = /<g class="swatch-(?:frame-)?step"[^>]* visibility="hidden"[^>]*>/g;
const BIG = 40000;
const BYTES_PER_FRAME = 20000;
let filling = 0;
let shownTable = null;

/** Where the group opening at `from` ends (after its `</g>`), or -1. */
function groupEnd(html, from) {
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = from;
  let depth = 0;
  for (let match; (match = tags.exec(html));) {
    depth += match[0] === "</g>" ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return -1;
}

/** [the HTML with each hidden step group replaced by a comment holding its number, the groups' HTML]. */
function holdBack(html) {
  const held = [];
  if (html.length < BIG) return [html, held];
  let out = "", at = 0;
  HIDDEN_STEP.lastIndex = 0;
  for (let match; (match = HIDDEN_STEP.exec(html));) {
    const end = groupEnd(html, match.index);
    if (end < 0) break;
    out += html.slice(at, match.index) + "<!--" + held.length + "-->";
    held.push(html.slice(match.index, end));
    at = HIDDEN_STEP.lastIndex = end;
  }
  return [out + html.slice(at), held];
}

function putDrawing(html, done) {
  const mine = ++filling;
  const [shown, held] = holdBack(html);
  const parsed = document.createElement("template");
  parsed.innerHTML = shown;
  const places = [];
  const walker = document.createTreeWalker(parsed.content, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) if (/^\d+$/.test(walker.currentNode.data)) places[Number(walker.currentNode.data)] = walker.currentNode;
  drawing.replaceChildren(parsed.content);
  // Paused from the start, a big drawing's first frame costs about half (its
  // animations are not started and sampled); the stepper plays it once it is whole.
  if (held.length) for (const svg of drawing.querySelectorAll("svg")) if (svg.pauseAnimations) svg.pauseAnimations();
  const finish = () => {
    drawing.removeAttribute("aria-busy");
    done();
  };
  let next = 0;
  const fill = () => {
    // A newer drawing took its place.
    if (mine !== filling) return;
    let end = next, size = 0;
    while (end < held.length && (end === next || size < BYTES_PER_FRAME)) size += held[end++].length;
    const groups = document.createElement("template");
    groups.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg">' + held.slice(next, end).join("") + "</svg>";
    const parts = [...groups.content.firstChild.children];
    for (let i = next; i < end; i++) if (places[i]) places[i].replaceWith(parts[i - next]);
    next = end;
    requestAnimationFrame(next < held.length ? fill : () => mine === filling && finish());
  };
  if (held.length) {
    drawing.setAttribute("aria-busy", "true");
    // The frame after this one lays the drawing out; the groups start in the frame after that.
    requestAnimationFrame(() => requestAnimationFrame(fill));
  } else finish();
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
  putDrawing(view.drawing, () => {
    if (panels.stepper) attachRanges(drawing);
  });
  // (Unchanged, the table is left as it is: no new rows to style and lay out.)
  if (shownTable !== view.table) {
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
