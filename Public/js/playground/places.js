// A JSON reader that keeps where each value starts and ends in the text, so
// the spec tree can point at lines and the form can edit one value in place.

/** Parses `text`; throws SyntaxError. Values: {kind, start, end, ...}. */
export function parseWithPlaces(text) {
  let i = 0;
  const fail = () => { throw new SyntaxError("JSON"); };
  function space() {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  }
  function string() {
    const start = i;
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === "\\") i += 2;
      else if (c === '"') { i++; return JSON.parse(text.slice(start, i)); }
      else i++;
    }
    return fail();
  }
  function value() {
    space();
    const start = i;
    const c = text[i];
    if (c === "{") {
      i++;
      const members = [];
      space();
      if (text[i] === "}") { i++; return { kind: "object", members, start, end: i }; }
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        const keyStart = i;
        const key = string();
        space();
        if (text[i] !== ":") fail();
        i++;
        members.push({ key, keyStart, value: value() });
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "}") { i++; return { kind: "object", members, start, end: i }; }
        fail();
      }
    }
    if (c === "[") {
      i++;
      const items = [];
      space();
      if (text[i] === "]") { i++; return { kind: "array", items, start, end: i }; }
      for (;;) {
        items.push(value());
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "]") { i++; return { kind: "array", items, start, end: i }; }
        fail();
      }
    }
    if (c === '"') return { kind: "string", value: string(), start, end: i };
    const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
    if (!match) fail();
    i += match[0].length;
    return { kind: "scalar", value: JSON.parse(match[0]), start, end: i };
  }
  const result = value();
  space();
  if (i !== text.length) fail();
  return result;
}

/** The value of `key` in a parsed object, or null. */
export function member(object, key) {
  if (!object || object.kind !== "object") return null;
  for (const m of object.members) if (m.key === key) return m.value;
  return null;
}

/** 1-based line of a UTF-16 offset. */
export function lineOfOffset(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Offset of a 1-based line and column (columns count code points, as the engine's errors do). */
export function offsetOf(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  for (let c = 1; c < column && offset < text.length; c++) {
    const code = text.charCodeAt(offset);
    if (code === 10) break;
    offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return offset;
}
