/// A weight's fonts in fallback order: the primary face, then faces tried
/// for the characters it lacks (as a browser falls back through the
/// `font-family` list and then the system's fonts).
package struct FontChain<Face: ShapingFace>: Sendable {
    package var faces: [Face]

    package init(faces: [Face]) {
        self.faces = faces
    }

    /// Scalars that never decide a grapheme's font (joiners, variation selectors).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    /// The first face that has every scalar of `character`, or `ShapedText.noFont`.
    func font(for character: Character) -> UInt8 {
        faces: for (n, face) in faces.enumerated() {
            for scalar in character.unicodeScalars where !FontChain.isIgnorable(scalar) {
                if !face.covers(scalar) { continue faces }
            }
            return UInt8(n)
        }
        return ShapedText.noFont
    }

    /// Shapes a paragraph: each run of graphemes set in one face is shaped by
    /// that face (kerning and ligatures on, the whole paragraph as context),
    /// and each glyph's advance goes to the grapheme its cluster starts in.
    /// Graphemes no face has are measured instead: an em if they are wide
    /// (CJK), else the primary face's missing-glyph box.
    package func shape(_ text: String) -> ShapedText {
        var shaped = ShapedText(graphemesOf: text)
        let n = shaped.count
        guard n > 0 else { return shaped }
        if shaped.offsets.count == text.utf8.count + 1 {
            // One byte a grapheme (ASCII): look each byte up once.
            var known = [UInt8](repeating: .max - 1, count: 128)
            for (index, byte) in text.utf8.enumerated() {
                if known[Int(byte)] == .max - 1 { known[Int(byte)] = font(for: Character(Unicode.Scalar(byte))) }
                shaped.fonts[index] = known[Int(byte)]
            }
        } else {
            var index = 0
            for character in text {
                shaped.fonts[index] = font(for: character)
                index += 1
            }
        }
        var utf8 = Array(text.utf8)
        utf8.append(0)
        // Font units per grapheme, divided by the face's em once at the end.
        var units = [Double](repeating: 0, count: n)
        var runStart = 0
        while runStart < n {
            var runEnd = runStart + 1
            while runEnd < n, shaped.fonts[runEnd] == shaped.fonts[runStart] { runEnd += 1 }
            let fontIndex = shaped.fonts[runStart]
            if fontIndex == ShapedText.noFont {
                measureMissing(&shaped, runStart..<runEnd)
            } else {
                let face = faces[Int(fontIndex)]
                face.addAdvances(of: runStart..<runEnd, in: shaped, utf8: utf8, to: &units)
                let em = face.metrics.unitsPerEm
                for index in runStart..<runEnd { shaped.advances[index] = units[index] / em }
            }
            runStart = runEnd
        }
        return shaped
    }

    func measureMissing(_ shaped: inout ShapedText, _ run: Range<Int>) {
        let primary = faces[0]
        let box = primary.missingGlyphAdvance / primary.metrics.unitsPerEm
        let utf8 = shaped.text.utf8
        for index in run {
            let start = utf8.index(utf8.startIndex, offsetBy: shaped.offsets[index])
            let wide = shaped.text.unicodeScalars[start...].first.map(BreakClass.isWide) ?? false
            shaped.advances[index] = wide ? 1 : box
        }
    }
}

extension ShapedText {
    /// The grapheme of `run` whose UTF-8 bytes hold `offset` (binary search).
    package static func grapheme(containing offset: Int, in offsets: [Int], within run: Range<Int>) -> Int {
        var lo = run.lowerBound, hi = run.upperBound - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
