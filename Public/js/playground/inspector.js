// The inspector (#pg-inspector): a control for every key the selected
// element's type has, made from the schema (an enum a select, a number a
// number field, a dimension a number and its unit, a colour a colour
// picker beside its text, a pair two fields, insets four, a flag a
// checkbox, text a text area), each naming the Texture property it sets and
// linking to the format reference (links the mouse follows; the keyboard
// has one, the type's, so that a field is a Tab away from the next). The values shown and where they are
// written come from the engine's outline; a change becomes one edit of the text.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { member } from "./outline.js";
import { elementDefinition, definition } from "./schema.js";
import { setMember, removeMember, formatValue } from "./edits.js";

const panel = $("pg-inspector");
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** The control the schema gives the key (`x-swatch-control`). */
function kindOf(property) {
  return property["x-swatch-control"] || "none";
}

/** The keyword the schema's dimension takes for "no size" (its one constant). */
function dimensionKeyword() {
  const dimension = definition("dimension");
  const keyword = dimension && (dimension.anyOf || []).find((shape) => shape.const !== undefined);
  return keyword ? keyword.const : null;
}

/** A scalar value's JSON (string, number, boolean), else undefined. */
function scalar(value) {
  return value && value.kind !== "object" && value.kind !== "array" ? value.value : undefined;
}

/**
 * Shows the controls for `element` (of the outline made for `text`);
 * `edit(newText)` makes an edit; `reference` is the format reference page's
 * path. Without an element (or with an outline of another text) it says why.
 */
export function showInspector(element, text, edit, reference) {
  panel.replaceChildren();
  if (!element) {
    panel.append(make("p", { class: "pg-inspector-empty", text: "Select an element in the tree or the drawing." }));
    return;
  }
  const definitionOf = elementDefinition(element.type);
  if (!definitionOf) return;
  // The type's entry in the format reference: the inspector's one link in
  // the Tab order (each field's own is the mouse's).
  panel.append(make("p", { class: "pg-inspector-title" }, make("code", { text: element.type }), " ",
    make("a", { class: "pg-inspector-texture", href: reference + "#" + element.type, text: definitionOf["x-swatch-texture"] })));
  const own = { object: element.value, prefix: "", type: element.type };
  panel.append(fields(own, definitionOf.properties, text, edit, reference));
  // An object's keys in a box of their own (the style; a button's title and
  // images), one level deep: deeper ones are edited as text.
  for (const [key, property] of Object.entries(definitionOf.properties)) {
    if (kindOf(property) !== "object" || !property.$ref) continue;
    const name = property.$ref.slice("#/$defs/".length);
    const target = definition(name);
    if (!target) continue;
    const texture = property["x-swatch-texture"];
    const group = {
      object: member(element.value, key), prefix: key + ".", parent: element.value, key, anchor: name.toLowerCase(),
      type: element.type,
    };
    panel.append(make("fieldset", { class: "pg-inspector-style" },
      make("legend", { text: key + (texture ? " (" + texture + ")" : "") }), fields(group, target.properties, text, edit, reference)));
  }
}

/** A control per key of `properties` that the form edits. */
function fields(group, properties, text, edit, reference) {
  const list = make("div", { class: "pg-inspector-fields" });
  for (const [key, property] of Object.entries(properties)) {
    const kind = kindOf(property);
    if (kind === "none" || kind === "object" || !CONTROLS[kind]) continue;
    list.append(control({ group, key, property, kind, text, edit, reference }));
  }
  return list;
}

/** One key's row: its label (the key, the Texture property it sets), then its inputs. */
function control(field) {
  const { group, key, property, reference } = field;
  field.id = "pg-field-" + group.prefix.replace(".", "-") + key;
  field.value = group.object ? member(group.object, key) : null;
  field.write = writer(field);
  const label = make("label", { for: field.id }, make("span", { class: "pg-field-key", text: key }));
  const texture = property["x-swatch-texture"];
  if (texture) {
    const anchor = group.prefix ? group.anchor : group.type;
    label.append(" ", make("a", {
      class: "pg-field-texture", href: reference + "#" + anchor, title: property.description, text: texture, tabindex: "-1",
    }));
  }
  return make("div", { class: "pg-field", "data-key": group.prefix + key }, label, ...CONTROLS[field.kind](field));
}

/** Writes a key's JSON (a JS value), or takes the key out for undefined. */
function writer({ group, key, text, edit }) {
  return (json) => {
    if (!group.object) {
      // No such object yet (the style, a title): add one holding the key.
      if (json !== undefined) edit(setMember(text, group.parent, group.key, formatValue({ [key]: json })));
      return;
    }
    if (json === undefined) edit(removeMember(text, group.object, key));
    else edit(setMember(text, group.object, key, formatValue(json)));
  };
}

/** The inputs of each kind of key: each gets the field and gives its elements. */
const CONTROLS = {
  enum({ id, property, value, write }) {
    const fallback = property.default;
    const select = make("select", { id },
      make("option", { value: "", text: "(default" + (fallback !== undefined ? ": " + fallback : "") + ")" }),
      ...property.enum.map((name) => make("option", { value: name, text: name })));
    select.value = typeof scalar(value) === "string" ? scalar(value) : "";
    select.addEventListener("change", () => write(select.value === "" ? undefined : select.value));
    return [select];
  },

  /** Any of the enumeration's names, each once: a checkbox a name. */
  flags({ id, key, property, value, write }) {
    const names = (property.items && property.items.enum) || [];
    const chosen = value && value.kind === "array" ? value.items.map(scalar) : [];
    const boxes = names.map((name, n) => {
      const box = make("input", { type: "checkbox", id: n === 0 ? id : null, "aria-label": key + " " + name });
      box.checked = chosen.includes(name);
      return box;
    });
    const commit = () => {
      const on = names.filter((_, n) => boxes[n].checked);
      write(on.length || value ? on : undefined);
    };
    boxes.forEach((box) => box.addEventListener("change", commit));
    return [named(names, boxes)];
  },

  bool({ id, property, value, write }) {
    const fallback = !!property.default;
    const box = make("input", { id, type: "checkbox" });
    box.checked = typeof scalar(value) === "boolean" ? scalar(value) : fallback;
    box.addEventListener("change", () => write(box.checked === fallback && value === null ? undefined : box.checked));
    return [box];
  },

  number({ id, property, value, write }) {
    const input = make("input", {
      id, type: "number", step: property.type === "integer" ? 1 : "any",
      min: property.minimum, max: property.maximum, placeholder: property.default,
    });
    input.value = typeof scalar(value) === "number" ? String(scalar(value)) : "";
    input.addEventListener("change", () => {
      const v = input.value.trim();
      write(v === "" ? undefined : Number(v));
    });
    return [input];
  },

  string(field) {
    const { id, kind, property, value, write } = field;
    const input = kind === "multiline" ? make("textarea", { id, rows: 3 }) : make("input", { id, type: "text", placeholder: property.default });
    const shown = scalar(value);
    input.value = shown === undefined || shown === null ? "" : String(shown);
    input.addEventListener("change", () => {
      const v = input.value;
      if (v === "") return write(undefined);
      write(kind === "numberOrInfinity" && NUMBER.test(v.trim()) ? Number(v) : v);
    });
    return [input];
  },

  multiline(field) {
    return CONTROLS.string(field);
  },

  numberOrInfinity(field) {
    return CONTROLS.string(field);
  },

  colour({ id, key, value, write }) {
    const picker = make("input", { id, type: "color", "aria-label": key + " (picker)" });
    const input = make("input", { type: "text", "aria-label": key, placeholder: "#rrggbb", class: "pg-colour-text" });
    input.value = typeof scalar(value) === "string" ? scalar(value) : "";
    if (/^#[0-9a-fA-F]{6}$/.test(input.value)) picker.value = input.value;
    picker.addEventListener("change", () => write(picker.value));
    input.addEventListener("change", () => write(input.value === "" ? undefined : input.value));
    return [picker, input];
  },

  dimension({ id, key, value, write }) {
    // Points, a percentage of the parent, or the schema's keyword for none.
    const keyword = dimensionKeyword();
    const number = make("input", { id, type: "number", step: "any", min: 0 });
    const unit = make("select", { "aria-label": key + " unit" },
      ...["pt", "%", keyword].filter((name) => name).map((name) => make("option", { value: name, text: name })));
    const shown = scalar(value);
    if (typeof shown === "number") {
      [number.value, unit.value] = [String(shown), "pt"];
    } else if (typeof shown === "string" && shown.endsWith("%")) {
      [number.value, unit.value] = [shown.slice(0, -1), "%"];
    } else {
      unit.value = keyword;
    }
    number.disabled = unit.value === keyword;
    const commit = () => {
      number.disabled = unit.value === keyword;
      if (unit.value === keyword) return write(value ? keyword : undefined);
      if (number.value.trim() === "") return;
      write(unit.value === "%" ? number.value.trim() + "%" : Number(number.value));
    };
    number.addEventListener("change", commit);
    unit.addEventListener("change", commit);
    return [number, unit];
  },

  pair({ id, key, property, value, write }) {
    const items = value && value.kind === "array" ? value.items.map(scalar) : [];
    const names = property["x-swatch-names"] || ["", ""];
    const inputs = names.map((name, n) => make("input", {
      type: "number", step: "any", "aria-label": key + " " + name, id: n === 0 ? id : null,
      value: typeof items[n] === "number" ? String(items[n]) : null,
    }));
    const commit = () => {
      const [a, b] = inputs.map((i) => i.value.trim());
      if (a === "" && b === "") return write(undefined);
      if (a !== "" && b !== "") write([Number(a), Number(b)]);
    };
    inputs.forEach((input) => input.addEventListener("change", commit));
    return [named(names, inputs)];
  },

  insets({ id, key, property, value, write }) {
    const edges = Object.keys(property.properties || {});
    const inputs = edges.map((edge, n) => make("input", {
      type: "text", inputmode: "decimal", "aria-label": key + " " + edge, size: 4, id: n === 0 ? id : null,
      value: scalar(member(value, edge)),
    }));
    const commit = () => {
      const out = {};
      edges.forEach((edge, n) => {
        const v = inputs[n].value.trim();
        if (v !== "") out[edge] = NUMBER.test(v) ? Number(v) : v;
      });
      write(Object.keys(out).length ? out : undefined);
    };
    inputs.forEach((input) => input.addEventListener("change", commit));
    return [named(edges, inputs)];
  },
};

/** Inputs each under its name (a pair's width and height, the insets' four
    edges), so a value filled in still says what it is. */
function named(names, inputs) {
  return make("span", { class: "pg-parts" },
    ...inputs.map((input, n) => make("label", { class: "pg-part" }, make("span", { text: names[n] }), input)));
}
