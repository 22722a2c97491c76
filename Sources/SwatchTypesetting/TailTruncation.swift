/// Where the last visible line is cut to make room for the truncation string
/// (ASTextKitTailTruncater, approximated from metrics as reference/layout.md
/// §6 step 4 allows): the token sits at the line's end, within the width; the
/// text keeps every grapheme left of it, backed up to the last whitespace or
/// `. , ! ? : ;` before the first grapheme the token would cover (that
/// delimiter goes too); with no delimiter on the line (one long word, or CJK
/// text, which has no spaces) it is cut right there, mid-word.
enum TailTruncation {
    /// Graphemes Texture backs up to (`whitespaceAndNewlineCharacterSet` plus `.,!?:;`).
    static func isDelimiter(_ c: Character) -> Bool {
        switch c {
        case ".", ",", "!", "?", ":", ";": return true
        default: return c.unicodeScalars.first.map(isWhitespace) ?? false
        }
    }

    /// Unicode's White_Space property (what `Character.isWhitespace` asks of
    /// a grapheme's first scalar, and the set `whitespaceAndNewlineCharacterSet`
    /// holds), written out: the property's table would be the only one the
    /// engine's WebAssembly module links for it (21 KB).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default: return false
        }
    }

    /// The end (exclusive, trailing spaces trimmed) of the graphemes kept
    /// before the token on `line`, a line of `width` with room for a token of
    /// `tokenWidth`. Returns `line.contentEnd` when the whole line fits before
    /// the token, and `line.start` when nothing does.
    static func cut(
        _ line: BrokenLine, advances: [Double], isSpace: [Bool], isDelimiter: [Bool], width: Double,
        tokenWidth: Double
    ) -> Int {
        let room = width - tokenWidth + LineBreaker.tolerance
        // The first grapheme the token would cover.
        var x = 0.0
        var covered = line.contentEnd
        for i in line.start..<line.contentEnd {
            x += advances[i]
            if x > room {
                covered = i
                break
            }
        }
        var cut = covered
        if covered < line.contentEnd, !isDelimiter[covered] {
            // (A covered delimiter is itself the cut: every word before it fits.)
            var j = covered - 1
            while j >= line.start, !isDelimiter[j] { j -= 1 }
            if j >= line.start { cut = j }
        }
        while cut > line.start, isSpace[cut - 1] { cut -= 1 }
        return cut
    }
}
