// Small DOM helpers the page's scripts share.

/**
 * A new element: `attributes` are set as given (`text` is its text content;
 * undefined, null and false are left out, true is an empty attribute), then
 * `children` appended.
 */
export function make(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children);
  return element;
}

/** A pointer event's place in an SVG's own coordinates, or null. */
export function svgPoint(svg, event) {
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(matrix.inverse());
}

/** Puts `element` right after `reference`. */
export function insertAfter(reference, element) {
  reference.parentNode.insertBefore(element, reference.nextSibling);
}
