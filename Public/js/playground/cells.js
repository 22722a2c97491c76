// The cell files a range scenario names (`"cell": "follow-cell.json"` is
// content/specs/follow-cell.json), for the engine in the page, which says
// which it wants (EngineAnswer's `files`): the server reads them beside the
// scenario, the page reads them as it opens a spec by name (gallery.js's
// fetchSpec: the site's bundle from disk, GET /api/specs/NAME served). A
// name with no such spec is left out, for the engine to say where the
// scenario names it.
import { fetchSpec } from "./gallery.js";

/** Each name asked for: a Promise of its text, or of null when there is no
    such spec (asked again after a few seconds: it may be saved meanwhile). */
const reads = new Map();

/** A Promise of {name: text} for the cell files `names`. */
export async function cellFiles(names) {
  const files = {};
  // Every read is started before any is waited for.
  for (const name of names) {
    if (!reads.has(name)) {
      const base = name.endsWith(".json") ? name.slice(0, -5) : name;
      reads.set(name, fetchSpec(base).then((spec) => spec.text, () => {
        setTimeout(() => reads.delete(name), 5000);
        return null;
      }));
    }
  }
  for (const name of names) {
    const read = await reads.get(name);
    if (read !== null) files[name] = read;
  }
  return files;
}
