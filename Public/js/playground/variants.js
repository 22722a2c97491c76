// The variants row (#pg-variants): the spec laid out at a row of widths
// and Dynamic Type's text sizes, every variant drawn small and marked where
// it warns, kept live: after every answer shown, and every change of the
// widths or the text sizes, the engine is asked for the whole row in one
// request (`variants`: the widths, and the text sizes by the names the
// page's checkboxes carry). The engine draws each variant and marks its
// warnings; the page scales the drawings so that a line fits its column
// (the same scale for all, so wider variants stay wider) and says how many
// warnings each has.
import { $ } from "./dom.js";
import { make } from "../elements.js";
import { variantsOf, engineName } from "./engine.js";

const panel = $("pg-variants");
const row = $("pg-variants-row");
const status = $("pg-variants-status");
const widthsField = $("pg-variants-widths");
const sizes = [...document.querySelectorAll("#pg-variants-sizes input[type=checkbox]")];
/** Largest and smallest scale of a drawing (px per point). */
const MOST = 0.5, LEAST = 0.12;

export class VariantsRow {
  /** `text()`: the spec's text now; `options()`: the drawing's options (its scale). */
  constructor(text, options) {
    this.text = text;
    this.options = options;
    this.frame = 0;
    this.pending = null;
    this.count = 0;
    /** What the row shown was made for. */
    this.shownKey = null;
    panel.addEventListener("toggle", () => this.refresh());
    widthsField.addEventListener("input", () => this.refresh());
    widthsField.addEventListener("keydown", (event) => {
      if (event.key === "Enter") event.preventDefault();
    });
    for (const box of sizes) box.addEventListener("change", () => this.refresh());
    if (typeof ResizeObserver === "function") new ResizeObserver(() => this.fit()).observe(row);
  }

  /** An answer was shown: the row follows it (a layout spec's; hidden for the others). */
  follow(view) {
    panel.hidden = !(view.panels && view.panels.width);
    if (view.error) {
      row.classList.add("is-stale");
      return;
    }
    this.refresh();
  }

  /** The row asked for: the widths typed (numbers or not, the engine says
      which it cannot use) and the text sizes checked. */
  request() {
    const widths = widthsField.value.split(",").map((w) => w.trim()).filter((w) => w !== "").map(Number);
    return { widths, textSizes: sizes.filter((box) => box.checked).map((box) => box.value) };
  }

  /** Asks for the row in the next animation frame (the drawing's frame comes first). */
  refresh() {
    if (panel.hidden || !panel.open) return;
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.run());
  }

  async run() {
    this.frame = 0;
    // (A new answer for the same text, a selection's, leaves the row as it is.)
    const asked = [this.text(), this.request(), this.options()];
    const key = JSON.stringify(asked);
    if (key === this.shownKey && !row.classList.contains("is-stale")) return;
    if (this.pending) this.pending.abort();
    const controller = new AbortController();
    this.pending = controller;
    const began = performance.now();
    try {
      const answer = await variantsOf(asked[0], asked[1], asked[2], controller.signal);
      if (controller !== this.pending) return;
      panel.dataset.ms = (performance.now() - began).toFixed(2);
      panel.dataset.engine = engineName();
      if (answer.error) {
        row.classList.add("is-stale");
        this.say(answer.error.message, true);
      } else {
        this.show(answer.variants);
        this.shownKey = key;
      }
    } catch (error) {
      if (error && error.name === "AbortError") return;
      if (controller !== this.pending) return;
      this.say(error.message, true);
      row.classList.add("is-stale");
    } finally {
      if (controller === this.pending) {
        this.pending = null;
        panel.dataset.updates = String(++this.count);
      }
    }
  }

  say(message, isError) {
    status.textContent = message;
    status.classList.toggle("is-error", !!isError);
    widthsField.toggleAttribute("aria-invalid", !!isError);
  }

  /** Puts the variants in, a line per text size in the order they came. */
  show(variants) {
    const lines = new Map();
    for (const variant of variants) {
      if (!lines.has(variant.textSize)) lines.set(variant.textSize, []);
      lines.get(variant.textSize).push(variant);
    }
    const out = [];
    for (const group of lines.values()) {
      out.push(make("div", { class: "pg-variants-line", "data-text-size": group[0].textSize },
        make("h4", { text: group[0].label + " (body text " + group[0].bodySize + " pt)" }),
        make("div", { class: "pg-variants-cells" }, ...group.map((variant) => figure(variant)))));
    }
    row.replaceChildren(...out);
    row.classList.remove("is-stale");
    const warned = variants.filter((v) => v.warnings.length).length;
    this.say(variants.length + " variants" + (warned ? "; " + warned + " warn" : "; none warns"), false);
    this.fit();
  }

  /** Every drawing at one scale: the widest line fits the row, within MOST and LEAST. */
  fit() {
    const lines = [...row.querySelectorAll(".pg-variants-cells")];
    if (!lines.length) return;
    const room = row.clientWidth - 24;
    let scale = MOST;
    for (const line of lines) {
      const drawings = [...line.querySelectorAll("svg")];
      const total = drawings.reduce((sum, svg) => sum + svg.width.baseVal.value, 0);
      const gaps = drawings.length * 18;
      if (total > 0) scale = Math.min(scale, (room - gaps) / total);
    }
    scale = Math.max(LEAST, scale);
    for (const svg of row.querySelectorAll(".pg-variant-drawing svg")) {
      svg.style.width = (svg.width.baseVal.value * scale).toFixed(1) + "px";
    }
  }
}

/** One variant: its drawing, its width (its line names its text size), how
    many warnings it has (their messages its title). */
function figure(variant) {
  const drawing = document.createElement("template");
  drawing.innerHTML = variant.drawing;
  const count = variant.warnings.length;
  const caption = make("figcaption", { text: variant.width + "\u00a0pt" });
  if (count) {
    caption.append(make("br"), make("span", { class: "pg-variant-warnings", text: count === 1 ? "1 warning" : count + " warnings" }));
  }
  return make("figure", {
    class: "pg-variant" + (count ? " has-warnings" : ""), "data-width": variant.width, "data-text-size": variant.textSize,
    "data-warnings": count, title: variant.warnings.map((w) => w.message).join("\n") || null,
  }, make("div", { class: "pg-variant-drawing" }, drawing.content), caption);
}
