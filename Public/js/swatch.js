/* Swatch's engine in the page: the same Swift as the `swatch` binary
   compiled to WebAssembly, one call per command.

     import { swatch } from "./swatch.js";     // or window.swatch
     await swatch.ready;
     swatch.layout(specText, 'json')    // what `swatch layout --format json` prints
     swatch.ranges(scenarioText, 'svg') // what `swatch ranges --format svg` prints
     swatch.transition(documentText, 'json')
     swatch.hit(specText, [[40, 12], [-0.25, 10]]) // what `swatch hit FILE 40,12 -0.25,10` prints
     swatch.playground(text, {width: 320})         // the playground's answer (PlaygroundResponse.json())
     await swatch.playgroundInWorker(text, {width: 320}) // the same, made in a Web Worker: {view, ms}
     await swatch.code(specText, 'swift') // what `swatch layout --format swift` prints
     await swatch.import(swiftText, {language: 'swift'}) // `swatch import --format json`, parsed

   Each call answers synchronously with exactly the CLI's output, or throws an
   Error whose message is the CLI's (JSON path, line and column). Formats:
   layout json, svg, ascii; ranges json, svg, timeline; transition json, svg.

   Layout specs as Texture code (layout swift, objc) come from a second
   module, loaded on first use: `swatch.code(text, language)` loads it and
   answers (a Promise); once `swatch.loadCode()` has resolved,
   `swatch.layout(text, 'swift')` answers synchronously too.

   Swift or Objective-C read back into a layout spec comes from a third
   module, also loaded on first use: `swatch.import(text, options)` answers a
   Promise of what `swatch import --format json` prints, parsed:
   {spec, specText, language, class, classes, assumptions, warnings}, each
   assumption {name, kind ("condition", "count", "text", "constant"), value,
   set, line, column}. Options: {language: 'swift' | 'objc', class: 'Name',
   fileName: 'Cell.m', set: {NAME: VALUE}} (as --set). It rejects with an
   Error whose message names the line and column, with `line`, `column`
   and `classes` (the classes that lay themselves out) on it.

   An ES module; `swatch build` writes it into the static site as one plain
   script (pages read from disk load no modules), so `<script
   src="public/js/swatch.js">` gives window.swatch there. The WebAssembly
   modules come through js/swatch-module.js, js/swatch-code-module.js and
   js/swatch-import-module.js next to this file: plain scripts, so pages
   opened from file:// load them too. Those `swatch build` writes carry their
   module in base64; those `swatch serve` answers name the module's file
   (js/swatch.wasm, ...), fetched here as binary application/wasm, which
   the server compresses. The engine's hands over the fonts text is measured in;
   text is shaped here by the browser (shaper.js), with those very fonts,
   and broken into lines by the engine. */
import { Shaper } from "./shaper.js";
import { Instance } from "./instance.js";
import { WorkerEngine } from "./engine-worker.js";

const here = import.meta.url;
// The engine's status for a layout spec asked for as code (Failure.codeModule in
// wasm/SwatchWasm/Commands.swift): the code module answers it.
const CODE_MODULE = 3;

function deferred() {
  const out = {};
  out.promise = new Promise((resolve, reject) => { out.resolve = resolve; out.reject = reject; });
  // A page that never awaits it should not log an unhandled rejection.
  out.promise.catch(() => {});
  return out;
}

/** The engine API (window.swatch): the modules as they load, one call per command. */
class Swatch {
  constructor() {
    this.modules = { engine: deferred(), code: deferred(), import: deferred() };
    this.engine = null;
    this.coder = null;
    this.importer = null;
    this.codeRequested = false;
    this.importRequested = false;
    this.workerEngine = null;
    this.ready = this.modules.engine.promise;
    load("swatch-module.js", this.modules.engine, "the engine module (js/swatch-module.js)");
  }

  layout = (text, format = "json") => this.command("swatch_layout", text, format);
  ranges = (text, format = "json") => this.command("swatch_ranges", text, format);
  transition = (text, format = "json") => this.command("swatch_transition", text, format);

  /* Which node a touch at each point reaches: points as [[x, y], ...] in the
     root's coordinates; answers what `swatch hit FILE x,y ...` prints. */
  hit = (text, points) => {
    const coordinates = Float64Array.from((points || []).flatMap((p) => [Number(p[0]), Number(p[1])]));
    const instance = this.started();
    const status = instance.withText(String(text), (t, tn) => instance.withBytes(coordinates, Float64Array,
      (c) => instance.exports.swatch_hit(t, tn, c, coordinates.length / 2)));
    return checked(status, instance.result());
  };

  /* The playground's answer for any document, as `POST /api/playground`
     gives it (PlaygroundResponse.json(), parsed). Options: width (points),
     scale (1, 2, 3), debug (true), state (a transition document's state,
     from 0, drawn still), cells (the cell files a range scenario names:
     {"follow-cell.json": text}). */
  playground = (text, options = {}) => {
    const instance = this.started();
    const [status, answer] = instance.playground(text, options);
    return JSON.parse(checked(status, answer));
  };

  /* The playground's answer made in a Web Worker, off the page's main
     thread (engine-worker.js: the same module, text shaped by this page, so
     the same answer): a Promise of {view, ms}, `view` what `playground`
     answers and `ms` what making it took. It rejects with the engine's
     message where `playground` throws, with why when there can be no
     worker, and with an AbortError when a newer request came before it was
     sent. The worker starts on the first request. */
  playgroundInWorker = (text, options = {}) => {
    this.started();
    if (!this.workerEngine) this.workerEngine = new WorkerEngine(this.bytes, this.shaper, this.fonts);
    return this.workerEngine.playground(String(text), options);
  };

  /* Loads the code module (once); resolves to the engine API when it is
     ready, rejects with the reason it cannot be. */
  loadCode = () => {
    if (!this.codeRequested) {
      this.codeRequested = true;
      load("swatch-code-module.js", this.modules.code, "the code module (js/swatch-code-module.js)");
    }
    return this.modules.code.promise;
  };

  /* The layout spec `text` as Texture code, `language` "swift" or "objc":
     a Promise of what `swatch layout --format LANGUAGE` prints (rejected
     with its error message). */
  code = (text, language = "swift") => this.loadCode().then(() => this.codeOf(String(text), String(language)));

  /* Loads the import module (once); resolves to the engine API when it is
     ready, rejects with the reason it cannot be. */
  loadImport = () => {
    if (!this.importRequested) {
      this.importRequested = true;
      load("swatch-import-module.js", this.modules.import, "the import module (js/swatch-import-module.js)");
    }
    return this.modules.import.promise;
  };

  /* Swift or Objective-C `text` read into a layout spec: a Promise of
     {spec, specText, language, class, classes, assumptions, warnings}. */
  import = (text, options = {}) => this.loadImport().then(() => this.importOf(String(text), options || {}));

  /* Called by js/swatch-module.js, js/swatch-code-module.js and
     js/swatch-import-module.js as `swatch build` writes them: the module in base64. */
  _module = (name, base64, fonts) => {
    const target = this.modules[name];
    if (target) this.start(name, decodeBase64(base64), fonts).then(target.resolve, target.reject);
  };

  /* Called by the same scripts as `swatch serve` answers them: the module
     is the file `file` beside this one, fetched as binary. */
  _moduleAt = (name, file, fonts) => {
    const target = this.modules[name];
    if (!target) return;
    fetch(new URL(file, here))
      .then((answer) => {
        if (!answer.ok) throw new Error("the module " + file + " could not be loaded: the server answered " + answer.status);
        return answer.arrayBuffer();
      })
      .then((buffer) => this.start(name, new Uint8Array(buffer), fonts))
      .then(target.resolve, target.reject);
  };

  _missing = (name, reason) => {
    if (this.modules[name]) this.modules[name].reject(new Error(reason));
  };

  started() {
    if (!this.engine) throw new Error("the engine is not ready yet: wait for swatch.ready");
    return this.engine;
  }

  /** A command of the engine's module: what the CLI prints for (text, format). */
  command(entry, text, format) {
    [text, format] = [String(text), String(format)];
    const [status, output] = this.started().command(entry, format, text);
    return status === CODE_MODULE ? this.codeOf(text, format) : checked(status, output);
  }

  /** A layout spec as code, from the code module once it is in. */
  codeOf(text, format) {
    if (!this.coder) {
      throw new Error("layout " + format + " comes from the code module, loaded on first use: "
        + "await swatch.code(text, '" + format + "') or swatch.loadCode() first");
    }
    return checked(...this.coder.command("swatch_code", format, text));
  }

  /** `swatch import --format json` from the import module, parsed; its
      error thrown with the line, column and classes on it. */
  importOf(text, options) {
    const [status, answer] = this.importer.command("swatch_import", JSON.stringify(options), text);
    let result;
    try {
      result = JSON.parse(answer);
    } catch {
      throw new Error(answer);
    }
    if (status !== 0) {
      const e = result.error || { message: answer };
      const error = new Error(e.line ? "line " + e.line + ", column " + e.column + ": " + e.message : e.message);
      error.line = e.line;
      error.column = e.column;
      error.classes = result.classes || [];
      throw error;
    }
    result.specText = specTextOf(answer) ?? JSON.stringify(result.spec, null, 2) + "\n";
    return result;
  }

  async start(name, bytes, fonts) {
    const shaper = name === "engine" ? new Shaper(here) : null;
    // The fonts load while the module compiles.
    const fontsLoaded = shaper && fonts ? shaper.load(fonts) : Promise.resolve();
    let instance;
    const imports = {
      env: { swatch_shape: (...args) => shaper.shape(instance.exports.memory, ...args) },
      wasi_snapshot_preview1: {
        fd_write: () => 52, fd_seek: () => 52, fd_close: () => 52,
        random_get: (p, n) => { crypto.getRandomValues(new Uint8Array(instance.exports.memory.buffer, p, n)); return 0; },
      },
    };
    ({ instance } = await WebAssembly.instantiate(bytes, imports));
    await fontsLoaded;
    const loaded = new Instance(instance);
    const table = shaper && fonts ? shaper.table() : null;
    if (table) loaded.withBytes(table, Float64Array, (p, n) => loaded.exports.swatch_set_fonts(p, n));
    if (name === "engine") {
      // What a worker needs to start the same engine (playgroundInWorker).
      [this.bytes, this.shaper, this.fonts] = [bytes, shaper, table];
      this.engine = loaded;
    } else if (name === "import") {
      this.importer = loaded;
    } else {
      this.coder = loaded;
    }
    return this;
  }
}

/** The output of a call that answered `status`, or its message thrown. */
function checked(status, output) {
  if (status !== 0) throw new Error(output);
  return output;
}

/** The spec of an import's answer as the importer wrote it (`swatch import`
    prints it so): the value of its first key, `"spec"`, its lines moved back
    by the two spaces the answer indents them with; null when it is not there. */
function specTextOf(answer) {
  const key = answer.indexOf('"spec": ');
  if (key < 0) return null;
  const start = key + '"spec": '.length;
  let depth = 0;
  for (let i = start; i < answer.length; i++) {
    const c = answer[i];
    if (c === '"') {
      for (i++; i < answer.length && answer[i] !== '"'; i++) if (answer[i] === "\\") i++;
    } else if (c === "{" || c === "[") {
      depth++;
    } else if (c === "}" || c === "]") {
      if (--depth === 0) return answer.slice(start, i + 1).replace(/\n {2}/g, "\n") + "\n";
    }
  }
  return null;
}

/** Loads one of the modules' scripts, next to this file. */
function load(file, target, what) {
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
