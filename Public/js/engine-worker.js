// The engine in a Web Worker, for answers too slow for the page's main
// thread (a range scenario with its frame timeline takes tens of ms): the
// same WebAssembly modules as swatch.js's, started from their bytes.
// swatch.js makes the worker from this function's source (a `blob:` script,
// so a site read from disk has it too) and talks to it in messages:
//
//   page -> worker  {type: "start", fonts, estimates}
//                   {type: "call", id, request}          (EngineRequest's JSON)
//                   {type: "module", name, bytes}        (a module it asked for)
//                   {type: "shaped", runs: [[key, advances], ...]}
//   worker -> page  {type: "need", name}                 (a module to send)
//                   {type: "measure", runs: [[key, face, graphemes], ...]}
//                   {type: "answer", id, answer, ms} or {type: "answer", id, failure}
//
// Requests go from module to module as the page's do (Instance.route); a
// module the worker does not have yet it asks the page for. Text is shaped
// by the page (shaper.js needs its canvas and its layout), so the worker
// keeps the advances the page measured. A run it has not seen gets an
// estimate; once the call is over the worker asks the page for the runs it
// missed and calls again, so every answer it gives is made with the page's
// own advances: byte for byte what swatch.callNow answers.
//
// The function is self-contained but for the class of a loaded module
// (instance.js), which it is handed: the two run as the worker's whole script.
import { Instance } from "./instance.js";

export function engineWorker(Instance) {
  const fromUTF8 = new TextDecoder();
  const ROUNDS = 4;
  const instances = {};
  const arriving = {};
  let fonts = null;
  let estimates = [];
  const shaped = new Map();
  let missed = null;
  let measured = null;

  function shape(memory, face, text, byteCount, lengths, count, out) {
    const buffer = memory.buffer;
    const string = fromUTF8.decode(new Uint8Array(buffer, text, byteCount));
    const key = face + ":" + string;
    let advances = shaped.get(key);
    if (!advances) {
      const sizes = new Int32Array(buffer, lengths, count);
      const graphemes = [];
      let at = 0;
      for (const size of sizes) { graphemes.push(string.slice(at, at + size)); at += size; }
      missed.set(key, [key, face, graphemes]);
      advances = new Array(count).fill(estimates[face] || 500);
    }
    new Float64Array(buffer, out, count).set(advances);
  }

  /** The module `name`, asked of the page the first time: a Promise. */
  function module(name) {
    if (!arriving[name]) {
      let resolve;
      const bytes = new Promise((r) => { resolve = r; });
      arriving[name] = {
        resolve,
        ready: bytes.then(async (b) => {
          const instance = await Instance.start(name, b, shape);
          instance.setFonts(fonts);
          instances[name] = instance;
        }),
      };
      self.postMessage({ type: "need", name });
    }
    return arriving[name].ready;
  }

  /** The answer made with the page's advances for every run of text in it. */
  async function answer(message) {
    // Once a module is in, the call goes on there with the request it is
    // sent (another module's, when one handed it on); a round of measuring
    // starts again from the request the page sent.
    let request = message.request, start = message.start;
    for (let round = 0; round < ROUNDS;) {
      missed = new Map();
      const began = performance.now();
      const answer = Instance.route(instances, request, start);
      if (answer.status === "elsewhere") {
        await module(answer.module);
        request = answer.request;
        start = answer.module;
        continue;
      }
      request = message.request;
      start = message.start;
      if (missed.size === 0) return { type: "answer", id: message.id, answer, ms: performance.now() - began };
      round++;
      const runs = [...missed.values()];
      const reply = new Promise((resolve) => { measured = resolve; });
      self.postMessage({ type: "measure", runs });
      for (const [key, advances] of await reply) {
        if (shaped.size > 20000) shaped.clear();
        shaped.set(key, advances);
      }
    }
    return { type: "answer", id: message.id, failure: "the text's advances did not settle in " + ROUNDS + " rounds" };
  }

  let queue = Promise.resolve();
  self.onmessage = (event) => {
    const message = event.data;
    if (message.type === "shaped") {
      if (measured) measured(message.runs);
      measured = null;
    } else if (message.type === "module") {
      if (arriving[message.name]) arriving[message.name].resolve(message.bytes);
    } else if (message.type === "start") {
      fonts = message.fonts;
      estimates = message.estimates || [];
      self.postMessage({ type: "ready" });
    } else if (message.type === "call") {
      queue = queue.then(() => answer(message)).then(
        (reply) => self.postMessage(reply),
        (error) => self.postMessage({ type: "answer", id: message.id, failure: String(error && error.message || error) }));
    }
  };
}

/** The page's side of the worker (swatch.js's `playgroundInWorker`):
    starts it with the font table, sends it the modules it asks for
    (`moduleBytes(name)`, a Promise), answers its questions about text with
    `shaper` (the page's), and keeps one request in flight: a request still
    waiting when a newer one comes is dropped (rejected with an AbortError). */
export class WorkerEngine {
  constructor(moduleBytes, shaper, fonts) {
    this.moduleBytes = moduleBytes;
    this.shaper = shaper;
    this.next = 1;
    this.current = null;
    this.waiting = null;
    this.broken = null;
    this.started = {};
    this.ready = new Promise((resolve, reject) => { this.started = { resolve, reject }; });
    this.ready.catch(() => {});
    const source = "(" + engineWorker.toString() + ")(" + Instance.toString() + ");\n";
    this.url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    try {
      this.worker = new Worker(this.url);
    } catch (error) {
      this.fail(new Error("the engine's worker could not be started (" + error.message + ")"));
      return;
    }
    this.worker.onmessage = (event) => this.received(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new Error("the engine's worker failed (" + (event.message || "it could not be started") + ")"));
    };
    const estimates = shaper ? shaper.faces.map((face) => face.unitsPerEm / 2) : [];
    this.worker.postMessage({ type: "start", fonts, estimates });
  }

  /** A Promise of {answer, ms} for `request`. */
  call(request, start = "core") {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      if (this.waiting) this.waiting.reject(new DOMException("a newer request came", "AbortError"));
      this.waiting = { request, start, resolve, reject };
      this.ready.then(() => this.send(), () => {});
    });
  }

  send() {
    if (this.current || !this.waiting || this.broken) return;
    this.current = Object.assign(this.waiting, { id: this.next++ });
    this.waiting = null;
    this.worker.postMessage({ type: "call", id: this.current.id, request: this.current.request, start: this.current.start });
  }

  received(message) {
    if (message.type === "ready") {
      URL.revokeObjectURL(this.url);
      this.started.resolve();
    } else if (message.type === "need") {
      this.moduleBytes(message.name).then(
        (bytes) => this.worker.postMessage({ type: "module", name: message.name, bytes }),
        (error) => this.fail(error));
    } else if (message.type === "measure") {
      this.worker.postMessage({ type: "shaped", runs: message.runs.map(([key, face, graphemes]) => [key, this.advances(key, face, graphemes)]) });
    } else if (message.type === "answer") {
      const request = this.current;
      this.current = null;
      if (message.failure) return this.fail(new Error("the engine's worker failed (" + message.failure + ")"));
      if (request && request.id === message.id) request.resolve({ answer: message.answer, ms: message.ms });
      this.send();
    }
  }

  /** A run's advances as the page's shaper gives them (and keeps them). */
  advances(key, face, graphemes) {
    let advances = this.shaper.cache.get(key);
    if (!advances) {
      advances = this.shaper.measure(this.shaper.faces[face], graphemes);
      if (this.shaper.cache.size > 20000) this.shaper.cache.clear();
      this.shaper.cache.set(key, advances);
    }
    return advances;
  }

  /** From now on every request is refused with `error`. */
  fail(error) {
    if (this.broken) return;
    this.broken = error;
    URL.revokeObjectURL(this.url);
    this.started.reject(error);
    for (const request of [this.current, this.waiting]) if (request) request.reject(error);
    this.current = this.waiting = null;
    if (this.worker) this.worker.terminate();
  }
}
