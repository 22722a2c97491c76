// The spec tree's tools (#pg-tree-tools): add a child of any type, wrap the
// selected element in a layout spec, unwrap it, delete it, move it up or
// down among its siblings. Each is one edit of the text, made by the engine
// (EngineRequest's `edit`), which answers the new text and the path of the
// element to select: what a new element holds, its id and where things
// move are the engine's.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { childSlots, elementTypes, isDisplayNode } from "./schema.js";
import { edit } from "./engine.js";
import { setStatus } from "./status.js";
import { childrenOf, holderOf } from "./outline.js";

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
function openSlot(element) {
  return element.slots.find((slot) => slot.list || !slot.elements.length) || null;
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

  /** The engine's edit `action` of the selection, applied and selected. */
  async run(action, type) {
    const { text, selected } = this.context();
    if (!selected) return;
    try {
      const made = await edit(text, action, selected.path, type);
      this.edit(made.text, made.select);
    } catch (error) {
      setStatus(error.message, "error");
    }
  }

  addChild() {
    return this.run("add", this.addType.value);
  }

  wrapSelected() {
    return this.run("wrap", this.wrapType.value);
  }

  unwrapSelected() {
    return this.run("unwrap");
  }

  deleteSelected() {
    const { selected } = this.context();
    if (selected && selected.parent !== null) return this.run("delete");
  }

  moveSelected(by) {
    return this.run(by < 0 ? "up" : "down");
  }

  /** Enables what the selection allows. */
  refresh() {
    const { elements, selected } = this.context();
    const holder = selected && holderOf(elements, selected);
    const listed = !!holder && holder.kind === "array";
    this.add.disabled = this.addType.disabled = !selected || !openSlot(selected);
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
