// The spec tree's tools (#pg-tree-tools): add a child of any type, wrap the
// selected element in a layout spec, unwrap it, delete it, move it up or
// down among its siblings. Each is one edit of the text; the selection
// follows the element it made or moved.
import { $ } from "./dom.js";
import { childSlots, elementTypes, isDisplayNode, starterElement } from "./schema.js";
import { wrap, unwrap, remove, move, addChild } from "./edits.js";

const tools = $("pg-tree-tools");

function button(label, title, run) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.title = title;
  b.addEventListener("click", run);
  return b;
}

function typeSelect(label, types) {
  const select = document.createElement("select");
  select.setAttribute("aria-label", label);
  for (const type of types) {
    const option = document.createElement("option");
    option.value = type;
    option.textContent = type;
    select.append(option);
  }
  return select;
}

/** What a wrapper of `type` starts with besides its child (JSON member texts). */
function wrapperMembers(type) {
  if (type === "inset") return ['"insets": {"top": 8, "left": 8, "bottom": 8, "right": 8}'];
  if (type === "stack") return ['"direction": "vertical"'];
  if (type === "ratio") return ['"ratio": 1'];
  return [];
}

function uniqueID(elements, type) {
  const taken = new Set(elements.map((e) => e.id));
  let n = 1;
  while (taken.has(type + "-" + n)) n++;
  return type + "-" + n;
}

/**
 * Wires the tools: `context()` gives {text, elements, selected (element or
 * null)}; `edit(text, selectPath)` applies an edit and selects a path.
 */
export function wireStructure(context, edit) {
  const types = elementTypes();
  const wrappers = types.filter((t) => !isDisplayNode(t) && childSlots(t).length);
  const addType = typeSelect("Type of the new child", types);
  const wrapType = typeSelect("Layout spec to wrap the selection in", wrappers);
  const add = button("Add child", "Add an element of this type as the selection's last child", () => {
    const { text, elements, selected } = context();
    if (!selected) return;
    const slot = childSlots(selected.type).find((s) => s.list || !elements.some((e) => e.parent === selected && e.slotKey === s.key));
    if (!slot) return;
    const type = addType.value;
    const next = addChild(text, selected, slot, starterElement(type, uniqueID(elements, type)));
    if (next === null) return;
    const count = elements.filter((e) => e.parent === selected && e.slotKey === slot.key).length;
    edit(next, selected.path + "." + slot.key + (slot.list ? "[" + count + "]" : ""));
  });
  const wrapIn = button("Wrap in", "Put the selection inside a new layout spec of this type", () => {
    const { text, selected } = context();
    if (!selected) return;
    const type = wrapType.value;
    const slot = childSlots(type)[0];
    edit(wrap(text, selected, type, slot, wrapperMembers(type)), selected.path);
  });
  const unwrapButton = button("Unwrap", "Replace the selection by its one child", () => {
    const { text, elements, selected } = context();
    const children = selected ? elements.filter((e) => e.parent === selected) : [];
    if (children.length !== 1) return;
    edit(unwrap(text, selected, children[0]), selected.path);
  });
  const deleteButton = button("Delete", "Delete the selection (Delete key in the tree)", () => deleteSelected());
  const up = button("Up", "Move the selection before its previous sibling", () => moveSelected(-1));
  const down = button("Down", "Move the selection after its next sibling", () => moveSelected(1));

  function deleteSelected() {
    const { text, selected } = context();
    if (!selected || !selected.parent) return;
    edit(remove(text, selected), selected.parent.path);
  }

  function moveSelected(by) {
    const { text, selected } = context();
    if (!selected || !selected.parent) return;
    const next = move(text, selected, by);
    if (next === null) return;
    const index = Number(/\[(\d+)\]$/.exec(selected.path)[1]) + by;
    edit(next, selected.path.replace(/\[\d+\]$/, "[" + index + "]"));
  }

  const addGroup = document.createElement("span");
  addGroup.className = "pg-tool-group";
  addGroup.append(addType, add);
  const wrapGroup = document.createElement("span");
  wrapGroup.className = "pg-tool-group";
  wrapGroup.append(wrapType, wrapIn);
  tools.replaceChildren(addGroup, wrapGroup, unwrapButton, deleteButton, up, down);
  tools.hidden = false;

  /** Enables what the selection allows. */
  function refresh() {
    const { elements, selected } = context();
    const children = selected ? elements.filter((e) => e.parent === selected) : [];
    const listed = selected && selected.holder && selected.holder.kind === "array";
    const index = listed ? selected.holder.items.indexOf(selected.value) : -1;
    add.disabled = !selected || !childSlots(selected.type).some((s) => s.list || !children.some((e) => e.slotKey === s.key));
    addType.disabled = add.disabled;
    wrapIn.disabled = !selected;
    wrapType.disabled = !selected;
    unwrapButton.disabled = children.length !== 1;
    deleteButton.disabled = !selected || !selected.parent;
    up.disabled = !listed || index <= 0;
    down.disabled = !listed || index >= selected.holder.items.length - 1;
  }

  return { refresh, deleteSelected };
}
