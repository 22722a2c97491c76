// Completion at the cursor from the spec language (#pg-schema, what `swatch
// schema` prints): the keys the object there takes, each with its one-line
// description, or the values the key there takes (its enum, constants,
// true and false). Where the cursor is comes from json-context.js; what
// fits there is read from the JSON Schema alone (its $refs, anyOf and
// oneOf, prefixItems and items, and the if/then that picks an element's
// keys by its type), so the page names no key itself.
import { contextAt } from "./json-context.js";
import { documentSchema } from "./schema.js";

const schema = documentSchema();

function deref(node) {
  for (let n = 0; node && node.$ref && n < 32; n++) node = schema.$defs[node.$ref.slice("#/$defs/".length)] || null;
  return node;
}

/** The node and every branch of its anyOf and oneOf, resolved. */
function branches(node) {
  node = deref(node);
  if (!node) return [];
  const out = [node];
  for (const branch of (node.anyOf || []).concat(node.oneOf || [])) out.push(...branches(branch));
  return out;
}

/** Whether the object's members meet an `if` of the schema (its constants). */
function meets(condition, members) {
  const properties = (condition && condition.properties) || {};
  return Object.keys(properties).every((key) => properties[key].const === undefined || members.get(key) === properties[key].const);
}

/** key -> schema of every key an object of `node` takes, given its members. */
function propertiesOf(node, members) {
  const out = new Map();
  const add = (schemaNode) => {
    for (const [key, value] of Object.entries(schemaNode.properties || {})) if (!out.has(key)) out.set(key, value);
  };
  for (const branch of branches(node)) {
    add(branch);
    for (const part of branch.allOf || []) {
      if (part.if && meets(part.if, members)) for (const then of branches(part.then)) add(then);
    }
  }
  return out;
}

/** The schema of the document's root: the document kinds whose marker keys it has (all when none). */
function rootSchema(members) {
  const kinds = schema["x-swatch-documentKinds"] || [];
  const chosen = kinds.filter((kind) => (kind.markers || []).some((key) => members.has(key)));
  const definitions = (chosen.length ? chosen : kinds).map((kind) => ({ $ref: "#/$defs/" + kind.definition }));
  return { anyOf: definitions };
}

/** The schema of the value a step (`{key}` or `{index}`) leads to from a container of `node`. */
function stepInto(node, container, step) {
  if (step.key !== undefined) return propertiesOf(node, container.members).get(step.key) || null;
  for (const branch of branches(node)) {
    if (branch.prefixItems && branch.prefixItems[step.index]) return branch.prefixItems[step.index];
    if (branch.items) return branch.items;
  }
  return null;
}

/** The schema of the innermost container, walking down from the root. */
function containerSchema(containers) {
  if (!containers.length) return null;
  let node = rootSchema(containers[0].members);
  for (let n = 1; n < containers.length && node; n++) node = stepInto(node, containers[n - 1], containers[n].step);
  return node;
}

/** The first sentence of a description. */
function oneLine(text) {
  if (!text) return "";
  const end = text.search(/\.(\s|$)/);
  return end > 0 ? text.slice(0, end + 1) : text;
}

/** The values a key's schema takes by name. */
function valuesOf(node) {
  const out = [];
  for (const branch of branches(node)) {
    for (const value of branch.enum || []) out.push(value);
    if (branch.const !== undefined) out.push(branch.const);
    if (branch.type === "boolean") out.push(true, false);
  }
  return [...new Set(out)];
}

function matches(candidate, typed) {
  return candidate.toLowerCase().startsWith(typed.toLowerCase());
}

/**
 * What may be written at `offset` of `text`: {from, to (offsets of what the
 * choice replaces), items: [{text, label, detail}]}, or null when nothing
 * fits there.
 */
export function completionsAt(text, offset) {
  const context = contextAt(text, offset);
  const containers = context.containers;
  if (!context.where || !containers.length) return null;
  const top = containers[containers.length - 1];
  const node = containerSchema(containers);
  if (!node) return null;
  const token = context.token;
  const typed = token ? (token.quoted ? text.slice(token.start + 1, offset) : text.slice(token.start, offset)) : "";
  const from = token ? token.start : offset;
  const to = token ? token.end : offset;
  let items = [];
  if (context.where === "key" && top.kind === "object") {
    for (const [key, property] of propertiesOf(node, top.members)) {
      if (!matches(key, typed) || (top.members.has(key) && !(token && token.value === key))) continue;
      const detail = oneLine(property.description);
      items.push({ text: JSON.stringify(key) + (context.colon ? "" : ": "), label: key, detail });
    }
  } else if (context.where === "value") {
    const valueSchema = top.kind === "object" ? propertiesOf(node, top.members).get(context.key) : stepInto(node, top, { index: context.index });
    for (const value of valuesOf(valueSchema)) {
      const shown = typeof value === "string" ? value : JSON.stringify(value);
      if (token && token.quoted && typeof value !== "string") continue;
      if (!matches(shown, typed)) continue;
      items.push({ text: JSON.stringify(value), label: shown, detail: "" });
    }
  }
  return items.length ? { from, to, items } : null;
}
