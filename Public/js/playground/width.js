// The width control (#pg-width): phone presets, "Spec's own" and a slider.
// Without script the presets are submit buttons; here they lay out live.
// The slider always shows the width in force: the chosen one, or the
// width the spec's own size range gave.
import { $ } from "./dom.js";

const field = $("pg-width-field");
const slider = $("pg-width-slider");
const output = $("pg-width-value");
const presets = [...document.querySelectorAll(".pg-width-presets button")];

export class WidthControl {
  /** `changed(width, now)`: width in points or null for the spec's own. */
  constructor(initial, changed) {
    this.width = initial;
    this.laidOut = null;
    $("pg-width-slider-row").hidden = false;
    for (const button of presets) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        this.set(button.value === "" ? null : parseFloat(button.value));
        changed(this.width, true);
      });
    }
    slider.addEventListener("input", () => {
      this.set(parseFloat(slider.value));
      changed(this.width, false);
    });
    this.show();
  }

  set(width) {
    this.width = width;
    this.show();
  }

  /** The width the last layout had (from the size line), for "Spec's own". */
  laidOutAt(width) {
    this.laidOut = width;
    this.show();
  }

  show() {
    field.value = this.width ? String(this.width) : "";
    output.textContent = this.width ? this.width + " pt" : "spec’s own" + (this.laidOut ? ", " + this.laidOut + " pt" : "");
    const shown = this.width || this.laidOut;
    if (shown) slider.value = String(Math.round(shown));
    for (const button of presets) {
      const value = button.value;
      button.setAttribute("aria-pressed", String(value === "" ? !this.width : parseFloat(value) === this.width));
    }
  }
}
