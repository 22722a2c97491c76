// Where a place in a JSON text, perhaps half typed, stands: the objects and
// arrays around it (each object's keys and the strings it holds), and
// whether it is in a key or a value, with the word being typed. Tokens and
// nesting only, tolerant of a text that does not parse yet: what the keys
// mean is the schema's (completion.js). A string ends at its closing quote
// or at the end of its line, so a key half typed does not swallow the text
// after it.

const SPACE = /\s/;
const WORD = /[A-Za-z0-9_.+\-]/;

/** A container as scanned: `members` key -> a string value or a container. */
function container(kind, start, parent, step) {
  return { kind, start, members: new Map(), count: 0, expect: kind === "object" ? "key" : "value", key: null, parent, step };
}

/** Where a value read in `top` goes: the member of the key just read, or the next item. */
function place(top, value) {
  if (!top) return null;
  if (top.kind === "object") {
    if (top.key !== null) top.members.set(top.key, value);
    const step = { key: top.key };
    top.expect = "comma";
    return step;
  }
  const step = { index: top.count };
  top.expect = "comma";
  return step;
}

/** The string token at `i` (a quote): its end (past the closing quote, or at the line's end) and its text. */
function stringAt(text, i) {
  let j = i + 1;
  let value = "";
  while (j < text.length && text[j] !== '"' && text[j] !== "\n") {
    if (text[j] === "\\" && j + 1 < text.length && text[j + 1] !== "\n") {
      value += text[j + 1];
      j += 2;
    } else {
      value += text[j++];
    }
  }
  const closed = text[j] === '"';
  return { start: i, end: closed ? j + 1 : j, closed, value };
}

/**
 * The context of `offset` in `text`: {containers (outermost first), where
 * ("key", "value" or null), token ({start, end, closed, value, quoted}: the
 * string or word being typed there, or null), colon (whether a key's string
 * is followed by its colon already), key and index (the innermost
 * container's key or item there)}. Reads at most `limit` characters.
 */
export function contextAt(text, offset, limit = 4 * 1024 * 1024) {
  const end = Math.min(text.length, limit);
  let top = null;
  let root = null;
  let found = null;
  const seen = (at) => {
    if (found) return;
    found = {
      stack: stackOf(top), where: top ? (top.expect === "key" ? "key" : top.expect === "value" ? "value" : null) : null,
      token: null, key: top ? top.key : null, index: top ? top.count : 0,
    };
  };
  let i = 0;
  while (i < end) {
    const c = text[i];
    if (!found && i >= offset) seen(i);
    if (SPACE.test(c)) { i++; continue; }
    if (c === "{" || c === "[") {
      const made = container(c === "{" ? "object" : "array", i, top, null);
      made.step = place(top, made);
      if (!root) root = made;
      top = made;
      i++;
    } else if (c === "}" || c === "]") {
      const kind = c === "}" ? "object" : "array";
      while (top && top.kind !== kind) top = top.parent;
      if (top) top = top.parent;
      i++;
    } else if (c === ":") {
      if (top && top.kind === "object") top.expect = "value";
      i++;
    } else if (c === ",") {
      if (top) {
        if (top.kind === "array") top.count++;
        top.expect = top.kind === "object" ? "key" : "value";
        if (top.kind === "object") top.key = null;
      }
      i++;
    } else if (c === '"') {
      const token = stringAt(text, i);
      const isKey = !!top && top.kind === "object" && top.expect === "key";
      if (!found && offset > token.start && (offset < token.end || (!token.closed && offset === token.end))) {
        seen(i);
        found.where = isKey ? "key" : "value";
        found.token = Object.assign({ quoted: true }, token);
        found.colon = isKey && /^\s*:/.test(text.slice(token.end, token.end + 40));
      }
      if (isKey) {
        top.key = token.value;
        top.expect = "colon";
      } else {
        place(top, token.value);
      }
      i = token.end;
    } else if (WORD.test(c)) {
      let j = i;
      while (j < end && WORD.test(text[j])) j++;
      if (!found && offset > i && offset <= j) {
        seen(i);
        found.where = top && top.kind === "object" && top.expect === "key" ? "key" : "value";
        found.token = { start: i, end: j, closed: true, value: text.slice(i, j), quoted: false };
      }
      place(top, text.slice(i, j));
      i = j;
    } else {
      i++;
    }
  }
  if (!found) seen(end);
  return { containers: found.stack, where: found.where, token: found.token, colon: !!found.colon, key: found.key, index: found.index };
}

/** The containers from the outermost to `top`, each with the step leading into the next. */
function stackOf(top) {
  const out = [];
  for (let c = top; c; c = c.parent) out.unshift(c);
  return out;
}
