// Where the playground's answers come from: the engine in the page
// (swatch.js, the same Swift compiled to WebAssembly) once it is ready, else
// the server (POST /api/playground). Both answer PlaygroundResponse.json():
// {kind, title, panels, still, drawing, held, time, sizeLine, table, size, states, state, outline, error}.
//
// The engine in the page answers on the main thread when that fits in a
// frame (a layout spec takes a millisecond or two), and in a Web Worker
// (swatch.inWorker) when it would not: a document the engine
// says is slow (`panels.offThread`: a range scenario, tens of ms with its
// frame timeline), or any document whose answers take more than
// FRAME_BUDGET ms (the median of the last three: one slow answer, a garbage
// collection say, does not send the next key's drawing frames later). A
// worker that cannot be had (or fails) leaves the main thread to answer.
// The engine names the modules it needs and the cell files a scenario
// wants; the page loads and reads them and asks again.
//
// For a document whose answers are made in the worker and which the engine
// can draw still (`panels.still`: a range scenario), `stillView` makes the
// drawing of the update in view alone on the main thread, fast, for the
// frame after the key; the whole answer follows from the worker.
import { swatch } from "../swatch.js";
import { cellFiles } from "./cells.js";
import { embedded } from "./dom.js";

let inPage = null;
let failure = null;
/** Why the worker cannot answer, once it could not. */
let workerFailure = null;
/** Whether the last answer's document is one the engine answers slowly, how long the last three took, and where the last was made. */
const first = embedded("pg-answer");
let recent = {
  slow: !!(first && first.panels && first.panels.offThread), still: !!(first && first.panels && first.panels.still),
  times: [], thread: "main", kind: first ? first.kind : null,
};
/** The cell files read last (a scenario's), which a still request carries. */
let knownCells = null;
const FRAME_BUDGET = 8;
const ready = swatch.ready.then((engine) => { inPage = engine; }, (error) => { failure = error; });

const servedFromDisk = location.protocol === "file:";

/** "page" or "server": what answers. */
export function engineName() {
  return inPage ? "page" : "server";
}

/** Waits for the in-page engine to load or fail; then `engineName()` is final. */
export function settled() {
  return ready;
}

/** Resolves when the in-page engine arrives after it could not load at
    first (served while its modules were being built); it answers from then on. */
export function arrived() {
  return swatch.arrived.then((engine) => {
    inPage = engine;
    failure = null;
  });
}

function query(options) {
  const parts = [];
  if (options.width) parts.push("width=" + options.width);
  if (options.scale) parts.push("scale=" + options.scale);
  if (options.debug) parts.push("debug=1");
  if (options.accessibility) parts.push("accessibility=1");
  if (options.state !== null && options.state !== undefined) parts.push("state=" + options.state);
  if (options.step !== null && options.step !== undefined) parts.push("step=" + options.step);
  if (options.explain) parts.push("explain=" + encodeURIComponent(options.explain));
  return parts.join("&");
}

/** The playground's request (EngineRequest) for `text` with `options`. */
function playgroundRequest(text, options) {
  const request = { call: "playground", text };
  for (const key of ["width", "scale", "state", "debug", "accessibility", "step", "explain"]) if (options[key] != null) request[key] = options[key];
  return request;
}

/** "main" or "worker": where the page's engine made the last answer. */
export function threadName() {
  return recent.thread;
}

/** True when the next answer should be made off the main thread. */
export function offThread() {
  const times = [...recent.times].sort((a, b) => a - b);
  const typical = times.length ? times[Math.floor((times.length - 1) / 2)] : 0;
  return !!inPage && !workerFailure && (recent.slow || typical > FRAME_BUDGET);
}

function answered(view, ms, thread) {
  // (Another kind of document starts its own count.)
  const same = view.kind === recent.kind;
  const panels = view.panels || {};
  recent = { kind: view.kind, slow: !!panels.offThread, still: !!panels.still, times: same ? [...recent.times.slice(-2), ms] : [ms], thread };
}

/** Whether a still answer was asked for on the main thread yet. */
let stillWarm = false;

/** Makes one still answer for `request`, dropped, on the main thread while
    the page is idle, once a document that has them is answered: the first
    key press then finds the module in and its code compiled there too. */
function warmStill(request) {
  if (stillWarm || !recent.still) return;
  stillWarm = true;
  const idle = window.requestIdleCallback || ((f) => setTimeout(f, 50));
  idle(() => inPage.call(Object.assign({}, request, { still: true })).catch(() => { stillWarm = false; }), { timeout: 200 });
}

/** The still answer for `text` (the drawing of the update in view alone),
    made now on the main thread, when the whole answer will be made in the
    worker and the engine can draw this document still; else null (and
    then, if the module it needs is not in, it is loaded for the next key).
    Only a drawing is shown still: an error waits for the whole answer. */
export function stillView(text, options) {
  if (!recent.still || !offThread()) return null;
  const request = Object.assign(playgroundRequest(text, options), { still: true });
  if (knownCells) request.cells = knownCells;
  const answer = inPage.callNow(request);
  if (answer.status === "elsewhere") inPage.load(answer.module);
  if (answer.status !== "ok" || answer.answer.error) return null;
  return answer.answer;
}

/** Makes one answer for `text`, dropped, where the next answers will be
    made: the first key press then finds the module's code compiled (the
    browser compiles a WebAssembly function when it is first called) and the
    worker started. */
export async function warmUp(text, options) {
  await ready;
  try {
    await evaluate(text, options);
  } catch (error) {
    // The next answer asked for says what fails.
  }
}

/** The engine's answer (an envelope) to the playground's request, in the
    worker or on the main thread, its modules loaded and its cell files read. */
async function ask(request) {
  // What is sent, and to which module: the request to the core, then, once
  // a module that was not in is loaded, what that module is sent (another
  // module's request, when one handed it on: a transition's state tab).
  let sent = request, start = "core";
  for (;;) {
    let answer, ms, thread;
    if (offThread()) {
      try {
        ({ answer, ms } = await inPage.inWorker(sent, start));
        thread = "worker";
      } catch (error) {
        if (error && error.name === "AbortError") throw error;
        // The main thread answers, as it would without a worker.
        workerFailure = error;
        continue;
      }
    } else {
      const began = performance.now();
      answer = inPage.callNow(sent, start);
      ms = performance.now() - began;
      thread = "main";
    }
    if (answer.status === "elsewhere") {
      await inPage.load(answer.module);
      sent = answer.request;
      start = answer.module;
    } else if (answer.status === "files") {
      knownCells = await cellFiles(answer.files);
      request = Object.assign({}, request, { cells: knownCells });
      sent = request;
      start = "core";
    } else if (answer.status === "ok") {
      answered(answer.answer, ms, thread);
      warmStill(request);
      return answer.answer;
    } else {
      throw new Error(answer.error ? answer.error.description : answer.status);
    }
  }
}

/** The answer for `text` with `options` ({width, scale, debug, accessibility, state, step, explain}). */
export async function evaluate(text, options, signal) {
  await ready;
  if (inPage) {
    try {
      return await ask(playgroundRequest(text, options));
    } catch (error) {
      if (error && error.name === "AbortError") throw error;
      // A document that cannot be used is a view with its error; a throw is
      // the engine itself failing: the server answers from now on.
      failure = error;
      inPage = null;
    }
  }
  if (servedFromDisk) {
    throw new Error("the engine did not load in this browser (" + (failure ? failure.message : "no WebAssembly") +
      "), and a page opened from disk has no server to ask");
  }
  const q = query(options);
  const response = await fetch("/api/playground" + (q ? "?" + q : ""), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: text,
    signal,
    cache: "no-store",
  });
  if (!response.ok) throw new Error((await response.text()) || response.statusText);
  return response.json();
}

/** The variants row of `text` (`row`: {widths, textSizes}) with `options`
    (the scale): the answer, its `variants` each drawn. Made by the page's
    engine on the main thread, in one call (not counted among the times that
    send answers to the worker), else by the server; throws the engine's
    error for a row it cannot make. */
export async function variantsOf(text, row, options, signal) {
  await ready;
  if (inPage) {
    const request = Object.assign(playgroundRequest(text, options), { variants: row });
    for (;;) {
      const answer = inPage.callNow(request);
      if (answer.status === "elsewhere") await inPage.load(answer.module);
      else if (answer.status === "ok") return answer.answer;
      else throw new Error(answer.error ? answer.error.message : answer.status);
    }
  }
  if (servedFromDisk) throw new Error("the engine did not load in this browser, and a page opened from disk has no server to ask");
  const q = [query(options), "widths=" + row.widths.join(","), "textSizes=" + row.textSizes.join(",")].filter((p) => p);
  const response = await fetch("/api/playground?" + q.join("&"), {
    method: "POST", headers: { "Content-Type": "application/json" }, body: text, signal, cache: "no-store",
  });
  if (!response.ok) throw new Error((await response.text()) || response.statusText);
  return response.json();
}

/** An edit of the spec tree (EngineRequest's `edit`: {action, path, type}):
    {text, select}, the new text and the path to select; throws the engine's
    error. Made by the page's engine, else the server. */
export function edit(text, action, path, type) {
  const request = { call: "edit", text, action, path };
  if (type) request.type = type;
  return editBy(request);
}

/** An edit the engine itself named (a warning's fix: its `edit`, passed on
    as it is) made on `text`: {text, select}, as `edit` answers. */
export function editAs(text, named) {
  return editBy(Object.assign({}, named, { call: "edit", text }));
}

async function editBy(request) {
  await ready;
  if (inPage) {
    const answer = await inPage.call(request);
    if (answer.status === "ok") return answer.answer;
    throw new Error(answer.error ? answer.error.description : answer.status);
  }
  const response = await fetch("/api/edit", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request), cache: "no-store",
  });
  const answer = await response.json();
  if (answer.status === "ok") return answer.answer;
  throw new Error(answer.error ? answer.error.description : answer.status);
}

/** The layout spec `text` as Texture code (`language`: "swift" or "objc"),
    from the page's code module (loaded the first time code is shown) or the
    server; throws the engine's error. */
export async function code(text, language) {
  await ready;
  if (inPage) {
    try {
      return await inPage.layout(text, language);
    } catch (error) {
      // Read from disk the page's answer is the only one; served, the server
      // says the same of a bad spec and answers where the page's module cannot.
      if (servedFromDisk || error.status === "invalid") throw error;
    }
  }
  if (servedFromDisk) throw new Error("the engine did not load in this browser");
  const response = await fetch("/api/layout?format=" + language, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: text,
    cache: "no-store",
  });
  const body = await response.text();
  if (!response.ok) {
    let message = body;
    try { message = JSON.parse(body).error.message; } catch (e) { /* the text as it came */ }
    throw new Error(message);
  }
  return body;
}
