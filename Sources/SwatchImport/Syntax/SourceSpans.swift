import SwatchJSON

/// What running the code needs of its tokens: where each is (its line and
/// column, for errors, warnings and assumptions) and how it is written
/// (to name a value by the code that made it: `[photo likesCount]`).
struct SourceSpans: Sendable {
    /// Each token as the code writes it: a string with its quotes, `@` and
    /// `#` keywords with their sign.
    var written: [String] = []
    var lines: [Int32] = []
    var columns: [Int32] = []
    /// Whether whitespace (or a comment) comes before each token.
    var spaced: [Bool] = []

    init() {}

    init(_ tokens: [Token]) {
        written.reserveCapacity(tokens.count)
        lines.reserveCapacity(tokens.count)
        columns.reserveCapacity(tokens.count)
        spaced.reserveCapacity(tokens.count)
        for t in tokens {
            written.append(t.written)
            lines.append(t.line)
            columns.append(t.column)
            spaced.append(t.spaceBefore)
        }
    }

    var count: Int { written.count }

    /// The token's place; the first line's start for a token not in the code.
    func location(_ token: Int32) -> SourceLocation {
        let i = Int(token)
        return i >= 0 && i < count ? SourceLocation(line: Int(lines[i]), column: Int(columns[i])) : SourceLocation(line: 1, column: 1)
    }

    /// The tokens from `start` to `end` as the code writes them, with single
    /// spaces where the code has space (cut after 200 bytes): a name for an
    /// assumption.
    func text(_ start: Int, _ end: Int) -> String {
        SourceSpans.text(max(start, 0), min(end, count), spaced: { spaced[$0] }, written: { written[$0] })
    }

    /// Tokens `start..<end` written in turn, a space before each that has
    /// space before it (but the first); cut with `…` past 200 bytes.
    static func text(_ start: Int, _ end: Int, spaced: (Int) -> Bool, written: (Int) -> String) -> String {
        var out = ""
        var i = start
        while i < end {
            if i > start, spaced(i) { out += " " }
            out += written(i)
            i += 1
            if out.utf8.count > 200 {
                out += "…"
                break
            }
        }
        return out
    }
}
