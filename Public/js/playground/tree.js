// The spec tree (#pg-tree): every element of the spec in the editor, by its
// place in the text, named as the engine names it (an element without an id
// is its type and its 1-based number in pre-order, children in the order of
// the schema's child slots).
import { $ } from "./dom.js";
import { parseWithPlaces, member, lineOfOffset } from "./places.js";
import { childSlots, isDisplayNode } from "./schema.js";

const tree = $("pg-tree");

/**
 * Elements of a layout spec's text in pre-order, or of a transition
 * document's state `state` (from 0); [] when there is none (throws
 * SyntaxError on broken JSON).
 */
export function elementsOf(text, state = null) {
  const doc = parseWithPlaces(text);
  let holder = doc;
  let prefix = "";
  if (state !== null) {
    const states = member(doc, "states");
    holder = states && states.kind === "array" ? states.items[state] : null;
    prefix = "states[" + state + "].";
  }
  const rootValue = member(holder, "root");
  if (!rootValue) return [];
  const list = [];
  let written = 0;
  // `holder`: the array or object the element is in; `slotKey`: the parent's key holding it.
  function walk(value, path, depth, parent, holder, slotKey) {
    if (!value || value.kind !== "object") return;
    const typeValue = member(value, "type");
    if (!typeValue || typeValue.kind !== "string") return;
    const type = typeValue.value;
    const idValue = member(value, "id");
    const explicit = !!(idValue && idValue.kind === "string");
    const element = {
      type,
      id: explicit ? idValue.value : type + (written + 1),
      explicit,
      display: isDisplayNode(type),
      path,
      depth,
      parent,
      holder,
      slotKey,
      value,
      startLine: lineOfOffset(text, value.start),
      endLine: lineOfOffset(text, value.end - 1),
    };
    list.push(element);
    written += 1;
    if (type === "button") buttonParts(element);
    for (const slot of childSlots(type)) {
      const child = member(value, slot.key);
      if (!child) continue;
      if (slot.list) {
        if (child.kind === "array") {
          child.items.forEach((item, n) => walk(item, path + "." + slot.key + "[" + n + "]", depth + 1, element, child, slot.key));
        }
      } else {
        walk(child, path + "." + slot.key, depth + 1, element, value, slot.key);
      }
    }
  }
  // A button's subnodes, as the engine makes them (-[ASButtonNode
  // layoutSpecThatFits:]): listed under it, read only; choosing one chooses
  // the button.
  function buttonParts(button) {
    const value = button.value;
    const part = (name, key) => {
      const holderValue = member(value, key);
      list.push({
        type: name, id: button.id + "." + name, explicit: true, display: true, part: true, path: button.path,
        depth: button.depth + 1, parent: PART, holder: value, slotKey: key, value: holderValue,
        startLine: button.startLine, endLine: button.endLine,
      });
    };
    const image = member(value, "image");
    const title = member(value, "title");
    const text = title && member(title, "text");
    const hasTitle = text && text.kind === "string" && text.value.length > 0;
    const alignment = member(value, "imageAlignment");
    const end = alignment && alignment.kind === "string" && alignment.value === "end";
    if (member(value, "backgroundImage")) part("backgroundImageNode", "backgroundImage");
    if (end && hasTitle) part("titleNode", "title");
    if (image) part("imageNode", "image");
    if (!end && hasTitle) part("titleNode", "title");
  }
  walk(rootValue, prefix + "root", 0, null, holder, "root");
  return list;
}

/** The parent of a button's subnodes: no element, so no tool treats them as children. */
const PART = Object.freeze({ part: true });

/** Draws `elements` as nested lists of buttons, each `data-id`. */
export function renderTree(elements, selected) {
  tree.replaceChildren();
  const stack = [tree];
  for (const element of elements) {
    while (stack.length > element.depth + 1) stack.pop();
    const item = document.createElement("li");
    const label = document.createElement("button");
    label.type = "button";
    label.className = "pg-tree-label" + (element.display ? " is-node" : "");
    label.dataset.id = element.id;
    label.title = element.path + " (line " + element.startLine + ")";
    label.dataset.path = element.path;
    if (element.path === selected && !element.part) label.setAttribute("aria-current", "true");
    if (element.part) label.classList.add("is-part");
    const type = document.createElement("span");
    type.className = "pg-tree-type";
    type.textContent = element.type;
    label.append(type);
    if (element.explicit || element.display) {
      const id = document.createElement("span");
      id.className = "pg-tree-id";
      id.textContent = element.id;
      label.append(id);
    }
    item.append(label);
    stack[stack.length - 1].append(item);
    const children = document.createElement("ol");
    item.append(children);
    stack.push(children);
  }
  for (const empty of tree.querySelectorAll("ol:empty")) empty.remove();
}
