// Every animated drawing of a page can be paused, and stands still under
// `prefers-reduced-motion: reduce`. Range animations have their own step
// slider (ranges.js, which pauses them under reduced motion) and transition
// drawings their own Play button and still states (CSS), so this takes the
// other SMIL drawings: a layout drawing fading its placeholders into
// contents (`show=animated`) and anything else animated in a figure.
//
// `attachMotion(root)` puts a "Pause" button under each such drawing of
// `root`'s figures (after the range and touch scripts, whose tools it joins).
// Under reduced motion the drawing is paused at its still moment (the SVG's
// `data-still-time`, in seconds: for a layout drawing, every content
// displayed) and the button offers "Play". Without script the drawings
// play, as SVG does.
import { make, insertAfter } from "./elements.js";

const query = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
const controllers = [];

function animated(svg) {
  return svg.querySelector("animate, animateTransform, animateMotion, set") !== null;
}

function handledElsewhere(svg) {
  if (svg.getAttribute("data-stepper") === "on") return true;
  if (svg.classList.contains("swatch-transition") || svg.closest(".demo-swatch-transition")) return true;
  // A frame timeline beside a stepped range drawing follows its slider.
  const holder = svg.closest(".demo-drawing");
  return !!(holder && holder.querySelector("svg[data-stepper='on']"));
}

/** The button, beside the touch test's when the drawing has one, else on a line of its own. */
function placeButton(svg, button) {
  const holder = svg.closest(".demo-drawing") || svg.parentNode;
  const next = holder.nextElementSibling;
  if (next && next.classList.contains("touch-tools")) next.insertBefore(button, next.firstChild);
  else insertAfter(holder, make("div", { class: "motion-tools" }, button));
}

function setup(svg) {
  if (svg.getAttribute("data-motion") === "on" || !animated(svg) || handledElsewhere(svg)) return;
  if (typeof svg.pauseAnimations !== "function") return;
  svg.setAttribute("data-motion", "on");
  let still = parseFloat(svg.getAttribute("data-still-time"));
  if (!(still >= 0)) still = 0;
  const button = make("button", { type: "button", class: "motion-toggle" });
  placeButton(svg, button);
  let playing = true;
  const set = (on) => {
    playing = on;
    button.textContent = on ? "Pause animation" : "Play animation";
    button.setAttribute("aria-pressed", on ? "false" : "true");
    if (on) svg.unpauseAnimations();
    else svg.pauseAnimations();
  };
  const rest = () => {
    svg.setCurrentTime(still);
    set(false);
  };
  button.addEventListener("click", () => set(!playing));
  controllers.push({ rest, play: () => set(true) });
  if (query && query.matches) rest();
  else set(true);
}

/** Sets up every animated drawing in the figures inside `root`. */
export function attachMotion(root) {
  for (const svg of (root || document).querySelectorAll("figure.demo svg")) setup(svg);
}

if (query && query.addEventListener) {
  query.addEventListener("change", () => {
    for (const c of controllers) {
      if (query.matches) c.rest();
      else c.play();
    }
  });
}
