// Edits of a spec's text that keep the rest of it as written: a value
// replaced where it stands, a member added after its siblings in their
// indentation, an element wrapped, unwrapped, moved or deleted. Each takes
// the text and the places the engine's outline gives (outline.js) and gives
// the new text.
import { member, holderOf } from "./outline.js";

/** A value as the project's specs write it: arrays and small objects on one line. */
export function formatValue(value) {
  if (Array.isArray(value)) return "[" + value.map(formatValue).join(", ") + "]";
  if (value && typeof value === "object") {
    const members = Object.keys(value).map((k) => JSON.stringify(k) + ": " + formatValue(value[k]));
    return "{" + members.join(", ") + "}";
  }
  return JSON.stringify(value);
}

function lineStart(text, offset) {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** The spaces before the first character of the line holding `offset`. */
function indentAt(text, offset) {
  const start = lineStart(text, offset);
  let end = start;
  while (text[end] === " " || text[end] === "\t") end++;
  return text.slice(start, end);
}

function splice(text, start, end, insert) {
  return text.slice(0, start) + insert + text.slice(end);
}

/** `key` set to `value` (as JSON text) in the parsed object `object`. */
export function setMember(text, object, key, valueText) {
  const found = object.members.find((m) => m.key === key);
  if (found) return splice(text, found.value.start, found.value.end, valueText);
  const entry = JSON.stringify(key) + ": " + valueText;
  if (!object.members.length) return splice(text, object.start, object.end, "{" + entry + "}");
  const last = object.members[object.members.length - 1];
  const multiline = text.slice(object.start, last.keyStart).includes("\n");
  if (multiline) return splice(text, last.value.end, last.value.end, ",\n" + indentAt(text, last.keyStart) + entry);
  return splice(text, last.value.end, last.value.end, ", " + entry);
}

/** Removes the range [start, end) of a list item or member together with its comma. */
function removeItem(text, start, end, before, after) {
  // `before`: the end of the previous item (or null); `after`: the start of the next one (or null).
  if (after !== null) return splice(text, start, after, "");
  if (before !== null) return splice(text, before, end, "");
  return splice(text, start, end, "");
}

/** `key` taken out of `object`. */
export function removeMember(text, object, key) {
  const index = object.members.findIndex((m) => m.key === key);
  if (index < 0) return text;
  const member = object.members[index];
  const previous = object.members[index - 1];
  const next = object.members[index + 1];
  return removeItem(text, member.keyStart, member.value.end, previous ? previous.value.end : null, next ? next.keyStart : null);
}

/** An element's text moved `by` columns right (negative: left) after its first line. */
function reindent(elementText, by) {
  if (by === 0) return elementText;
  return elementText.split("\n").map((line, n) => {
    if (n === 0) return line;
    if (by > 0) return " ".repeat(by) + line;
    let cut = 0;
    while (cut < -by && line[cut] === " ") cut++;
    return line.slice(cut);
  }).join("\n");
}

/**
 * The element `element` (of the outline) wrapped in a new element of `type`
 * whose child slot is `slot` ({key, list}); `extra` are the wrapper's own
 * members as JSON text ("\"insets\": {...}").
 */
export function wrap(text, element, type, slot, extra) {
  const inner = text.slice(element.value.start, element.value.end);
  const multiline = inner.includes("\n");
  const indent = indentAt(text, element.value.start);
  const step = "  ";
  let wrapped;
  if (multiline) {
    const body = reindent(inner, step.length);
    const parts = ['"type": ' + JSON.stringify(type)].concat(extra);
    parts.push(JSON.stringify(slot.key) + ": " + (slot.list ? "[" + body + "]" : body));
    wrapped = "{\n" + parts.map((p) => indent + step + p).join(",\n") + "\n" + indent + "}";
  } else {
    const parts = ['"type": ' + JSON.stringify(type)].concat(extra);
    parts.push(JSON.stringify(slot.key) + ": " + (slot.list ? "[" + inner + "]" : inner));
    wrapped = "{" + parts.join(", ") + "}";
  }
  return splice(text, element.value.start, element.value.end, wrapped);
}

/** The element replaced by its one child, `child`. */
export function unwrap(text, element, child) {
  const inner = text.slice(child.value.start, child.value.end);
  const by = indentAt(text, element.value.start).length - indentAt(text, child.value.start).length;
  return splice(text, element.value.start, element.value.end, reindent(inner, by));
}

/** The element (of `elements`) taken out of its parent (a list item, or the parent's member). */
export function remove(text, elements, element) {
  const holder = holderOf(elements, element);
  if (holder.kind === "array") {
    const items = holder.list.items, at = holder.at;
    return removeItem(text, element.value.start, element.value.end,
      at > 0 ? items[at - 1].end : null, at < items.length - 1 ? items[at + 1].start : null);
  }
  return removeMember(text, holder.object, holder.key);
}

/** The element swapped with its neighbour in its list (`by` -1 or +1); null when it cannot move. */
export function move(text, elements, element, by) {
  const holder = holderOf(elements, element);
  if (!holder || holder.kind !== "array") return null;
  const other = holder.list.items[holder.at + by];
  if (!other) return null;
  const [first, second] = by < 0 ? [other, element.value] : [element.value, other];
  const a = text.slice(first.start, first.end);
  const b = text.slice(second.start, second.end);
  const between = text.slice(first.end, second.start);
  return text.slice(0, first.start) + b + between + a + text.slice(second.end);
}

/** `elementText` added as the element's last child in `slot`; null when a single slot is taken. */
export function addChild(text, element, slot, elementText) {
  const object = element.value;
  const existing = member(object, slot.key);
  if (slot.list && existing && existing.kind === "array") {
    if (!existing.items.length) return splice(text, existing.start + 1, existing.end - 1, elementText);
    const last = existing.items[existing.items.length - 1];
    const multiline = text.slice(existing.start, last.start).includes("\n");
    const glue = multiline ? ",\n" + indentAt(text, last.start) : ", ";
    return splice(text, last.end, last.end, glue + elementText);
  }
  if (existing) return null;
  return setMember(text, object, slot.key, slot.list ? "[" + elementText + "]" : elementText);
}
