// Opening a spec by name: the gallery's links (a[data-spec]) and `?spec=`.
// The server reads content/specs/NAME.json; a page read from disk carries
// every spec of the site in #pg-specs.
import { $, embedded } from "./dom.js";
import { readSpec } from "./save.js";

const bundled = embedded("pg-specs");

/** {text, etag} of the spec `name`; throws when there is none. */
export async function fetchSpec(name) {
  if (bundled) {
    if (!(name in bundled)) throw new Error("there is no spec named " + name);
    return { text: bundled[name], etag: "" };
  }
  const stored = await readSpec(name);
  if (!stored) throw new Error("there is no spec named " + name);
  return stored;
}

/** Calls `open(name)` when a gallery link is clicked plainly. */
export function wireGallery(open) {
  $("pg").addEventListener("click", (event) => {
    const link = event.target.closest ? event.target.closest("a[data-spec]") : null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    open(link.getAttribute("data-spec"));
  });
}
