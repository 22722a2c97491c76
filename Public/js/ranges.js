// Range drawings with a step slider. An animated range drawing (an SVG with
// one `g.swatch-step` group per update, stepped by SMIL) plays by itself with
// no script; this adds a play/pause button and a slider under it. Moving the
// slider pauses the animation and shows that update (SVGSVGElement's
// pauseAnimations and setCurrentTime), so a reader can step back and forth.
//
// Runs on every `figure.demo` of a page; the playground calls
// `SwatchRanges.attach(element)` for drawings it inserts. Each drawing tells
// its container about the step shown with a `swatch-step` event
// (`event.detail.step`, 0-based).
//
// A frame timeline beside the drawing (`svg.swatch-frame-timeline`, whose
// cursor is animated with the same timing) follows the same slider: it is
// paused, played and moved with the drawing, and a click on one of its
// frames shows that frame in both.
(function () {
  "use strict";

  var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function seconds(value) {
    var match = /^([0-9.]+)(ms|s)?$/.exec((value || "").trim());
    if (!match) return NaN;
    var n = parseFloat(match[1]);
    return match[2] === "ms" ? n / 1000 : n;
  }

  function setup(svg) {
    if (svg.getAttribute("data-stepper") === "on") return null;
    var steps = svg.querySelectorAll("g.swatch-step");
    var count = steps.length;
    if (count < 2 || typeof svg.setCurrentTime !== "function") return null;
    var timed = svg.querySelector("g.swatch-step animate[dur]");
    var duration = timed ? seconds(timed.getAttribute("dur")) : NaN;
    if (!(duration > 0)) return null;
    var perStep = duration / count;
    svg.setAttribute("data-stepper", "on");

    var labels = [];
    for (var i = 0; i < count; i++) {
      var text = steps[i].querySelector(".swatch-range-step");
      var lines = text ? text.querySelectorAll("tspan") : [];
      var label = text ? text.textContent : "update " + (i + 1);
      if (lines.length) label = Array.prototype.map.call(lines, function (line) { return line.textContent; }).join(" · ");
      labels.push(label.replace(/\s+/g, " ").trim());
    }

    var bar = document.createElement("div");
    bar.className = "range-stepper";
    var play = document.createElement("button");
    play.type = "button";
    play.className = "range-play";
    var slider = document.createElement("input");
    slider.type = "range";
    slider.min = "0";
    slider.max = String(count - 1);
    slider.step = "1";
    slider.value = "0";
    slider.className = "range-slider";
    slider.setAttribute("aria-label", "Range update");
    var output = document.createElement("output");
    output.className = "range-step-label";
    bar.appendChild(play);
    bar.appendChild(slider);
    bar.appendChild(output);

    var holder = svg.closest(".demo-drawing") || svg.parentNode;
    holder.parentNode.insertBefore(bar, holder.nextSibling);
    var companions = Array.prototype.filter.call(holder.querySelectorAll("svg.swatch-frame-timeline"), function (other) {
      return typeof other.setCurrentTime === "function";
    });

    var playing = true;
    var shown = -1;

    function show(step, announce) {
      if (step === shown) return;
      shown = step;
      slider.value = String(step);
      slider.setAttribute("aria-valuetext", labels[step]);
      output.textContent = labels[step];
      if (announce !== false) {
        holder.dispatchEvent(new CustomEvent("swatch-step", { bubbles: true, detail: { step: step, count: count } }));
      }
    }

    function setPlaying(on) {
      playing = on;
      play.textContent = on ? "Pause" : "Play";
      play.setAttribute("aria-label", on ? "Pause the animation" : "Play the animation");
      if (on) {
        companions.forEach(function (other) {
          other.setCurrentTime(svg.getCurrentTime());
          other.unpauseAnimations();
        });
        svg.unpauseAnimations();
        requestAnimationFrame(follow);
      } else {
        svg.pauseAnimations();
        companions.forEach(function (other) { other.pauseAnimations(); });
      }
    }

    function seek(step) {
      svg.setCurrentTime((step + 0.5) * perStep);
      companions.forEach(function (other) { other.setCurrentTime((step + 0.5) * perStep); });
      show(step);
    }

    // A click on a frame of a timeline shows that frame (the first of a
    // column holding several).
    companions.forEach(function (other) {
      var left = parseFloat(other.getAttribute("data-plot-left"));
      var width = parseFloat(other.getAttribute("data-column-width"));
      var perColumn = parseInt(other.getAttribute("data-frames-per-column"), 10) || 1;
      if (!(width > 0) || !other.createSVGPoint) return;
      other.addEventListener("click", function (event) {
        var matrix = other.getScreenCTM();
        if (!matrix) return;
        var point = other.createSVGPoint();
        point.x = event.clientX;
        point.y = event.clientY;
        var x = point.matrixTransform(matrix.inverse()).x;
        var step = Math.floor((x - left) / width) * perColumn;
        if (!(step >= 0) || step >= count) return;
        if (playing) setPlaying(false);
        seek(step);
      });
    });

    function follow() {
      if (!playing || !svg.isConnected) return;
      var t = svg.getCurrentTime() % duration;
      show(Math.min(count - 1, Math.floor(t / perStep)));
      requestAnimationFrame(follow);
    }

    var touched = false;
    play.addEventListener("click", function () {
      touched = true;
      if (!playing && shown >= count - 1) seek(0);
      setPlaying(!playing);
    });
    slider.addEventListener("input", function () {
      touched = true;
      if (playing) setPlaying(false);
      seek(parseInt(slider.value, 10) || 0);
    });

    // Still on the first update until the figure is in view, so that a
    // reader meets it where the text starts, not halfway through; under
    // reduced motion it stays still.
    setPlaying(false);
    seek(0);
    if (!reduceMotion) {
      if (window.IntersectionObserver) {
        var watcher = new IntersectionObserver(function (entries) {
          if (!entries.some(function (e) { return e.isIntersecting; })) return;
          watcher.disconnect();
          if (!touched) setPlaying(true);
        }, { threshold: 0.4 });
        watcher.observe(svg);
      } else {
        setPlaying(true);
      }
    }
    return {
      seek: function (step) {
        if (playing) setPlaying(false);
        seek(Math.max(0, Math.min(count - 1, step)));
      },
      count: count
    };
  }

  // Sets up every animated range drawing inside `root`; returns the
  // controllers made (each with `seek(step)` and `count`).
  function attach(root) {
    var made = [];
    var drawings = (root || document).querySelectorAll("svg.swatch-ranges");
    for (var i = 0; i < drawings.length; i++) {
      var controller = setup(drawings[i]);
      if (controller) made.push(controller);
    }
    return made;
  }

  window.SwatchRanges = { attach: attach };

  var figures = document.querySelectorAll("figure.demo");
  for (var i = 0; i < figures.length; i++) attach(figures[i]);
})();
