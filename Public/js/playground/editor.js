// The editor: the textarea (#pg-spec), its line numbers (#pg-gutter) and
// the bands behind its text (#pg-marks: the error line, the hovered
// element's lines). The textarea is as large as its text; #pg-editor scrolls.
import { $ } from "./dom.js";
import { coveredTop } from "./stage.js";

export const textarea = $("pg-spec");
const gutter = $("pg-gutter");
const marks = $("pg-marks");
const box = $("pg-editor");

function lineCount(text) {
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Offset of a 1-based line and column (columns count code points, as the engine's errors do). */
function offsetOf(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  for (let c = 1; c < column && offset < text.length; c++) {
    const code = text.charCodeAt(offset);
    if (code === 10) break;
    offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return offset;
}

function lineHeight() {
  const value = parseFloat(getComputedStyle(textarea).lineHeight);
  return value > 0 ? value : 20;
}

let shownLines = 0;

/** Numbers every line; `errorLine` (1-based) is marked. */
export function renderGutter(errorLine) {
  const count = lineCount(textarea.value);
  if (count !== shownLines) {
    const fragment = document.createDocumentFragment();
    for (let i = 1; i <= count; i++) {
      const span = document.createElement("span");
      span.textContent = String(i);
      fragment.append(span);
    }
    gutter.replaceChildren(fragment);
    shownLines = count;
  }
  const spans = gutter.children;
  for (let j = 0; j < spans.length; j++) spans[j].classList.toggle("is-error", errorLine === j + 1);
}

let sizedFor = "";

/** Fits the editor to its text: only when the number of lines or the longest
    line changed (measuring makes the browser lay the page out), or `always`. */
export function autosize(always) {
  // (A loop, not Math.max(...lengths): a text of 32 MiB can have more lines than a call takes arguments.)
  const lines = textarea.value.split("\n");
  let longest = 0;
  for (const line of lines) if (line.length > longest) longest = line.length;
  const shape = lines.length + "x" + longest;
  if (shape === sizedFor && always !== true) return;
  sizedFor = shape;
  textarea.style.height = "auto";
  textarea.style.width = "100%";
  textarea.style.height = textarea.scrollHeight + "px";
  if (textarea.scrollWidth > textarea.clientWidth) textarea.style.width = textarea.scrollWidth + "px";
}

/** Bands behind the text: each {from, to (1-based lines), className}. */
export function renderMarks(bands) {
  marks.replaceChildren();
  for (const band of bands) {
    const span = document.createElement("span");
    span.className = "pg-mark " + band.className;
    span.style.setProperty("--from", String(band.from - 1));
    span.style.setProperty("--lines", String(band.to - band.from + 1));
    marks.append(span);
  }
}

/** Puts the caret at a line and column and brings it into view. */
export function moveCaret(line, column = 1) {
  const offset = offsetOf(textarea.value, line, column);
  textarea.focus({ preventScroll: true });
  textarea.setSelectionRange(offset, offset);
  box.scrollTop = Math.max(0, (line - 3) * lineHeight());
  // Under the stage where it stays at the window's top (stage.js).
  const top = coveredTop();
  const rect = box.getBoundingClientRect();
  if (rect.top < top || rect.top > window.innerHeight - 80) {
    window.scrollTo(0, Math.max(0, rect.top + window.scrollY - top - 80));
  }
}

/** Scrolls the editor's box to a line without taking the focus. */
export function revealLine(line) {
  const top = (line - 3) * lineHeight();
  if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 3 * lineHeight()) box.scrollTop = Math.max(0, top);
}
