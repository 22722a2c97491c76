// The Code panel (#pg-code): the spec as Texture code, an ASDisplayNode
// subclass in Swift or Objective-C (what `swatch layout --format swift|objc`
// prints), or the JSON itself, with a copy button.
import { $, embedded } from "./dom.js";
import { setStatus } from "./status.js";
import { code } from "./engine.js";

const panel = $("pg-code-panel");
const tabs = [...document.querySelectorAll("#pg-code-tabs [role=tab]")];
const output = $("pg-code");
const copy = $("pg-code-copy");

export class CodePanel {
  /** `text()` gives the editor's text. */
  constructor(text) {
    this.text = text;
    this.language = "swift";
    this.shownFor = null;
    // Only where the answer says (view.js keeps it so for every later answer).
    const first = embedded("pg-answer");
    panel.hidden = !(first && first.panels && first.panels.code);
    for (const tab of tabs) {
      tab.addEventListener("click", () => {
        this.language = tab.dataset.language;
        this.show(true);
      });
      tab.addEventListener("keydown", (event) => {
        if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
        event.preventDefault();
        const at = tabs.indexOf(tab);
        const next = tabs[(at + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
        next.focus();
        next.click();
      });
    }
    panel.addEventListener("toggle", () => this.show(false));
    copy.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(output.textContent);
      } catch (e) {
        const range = document.createRange();
        range.selectNodeContents(output);
        const selection = getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        document.execCommand("copy");
      }
      setStatus("Code copied.", "ok");
    });
  }

  /** Makes the code again when the panel is open and the text or language changed. */
  async show(force) {
    for (const tab of tabs) {
      const on = tab.dataset.language === this.language;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
    }
    if (!panel.open) return;
    const text = this.text();
    const key = this.language + "\n" + text;
    if (!force && key === this.shownFor) return;
    this.shownFor = key;
    output.dataset.language = this.language;
    if (this.language === "json") {
      output.textContent = text;
      return;
    }
    try {
      output.textContent = await code(text, this.language);
      output.classList.remove("is-stale");
    } catch (error) {
      output.classList.add("is-stale");
      if (!output.textContent) output.textContent = "// " + error.message;
    }
  }
}
