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
                // Lines of as many pieces as fit (one at least), the rest
                // carried on; a piece wider than a line, a character at a time.
                var head = ""
                var used = 0.0
                for piece in pieces(line) {
                    let advance = width(piece, fontSize: fontSize, bold: bold)
                    if advance > maxWidth, piece.count > 1 {
                        for c in piece {
                            let w = width(String(c), fontSize: fontSize, bold: bold)
                            if !head.isEmpty, used + w > maxWidth {
                                lines.append(head)
                                head = ""
                                used = 0
                            }
                            head.append(c)
                            used += w
                        }
                        continue
                    }
                    if !head.isEmpty, used + advance > maxWidth {
                        lines.append(head)
                        head = ""
                        used = 0
                    }
                    head += piece
                    used += advance
                }
                line = head
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Where a word without spaces may break: around each wide character
    /// (Japanese breaks between any two), never inside a run of narrow ones
    /// (`12` in `12月`), and never before closing punctuation (`、`, `。`, `」`).
    static func pieces(_ word: String) -> [String] {
        var out: [String] = []
        var run = ""
        var runIsWide = false
        for c in word {
            let wide = c.unicodeScalars.first.map { width(String($0), fontSize: 1) >= 1 } ?? false
            let closing = c.unicodeScalars.first.map { "、。，．」』）〕］｝〉》！？ー…・".unicodeScalars.contains($0) } ?? false
            if run.isEmpty || closing || (!wide && !runIsWide) {
                run.append(c)
            } else {
                out.append(run)
                run = String(c)
            }
            runIsWide = wide
        }
        if !run.isEmpty { out.append(run) }
        return out
    }

    /// Like `wrap`, but each clause (split after ", ") starts a new line.
    static func wrapClauses(_ text: String, fontSize: Double, maxWidth: Double) -> [String] {
        let clauses = text.split(separatorText: ", ").map(String.init)
        return clauses.enumerated().flatMap { i, clause in
            wrap(i < clauses.count - 1 ? clause + "," : clause, fontSize: fontSize, maxWidth: maxWidth)
        }
    }
}
