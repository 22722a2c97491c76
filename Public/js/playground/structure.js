// The spec tree's tools (#pg-tree-tools): add a child of any type, wrap the
// selected element in a layout spec, unwrap it, delete it, move it up or
// down among its siblings. Each is one edit of the text; the selection
// follows the element it made or moved.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { childSlots, elementTypes, isDisplayNode, starterElement } from "./schema.js";
import { wrap, unwrap, remove, move, addChild } from "./edits.js";
import { childrenOf, slotChildren, holderOf } from "./outline.js";

const tools = $("pg-tree-tools");

function button(label, title, run) {
  const b = make("button", { type: "button", title, text: label });
  b.addEventListener("click", run);
  return b;
}

function typeSelect(label, types) {
  return make("select", { "aria-label": label }, ...types.map((type) => make("option", { value: type, text: type })));
}

/** The first of the element's slots that takes another child: a list, or an empty single slot. */
function openSlot(elements, element) {
  return element.slots.find((slot) => slot.list || !slot.elements.length) || null;
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

/** The tools: each acts on `context()` ({text, elements, selected}: the
    outline's elements and the text they were read from) through `edit(text,
    selectPath)`. */
class TreeTools {
  constructor(context, edit) {
    this.context = context;
    this.edit = edit;
    const types = elementTypes();
    this.addType = typeSelect("Type of the new child", types);
    this.wrapType = typeSelect("Layout spec to wrap the selection in", types.filter((t) => !isDisplayNode(t) && childSlots(t).length));
    this.add = button("Add child", "Add an element of this type as the selection's last child", () => this.addChild());
    this.wrapIn = button("Wrap in", "Put the selection inside a new layout spec of this type", () => this.wrapSelected());
    this.unwrap = button("Unwrap", "Replace the selection by its one child", () => this.unwrapSelected());
    this.delete = button("Delete", "Delete the selection (Delete key in the tree)", () => this.deleteSelected());
    this.up = button("Up", "Move the selection before its previous sibling", () => this.moveSelected(-1));
    this.down = button("Down", "Move the selection after its next sibling", () => this.moveSelected(1));
    tools.replaceChildren(make("span", { class: "pg-tool-group" }, this.addType, this.add),
      make("span", { class: "pg-tool-group" }, this.wrapType, this.wrapIn), this.unwrap, this.delete, this.up, this.down);
    tools.hidden = false;
  }

  addChild() {
    const { text, elements, selected } = this.context();
    const slot = selected && openSlot(elements, selected);
    if (!slot) return;
    const type = this.addType.value;
    const next = addChild(text, selected, slot, starterElement(type, uniqueID(elements, type)));
    if (next === null) return;
    const count = slotChildren(elements, selected, slot.key).length;
    this.edit(next, selected.path + "." + slot.key + (slot.list ? "[" + count + "]" : ""));
  }

  wrapSelected() {
    const { text, selected } = this.context();
    if (!selected) return;
    const type = this.wrapType.value;
    this.edit(wrap(text, selected, type, childSlots(type)[0], wrapperMembers(type)), selected.path);
  }

  unwrapSelected() {
    const { text, elements, selected } = this.context();
    const children = selected ? childrenOf(elements, selected) : [];
    if (children.length === 1) this.edit(unwrap(text, selected, children[0]), selected.path);
  }

  deleteSelected() {
    const { text, elements, selected } = this.context();
    if (!selected || selected.parent === null) return;
    this.edit(remove(text, elements, selected), elements[selected.parent].path);
  }

  moveSelected(by) {
    const { text, elements, selected } = this.context();
    if (!selected || selected.parent === null) return;
    const next = move(text, elements, selected, by);
    if (next === null) return;
    const index = Number(/\[(\d+)\]$/.exec(selected.path)[1]) + by;
    this.edit(next, selected.path.replace(/\[\d+\]$/, "[" + index + "]"));
  }

  /** Enables what the selection allows. */
  refresh() {
    const { elements, selected } = this.context();
    const holder = selected && holderOf(elements, selected);
    const listed = !!holder && holder.kind === "array";
    this.add.disabled = this.addType.disabled = !selected || !openSlot(elements, selected);
    this.wrapIn.disabled = this.wrapType.disabled = !selected;
    this.unwrap.disabled = !selected || childrenOf(elements, selected).length !== 1;
    this.delete.disabled = !selected || selected.parent === null;
    this.up.disabled = !listed || holder.at <= 0;
    this.down.disabled = !listed || holder.at >= holder.list.items.length - 1;
  }
}

/**
 * Wires the tools: `context()` gives {text, elements, selected (element or
 * null)}, the elements of the outline made for that text; `edit(text,
 * selectPath)` applies an edit and selects a path. Returns {refresh(),
 * deleteSelected()}.
 */
export function wireStructure(context, edit) {
  const made = new TreeTools(context, edit);
  return { refresh: () => made.refresh(), deleteSelected: () => made.deleteSelected() };
}
