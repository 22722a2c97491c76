// Range drawings with a step slider. An animated range drawing (an SVG with
// one `g.swatch-step` group per update, stepped by SMIL) plays by itself with
// no script; this adds a play/pause button and a slider under it. Moving the
// slider pauses the animation and shows that update (SVGSVGElement's
// pauseAnimations and setCurrentTime), so a reader can step back and forth.
//
// `attachRanges(root)` sets up every animated range drawing in `root` (the
// guide's figures, the drawings the playground inserts). Each drawing tells
// its container about the step shown with a `swatch-step` event
// (`event.detail.step`, 0-based).
//
// A frame timeline beside the drawing (`svg.swatch-frame-timeline`, whose
// cursor is animated with the same timing) follows the same slider: it is
// paused, played and moved with the drawing, and a click on one of its
// frames shows that frame in both.
//
// A drawing put in place of another in the same holder (the playground's,
// after a key) takes over its stepper: it goes on from the update the
// other showed, playing if it played (`shownStep(holder)` says which).
import { make, svgPoint, insertAfter } from "./elements.js";

const reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Each holder's latest stepper. */
const steppers = new WeakMap();

function seconds(value) {
  const match = /^([0-9.]+)(ms|s)?$/.exec((value || "").trim());
  if (!match) return NaN;
  const n = parseFloat(match[1]);
  return match[2] === "ms" ? n / 1000 : n;
}

/** Each update's label, as its headline reads ("update 2 of 5 · ..."). */
function labelsOf(steps) {
  return [...steps].map((step, i) => {
    const text = step.querySelector(".swatch-range-step");
    const lines = text ? text.querySelectorAll("tspan") : [];
    let label = text ? text.textContent : "update " + (i + 1);
    if (lines.length) label = [...lines].map((line) => line.textContent).join(" · ");
    return label.replace(/\s+/g, " ").trim();
  });
}

/** One drawing's stepper: the bar under it, and the timelines that follow it. */
class RangeStepper {
  constructor(svg, count, duration) {
    this.svg = svg;
    this.count = count;
    this.duration = duration;
    this.perStep = duration / count;
    this.labels = labelsOf(svg.querySelectorAll("g.swatch-step"));
    this.playing = true;
    this.shown = -1;
    this.touched = false;
    /** Whether it waits to be in view before it plays. */
    this.waiting = false;
    this.makeBar();
    this.previous = steppers.get(this.holder) || null;
    steppers.set(this.holder, this);
    this.companions = [...this.holder.querySelectorAll("svg.swatch-frame-timeline")]
      .filter((other) => typeof other.setCurrentTime === "function");
    this.companions.forEach((other) => this.followClicks(other));
  }

  makeBar() {
    this.play = make("button", { type: "button", class: "range-play" });
    this.slider = make("input", {
      type: "range", min: 0, max: this.count - 1, step: 1, value: 0, class: "range-slider", "aria-label": "Range update",
    });
    this.output = make("output", { class: "range-step-label" });
    this.holder = this.svg.closest(".demo-drawing") || this.svg.parentNode;
    // A drawing put in place of another (the playground's) takes over its bar.
    const old = this.holder.nextElementSibling;
    if (old && old.classList.contains("range-stepper")) old.remove();
    insertAfter(this.holder, make("div", { class: "range-stepper" }, this.play, this.slider, this.output));
    this.play.addEventListener("click", () => {
      this.touched = true;
      if (!this.playing && this.shown >= this.count - 1) this.seek(0);
      this.setPlaying(!this.playing);
    });
    this.slider.addEventListener("input", () => {
      this.touched = true;
      if (this.playing) this.setPlaying(false);
      this.seek(parseInt(this.slider.value, 10) || 0);
    });
  }

  show(step) {
    if (step === this.shown) return;
    this.shown = step;
    this.slider.value = String(step);
    this.slider.setAttribute("aria-valuetext", this.labels[step]);
    this.output.textContent = this.labels[step];
    this.holder.dispatchEvent(new CustomEvent("swatch-step", { bubbles: true, detail: { step, count: this.count } }));
  }

  setPlaying(on) {
    this.playing = on;
    this.play.textContent = on ? "Pause" : "Play";
    this.play.setAttribute("aria-label", on ? "Pause the animation" : "Play the animation");
    const all = [this.svg, ...this.companions];
    if (on) {
      for (const other of this.companions) other.setCurrentTime(this.svg.getCurrentTime());
      all.forEach((svg) => svg.unpauseAnimations());
      requestAnimationFrame(() => this.follow());
    } else {
      all.forEach((svg) => svg.pauseAnimations());
    }
  }

  seek(step) {
    for (const svg of [this.svg, ...this.companions]) svg.setCurrentTime((step + 0.5) * this.perStep);
    this.show(step);
  }

  follow() {
    if (!this.playing || !this.svg.isConnected) return;
    const t = this.svg.getCurrentTime() % this.duration;
    this.show(Math.min(this.count - 1, Math.floor(t / this.perStep)));
    requestAnimationFrame(() => this.follow());
  }

  /** A click on a frame of a timeline shows that frame (the first of a column holding several). */
  followClicks(other) {
    const left = parseFloat(other.getAttribute("data-plot-left"));
    const width = parseFloat(other.getAttribute("data-column-width"));
    const perColumn = parseInt(other.getAttribute("data-frames-per-column"), 10) || 1;
    if (!(width > 0) || !other.createSVGPoint) return;
    other.addEventListener("click", (event) => {
      const local = svgPoint(other, event);
      const step = local ? Math.floor((local.x - left) / width) * perColumn : NaN;
      if (!(step >= 0) || step >= this.count) return;
      if (this.playing) this.setPlaying(false);
      this.seek(step);
    });
  }

  /** Still on the first update until the figure is in view, so that a reader
      meets it where the text starts; under reduced motion it stays still.
      In place of a drawing the reader has seen, on from where that one was. */
  start() {
    const previous = this.previous;
    this.previous = null;
    this.setPlaying(false);
    if (previous && previous.shown >= 0 && (previous.touched || !previous.waiting)) {
      this.touched = previous.touched;
      this.seek(Math.min(previous.shown, this.count - 1));
      if (previous.playing) this.setPlaying(true);
      return;
    }
    this.seek(0);
    if (reduceMotion) return;
    if (!window.IntersectionObserver) return this.setPlaying(true);
    this.waiting = true;
    const watcher = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      watcher.disconnect();
      this.waiting = false;
      if (!this.touched) this.setPlaying(true);
    }, { threshold: 0.4 });
    watcher.observe(this.svg);
  }

  /** What a script asks: show update `step`, paused. */
  step(step) {
    if (this.playing) this.setPlaying(false);
    this.seek(Math.max(0, Math.min(this.count - 1, step)));
  }
}

function setup(svg) {
  if (svg.getAttribute("data-stepper") === "on") return null;
  const count = svg.querySelectorAll("g.swatch-step").length;
  if (count < 2 || typeof svg.setCurrentTime !== "function") return null;
  const timed = svg.querySelector("g.swatch-step animate[dur]");
  const duration = timed ? seconds(timed.getAttribute("dur")) : NaN;
  if (!(duration > 0)) return null;
  svg.setAttribute("data-stepper", "on");
  const stepper = new RangeStepper(svg, count, duration);
  stepper.start();
  return stepper;
}

/** Sets up every animated range drawing inside `root`; returns the steppers
    made (each with `step(n)` and `count`). */
export function attachRanges(root) {
  const made = [];
  for (const svg of (root || document).querySelectorAll("svg.swatch-ranges")) {
    const stepper = setup(svg);
    if (stepper) made.push(stepper);
  }
  return made;
}

/** The update (from 0) the stepper of the drawing in `holder` shows, or null. */
export function shownStep(holder) {
  const stepper = steppers.get(holder);
  return stepper && stepper.shown >= 0 ? stepper.shown : null;
}
