// Where the playground's answers come from: the engine in the page
// (swatch.js, the same Swift compiled to WebAssembly) once it is ready, else
// the server (POST /api/playground). Both answer PlaygroundResponse.json():
// {kind, title, drawing, sizeLine, table, size, states, state, outline, error}.
//
// The engine in the page answers on the main thread when that fits in a
// frame (a layout spec takes a millisecond or two), and in a Web Worker
// (swatch.playgroundInWorker) when it would not: a range scenario (tens of
// ms with its frame timeline), or any document whose answers take more than
// FRAME_BUDGET ms (the median of the last three: one slow answer, a garbage
// collection say, does not send the next key's drawing frames later). A
// worker that cannot be had (or fails) leaves the main thread to answer.
import { swatch } from "../swatch.js";
import { $ } from "./dom.js";
import { cellFiles } from "./cells.js";

let inPage = null;
let failure = null;
/** Why the worker cannot answer, once it could not. */
let workerFailure = null;
/** The last answer's kind, how long the engine took to make the last three, and where it made the last. */
let recent = { kind: $("pg") ? $("pg").dataset.kind : null, times: [], thread: "main" };
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

function query(options) {
  const parts = [];
  if (options.width) parts.push("width=" + options.width);
  if (options.scale) parts.push("scale=" + options.scale);
  if (options.debug) parts.push("debug=1");
  if (options.state !== null && options.state !== undefined) parts.push("state=" + options.state);
  return parts.join("&");
}

/** "main" or "worker": where the page's engine made the last answer. */
export function threadName() {
  return recent.thread;
}

/** True when the next answer should be made off the main thread. */
export function offThread() {
  const times = [...recent.times].sort((a, b) => a - b);
  const typical = times.length ? times[Math.floor((times.length - 1) / 2)] : 0;
  return !!inPage && !workerFailure && (recent.kind === "ranges" || typical > FRAME_BUDGET);
}

function answered(kind, ms, thread) {
  // (Another kind of document starts its own count.)
  recent = { kind, times: kind === recent.kind ? [...recent.times.slice(-2), ms] : [ms], thread };
}

/** Makes one answer for `text`, dropped, where the next answers will be
    made: the first key press then finds the module's code compiled (the
    browser compiles a WebAssembly function when it is first called) and the
    worker started. */
export async function warmUp(text, options) {
  await ready;
  try {
    if (inPage && offThread()) await inPage.playgroundInWorker(text, options);
    else if (inPage) inPage.playground(text, options);
  } catch (error) {
    // The next answer asked for says what fails.
  }
}

/** The answer for `text` with `options` ({width, scale, debug, state}); the
    engine in the page gets the cell files a range scenario names too. */
export async function evaluate(text, options, signal) {
  await ready;
  if (inPage) {
    const cells = await cellFiles(text);
    if (Object.keys(cells).length) options = Object.assign({}, options, { cells });
  }
  if (inPage && offThread()) {
    try {
      const { view, ms } = await inPage.playgroundInWorker(text, options);
      answered(view.kind, ms, "worker");
      return view;
    } catch (error) {
      if (error && error.name === "AbortError") throw error;
      // The main thread answers, as it would without a worker.
      workerFailure = error;
    }
  }
  if (inPage) {
    try {
      const began = performance.now();
      const view = inPage.playground(text, options);
      answered(view.kind, performance.now() - began, "main");
      return view;
    } catch (error) {
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

/** The layout spec `text` as Texture code (`language`: "swift" or "objc"),
    from the page's code module (loaded the first time code is shown) or the
    server; throws the engine's error. */
export async function code(text, language) {
  await ready;
  if (inPage) {
    try {
      return await inPage.code(text, language);
    } catch (error) {
      // Read from disk the page's answer is the only one; served, the server
      // says the same of a bad spec and answers where the page's module cannot.
      if (servedFromDisk) throw error;
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
