// Which node would receive a tap? Every layout drawing (an SVG whose
// `g.swatch-node` groups carry `data-frame`, `data-touch` and `data-parent`,
// all computed by the engine) answers it here: click or tap a point of the
// drawing, or focus it and move a touch point with the arrow keys. The answer
// is reference/touch.md's H4 flat search over the engine's touch areas (the
// last node, in drawing order, whose touch area holds the point), which is
// what UIKit's hitTest:withEvent: finds over Texture's pointInside:withEvent:.
// A "Show touch areas" button shows the drawing's tappable rectangles.
//
// `attachTouch(root)` sets up every `figure.demo` holding such a drawing, and
// the playground's drawing (#pg-drawing, set up again each time it is
// redrawn, the toggle's choice and the point tapped kept); no server needed, so it works from
// file:// too. After a tap the figure (the playground: #pg-view) carries
// `data-touch-point` ("x,y", the point answered) and `data-touch-hit` (the
// node's id, or empty).
import { make, svgPoint, insertAfter } from "./elements.js";

const SVG = "http://www.w3.org/2000/svg";
const PROMPT = "Click or tap the drawing to see which node would receive that touch on iOS.";
let made = 0;
// Each drawing's holder (`.demo-drawing`, #pg-drawing) and the test of the drawing it holds now.
const current = new WeakMap();

// "x y w h" -> [x, y, w, h], or null.
function rect(text) {
  if (!text) return null;
  const parts = text.trim().split(/\s+/).map(Number);
  return parts.length === 4 && parts.every((v) => isFinite(v)) ? parts : null;
}

// CGRectContainsPoint: min edges in, max edges out, empty contains nothing.
function contains(r, x, y) {
  return r !== null && r[2] > 0 && r[3] > 0 && x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];
}

function format(v) {
  return String(Math.round(v * 100) / 100);
}

/** The drawing's nodes as the engine described them, in drawing order. */
function nodesOf(svg) {
  return [...svg.querySelectorAll("g.swatch-node[data-frame]")].map((g) => {
    const parent = g.getAttribute("data-parent");
    return {
      group: g,
      id: g.getAttribute("data-id"),
      name: g.getAttribute("data-name") || g.getAttribute("data-id"),
      off: g.getAttribute("data-off"),
      frame: rect(g.getAttribute("data-frame")),
      touch: rect(g.getAttribute("data-touch")),
      parent: parent === null ? -1 : parseInt(parent, 10),
    };
  });
}

/** The nodes' answers: H4's search, the node drawn at a point, a chain. */
class TouchTree {
  constructor(nodes) {
    this.nodes = nodes;
  }

  /** H4: the first node, last to first, whose touch area holds the point. */
  hit(x, y) {
    return this.lastIndex((node) => contains(node.touch, x, y));
  }

  /** The front-most node drawn at the point, tappable or not. */
  drawnAt(x, y) {
    return this.lastIndex((node) => contains(node.frame, x, y));
  }

  lastIndex(test) {
    for (let i = this.nodes.length - 1; i >= 0; i--) if (test(this.nodes[i])) return i;
    return -1;
  }

  /** Node `i` and its ancestors, root first. */
  chain(i) {
    const path = [];
    for (let guard = 0; i >= 0 && guard <= this.nodes.length; guard++) {
      path.unshift(i);
      i = this.nodes[i].parent;
    }
    return path;
  }

  /** "node cell", "text node title": the engine's name for it. */
  name(i) {
    return this.nodes[i].name;
  }

  /** Why the node drawn at the point is not the one that gets the touch. */
  passedOver(drawn, found, x, y) {
    const node = this.nodes[drawn];
    const to = found >= 0 ? ", so the touch goes to " + this.nodes[found].id + "." : ", and no node around it takes the touch.";
    const seen = "The " + this.name(drawn) + " is drawn there, but ";
    // Why the engine says the node takes no touches of its own.
    if (node.off) return seen + node.off + to;
    if (!node.touch) return seen + "a node around it does not take touches" + to;
    if (!contains(node.touch, x, y)) return seen + "its touch area stops short of this point" + to;
    return found >= 0 ? this.nodes[found].id + "’s touch area reaches over " + node.id + " here, and it is in front." : "";
  }

  /** The answer for a tap at (x, y) in words. */
  describe(x, y, found, path) {
    const where = "A tap at (" + format(x) + ", " + format(y) + ")";
    const drawn = this.drawnAt(x, y);
    if (found < 0) {
      return where + " reaches no node" + (drawn >= 0 ? ". " + this.passedOver(drawn, found, x, y) : ": it is outside every touch area.");
    }
    let text = where + " goes to " + this.name(found) + ".";
    if (path.length > 1) text += " Chain from the root: " + path.map((i) => this.nodes[i].id).join(" › ") + ".";
    // A node of the chain drawn there means the touch went past its subnodes' bounds.
    if (drawn >= 0 && path.indexOf(drawn) < 0) text += " " + this.passedOver(drawn, found, x, y);
    if (!contains(this.nodes[found].frame, x, y)) {
      text += " The point is outside " + this.nodes[found].id + "’s bounds, inside its hit-test slop.";
    }
    return text;
  }
}

/** One drawing's touch test: its tools under the drawing, its marks in it. */
class TouchTest {
  constructor(figure, svg, nodes) {
    this.figure = figure;
    this.svg = svg;
    this.tree = new TouchTree(nodes);
    this.point = null;
    const view = svg.viewBox && svg.viewBox.baseVal;
    this.bounds = view && view.width > 0 ? [view.x, view.y, view.width, view.height]
      : [0, 0, parseFloat(svg.getAttribute("width")) || 0, parseFloat(svg.getAttribute("height")) || 0];
    this.drawing = svg.closest(".demo-drawing") || svg.parentNode;
    const before = current.get(this.drawing);
    this.makeTools();
    this.makeMarks();
    svg.addEventListener("click", (event) => {
      const local = svgPoint(svg, event);
      if (local) this.tap(local.x, local.y);
    });
    // A redrawn drawing's holder stays: one key listener, for its newest test.
    if (!current.has(this.drawing)) {
      this.drawing.addEventListener("keydown", (event) => {
        const test = current.get(event.currentTarget);
        if (test) test.key(event);
      });
    }
    current.set(this.drawing, this);
    // Drawn again (an edit, an element selected): the point tapped on the
    // drawing before is tapped again, its answer the new drawing's.
    if (before && before.point) this.tap(before.point[0], before.point[1]);
  }

  /** The toggle and the answer under the drawing (a redrawn one's replaced, its choice kept). */
  makeTools() {
    const old = this.drawing.nextElementSibling;
    let wasShown = false;
    if (old && old.classList.contains("touch-tools")) {
      wasShown = old.querySelector(".touch-toggle").getAttribute("aria-pressed") === "true";
      old.remove();
    }
    this.figure.removeAttribute("data-touch-hit");
    this.figure.removeAttribute("data-touch-point");
    const n = ++made;
    this.toggle = make("button", { type: "button", class: "touch-toggle" });
    this.status = make("p", { class: "touch-status", id: "touch-status-" + n, role: "status", "aria-live": "polite", text: PROMPT });
    insertAfter(this.drawing, make("div", { class: "touch-tools" }, this.toggle, this.status));
    this.areas = this.svg.querySelector("g.swatch-touch-areas");
    if (this.areas) {
      this.showAreas(wasShown || this.areas.getAttribute("display") !== "none");
      this.toggle.addEventListener("click", () => this.showAreas(this.toggle.getAttribute("aria-pressed") !== "true"));
    } else {
      this.toggle.hidden = true;
    }
    this.drawing.tabIndex = 0;
    this.drawing.classList.add("touch-target");
    this.drawing.setAttribute("role", "group");
    this.drawing.setAttribute("aria-label", "Touch test: press the arrow keys to move a touch point over the drawing "
      + "(Shift moves further), Enter to tap, Escape to clear");
    this.drawing.setAttribute("aria-describedby", this.status.id);
  }

  showAreas(on) {
    if (on) this.areas.removeAttribute("display");
    else this.areas.setAttribute("display", "none");
    this.toggle.setAttribute("aria-pressed", on ? "true" : "false");
    this.toggle.textContent = on ? "Hide touch areas" : "Show touch areas";
  }

  /** The marks: the touch point, the receiving node's touch area and frame, the frames on its chain. */
  makeMarks() {
    this.marks = document.createElementNS(SVG, "g");
    this.marks.setAttribute("class", "swatch-touch-marks");
    this.marks.setAttribute("pointer-events", "none");
    this.svg.appendChild(this.marks);
  }

  mark(tag, attributes) {
    const element = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    element.setAttribute("vector-effect", "non-scaling-stroke");
    this.marks.appendChild(element);
  }

  box(r, className) {
    this.mark("rect", { class: className, x: r[0], y: r[1], width: Math.max(0, r[2]), height: Math.max(0, r[3]) });
  }

  clear() {
    this.point = null;
    this.marks.replaceChildren();
    for (const node of this.tree.nodes) node.group.classList.remove("is-touch-hit", "is-touch-chain");
    this.figure.removeAttribute("data-touch-hit");
    this.figure.removeAttribute("data-touch-point");
  }

  tap(x, y) {
    this.clear();
    // Quarter points, as frames are: the answer is `swatch hit`'s for this point.
    [x, y] = [Math.round(x * 4) / 4, Math.round(y * 4) / 4];
    this.point = [x, y];
    const nodes = this.tree.nodes;
    const found = this.tree.hit(x, y);
    const path = found >= 0 ? this.tree.chain(found) : [];
    for (const i of path) {
      nodes[i].group.classList.add(i === found ? "is-touch-hit" : "is-touch-chain");
      if (i !== found && nodes[i].frame) this.box(nodes[i].frame, "swatch-touch-chain");
    }
    if (found >= 0 && nodes[found].touch) this.box(nodes[found].touch, "swatch-touch-reach");
    if (found >= 0 && nodes[found].frame) this.box(nodes[found].frame, "swatch-touch-hit");
    const size = Math.max(this.bounds[2], this.bounds[3]) / 80 + 2;
    this.mark("circle", { class: "swatch-touch-point", cx: x, cy: y, r: size });
    this.mark("path", {
      class: "swatch-touch-point",
      d: "M" + (x - 2 * size) + " " + y + "h" + 4 * size + "M" + x + " " + (y - 2 * size) + "v" + 4 * size,
    });
    this.figure.setAttribute("data-touch-hit", found >= 0 ? nodes[found].id : "");
    this.figure.setAttribute("data-touch-point", x + "," + y);
    this.status.textContent = this.tree.describe(x, y, found, path);
  }

  /** Arrows move the touch point (Shift further), Enter taps, Escape clears. */
  key(event) {
    if (event.target !== this.drawing) return;
    const [bx, by, bw, bh] = this.bounds;
    const step = event.shiftKey ? 20 : 4;
    const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const start = this.point || [bx + bw / 2, by + bh / 2];
    if (moves[event.key]) {
      event.preventDefault();
      const [dx, dy] = this.point ? moves[event.key] : [0, 0];
      this.tap(Math.min(bx + bw, Math.max(bx, start[0] + dx)), Math.min(by + bh, Math.max(by, start[1] + dy)));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.tap(start[0], start[1]);
    } else if (event.key === "Escape" && this.point) {
      this.clear();
      this.status.textContent = "Cleared. " + PROMPT;
    }
  }

  /** What a test script asks: the id of the node a point reaches, or null. */
  hitID(x, y) {
    const i = this.tree.hit(x, y);
    return i >= 0 ? this.tree.nodes[i].id : null;
  }
}

/** Sets up the touch test of a drawing, once; null when it has no nodes. */
function setup(figure, svg) {
  const nodes = nodesOf(svg);
  if (!nodes.length || svg.getAttribute("data-touch-test") === "on") return null;
  svg.setAttribute("data-touch-test", "on");
  return new TouchTest(figure, svg, nodes);
}

/**
 * Sets up every layout drawing inside `root` (a page, or a container a
 * script fills); returns the tests made (`tap(x, y)`, `hitID(x, y)`).
 */
export function attachTouch(root) {
  const made = [];
  for (const svg of (root || document).querySelectorAll("figure.demo svg.swatch-layout, #pg-drawing > svg.swatch-layout")) {
    const test = setup(svg.closest("figure.demo") || svg.closest("#pg-view"), svg);
    if (test) made.push(test);
  }
  return made;
}

/**
 * Takes the touch test off a holder whose drawing was replaced by one
 * without nodes (the playground's, a range drawing in place of a layout):
 * its tools, its keys and what it said of itself go.
 */
export function detachTouch(holder) {
  if (!holder || !current.has(holder)) return;
  current.delete(holder);
  const tools = holder.nextElementSibling;
  if (tools && tools.classList.contains("touch-tools")) tools.remove();
  holder.removeAttribute("tabindex");
  holder.classList.remove("touch-target");
  for (const name of ["role", "aria-label", "aria-describedby"]) holder.removeAttribute(name);
}
