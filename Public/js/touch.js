// Which node would receive a tap? Every layout drawing (an SVG whose
// `g.swatch-node` groups carry `data-frame`, `data-touch` and `data-parent`,
// all computed by the engine) answers it here: click or tap a point of the
// drawing, or focus it and move a touch point with the arrow keys. The answer
// is reference/touch.md's H4 flat search over the engine's touch areas (the
// last node, in drawing order, whose touch area holds the point), which is
// what UIKit's hitTest:withEvent: finds over Texture's pointInside:withEvent:.
// A "Show touch areas" button shows the drawing's tappable rectangles.
//
// Runs on every `figure.demo` holding such a drawing, and on the playground's
// drawing (#pg-drawing, set up again each time it is redrawn, the toggle's
// choice kept); no server needed, so it works from file:// too. After a tap
// the figure (the playground: #pg-view) carries `data-touch-point` ("x,y",
// the point answered) and `data-touch-hit` (the node's id, or empty).
(function () {
  "use strict";

  var SVG = "http://www.w3.org/2000/svg";
  var made = 0;

  // "x y w h" -> [x, y, w, h], or null.
  function rect(text) {
    if (!text) return null;
    var parts = text.trim().split(/\s+/).map(Number);
    if (parts.length !== 4 || parts.some(function (v) { return !isFinite(v); })) return null;
    return parts;
  }

  // CGRectContainsPoint: min edges in, max edges out, empty contains nothing.
  function contains(r, x, y) {
    return r !== null && r[2] > 0 && r[3] > 0 && x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];
  }

  function format(v) {
    return String(Math.round(v * 100) / 100);
  }

  function setup(figure, svg) {
    var groups = svg.querySelectorAll("g.swatch-node[data-frame]");
    if (!groups.length || svg.getAttribute("data-touch-test") === "on") return null;
    svg.setAttribute("data-touch-test", "on");
    var nodes = Array.prototype.map.call(groups, function (g) {
      var parent = g.getAttribute("data-parent");
      return {
        group: g,
        id: g.getAttribute("data-id"),
        type: g.getAttribute("data-type"),
        enabled: g.getAttribute("data-interaction") !== "off",
        frame: rect(g.getAttribute("data-frame")),
        touch: rect(g.getAttribute("data-touch")),
        parent: parent === null ? -1 : parseInt(parent, 10)
      };
    });
    var view = svg.viewBox && svg.viewBox.baseVal;
    var bounds = view && view.width > 0 ? [view.x, view.y, view.width, view.height]
      : [0, 0, parseFloat(svg.getAttribute("width")) || 0, parseFloat(svg.getAttribute("height")) || 0];

    // H4: the first node, last to first, whose touch area holds the point.
    function hit(x, y) {
      for (var i = nodes.length - 1; i >= 0; i--) {
        if (contains(nodes[i].touch, x, y)) return i;
      }
      return -1;
    }
    // The front-most node drawn at the point, tappable or not.
    function drawnAt(x, y) {
      for (var i = nodes.length - 1; i >= 0; i--) {
        if (contains(nodes[i].frame, x, y)) return i;
      }
      return -1;
    }
    function chain(i) {
      var path = [];
      for (var guard = 0; i >= 0 && guard <= nodes.length; guard++) {
        path.unshift(i);
        i = nodes[i].parent;
      }
      return path;
    }

    // The tools under the drawing: the toggle and the answer.
    var drawing = svg.closest(".demo-drawing") || svg.parentNode;
    // Drawn again (the playground): the old tools go, their toggle's choice stays.
    var old = drawing.nextElementSibling;
    var wasShown = false;
    if (old && old.classList.contains("touch-tools")) {
      wasShown = old.querySelector(".touch-toggle").getAttribute("aria-pressed") === "true";
      old.remove();
    }
    figure.removeAttribute("data-touch-hit");
    figure.removeAttribute("data-touch-point");
    var n = ++made;
    var tools = document.createElement("div");
    tools.className = "touch-tools";
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "touch-toggle";
    var status = document.createElement("p");
    status.className = "touch-status";
    status.id = "touch-status-" + n;
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    status.textContent = "Click or tap the drawing to see which node would receive that touch on iOS.";
    tools.appendChild(toggle);
    tools.appendChild(status);
    drawing.parentNode.insertBefore(tools, drawing.nextSibling);

    var areas = svg.querySelector("g.swatch-touch-areas");
    function showAreas(on) {
      if (areas) {
        if (on) areas.removeAttribute("display");
        else areas.setAttribute("display", "none");
      }
      toggle.setAttribute("aria-pressed", on ? "true" : "false");
      toggle.textContent = on ? "Hide touch areas" : "Show touch areas";
    }
    if (areas) {
      showAreas(wasShown || areas.getAttribute("display") !== "none");
      toggle.addEventListener("click", function () {
        showAreas(toggle.getAttribute("aria-pressed") !== "true");
      });
    } else {
      toggle.hidden = true;
    }

    drawing.tabIndex = 0;
    drawing.classList.add("touch-target");
    drawing.setAttribute("role", "group");
    drawing.setAttribute(
      "aria-label",
      "Touch test: press the arrow keys to move a touch point over the drawing (Shift moves further), Enter to tap, Escape to clear");
    drawing.setAttribute("aria-describedby", status.id);

    // The marks: the touch point, the receiving node's touch area and frame,
    // and the frames of the nodes on its chain.
    var marks = document.createElementNS(SVG, "g");
    marks.setAttribute("class", "swatch-touch-marks");
    marks.setAttribute("pointer-events", "none");
    svg.appendChild(marks);

    function mark(tag, attributes) {
      var el = document.createElementNS(SVG, tag);
      for (var key in attributes) el.setAttribute(key, attributes[key]);
      el.setAttribute("vector-effect", "non-scaling-stroke");
      marks.appendChild(el);
      return el;
    }
    function box(r, cls) {
      return mark("rect", { "class": cls, x: r[0], y: r[1], width: Math.max(0, r[2]), height: Math.max(0, r[3]) });
    }

    var point = null;

    function clear() {
      point = null;
      while (marks.firstChild) marks.removeChild(marks.firstChild);
      nodes.forEach(function (node) { node.group.classList.remove("is-touch-hit", "is-touch-chain"); });
      figure.removeAttribute("data-touch-hit");
      figure.removeAttribute("data-touch-point");
    }

    function tap(x, y) {
      clear();
      // Quarter points, as frames are: the answer is `swatch hit`'s for this point.
      x = Math.round(x * 4) / 4;
      y = Math.round(y * 4) / 4;
      point = [x, y];
      var found = hit(x, y);
      var path = found >= 0 ? chain(found) : [];
      path.forEach(function (i) {
        nodes[i].group.classList.add(i === found ? "is-touch-hit" : "is-touch-chain");
        if (i !== found && nodes[i].frame) box(nodes[i].frame, "swatch-touch-chain");
      });
      if (found >= 0) {
        if (nodes[found].touch) box(nodes[found].touch, "swatch-touch-reach");
        if (nodes[found].frame) box(nodes[found].frame, "swatch-touch-hit");
      }
      var size = Math.max(bounds[2], bounds[3]) / 80 + 2;
      mark("circle", { "class": "swatch-touch-point", cx: x, cy: y, r: size });
      mark("path", {
        "class": "swatch-touch-point",
        d: "M" + (x - 2 * size) + " " + y + "h" + 4 * size + "M" + x + " " + (y - 2 * size) + "v" + 4 * size
      });
      figure.setAttribute("data-touch-hit", found >= 0 ? nodes[found].id : "");
      figure.setAttribute("data-touch-point", x + "," + y);
      status.textContent = describe(x, y, found, path);
    }

    // "node cell", "text node title".
    function name(i) {
      var type = nodes[i].type;
      return (type && type !== "node" ? type + " node " : "node ") + nodes[i].id;
    }

    // Why the node drawn at the point is not the one that gets the touch.
    function passedOver(drawn, found, x, y) {
      var to = found >= 0 ? ", so the touch goes to " + nodes[found].id + "." : ", and no node around it takes the touch.";
      if (!nodes[drawn].enabled) {
        return "The " + name(drawn) + " is drawn there, but its userInteractionEnabled is off" +
          (nodes[drawn].type === "text" || nodes[drawn].type === "image" ? " (the default for " + nodes[drawn].type + " nodes)" : "") + to;
      }
      if (!nodes[drawn].touch) {
        return "The " + name(drawn) + " is drawn there, but a node around it does not take touches" + to;
      }
      if (!contains(nodes[drawn].touch, x, y)) {
        return "The " + name(drawn) + " is drawn there, but its touch area stops short of this point" + to;
      }
      return found >= 0 ? nodes[found].id + "’s touch area reaches over " + nodes[drawn].id + " here, and it is in front." : "";
    }

    function describe(x, y, found, path) {
      var where = "A tap at (" + format(x) + ", " + format(y) + ")";
      var drawn = drawnAt(x, y);
      if (found < 0) {
        return where + " reaches no node" + (drawn >= 0 ? ". " + passedOver(drawn, found, x, y) : ": it is outside every touch area.");
      }
      var text = where + " goes to " + name(found) + ".";
      if (path.length > 1) {
        text += " Chain from the root: " + path.map(function (i) { return nodes[i].id; }).join(" › ") + ".";
      }
      // A node of the chain drawn there means the touch went past its subnodes' bounds.
      if (drawn >= 0 && path.indexOf(drawn) < 0) text += " " + passedOver(drawn, found, x, y);
      if (!contains(nodes[found].frame, x, y)) {
        text += " The point is outside " + nodes[found].id + "’s bounds, inside its hit-test slop.";
      }
      return text;
    }

    svg.addEventListener("click", function (event) {
      var matrix = svg.getScreenCTM();
      if (!matrix) return;
      var p = svg.createSVGPoint();
      p.x = event.clientX;
      p.y = event.clientY;
      var local = p.matrixTransform(matrix.inverse());
      tap(local.x, local.y);
    });

    drawing.addEventListener("keydown", function (event) {
      if (event.target !== drawing) return;
      var step = event.shiftKey ? 20 : 4;
      var moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      var start = point || [bounds[0] + bounds[2] / 2, bounds[1] + bounds[3] / 2];
      if (moves[event.key]) {
        event.preventDefault();
        var x = Math.min(bounds[0] + bounds[2], Math.max(bounds[0], start[0] + (point ? moves[event.key][0] : 0)));
        var y = Math.min(bounds[1] + bounds[3], Math.max(bounds[1], start[1] + (point ? moves[event.key][1] : 0)));
        tap(x, y);
      } else if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        tap(start[0], start[1]);
      } else if (event.key === "Escape" && point) {
        clear();
        status.textContent = "Cleared. Click or tap the drawing to see which node would receive that touch on iOS.";
      }
    });

    return { tap: tap, hit: function (x, y) { var i = hit(x, y); return i >= 0 ? nodes[i].id : null; } };
  }

  // Sets up every layout drawing inside `root` (a page, or a container a
  // script fills); returns the controllers made (`tap(x, y)`, `hit(x, y)`).
  function attach(root) {
    var list = [];
    var drawings = (root || document).querySelectorAll("figure.demo svg.swatch-layout, #pg-drawing > svg.swatch-layout");
    for (var i = 0; i < drawings.length; i++) {
      var controller = setup(drawings[i].closest("figure.demo") || drawings[i].closest("#pg-view"), drawings[i]);
      if (controller) list.push(controller);
    }
    return list;
  }

  window.SwatchTouch = { attach: attach };
  attach(document);
})();
