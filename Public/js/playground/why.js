// "Why this size" (#pg-why, in the inspector): the engine's explanation of
// the selected element (the answer's `explanation`, what `swatch explain
// --path` says of it: its header and its sentences), and, when the drawing
// shows its stack's arithmetic (`explanation.stack`), what that means.
// The words are the engine's; the page only puts them in place.
import { $ } from "./dom.js";
import { make } from "../elements.js";

const section = $("pg-why");

/** Shows `explanation` (or hides the section for none). */
export function showWhy(explanation) {
  if (!section) return;
  section.hidden = !explanation;
  section.dataset.path = explanation ? explanation.path : "";
  $("pg-why-title").textContent = explanation ? explanation.title : "";
  $("pg-why-sentences").replaceChildren(...(explanation ? explanation.sentences : []).map((text) => make("li", { text })));
  $("pg-why-legend").hidden = !(explanation && explanation.stack);
}
