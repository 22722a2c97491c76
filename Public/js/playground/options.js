// How the drawing is made and taken away (#pg-options): debug outlines,
// what VoiceOver reads (each element numbered in its order, what it says),
// the scale (the spec's own, 1x, 2x, 3x), and the drawing downloaded as
// SVG or PNG, carrying the fonts its text was measured in (those the page
// draws it in: swatch.fontFiles), so that it looks as it does on the page.
import { $ } from "./dom.js";
import { setStatus } from "./status.js";
import { swatch } from "../swatch.js";

const bar = $("pg-options");
const debugBox = $("pg-debug");
const accessibilityBox = $("pg-accessibility");
const scaleButtons = [...document.querySelectorAll("#pg-scale button")];

export class DrawingOptions {
  /** `changed()` when the drawing must be made again. */
  constructor(changed, fileName) {
    this.debug = false;
    this.accessibility = false;
    this.scale = null;
    bar.hidden = false;
    debugBox.addEventListener("change", () => {
      this.debug = debugBox.checked;
      changed();
    });
    accessibilityBox.addEventListener("change", () => {
      this.accessibility = accessibilityBox.checked;
      changed();
    });
    for (const button of scaleButtons) {
      button.addEventListener("click", () => {
        this.scale = button.value === "" ? null : Number(button.value);
        this.show();
        changed();
      });
    }
    $("pg-download-svg").addEventListener("click", () => this.downloadSVG(fileName()));
    $("pg-download-png").addEventListener("click", () => this.downloadPNG(fileName()));
    this.show();
  }

  show() {
    for (const button of scaleButtons) {
      const on = button.value === "" ? this.scale === null : Number(button.value) === this.scale;
      button.setAttribute("aria-pressed", String(on));
    }
  }

  /** A copy of the drawing that stands alone: its fonts in its `<style>`. */
  async drawing() {
    const svg = document.querySelector("#pg-drawing svg");
    if (!svg) {
      setStatus("There is no drawing to download until the document is fixed.", "error");
      return null;
    }
    const copy = svg.cloneNode(true);
    copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    await embedFonts(copy);
    return copy;
  }

  async downloadSVG(name) {
    const svg = await this.drawing();
    if (!svg) return;
    save(new Blob([new XMLSerializer().serializeToString(svg)], { type: "image/svg+xml" }), name + ".svg");
  }

  /** At twice the drawing's size, as a Retina screen shows it. */
  async downloadPNG(name) {
    const svg = await this.drawing();
    if (!svg) return;
    const shown = document.querySelector("#pg-drawing svg").getBoundingClientRect();
    const width = Number(svg.getAttribute("width")) || shown.width;
    const height = Number(svg.getAttribute("height")) || shown.height;
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: "image/svg+xml" }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(width * 2);
      canvas.height = Math.ceil(height * 2);
      const context = canvas.getContext("2d");
      context.scale(2, 2);
      context.drawImage(image, 0, 0, width, height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => save(blob, name + ".png"), "image/png");
    };
    image.onerror = () => setStatus("The drawing could not be made into a PNG in this browser.", "error");
    image.src = url;
  }
}

/** Puts in `svg`'s `<style>` the fonts of the weights its text is set in
    (the faces the engine measured it in, as `swatch layout --format svg`
    embeds them); a drawing without text gets none. */
async function embedFonts(svg) {
  const weights = new Set([...svg.querySelectorAll("[font-family][font-weight]")]
    .filter((group) => group.querySelector("text")).map((group) => group.getAttribute("font-weight")));
  if (!weights.size) return;
  let rules;
  try {
    rules = await swatch.fontFiles();
  } catch (error) {
    setStatus("The drawing is saved without its fonts: " + error.message, "error");
    return;
  }
  const css = [...weights].map((weight) => rules[weight]).filter(Boolean).join("");
  if (!css) return;
  const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
  style.textContent = css;
  svg.insertBefore(style, svg.firstChild);
}

function save(blob, name) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
