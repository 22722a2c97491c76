// The engine's outline of the text (SpecOutline.json(), in every answer):
// the elements as the engine read them (ids, paths, types, child slots,
// lines) and the place of every value of theirs, UTF-16 offsets into the
// text it was made for. The page reads these; it parses no JSON of its own.

/** The outline's elements, each knowing its index; [] for none. */
export function elementsOf(outline) {
  const elements = outline ? outline.elements : [];
  elements.forEach((element, index) => { element.index = index; });
  return elements;
}

/** The value of `key` in an object value, or null. */
export function member(object, key) {
  if (!object || object.kind !== "object") return null;
  const found = object.members.find((m) => m.key === key);
  return found ? found.value : null;
}

/** The element's parent, or null for the root. */
export function parentOf(elements, element) {
  return element.parent === null ? null : elements[element.parent];
}

/** The elements in `element`'s slots, in order. */
export function childrenOf(elements, element) {
  return element.slots.flatMap((slot) => slot.elements.map((i) => elements[i]));
}

/** The elements in `element`'s slot `key`. */
export function slotChildren(elements, element, key) {
  const slot = element.slots.find((s) => s.key === key);
  return slot ? slot.elements.map((i) => elements[i]) : [];
}

/**
 * Where the element is written: its parent's list (an array value, with
 * `at` its place among the items) or its parent's object (a single slot).
 */
export function holderOf(elements, element) {
  const parent = parentOf(elements, element);
  if (!parent) return null;
  const value = member(parent.value, element.slot);
  if (value && value.kind === "array") {
    return { kind: "array", list: value, at: value.items.findIndex((item) => item.element === element.index) };
  }
  return { kind: "object", object: parent.value, key: element.slot };
}
