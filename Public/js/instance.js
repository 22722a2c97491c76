// One loaded WebAssembly module of the engine's (swatch.js's, and the same
// in the engine's worker, engine-worker.js, which is handed this class's
// source: so it refers to nothing outside itself).

/** One loaded module: a request in, its answer (EngineAnswer's envelope) out. */
export class Instance {
  static utf8 = new TextEncoder();
  static fromUTF8 = new TextDecoder();

  /** The module `name` ("core", "ranges", "frames", "transitions", "states", "code", "import", "import_run", "import_build", "edit") started from
      `bytes`; `shape(memory, ...)` shapes text for it (the page's shaper,
      or the worker's). A Promise. */
  static async start(name, bytes, shape) {
    let instance = null;
    const memory = () => instance.exports.memory;
    // What the modules import: the page's text shaping, and the few calls
    // of WASI that wasi-libc's malloc and hashing's seed make.
    const imports = {
      env: { swatch_shape: (...args) => shape(memory(), ...args) },
      wasi_snapshot_preview1: {
        fd_write: () => 52, fd_seek: () => 52, fd_close: () => 52,
        random_get: (p, n) => { crypto.getRandomValues(new Uint8Array(memory().buffer, p, n)); return 0; },
      },
    };
    ({ instance } = await WebAssembly.instantiate(bytes, imports));
    return new Instance(name, instance);
  }

  constructor(name, instance) {
    this.name = name;
    this.exports = instance.exports;
  }

  /** Hands the module the page's font table (doubles); modules that lay out no text have no use for it. */
  setFonts(table) {
    if (table && this.exports.swatch_set_fonts) this.withBytes(table, Float64Array, (p, n) => this.exports.swatch_set_fonts(p, n));
  }

  /** `values` in the module's memory for the length of `body(pointer, count)`. */
  withBytes(values, Type, body) {
    const e = this.exports;
    const pointer = e.swatch_alloc(values.length * Type.BYTES_PER_ELEMENT);
    new Type(e.memory.buffer, pointer, values.length).set(values);
    try {
      return body(pointer, values.length);
    } finally {
      e.swatch_free(pointer);
    }
  }

  /** The answer (an envelope: {status, text | answer | error | module | files}) to `request`. */
  call(request) {
    const bytes = Instance.utf8.encode(JSON.stringify(request));
    this.withBytes(bytes, Uint8Array, (p, n) => this.exports["swatch_" + this.name](p, n));
    return JSON.parse(this.result());
  }

  result() {
    const e = this.exports;
    const length = e.swatch_result_length();
    const answer = Instance.fromUTF8.decode(new Uint8Array(e.memory.buffer, e.swatch_result(), length));
    // A browser that cannot hold an answer as a string gives an empty one:
    // never an empty success.
    if (length > 0 && answer.length === 0) {
      throw new Error("the answer (" + length + " bytes) could not be read as text in this browser");
    }
    return answer;
  }

  /** The answer to `request` from the first of `instances` (by module
      name) that answers it, starting with the core (or `name`: the module
      a request a module made is for) and going where each says
      (`elsewhere`, with the request to send in this one's place when the
      module made one: it goes to that module alone, the import's run step
      taking bytes); an `elsewhere` answer names a module that is not among
      them, and the request to send it once it is in. */
  static route(instances, request, name = "core") {
    for (let hops = 0; ; hops++) {
      const instance = instances[name];
      if (!instance) return { status: "elsewhere", module: name, request };
      // At most as many modules as the engine allows (`swatch_route_limit`:
      // the import's steps may read and run again for each #if choice a run
      // asks for).
      if (hops >= instance.exports.swatch_route_limit()) break;
      const answer = instance.call(request);
      if (answer.status !== "elsewhere") return answer;
      name = answer.module;
      if (answer.request) request = answer.request;
    }
    return { status: "bad-call", error: { message: "no module answers this request", description: "no module answers this request" } };
  }
}
