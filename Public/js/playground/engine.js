// Where the playground's answers come from: the engine in the page
// (swatch.js, the same Swift compiled to WebAssembly) once it is ready, else
// the server (POST /api/playground). Both answer PlaygroundResponse.json():
// {kind, title, drawing, sizeLine, table, size, states, state, outline, error}.
import { swatch } from "../swatch.js";

let inPage = null;
let failure = null;
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

/** The answer for `text` with `options` ({width, scale, debug, state}). */
export async function evaluate(text, options, signal) {
  await ready;
  if (inPage) {
    try {
      return inPage.playground(text, options);
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
