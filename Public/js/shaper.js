/* Text shaped by the browser for the engine in the page (swatch.js): the
   advances of a run of text in one face, in the face's font units, one per
   grapheme, as HarfBuzz gives them natively: each glyph's advance (kerning
   included) goes to the grapheme its cluster starts in. Measured at a font
   size of one em per font unit, so every width is a whole number. */

const fromUTF8 = new TextDecoder();

export class Shaper {
  /** `base`: the URL the fonts' `url`s are relative to (swatch.js's). */
  constructor(base) {
    this.base = base;
    this.faces = [];
    this.cache = new Map();
    this.context = document.createElement("canvas").getContext("2d");
  }

  /** Loads the page's copies of the engine's fonts: a Promise. */
  load(fonts) {
    const chains = [fonts.regular || [], fonts.bold || []];
    this.counts = chains.map((c) => c.length);
    const loading = [];
    for (const face of chains[0].concat(chains[1])) {
      let family = face.family;
      if (face.url) {
        // The page's own copy of the file the engine measures natively.
        family = "swatch-engine-" + this.faces.length;
        const loaded = new FontFace(family, `url("${new URL(face.url, this.base).href}")`, { weight: String(face.weight) });
        document.fonts.add(loaded);
        loading.push(loaded.load());
      }
      this.faces.push(Object.assign({}, face, spaceKerning(face), {
        font: `${face.weight} ${face.unitsPerEm}px "${family.replace(/"/g, "")}"`, widths: new Map(),
      }));
    }
    return Promise.all(loading);
  }

  /** The font table the engine reads (PageTextMeasurer.read). */
  table() {
    const out = [this.counts[0], this.counts[1]];
    for (const f of this.faces) {
      out.push(f.unitsPerEm, f.ascender, f.descender, f.lineGap, f.missing, f.ranges.length / 2, ...f.ranges);
    }
    return Float64Array.from(out);
  }

  /** The engine's `swatch_shape`: advances of the run at `text` into `out`. */
  shape(memory, face, text, byteCount, lengths, count, out) {
    const buffer = memory.buffer;
    const string = fromUTF8.decode(new Uint8Array(buffer, text, byteCount));
    const key = face + ":" + string;
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
  }

  width(face, s) {
    let w = face.widths.get(s);
    if (w === undefined) {
      w = this.context.measureText(s).width;
      if (face.widths.size > 20000) face.widths.clear();
      face.widths.set(s, w);
    }
    return w;
  }

  measure(face, graphemes) {
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
    const shaped = this.contextual(face, graphemes, advances);
    for (let i = 0; i + 1 < n; i++) {
      if (graphemes[i + 1] === " ") shaped[i] += face.beforeSpace.get(graphemes[i]) || 0;
      if (graphemes[i] === " ") shaped[i] += face.afterSpace.get(graphemes[i + 1]) || 0;
    }
    return shaped;
  }

  /* Pairs miss contextual forms: each piece of the run, with the grapheme
     after it, is measured whole and read in context when its pairs do not
     add up to it. Pieces keep the work linear in the run's length: one
     check of the whole run failed on long runs (the browser's widths come
     a few thousandths of a unit short of whole numbers, which add up to
     whole units over hundreds of graphemes), and reading a whole run in
     context places each grapheme from the run's start: quadratic. */
  contextual(face, graphemes, advances) {
    const n = graphemes.length;
    let shaped = advances;
    for (const [start, end] of pieces(graphemes)) {
      const last = Math.min(end + 1, n);
      const pairs = advances.slice(start, end);
      if (last > end) pairs.push(Math.round(this.width(face, graphemes[end])));
      if (pairs.length < 2) continue;
      const piece = graphemes.slice(start, last);
      const sum = pairs.reduce((a, b) => a + b, 0);
      if (Math.round(this.context.measureText(piece.join("")).width) === sum) continue;
      if (shaped === advances) shaped = advances.slice();
      const read = this.inContext(face, piece, pairs);
      for (let i = start; i < end; i++) shaped[i] = read[i - start];
    }
    return shaped;
  }

  /* Contextual forms (ligatures, contextual alternates) change more than
     pairs: read each grapheme's position in the whole run from the page's
     own layout of it. The browser splits a ligature's width between its
     graphemes; HarfBuzz gives it all to the first, so graphemes whose pair
     advance disagrees with their place in the run are merged with the one
     before when that one disagrees too. */
  inContext(face, graphemes, pairs) {
    const x = this.positions(face, graphemes);
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
  }

  /** Where each grapheme ends in the page's layout of the whole run. */
  positions(face, graphemes) {
    if (!this.span) {
      this.span = document.createElement("span");
      this.span.style.cssText = "position:absolute;left:0;top:0;visibility:hidden;white-space:pre;"
        + "letter-spacing:0;word-spacing:0;font-kerning:normal;font-variant-ligatures:normal;text-rendering:auto";
      (document.body || document.documentElement).appendChild(this.span);
    }
    const span = this.span;
    span.style.font = face.font;
    span.textContent = graphemes.join("");
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
    return x;
  }
}

/* A run's pieces for the contextual check, as [start, end) grapheme ranges:
   ended after a space once they hold PIECE graphemes (the browser shapes the
   words between spaces apart, so nothing contextual spans such a cut), or at
   2 x PIECE graphemes inside a word that long; short enough that the
   browser's shortfall on each width stays under half a unit. */
const PIECE = 64;
function pieces(graphemes) {
  const out = [];
  let start = 0;
  for (let i = 0; i < graphemes.length; i++) {
    const length = i + 1 - start;
    if ((length >= PIECE && graphemes[i] === " ") || length >= 2 * PIECE) {
      out.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < graphemes.length) out.push([start, graphemes.length]);
  return out;
}

/** Kerning beside a space, which the browser never applies (it shapes the
    words between spaces apart): the face's [scalar, before, after]... as maps. */
function spaceKerning(face) {
  const beforeSpace = new Map(), afterSpace = new Map();
  const k = face.spaceKerning || [];
  for (let i = 0; i + 2 < k.length; i += 3) {
    const c = String.fromCodePoint(k[i]);
    if (k[i + 1]) beforeSpace.set(c, k[i + 1]);
    if (k[i + 2]) afterSpace.set(c, k[i + 2]);
  }
  return { beforeSpace, afterSpace };
}
