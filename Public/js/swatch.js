/* Swatch's engine in the page: the same Swift as the `swatch` binary
   compiled to WebAssembly, in modules a page loads as it needs them (the
   core first; range scenarios and transitions, code export, code import
   and the spec tree's edits on first use). One call, a request in and an answer out:

     import { swatch } from "./swatch.js";     // or window.swatch
     await swatch.ready;                       // the core module is in
     await swatch.call({call: "layout", text, format: "svg"})
       // {status: "ok", text: "<svg…"}: what `swatch layout --format svg` prints
     swatch.callNow({call: "playground", text, width: 320})
       // the same, now, from the modules already in (for a key press's frame)

   A request is EngineRequest's JSON (Sources/SwatchPlayground/Engine): a
   `call` (playground, layout, ranges, transition, hit, import, edit), the
   `text`, and the call's own options. The answer is EngineAnswer's
   envelope: a named `status` ("ok" with `text` or `answer`; "invalid" or
   "bad-call" with `error` {message, line, column, path, description};
   "files" with the cell `files` a scenario wants, for another call with
   `cells`; and, from `callNow` only, "elsewhere" with the `module` that
   answers it when it is not in yet and the `request` to send it then,
   `callNow(request, module)`). `call` loads modules as the answers name
   them.

   The CLI's outputs, for scripts and checks (each resolves to the text
   the CLI prints, or rejects with an Error carrying `error`, the
   structured error, and `status`):
     await swatch.layout(text, 'json')     // json, svg, ascii, swift, objc
     await swatch.ranges(text, 'svg')      // json, svg, timeline
     await swatch.transition(text, 'json') // json, svg
     await swatch.hit(text, [[40, 12]])
     await swatch.import(code, {language: 'swift'}) // {import, specText}
     await swatch.playgroundInWorker(text, options) // {view, ms}: made in a Web Worker
     await swatch.fontFiles()              // {400: "@font-face{…}", 700: …}: the fonts, for a drawing taken away

   Served by a server whose modules are still being built (`make serve`
   serves first), `swatch.ready` rejects, and `swatch.arrived` resolves
   with the engine once the server says they are built (an `engine` event
   on its event stream, /_events) and the core module has loaded.

   Served over HTTP a module comes as `js/swatch-NAME.wasm` (binary,
   compressed by the server); read from file:// (where a page cannot fetch a
   .wasm file) as `js/swatch-NAME-module.js`, a plain script carrying it as
   base64. `js/swatch-fonts.js` carries the fonts text is measured in: the
   engine's own font files, which this page shapes text with (shaper.js),
   and the engine breaks into lines. An ES module; `swatch build` writes it
   into the static site as one plain script, so `<script
   src="public/js/swatch.js">` gives window.swatch there too. */
import { Shaper } from "./shaper.js";
import { Instance } from "./instance.js";
import { WorkerEngine } from "./engine-worker.js";

const here = import.meta.url;
const fromDisk = new URL(here).protocol === "file:";

function deferred() {
  const out = {};
  out.promise = new Promise((resolve, reject) => { out.resolve = resolve; out.reject = reject; });
  // A page that never awaits it should not log an unhandled rejection.
  out.promise.catch(() => {});
  return out;
}

/** An Error for an answer that is not "ok": its message the engine's line, with the structured error and status on it. */
function failure(answer) {
  const e = answer.error || { message: answer.status === "files" ? "the scenario needs its cell files: " + answer.files.join(", ") : answer.status };
  const error = new Error(e.description || e.message);
  error.status = answer.status;
  error.error = e;
  error.classes = answer.classes || [];
  error.files = answer.files || [];
  return error;
}

/** The engine API (window.swatch). */
class Swatch {
  constructor() {
    this.instances = {};
    this.loads = {};
    this.bytes = {};
    this.shaper = new Shaper(here);
    this.fonts = deferred();
    this.table = null;
    this.workerEngine = null;
    loadScript("swatch-fonts.js", this.fonts, "the engine's fonts (js/swatch-fonts.js)");
    this.ready = this.load("core").then(() => this);
    this.ready.catch(() => {});
    this.arrived = this.ready.then(() => new Promise(() => {}), () => this.arrival());
  }

  /** A Promise of the engine once the server says its modules are built and the core loads (never from disk). */
  arrival() {
    if (fromDisk || typeof EventSource !== "function") return new Promise(() => {});
    return new Promise((resolve) => {
      const events = new EventSource(new URL("/_events", here));
      events.addEventListener("engine", () => {
        for (const name of Object.keys(this.loads)) if (!this.instances[name]) delete this.loads[name];
        this.load("core").then(() => {
          events.close();
          resolve(this);
        }, () => {});
      });
    });
  }

  /** A Promise of the fonts text is measured in, as `@font-face` rules by CSS weight (js/swatch-font-files.js, loaded once). */
  fontFiles = () => {
    if (!this.fontFilesLoaded) {
      this.fontFilesArriving = deferred();
      this.fontFilesLoaded = this.fontFilesArriving.promise;
      loadScript("swatch-font-files.js", this.fontFilesArriving, "the engine's font files (js/swatch-font-files.js)");
    }
    return this.fontFilesLoaded;
  };

  /** A Promise of the module `name` loaded (once), its fonts handed over. */
  load = (name) => {
    if (!this.loads[name]) {
      this.loads[name] = this.fetchModule(name).then(async (bytes) => {
        this.bytes[name] = bytes;
        const table = await this.fontTable();
        const instance = await Instance.start(name, bytes, (memory, ...args) => this.shaper.shape(memory, ...args));
        instance.setFonts(table);
        this.instances[name] = instance;
        return instance;
      });
      this.loads[name].catch(() => {});
    }
    return this.loads[name];
  };

  /** Whether the module `name` is in. */
  loaded = (name) => !!this.instances[name];

  /** The answer to `request` (sent first to `start`) from the modules already in: "elsewhere"
      with the module it needs when that one is not, and the request to send it there. */
  callNow = (request, start = "core") => Instance.route(this.instances, request, start);

  /** A Promise of the answer to `request`, the modules it needs loaded first. */
  call = async (request) => {
    await this.ready;
    let start = "core";
    for (;;) {
      const answer = Instance.route(this.instances, request, start);
      if (answer.status !== "elsewhere") return answer;
      await this.load(answer.module);
      // Go on in the module that was not in, with the request it is sent
      // (another module's, when one handed it on: the import's next step).
      request = answer.request;
      start = answer.module;
    }
  };

  /** The CLI's output for a request, or its error thrown. */
  output = async (request) => {
    const answer = await this.call(request);
    if (answer.status !== "ok") throw failure(answer);
    return answer.text;
  };

  layout = (text, format = "json") => this.output({ call: "layout", text: String(text), format: String(format) });
  ranges = (text, format = "json", cells) => this.output(Object.assign({ call: "ranges", text: String(text), format: String(format) }, cells ? { cells } : {}));
  transition = (text, format = "json") => this.output({ call: "transition", text: String(text), format: String(format) });
  /* Which node a touch at each point reaches: points as [[x, y], ...] in the root's coordinates. */
  hit = (text, points) => this.output({ call: "hit", text: String(text), points: (points || []).map((p) => [Number(p[0]), Number(p[1])]) });

  /* Swift or Objective-C `text` read into a layout spec: a Promise of
     {import (what `swatch import --format json` prints, parsed), specText};
     options {language, class, fileName, set: {NAME: VALUE}}. It rejects
     with the Error of `failure` (its `error` has the line and column, its
     `classes` the classes the code lays out). */
  import = async (text, options = {}) => {
    const request = { call: "import", text: String(text) };
    for (const key of ["language", "class", "fileName", "set"]) if (options[key] != null) request[key] = options[key];
    const answer = await this.call(request);
    if (answer.status !== "ok") throw failure(answer);
    return answer.answer;
  };

  /* The playground's answer (PlaygroundResponse.json()) for `text` with
     `options` {width, scale, debug, accessibility, state, cells, step, still}, now: from the modules in
     (`failure` thrown when it is not "ok", an "elsewhere" one too). */
  playgroundNow = (text, options = {}) => {
    const answer = this.callNow(playgroundRequest(text, options));
    if (answer.status !== "ok") throw failure(answer);
    return answer.answer;
  };

  /* The same answer made in a Web Worker, off the page's main thread
     (engine-worker.js: the same modules, text shaped by this page, so the
     same answer): a Promise of {answer, ms}, `answer` the envelope and `ms`
     what making it took. It rejects with why when there can be no worker,
     and with an AbortError when a newer request came before it was sent. */
  playgroundInWorker = (text, options = {}) => this.inWorker(playgroundRequest(text, options));

  /* Any request's answer made in the worker, as `playgroundInWorker`'s. */
  inWorker = async (request, start = "core") => {
    await this.ready;
    if (!this.workerEngine) {
      this.workerEngine = new WorkerEngine((name) => this.load(name).then(() => this.bytes[name]), this.shaper, this.table);
    }
    return this.workerEngine.call(request, start);
  };

  /** The module's bytes: fetched (served), or from its script (from disk). */
  fetchModule(name) {
    if (!fromDisk) {
      return fetch(new URL("swatch-" + name + ".wasm", here)).then((response) => {
        if (!response.ok) throw new Error("the engine's " + name + " module (js/swatch-" + name + ".wasm) could not be loaded: " + response.status + " " + response.statusText);
        return response.arrayBuffer();
      }).then((buffer) => new Uint8Array(buffer));
    }
    const arrived = deferred();
    this.modulesArriving = this.modulesArriving || {};
    this.modulesArriving[name] = arrived;
    loadScript("swatch-" + name + "-module.js", arrived, "the engine's " + name + " module (js/swatch-" + name + "-module.js)");
    return arrived.promise.then(decodeBase64);
  }

  /** The font table the engine reads, once the page's copies of its fonts are in. */
  async fontTable() {
    if (!this.tableLoaded) {
      this.tableLoaded = this.fonts.promise.then(async (fonts) => {
        if (fonts) await this.shaper.load(fonts);
        this.table = fonts ? this.shaper.table() : null;
        return this.table;
      });
    }
    return this.tableLoaded;
  }

  /* Called by js/swatch-NAME-module.js and js/swatch-fonts.js. */
  _module = (name, base64) => {
    const arrived = this.modulesArriving && this.modulesArriving[name];
    if (arrived) arrived.resolve(base64);
  };

  _missing = (name, reason) => {
    const arrived = name === "fonts" ? this.fonts : this.modulesArriving && this.modulesArriving[name];
    if (arrived) arrived.reject(new Error(reason));
  };

  _fonts = (fonts) => this.fonts.resolve(fonts);

  _fontFiles = (rules) => this.fontFilesArriving && this.fontFilesArriving.resolve(rules);
}

/** The playground's request (EngineRequest) for `text` with `options`. */
function playgroundRequest(text, options) {
  const request = { call: "playground", text: String(text) };
  for (const key of ["width", "scale", "state", "debug", "accessibility", "cells", "step", "still", "explain", "variants"]) if (options[key] != null) request[key] = options[key];
  return request;
}

/** Loads a plain script next to this file; `target` rejects when it cannot be. */
function loadScript(file, target, what) {
  const tag = document.createElement("script");
  tag.src = new URL(file, here).href;
  tag.onerror = () => target.reject(new Error(
    what + " could not be loaded: build the site with `swatch build` or serve it with `swatch serve`"));
  (document.head || document.documentElement).appendChild(tag);
}

function decodeBase64(text) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
  const binary = atob(text), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The engine API; one per page, however many scripts import it. */
export const swatch = window.swatch || new Swatch();
window.swatch = swatch;
