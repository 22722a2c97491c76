// The stage (#pg-stage: the width, the drawing, its size) stays at the top
// of the window in one column (1000 px and below). The page keeps its
// height in --pg-stage-height (not inherited), which the page's scroll padding reads (CSS),
// so a field brought into view (focused, the caret moved) is placed under
// the stage, not behind it; and in #pg-view's --pg-stage-bottom, where the
// drawing's options stay pinned under the stage in two columns.
import { $ } from "./dom.js";

/** Watches the stage's height for as long as the page is open. */
export function watchStage() {
  const stage = $("pg-stage");
  if (!stage || typeof ResizeObserver !== "function") return;
  const root = document.documentElement;
  const view = $("pg-view");
  let height = "";
  new ResizeObserver(() => {
    const now = Math.ceil(stage.getBoundingClientRect().height) + "px";
    if (now === height) return;
    root.style.setProperty("--pg-stage-height", (height = now));
    // Inherited in the drawing's column: what is pinned under the stage there (CSS).
    view.style.setProperty("--pg-stage-bottom", now);
  }).observe(stage);
}

/** How much of the window's top the stage covers where it stays there (the scroll padding), in px. */
export function coveredTop() {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return padding > 0 ? padding : 0;
}
