// The inspector's edits of a spec's text that keep the rest of it as
// written: a value replaced where it stands, a member added after its
// siblings in their indentation, or taken out. Each takes the text and the
// places the engine's outline gives (outline.js) and gives the new text.
// (The tree's edits of elements are the engine's: structure.js.)

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
