// The spec tree (#pg-tree): the elements of the engine's outline, each
// named as the drawing names it, nested as they are in the text. A button's
// subnodes (the engine's, `ok.titleNode`) are listed under it, read only:
// choosing one chooses the button. A tree view (role=tree): one Tab stop,
// the selected element (roving tabindex); the arrow keys move in it (Up,
// Down; Left to the parent, Right to the first child; Home, End).
import { $ } from "./dom.js";
import { make } from "../elements.js";

const tree = $("pg-tree");
tree.setAttribute("role", "tree");

/** What the tree was last drawn from. */
let drawn = "";

function labels() {
  return [...tree.querySelectorAll(".pg-tree-label")];
}

/** Draws `elements` (outline.js) as nested lists of tree items, each `data-id`;
    the same tree again (a number edited) is left as it is. */
export function renderTree(elements, selected) {
  const key = JSON.stringify([selected, elements.map((e) => [e.id, e.type, e.part, e.depth, e.parent, e.path, e.line, e.display, e.explicit])]);
  if (key === drawn) return;
  drawn = key;
  tree.replaceChildren();
  const stack = [tree];
  for (const element of elements) {
    while (stack.length > element.depth + 1) stack.pop();
    const chosen = element.part ? elements[element.parent] : element;
    const label = make("button", {
      type: "button", role: "treeitem", tabindex: "-1", "aria-level": element.depth + 1,
      class: "pg-tree-label" + (element.display ? " is-node" : "") + (element.part ? " is-part" : ""),
      "data-id": element.id, "data-path": chosen.path, title: element.path + " (line " + element.line + ")",
    }, make("span", { class: "pg-tree-type", text: element.part || element.type }));
    if (element.explicit || element.display) label.append(make("span", { class: "pg-tree-id", text: element.id }));
    const children = make("ol", { role: "group" });
    stack[stack.length - 1].append(make("li", { role: "none" }, label, children));
    stack.push(children);
  }
  for (const empty of tree.querySelectorAll("ol:empty")) empty.remove();
  for (const group of tree.querySelectorAll("ol[role=group]")) {
    const items = [...group.children].map((li) => li.firstElementChild);
    items.forEach((item, n) => {
      item.setAttribute("aria-setsize", items.length);
      item.setAttribute("aria-posinset", n + 1);
    });
  }
  showSelected(selected);
}

/** Marks the element at `path` selected; it is the tree's Tab stop (the first element when none is). */
export function showSelected(path) {
  const all = labels();
  const chosen = all.find((l) => l.dataset.path === path && !l.classList.contains("is-part")) || null;
  for (const label of all) {
    label.setAttribute("aria-selected", String(label === chosen));
    label.tabIndex = label === (chosen || all[0]) ? 0 : -1;
  }
}

/** The label the arrow key `key` leads to from `label`, or null (not a tree key). */
function target(label, key) {
  const all = labels();
  const at = all.indexOf(label);
  const item = label.parentElement;
  if (key === "ArrowDown") return all[Math.min(all.length - 1, at + 1)];
  if (key === "ArrowUp") return all[Math.max(0, at - 1)];
  if (key === "Home") return all[0];
  if (key === "End") return all[all.length - 1];
  if (key === "ArrowLeft") {
    const parent = item.parentElement.closest("li");
    return parent ? parent.firstElementChild : label;
  }
  if (key === "ArrowRight") {
    const group = item.querySelector(":scope > ol");
    return group ? group.firstElementChild.firstElementChild : label;
  }
  return null;
}

/** Wires the keys: an arrow (or Home, End) moves to an element and calls
    `select(path)`; Delete or Backspace calls `remove(path)`. */
export function wireTreeKeys(select, remove) {
  tree.addEventListener("keydown", (event) => {
    const label = event.target.closest(".pg-tree-label");
    if (!label || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      remove(label.dataset.path);
      return;
    }
    const next = target(label, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    select(next.dataset.path);
  });
}

/** Focuses the selected element's label (the Tab stop). */
export function focusSelected() {
  const label = labels().find((l) => l.tabIndex === 0);
  if (label) label.focus();
}
