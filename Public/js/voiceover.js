// A layout figure fenced with `accessibility=toggle` holds two drawings of
// one spec: the plain one (`.demo-view[data-view=plain]`) and the one
// numbered in VoiceOver's order with the list of what it says
// (`.demo-view[data-view=voiceover]`), and a hidden "What VoiceOver reads"
// button. `attachVoiceOver(root)` shows the button, shows the plain
// drawing alone, and makes the button swap the two (aria-pressed says which
// is shown). Without script both drawings show, one under the other; no
// server needed, so it works from file:// too.

function setup(figure) {
  const button = figure.querySelector(".voiceover-toggle");
  const plain = figure.querySelector(".demo-view[data-view='plain']");
  const spoken = figure.querySelector(".demo-view[data-view='voiceover']");
  if (!button || !plain || !spoken || button.getAttribute("data-voiceover") === "on") return;
  button.setAttribute("data-voiceover", "on");
  const show = (reading) => {
    plain.hidden = reading;
    spoken.hidden = !reading;
    button.setAttribute("aria-pressed", reading ? "true" : "false");
  };
  show(false);
  button.addEventListener("click", () => show(button.getAttribute("aria-pressed") !== "true"));
  button.parentElement.hidden = false;
}

/** Sets up every such figure inside `root` (a page, or a container a script fills). */
export function attachVoiceOver(root) {
  for (const figure of (root || document).querySelectorAll("figure.demo")) setup(figure);
}
