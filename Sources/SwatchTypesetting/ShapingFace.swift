/// One font as the typesetter sees it: its metrics, which characters it has,
/// and the advances its shaper gives a run of text. Natively HarfBuzz shapes
/// the font file (SwatchText's `FontFace`); in a page the browser shapes the
/// same file (the WebAssembly build asks the page's script).
package protocol ShapingFace: Sendable {
    var metrics: FontMetrics { get }
    /// The advance of the font's missing-glyph box, in font units.
    var missingGlyphAdvance: Double { get }
    /// Whether the font maps `scalar` to a glyph of its own.
    func covers(_ scalar: Unicode.Scalar) -> Bool
    /// Adds, for each grapheme of `run` (indices into `shaped`), the advance
    /// of the glyphs whose clusters start in it, in font units, to
    /// `units[grapheme]`. The run is shaped with kerning and ligatures on;
    /// `utf8` is the paragraph's text with a 0 after it.
    func addAdvances(of run: Range<Int>, in shaped: ShapedText, utf8: [UInt8], to units: inout [Double])
}
