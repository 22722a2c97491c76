/// How wide a drawing's labels will be, without a font at hand: advance
/// widths per character class, on the generous side of the common sans and
/// monospace faces (DejaVu, Helvetica, Segoe UI, SF), so text measured
/// here fits where it is put and wrapped lines stay inside their column.
enum TextEstimate {
    /// The estimated advance of `text` at `fontSize`.
    static func width(_ text: some StringProtocol, fontSize: Double, bold: Bool = false, monospace: Bool = false) -> Double {
        if monospace { return Double(text.count) * 0.61 * fontSize }
        var em = 0.0
        for c in text.unicodeScalars {
            switch c {
            case " ", ".", ",", ":", ";", "'", "!", "|", "i", "j", "l", "I", "·", "(", ")", "[", "]", "/", "-", "f", "t", "r":
                em += 0.36
            case "0"..."9": em += 0.64
            case "m", "w", "M", "W", "=", "+", "—", "–": em += 0.86
            case "A"..."Z": em += 0.72
            case "\u{1100}"..."\u{115F}", "\u{2E80}"..."\u{A4CF}", "\u{AC00}"..."\u{D7A3}", "\u{F900}"..."\u{FAFF}",
                "\u{FE30}"..."\u{FE4F}", "\u{FF00}"..."\u{FF60}", "\u{FFE0}"..."\u{FFE6}", "\u{1F300}"..."\u{1FAFF}":
                // East Asian wide characters (CJK, kana, hangul, full-width
                // forms) and emoji take a full em.
                em += 1
            default: em += 0.58
            }
        }
        return em * fontSize * (bold ? 1.1 : 1)
    }

    /// `text` broken at spaces into lines no wider than `maxWidth` (a word
    /// wider than that gets a line of its own; with `breakingWords`, it is
    /// broken between characters, as text without spaces, Japanese, needs).
    static func wrap(_ text: String, fontSize: Double, maxWidth: Double, bold: Bool = false, breakingWords: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, width(candidate, fontSize: fontSize, bold: bold) > maxWidth {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
            if breakingWords, line.count > 1, width(line, fontSize: fontSize, bold: bold) > maxWidth {
                // Lines of as many characters as fit (one at least), the
                // rest carried on.
                var head = ""
                var used = 0.0
                for c in line {
                    let advance = width(String(c), fontSize: fontSize, bold: bold)
                    if !head.isEmpty, used + advance > maxWidth {
                        lines.append(head)
                        head = ""
                        used = 0
                    }
                    head.append(c)
                    used += advance
                }
                line = head
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Like `wrap`, but each clause (split after ", ") starts a new line.
    static func wrapClauses(_ text: String, fontSize: Double, maxWidth: Double) -> [String] {
        let clauses = text.split(separatorText: ", ").map(String.init)
        return clauses.enumerated().flatMap { i, clause in
            wrap(i < clauses.count - 1 ? clause + "," : clause, fontSize: fontSize, maxWidth: maxWidth)
        }
    }
}
