// Pointing at a node anywhere (the drawing, the frames table, the spec tree)
// highlights it everywhere, and its lines in the editor.
import { $, cssString } from "./dom.js";

const root = $("pg");
const TARGETS = "#pg-drawing g.swatch-node[data-id], #pg-frames tr[data-id], #pg-tree .pg-tree-label[data-id]";

/** Marks the node `id` (or none) in the drawing, the table and the tree. */
export function highlight(id) {
  for (const old of root.querySelectorAll(".is-hovered")) old.classList.remove("is-hovered");
  if (!id) return;
  const selector = '[data-id="' + cssString(id) + '"]';
  const found = root.querySelectorAll(
    "#pg-drawing g.swatch-node" + selector + ", #pg-frames tr" + selector + ", #pg-tree .pg-tree-label" + selector);
  for (const element of found) element.classList.add("is-hovered");
}

/** Calls `changed(id)` when the pointer or focus moves to another node. */
export function watchHover(changed) {
  let current = null;
  const at = (event) => {
    const target = event.target.closest ? event.target.closest(TARGETS) : null;
    const id = target ? target.getAttribute("data-id") : null;
    if (id !== current) {
      current = id;
      changed(id);
    }
  };
  const leave = () => {
    if (current !== null) {
      current = null;
      changed(null);
    }
  };
  root.addEventListener("mouseover", at);
  root.addEventListener("mouseleave", leave);
  $("pg-tree").addEventListener("focusin", at);
  $("pg-tree").addEventListener("focusout", leave);
}
