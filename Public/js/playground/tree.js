// The spec tree (#pg-tree): the elements of the engine's outline, each
// named as the drawing names it, nested as they are in the text. A button's
// subnodes (the engine's, `ok.titleNode`) are listed under it, read only:
// choosing one chooses the button.
import { $ } from "./dom.js";
import { make } from "../elements.js";

const tree = $("pg-tree");

/** What the tree was last drawn from. */
let drawn = "";

/** Draws `elements` (outline.js) as nested lists of buttons, each `data-id`;
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
      type: "button", class: "pg-tree-label" + (element.display ? " is-node" : "") + (element.part ? " is-part" : ""),
      "data-id": element.id, "data-path": chosen.path, title: element.path + " (line " + element.line + ")",
      "aria-current": !element.part && element.path === selected ? "true" : null,
    }, make("span", { class: "pg-tree-type", text: element.part || element.type }));
    if (element.explicit || element.display) label.append(make("span", { class: "pg-tree-id", text: element.id }));
    const children = make("ol");
    stack[stack.length - 1].append(make("li", {}, label, children));
    stack.push(children);
  }
  for (const empty of tree.querySelectorAll("ol:empty")) empty.remove();
}
