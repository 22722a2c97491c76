// The inspector (#pg-inspector): a control for every key the selected
// element's type has, made from the schema (an enum a select, a number a
// number field, a dimension a number and its unit, a colour a colour
// picker beside its text, a pair two fields, insets four, a flag a
// checkbox, text a text area), each naming the Texture property it sets and
// linking to the format reference. A change becomes one edit of the text.
import { $ } from "./dom.js";
import { member } from "./places.js";
import { elementDefinition, definition } from "./schema.js";
import { setMember, removeMember, formatValue } from "./edits.js";

const panel = $("pg-inspector");

function kindOf(property) {
  if (property.enum) return "enum";
  if (property.$ref === "#/$defs/dimension") return "dimension";
  if (property.$ref === "#/$defs/colour") return "colour";
  if (property.$ref === "#/$defs/style") return "style";
  if (property.$ref && property.$ref.startsWith("#/$defs/")) {
    const target = definition(property.$ref.slice("#/$defs/".length));
    if (target && target.properties) return "object";
  }
  if (property.$ref === "#/$defs/element") return "element";
  if (property.type === "array" && property.items && property.items.$ref === "#/$defs/element") return "element";
  if (property.type === "number" || property.type === "integer") return "number";
  if (property.type === "boolean") return "bool";
  if (property.type === "string") return "string";
  if (property.type === "array" && property.prefixItems && property.prefixItems.length === 2) return "pair";
  if (property.type === "object" && property.properties && property.properties.top) return "insets";
  if (property.anyOf && property.anyOf.some((p) => p.const === "inf")) return "numberOrInfinity";
  return "json";
}

/** The parsed value's JSON, or undefined. */
function current(value) {
  if (!value) return undefined;
  if (value.kind === "string" || value.kind === "scalar") return value.value;
  return null; // an object or array: read from the text when needed
}

function field(tag, attributes) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  return element;
}

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * Shows the controls for `element` (tree.js) in `text`; `edit(newText)`
 * makes an edit; `reference` is the format reference page's path.
 */
export function showInspector(element, text, edit, reference) {
  panel.replaceChildren();
  if (!element) {
    panel.append(field("p", { class: "pg-inspector-empty", text: "Select an element in the tree or the drawing." }));
    return;
  }
  const definitionOf = elementDefinition(element.type);
  if (!definitionOf) return;
  const heading = field("p", { class: "pg-inspector-title" });
  heading.append(field("code", { text: element.type }), " ", field("span", { class: "pg-inspector-texture", text: definitionOf["x-swatch-texture"] }));
  panel.append(heading);

  const groups = [{ object: element.value, properties: definitionOf.properties, prefix: "" }];
  const styleDefinition = definition("style");
  for (const group of groups) {
    const list = field("div", { class: "pg-inspector-fields" });
    for (const [key, property] of Object.entries(group.properties)) {
      if (key === "type") continue;
      const kind = kindOf(property);
      if (kind === "element" || kind === "json") continue;
      if (kind === "style" || kind === "object") {
        // An object's keys in a box of their own (the style; a button's
        // title and images), one level deep: deeper ones are edited as text.
        if (group.prefix) continue;
        const name = kind === "style" ? "style" : property.$ref.slice("#/$defs/".length);
        const target = kind === "style" ? styleDefinition : definition(name);
        if (!target) continue;
        const texture = kind === "style" ? "ASLayoutElementStyle" : property["x-swatch-texture"];
        groups.push({
          object: member(element.value, key), properties: target.properties, prefix: key + ".", parent: element.value,
          key, anchor: name.toLowerCase(), legend: key + (texture ? " (" + texture + ")" : ""),
        });
        continue;
      }
      list.append(control(group, key, property, kind, text, edit, reference, element.type));
    }
    if (group.prefix) {
      const box = field("fieldset", { class: "pg-inspector-style" });
      box.append(field("legend", { text: group.legend }), list);
      panel.append(box);
    } else {
      panel.append(list);
    }
  }
}

function control(group, key, property, kind, text, edit, reference, type) {
  const id = "pg-field-" + group.prefix.replace(".", "-") + key;
  const value = group.object ? member(group.object, key) : null;
  const row = field("div", { class: "pg-field", "data-key": group.prefix + key });
  const label = field("label", { for: id });
  label.append(field("span", { class: "pg-field-key", text: key }));
  const texture = property["x-swatch-texture"];
  if (texture) {
    const anchor = group.prefix ? group.anchor : type;
    const link = field("a", { class: "pg-field-texture", href: reference + "#" + anchor, title: property.description, text: texture });
    label.append(" ", link);
  }
  row.append(label);

  // Writes `json` (a JS value) for the key, or takes the key out for undefined.
  const write = (json) => {
    if (!group.object) {
      // No such object yet (the style, a title): add one holding the key.
      if (json === undefined) return;
      edit(setMember(text, group.parent, group.key, formatValue({ [key]: json })));
      return;
    }
    if (json === undefined) edit(removeMember(text, group.object, key));
    else edit(setMember(text, group.object, key, formatValue(json)));
  };
  const shown = current(value);
  const fallback = property.default;

  switch (kind) {
    case "enum": {
      const select = field("select", { id });
      select.append(field("option", { value: "", text: "(default" + (fallback !== undefined ? ": " + fallback : "") + ")" }));
      for (const name of property.enum) select.append(field("option", { value: name, text: name }));
      select.value = typeof shown === "string" ? shown : "";
      select.addEventListener("change", () => write(select.value === "" ? undefined : select.value));
      row.append(select);
      break;
    }
    case "bool": {
      const box = field("input", { id, type: "checkbox" });
      box.checked = typeof shown === "boolean" ? shown : !!fallback;
      box.addEventListener("change", () => write(box.checked === !!fallback && value === null ? undefined : box.checked));
      row.append(box);
      break;
    }
    case "number": {
      const input = field("input", {
        id, type: "number", step: property.type === "integer" ? 1 : "any",
        min: property.minimum, max: property.maximum, placeholder: fallback,
      });
      input.value = typeof shown === "number" ? String(shown) : "";
      input.addEventListener("change", () => {
        const v = input.value.trim();
        write(v === "" ? undefined : Number(v));
      });
      row.append(input);
      break;
    }
    case "numberOrInfinity":
    case "string": {
      const long = key === "text";
      const input = long ? field("textarea", { id, rows: 3 }) : field("input", { id, type: "text", placeholder: fallback });
      input.value = shown === undefined || shown === null ? "" : String(shown);
      input.addEventListener("change", () => {
        const v = input.value;
        if (v === "") return write(undefined);
        write(kind === "numberOrInfinity" && NUMBER.test(v.trim()) ? Number(v) : v);
      });
      row.append(input);
      break;
    }
    case "colour": {
      const picker = field("input", { id, type: "color", "aria-label": key + " (picker)" });
      const input = field("input", { type: "text", "aria-label": key, placeholder: "#rrggbb", class: "pg-colour-text" });
      input.value = typeof shown === "string" ? shown : "";
      if (/^#[0-9a-fA-F]{6}$/.test(input.value)) picker.value = input.value;
      picker.addEventListener("change", () => write(picker.value));
      input.addEventListener("change", () => write(input.value === "" ? undefined : input.value));
      row.append(picker, input);
      break;
    }
    case "dimension": {
      const number = field("input", { id, type: "number", step: "any", min: 0 });
      const unit = field("select", { "aria-label": key + " unit" });
      for (const name of ["pt", "%", "auto"]) unit.append(field("option", { value: name, text: name }));
      if (typeof shown === "number") {
        number.value = String(shown);
        unit.value = "pt";
      } else if (typeof shown === "string" && shown.endsWith("%")) {
        number.value = shown.slice(0, -1);
        unit.value = "%";
      } else {
        unit.value = "auto";
      }
      number.disabled = unit.value === "auto";
      const commit = () => {
        number.disabled = unit.value === "auto";
        if (unit.value === "auto") return write(value ? "auto" : undefined);
        if (number.value.trim() === "") return;
        write(unit.value === "%" ? number.value.trim() + "%" : Number(number.value));
      };
      number.addEventListener("change", commit);
      unit.addEventListener("change", commit);
      row.append(number, unit);
      break;
    }
    case "pair": {
      const items = value && value.kind === "array" ? value.items.map((v) => v.value) : [];
      const names = key === "layoutPosition" ? ["x", "y"] : ["width", "height"];
      const inputs = names.map((name, n) => {
        const input = field("input", { type: "number", step: "any", "aria-label": key + " " + name, placeholder: name });
        if (n === 0) input.id = id;
        if (typeof items[n] === "number") input.value = String(items[n]);
        return input;
      });
      const commit = () => {
        const [a, b] = inputs.map((i) => i.value.trim());
        if (a === "" && b === "") return write(undefined);
        if (a === "" || b === "") return;
        write([Number(a), Number(b)]);
      };
      inputs.forEach((input) => input.addEventListener("change", commit));
      row.append(...inputs);
      break;
    }
    case "insets": {
      const edges = ["top", "left", "bottom", "right"];
      const read = (edge) => {
        const v = value && value.kind === "object" ? member(value, edge) : null;
        return v ? v.value : undefined;
      };
      const inputs = edges.map((edge, n) => {
        const input = field("input", { type: "text", inputmode: "decimal", "aria-label": key + " " + edge, placeholder: edge, size: 4 });
        if (n === 0) input.id = id;
        const v = read(edge);
        if (v !== undefined) input.value = String(v);
        return input;
      });
      const commit = () => {
        const out = {};
        edges.forEach((edge, n) => {
          const v = inputs[n].value.trim();
          if (v !== "") out[edge] = NUMBER.test(v) ? Number(v) : v;
        });
        write(Object.keys(out).length ? out : undefined);
      };
      inputs.forEach((input) => input.addEventListener("change", commit));
      row.append(...inputs);
      break;
    }
  }
  return row;
}
