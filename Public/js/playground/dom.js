// The page's parts, by the ids the server writes (PlaygroundPage.swift,
// PlaygroundView+HTML.swift); README.md in this folder lists them.

export const $ = (id) => document.getElementById(id);

/** The JSON a page carries in `<script type="application/json" id=ID>`, or null. */
export function embedded(id) {
  const element = $(id);
  if (!element) return null;
  try {
    return JSON.parse(element.textContent);
  } catch (error) {
    return null;
  }
}

/** `value` for a CSS attribute selector. */
export function cssString(value) {
  return window.CSS && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, "\\$&");
}
