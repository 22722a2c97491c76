// Where the imported code made each element of the spec and set each of
// its style keys (the import's `sources`: path, key or null, line, column),
// for the warnings panel to name the line of the reader's own Swift or
// Objective-C. They hold for the spec the import wrote and for the texts
// edited from it, as long as the element at a path is still the one the
// import made there: the same id and type as in the outline of the
// imported text. Another document opened forgets them.

export class ImportedCode {
  constructor() {
    this.current = null;
  }

  /** A spec imported as `text` with the import's answer `result` (its
      `sources`); null: the text is no import's. */
  set(text, result) {
    this.current = result ? { text, sources: result.sources || [], elements: null } : null;
  }

  /** The outline's elements (outline.js) of an answer for `text`: the
      imported text's are what each path's element was. */
  read(text, elements) {
    const current = this.current;
    if (!current || current.elements || text !== current.text) return;
    current.elements = new Map();
    for (const element of elements) if (!element.part) current.elements.set(element.path, element);
  }

  /** The line and column where the code set `key` of the element at `path`
      (or, for no such key, made the element), `elements` the outline's now;
      null when the code says nothing of it. */
  placeOf(elements, path, key) {
    const current = this.current;
    if (!current || !current.elements) return null;
    const then = current.elements.get(path);
    const now = elements.find((e) => e.path === path && !e.part);
    if (!then || !now || then.id !== now.id || then.type !== now.type) return null;
    const at = current.sources.filter((s) => s.path === path);
    return at.find((s) => s.key === key) || at.find((s) => s.key === null) || null;
  }
}
