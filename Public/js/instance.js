// One loaded WebAssembly module of the engine's (swatch.js's, and the same
// in the engine's worker, engine-worker.js, which is handed this class's
// source: so it refers to nothing outside itself).

/** One loaded WebAssembly module: texts in, the answer (or the error) out. */
export class Instance {
  static utf8 = new TextEncoder();
  static fromUTF8 = new TextDecoder();

  constructor(instance) {
    this.exports = instance.exports;
  }

  /** `text` in the module's memory for the length of `body(pointer, count)`. */
  withText(text, body) {
    return this.withBytes(Instance.utf8.encode(text), Uint8Array, body);
  }

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

  /** [status, answer] of `entry(format, text)`. */
  command(entry, format, text) {
    const status = this.withText(format, (f, fn) => this.withText(text, (t, tn) => this.exports[entry](f, fn, t, tn)));
    return [status, this.result()];
  }

  /** [status, answer] of the playground's call for `text` with `options`
      (swatch.js's `playground`: width, scale, debug, state, cells). */
  playground(text, options) {
    const number = (value) => (value == null ? NaN : Number(value));
    // The cell files, each name and text, NUL between them all.
    const cells = options.cells ? Object.entries(options.cells).flat().join("\0") : "";
    const call = (c, cn) => this.withText(String(text), (t, tn) => this.exports.swatch_playground(
      t, tn, number(options.width), number(options.scale), options.state == null ? -1 : options.state, options.debug ? 1 : 0, c, cn));
    const status = cells ? this.withText(cells, call) : call(0, 0);
    return [status, this.result()];
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
}
