// Every animated drawing of a page can be paused, and stands still under
// `prefers-reduced-motion: reduce`. Range animations have their own step
// slider (Public/js/ranges.js, which pauses them under reduced motion) and
// transition drawings their own Play button and still states (CSS), so this
// takes the other SMIL drawings: a layout drawing fading its placeholders
// into contents (`show=animated`) and anything else animated in a figure.
//
// A "Pause" button goes under each such drawing. Under reduced motion the
// drawing is paused at its still moment (the SVG's `data-still-time`, in
// seconds: for a layout drawing, every content displayed) and the button
// offers "Play". Without script the drawings play, as SVG does.
(function () {
  "use strict";

  var query = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  var controllers = [];

  function animated(svg) {
    return svg.querySelector("animate, animateTransform, animateMotion, set") !== null;
  }

  function handledElsewhere(svg) {
    if (svg.getAttribute("data-stepper") === "on") return true;
    if (svg.classList.contains("swatch-transition") || svg.closest(".demo-swatch-transition")) return true;
    // A frame timeline beside a stepped range drawing follows its slider.
    var holder = svg.closest(".demo-drawing");
    return !!(holder && holder.querySelector("svg[data-stepper='on']"));
  }

  function setup(svg) {
    if (svg.getAttribute("data-motion") === "on" || !animated(svg) || handledElsewhere(svg)) return;
    if (typeof svg.pauseAnimations !== "function") return;
    svg.setAttribute("data-motion", "on");
    var still = parseFloat(svg.getAttribute("data-still-time"));
    if (!(still >= 0)) still = 0;

    var button = document.createElement("button");
    button.type = "button";
    button.className = "motion-toggle";
    // Beside the touch test's button when the drawing has one, else on a
    // line of its own under the drawing.
    var holder = svg.closest(".demo-drawing") || svg.parentNode;
    var next = holder.nextElementSibling;
    if (next && next.classList.contains("touch-tools")) {
      next.insertBefore(button, next.firstChild);
    } else {
      var bar = document.createElement("div");
      bar.className = "motion-tools";
      bar.appendChild(button);
      holder.parentNode.insertBefore(bar, holder.nextSibling);
    }

    var playing = true;
    function set(on) {
      playing = on;
      button.textContent = on ? "Pause animation" : "Play animation";
      button.setAttribute("aria-pressed", on ? "false" : "true");
      if (on) {
        svg.unpauseAnimations();
      } else {
        svg.pauseAnimations();
      }
    }
    function rest() {
      svg.setCurrentTime(still);
      set(false);
    }
    button.addEventListener("click", function () { set(!playing); });
    controllers.push({ rest: rest, play: function () { set(true); } });
    if (query && query.matches) {
      rest();
    } else {
      set(true);
    }
  }

  function attach(root) {
    var drawings = (root || document).querySelectorAll("figure.demo svg");
    for (var i = 0; i < drawings.length; i++) setup(drawings[i]);
  }

  if (query && query.addEventListener) {
    query.addEventListener("change", function () {
      controllers.forEach(function (c) { if (query.matches) c.rest(); else c.play(); });
    });
  }

  window.SwatchMotion = { attach: attach };
  attach(document);
})();
