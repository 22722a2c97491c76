/* window.swatch: Swatch's engine in the page, the same Swift as the `swatch`
   binary compiled to WebAssembly.

     <script src="js/swatch.js"></script>
     await swatch.ready;
     swatch.layout(specText, 'json')    // what `swatch layout --format json` prints
     swatch.ranges(scenarioText, 'svg') // what `swatch ranges --format svg` prints
     swatch.transition(documentText, 'json')
     swatch.hit(specText, [[40, 12], [-0.25, 10]]) // what `swatch hit FILE 40,12 -0.25,10` prints
     await swatch.code(specText, 'swift') // what `swatch layout --format swift` prints

   Each call answers synchronously with exactly the CLI's output, or throws an
   Error whose message is the CLI's (JSON path, line and column). Formats:
   layout json, svg, ascii; ranges json, svg, timeline; transition json, svg.

   Layout specs as Texture code (layout swift, objc) come from a second
   module, loaded on first use: `swatch.code(text, language)` loads it and
   answers (a Promise); once `swatch.loadCode()` has resolved,
   `swatch.layout(text, 'swift')` answers synchronously too.

   The modules themselves come in js/swatch-module.js and
   js/swatch-code-module.js next to this file (written by `swatch build`,
   served by `swatch serve`): plain scripts, so pages opened from file://
   load them too. The engine's hands over the fonts text is measured in;
   text is shaped here by the browser, with those very fonts, and broken
   into lines by the engine. */
(function () {
  'use strict';
  if (window.swatch) return;

  const here = document.currentScript && document.currentScript.src;
  const utf8 = new TextEncoder();
  const fromUTF8 = new TextDecoder();
  // The engine's status for a layout spec asked for as code (Failure.codeModule in
  // wasm/SwatchWasm/EngineCommand.swift): the code module answers it.
  const CODE_MODULE = 3;
  let engine = null;
  let coder = null;
  const modules = {engine: deferred(), code: deferred()};
  let codeRequested = false;

  function deferred() {
    const out = {};
    out.promise = new Promise((resolve, reject) => { out.resolve = resolve; out.reject = reject; });
    // A page that never awaits it should not log an unhandled rejection.
    out.promise.catch(() => {});
    return out;
  }

  // One method per CLI command; a new command (transition, hit) is one more line.
  function command(name) {
    return (text, format = 'json') => run(name, String(text), String(format));
  }

  const swatch = {
    ready: modules.engine.promise,
    layout: command('layout'),
    ranges: command('ranges'),
    transition: command('transition'),
    /* Which node a touch at each point reaches: points as [[x, y], ...] or
       "x,y" strings (or one string of them, space-separated); answers what `swatch hit FILE x,y ...` prints. */
    hit(text, points) {
      const list = typeof points === 'string' ? [points]
        : (points || []).map((p) => (Array.isArray(p) ? p.join(',') : String(p)));
      return run('hit', String(text), list.join(' '));
    },
    /* The playground's view of any document, as `POST /api/playground`
       answers it: {kind, title, drawing, size, table, error}. Options:
       width (points), scale (1, 2, 3), debug (true), state (a transition
       document's state, from 0, drawn still). */
    playground(text, options = {}) {
      const query = ['width', 'scale', 'debug', 'state']
        .filter((k) => options[k] != null && options[k] !== false)
        .map((k) => k + '=' + (options[k] === true ? 1 : options[k]))
        .join('&');
      return JSON.parse(run('playground', String(text), query));
    },
    /* Loads the code module (once); resolves to window.swatch when it is
       ready, rejects with the reason it cannot be. */
    loadCode() {
      if (!codeRequested) {
        codeRequested = true;
        load('swatch-code-module.js', modules.code, 'the code module (js/swatch-code-module.js)');
      }
      return modules.code.promise;
    },
    /* The layout spec `text` as Texture code, `language` "swift" or "objc":
       a Promise of what `swatch layout --format LANGUAGE` prints (rejected
       with its error message). */
    code(text, language = 'swift') {
      return swatch.loadCode().then(() => runCode(String(text), String(language)));
    },
    /* Called by js/swatch-module.js and js/swatch-code-module.js. */
    _module(name, base64, fonts) {
      const target = modules[name];
      if (target) start(name, base64, fonts).then(target.resolve, target.reject);
    },
    _missing(name, reason) {
      if (modules[name]) modules[name].reject(new Error(reason));
    },
  };
  window.swatch = swatch;

  if (!here) {
    for (const target of Object.values(modules)) target.reject(new Error('swatch.js must be loaded with a <script src> tag'));
    return;
  }
  load('swatch-module.js', modules.engine, 'the engine module (js/swatch-module.js)');

  function load(file, target, what) {
    const tag = document.createElement('script');
    tag.src = new URL(file, here).href;
    tag.onerror = () => target.reject(new Error(
      what + ' could not be loaded: build the site with `swatch build` or serve it with `swatch serve`'));
    (document.head || document.documentElement).appendChild(tag);
  }

  function run(name, text, format) {
    if (!engine) throw new Error('the engine is not ready yet: wait for swatch.ready');
    const [status, answer] = call(engine, 'swatch_run', name, text, format);
    if (status === CODE_MODULE) {
      if (!coder) {
        throw new Error('layout ' + format + ' comes from the code module, loaded on first use: '
          + 'await swatch.code(text, \'' + format + '\') or swatch.loadCode() first');
      }
      return runCode(text, format);
    }
    if (status !== 0) throw new Error(answer);
    return answer;
  }

  /* `layout` in a code format, from the code module. */
  function runCode(text, format) {
    const [status, answer] = call(coder, 'swatch_code', 'layout', text, format);
    if (status !== 0) throw new Error(answer);
    return answer;
  }

  /* [status, answer] of one module's entry point on (command, format, text). */
  function call(instance, entry, name, text, format) {
    const e = instance.exports;
    const parts = [name, format, text].map((s) => utf8.encode(s));
    const pointers = parts.map((bytes) => {
      const p = e.swatch_alloc(bytes.length);
      new Uint8Array(e.memory.buffer, p, bytes.length).set(bytes);
      return p;
    });
    let status;
    try {
      status = e[entry](pointers[0], parts[0].length, pointers[1], parts[1].length, pointers[2], parts[2].length);
    } finally {
      pointers.forEach((p) => e.swatch_free(p));
    }
    const length = e.swatch_result_length();
    const answer = fromUTF8.decode(new Uint8Array(e.memory.buffer, e.swatch_result(), length));
    // A browser that cannot hold an answer as a string gives an empty one:
    // never an empty success.
    if (length > 0 && answer.length === 0) {
      throw new Error('the answer (' + length + ' bytes) could not be read as text in this browser');
    }
    return [status, answer];
  }

  async function start(name, base64, fonts) {
    const shaper = name === 'engine' ? new Shaper() : null;
    // The fonts load while the module compiles.
    const fontsLoaded = shaper && fonts ? shaper.load(fonts) : Promise.resolve();
    let instance;
    const imports = {
      env: {swatch_shape: (...args) => shaper.shape(instance.exports.memory, ...args)},
      wasi_snapshot_preview1: {
        fd_write: () => 52, fd_seek: () => 52, fd_close: () => 52,
        random_get: (p, n) => { crypto.getRandomValues(new Uint8Array(instance.exports.memory.buffer, p, n)); return 0; },
      },
    };
    ({instance} = await WebAssembly.instantiate(decodeBase64(base64), imports));
    await fontsLoaded;
    if (shaper && fonts) {
      const table = shaper.table();
      const e = instance.exports;
      const p = e.swatch_alloc(table.length * 8);
      new Float64Array(e.memory.buffer, p, table.length).set(table);
      e.swatch_set_fonts(p, table.length);
      e.swatch_free(p);
    }
    if (name === 'engine') engine = instance;
    else coder = instance;
    return swatch;
  }

  function decodeBase64(text) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
    const binary = atob(text), bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  /* Advances of a run of text in one face, in the face's font units, one per
     grapheme, as HarfBuzz gives them natively: each glyph's advance (kerning
     included) goes to the grapheme its cluster starts in. Measured at a font
     size of one em per font unit, so every width is a whole number. */
  function Shaper() {
    this.faces = [];
    this.cache = new Map();
    this.context = document.createElement('canvas').getContext('2d');
  }

  Shaper.prototype.load = function (fonts) {
    const chains = [fonts.regular || [], fonts.bold || []];
    this.counts = chains.map((c) => c.length);
    const loading = [];
    let n = 0;
    for (const face of chains[0].concat(chains[1])) {
      let family = face.family;
      if (face.url) {
        // The page's own copy of the file the engine measures natively.
        family = 'swatch-engine-' + n;
        const loaded = new FontFace(family, `url("${new URL(face.url, here).href}")`, {weight: String(face.weight)});
        document.fonts.add(loaded);
        loading.push(loaded.load());
      }
      // Kerning beside a space, which the browser never applies (it shapes
      // the words between spaces apart): [scalar, before, after]...
      const beforeSpace = new Map(), afterSpace = new Map();
      const k = face.spaceKerning || [];
      for (let i = 0; i + 2 < k.length; i += 3) {
        const c = String.fromCodePoint(k[i]);
        if (k[i + 1]) beforeSpace.set(c, k[i + 1]);
        if (k[i + 2]) afterSpace.set(c, k[i + 2]);
      }
      this.faces.push(Object.assign({}, face, {
        font: `${face.weight} ${face.unitsPerEm}px "${family.replace(/"/g, '')}"`, widths: new Map(),
        beforeSpace, afterSpace,
      }));
      n++;
    }
    return Promise.all(loading);
  };

  Shaper.prototype.table = function () {
    const out = [this.counts[0], this.counts[1]];
    for (const f of this.faces) {
      out.push(f.unitsPerEm, f.ascender, f.descender, f.lineGap, f.missing, f.ranges.length / 2, ...f.ranges);
    }
    return Float64Array.from(out);
  };

  Shaper.prototype.shape = function (memory, face, text, byteCount, lengths, count, out) {
    const buffer = memory.buffer;
    const string = fromUTF8.decode(new Uint8Array(buffer, text, byteCount));
    const key = face + ':' + string;
    let advances = this.cache.get(key);
    if (!advances) {
      const sizes = new Int32Array(buffer, lengths, count);
      const graphemes = [];
      let at = 0;
      for (const size of sizes) { graphemes.push(string.slice(at, at + size)); at += size; }
      advances = this.measure(this.faces[face], graphemes);
      if (this.cache.size > 20000) this.cache.clear();
      this.cache.set(key, advances);
    }
    new Float64Array(buffer, out, count).set(advances);
  };

  Shaper.prototype.width = function (face, s) {
    let w = face.widths.get(s);
    if (w === undefined) {
      w = this.context.measureText(s).width;
      if (face.widths.size > 20000) face.widths.clear();
      face.widths.set(s, w);
    }
    return w;
  };

  Shaper.prototype.measure = function (face, graphemes) {
    this.context.font = face.font;
    const n = graphemes.length;
    // Pair kerning goes to the first glyph of the pair: a grapheme's advance
    // is its width beside the next one, less the next one's own.
    const advances = new Array(n);
    for (let i = 0; i < n; i++) {
      const w = i + 1 < n
        ? this.width(face, graphemes[i] + graphemes[i + 1]) - this.width(face, graphemes[i + 1])
        : this.width(face, graphemes[i]);
      advances[i] = Math.round(w);
    }
    // Pairs miss contextual forms: each piece of the run, with the grapheme
    // after it, is measured whole and read in context when its pairs do not
    // add up to it. Pieces keep the work linear in the run's length: one
    // check of the whole run failed on long runs (the browser's widths come
    // a few thousandths of a unit short of whole numbers, which add up to
    // whole units over hundreds of graphemes), and reading a whole run in
    // context places each grapheme from the run's start: quadratic.
    let shaped = advances;
    for (const [start, end] of Shaper.pieces(graphemes)) {
      const last = Math.min(end + 1, n);
      const pairs = advances.slice(start, end);
      if (last > end) pairs.push(Math.round(this.width(face, graphemes[end])));
      if (pairs.length < 2) continue;
      const piece = graphemes.slice(start, last);
      const sum = pairs.reduce((a, b) => a + b, 0);
      if (Math.round(this.context.measureText(piece.join('')).width) === sum) continue;
      if (shaped === advances) shaped = advances.slice();
      const read = this.inContext(face, piece, pairs);
      for (let i = start; i < end; i++) shaped[i] = read[i - start];
    }
    for (let i = 0; i + 1 < n; i++) {
      if (graphemes[i + 1] === ' ') shaped[i] += face.beforeSpace.get(graphemes[i]) || 0;
      if (graphemes[i] === ' ') shaped[i] += face.afterSpace.get(graphemes[i + 1]) || 0;
    }
    return shaped;
  };

  /* A run's pieces for the contextual check, as [start, end) grapheme
     ranges: ended after a space once they hold PIECE graphemes (the browser
     shapes the words between spaces apart, so nothing contextual spans such
     a cut), or at 2 x PIECE graphemes inside a word that long; short enough
     that the browser's shortfall on each width stays under half a unit. */
  Shaper.PIECE = 64;
  Shaper.pieces = function (graphemes) {
    const out = [];
    let start = 0;
    for (let i = 0; i < graphemes.length; i++) {
      const length = i + 1 - start;
      if ((length >= Shaper.PIECE && graphemes[i] === ' ') || length >= 2 * Shaper.PIECE) {
        out.push([start, i + 1]);
        start = i + 1;
      }
    }
    if (start < graphemes.length) out.push([start, graphemes.length]);
    return out;
  };

  /* Contextual forms (ligatures, contextual alternates) change more than
     pairs: read each grapheme's position in the whole run from the page's
     own layout of it. The browser splits a ligature's width between its
     graphemes; HarfBuzz gives it all to the first, so graphemes whose pair
     advance disagrees with their place in the run are merged with the one
     before when that one disagrees too. */
  Shaper.prototype.inContext = function (face, graphemes, pairs) {
    if (!this.span) {
      this.span = document.createElement('span');
      this.span.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;white-space:pre;'
        + 'letter-spacing:0;word-spacing:0;font-kerning:normal;font-variant-ligatures:normal;text-rendering:auto';
      (document.body || document.documentElement).appendChild(this.span);
    }
    const span = this.span;
    span.style.font = face.font;
    span.textContent = graphemes.join('');
    const node = span.firstChild, range = document.createRange();
    const left = span.getBoundingClientRect().left;
    const x = [0];
    let offset = 0;
    for (const g of graphemes) {
      offset += g.length;
      range.setStart(node, 0);
      range.setEnd(node, offset);
      x.push(Math.round(range.getBoundingClientRect().right - left));
    }
    const n = graphemes.length;
    const advances = new Array(n).fill(0);
    const differs = graphemes.map((_, i) => x[i + 1] - x[i] !== pairs[i]);
    let start = 0;
    for (let i = 1; i <= n; i++) {
      if (i < n && differs[i] && differs[i - 1]) continue;
      advances[start] = x[i] - x[start];
      start = i;
    }
    return advances;
  };
})();
