// A transition document in the playground (#pg-transition): a tab per state
// (the state drawn still, its frames listed, the form editing it) and a tab
// that plays the transitions, with a play button and a scrubber over the
// animation's time.
import { $ } from "./dom.js";
import { make } from "../elements.js";

const panel = $("pg-transition");
const tabs = $("pg-states");
const scrubRow = $("pg-scrub-row");
const play = $("pg-play");
const scrubber = $("pg-scrubber");
const time = $("pg-time");
const drawing = $("pg-drawing");

/** Seconds the scrubber covers: the animations' begin plus their duration. */
function span(svg) {
  let end = 0;
  for (const animation of svg.querySelectorAll("animate, animateTransform, animateMotion, set")) {
    const begin = parseFloat((animation.getAttribute("begin") || "0").split(";")[0]) || 0;
    const duration = parseFloat(animation.getAttribute("dur") || "0") || 0;
    end = Math.max(end, begin + duration);
  }
  return end || 3;
}

export class TransitionTabs {
  /** `changed(state)`: a state's index, or null for the transitions played. */
  constructor(changed) {
    this.state = null;
    this.names = [];
    this.changed = changed;
    this.frame = 0;
    tabs.addEventListener("click", (event) => {
      const tab = event.target.closest("button[role=tab]");
      if (tab) this.choose(tab.dataset.state === "" ? null : Number(tab.dataset.state));
    });
    tabs.addEventListener("keydown", (event) => {
      const all = [...tabs.querySelectorAll("button[role=tab]")];
      const at = all.indexOf(document.activeElement);
      if (at < 0 || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
      event.preventDefault();
      const next = all[(at + (event.key === "ArrowRight" ? 1 : all.length - 1)) % all.length];
      next.focus();
      next.click();
    });
    play.addEventListener("click", () => this.play());
    scrubber.addEventListener("input", () => this.seek(Number(scrubber.value) / 1000));
  }

  /** Shows the tabs for a transition document's states (their names, from
      the engine's answer; `shown` says whether the answer has states), or
      hides them; `drawn` is the state the answer drew still, if any. A
      document that cannot be read keeps the tabs it had. */
  show(shown, names, drawn) {
    if (!shown) {
      panel.hidden = true;
      this.state = null;
      return;
    }
    if (names && names.length) this.setNames(names);
    if (this.state !== null && (this.state >= this.names.length || (names && names.length && drawn === null))) this.state = null;
    for (const button of tabs.children) {
      const on = button.dataset.state === (this.state === null ? "" : String(this.state));
      button.setAttribute("aria-selected", String(on));
      button.tabIndex = on ? 0 : -1;
    }
    panel.hidden = false;
    scrubRow.hidden = this.state !== null;
  }

  setNames(names) {
    if (names.join("\n") === this.names.join("\n") && tabs.children.length) return;
    this.names = names;
    const all = [{ label: "Transitions", state: "" }].concat(names.map((name, n) => ({ label: name, state: String(n) })));
    tabs.replaceChildren(...all.map((tab) => make("button", { type: "button", role: "tab", "data-state": tab.state, text: tab.label })));
  }

  choose(state) {
    if (state === this.state) return;
    this.state = state;
    this.changed(state);
  }

  /** After the drawing is replaced: the animation paused at the scrubber's time. */
  attach() {
    const svg = drawing.querySelector("svg");
    if (this.state !== null || !svg || typeof svg.setCurrentTime !== "function") return;
    // Up to just before the end: at the end itself the animations let go
    // and the drawing shows its first state again.
    scrubber.max = String(Math.round(span(svg) * 1000) - 20);
    this.seek(Number(scrubber.value) / 1000);
  }

  seek(seconds) {
    const svg = drawing.querySelector("svg");
    if (!svg || typeof svg.setCurrentTime !== "function") return;
    cancelAnimationFrame(this.frame);
    svg.pauseAnimations();
    svg.setCurrentTime(seconds);
    scrubber.value = String(Math.round(seconds * 1000));
    time.textContent = seconds.toFixed(2) + " s";
    play.textContent = "Play";
  }

  play() {
    const svg = drawing.querySelector("svg");
    if (!svg || typeof svg.setCurrentTime !== "function") return;
    const end = Number(scrubber.max) / 1000;
    const from = Number(scrubber.value) / 1000 >= end ? 0 : Number(scrubber.value) / 1000;
    svg.setCurrentTime(from);
    svg.unpauseAnimations();
    play.textContent = "Playing";
    const follow = () => {
      const now = svg.getCurrentTime();
      if (!svg.isConnected) return;
      if (now >= end) return this.seek(end);
      scrubber.value = String(Math.round(now * 1000));
      time.textContent = now.toFixed(2) + " s";
      this.frame = requestAnimationFrame(follow);
    };
    this.frame = requestAnimationFrame(follow);
  }
}
