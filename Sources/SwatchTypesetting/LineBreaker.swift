/// One line of a paragraph: graphemes `start..<end` (trailing spaces
/// included), of which `start..<contentEnd` are drawn and measured.
struct BrokenLine: Hashable, Sendable {
    var start: Int
    var contentEnd: Int
    var end: Int
    /// The advance of `start..<contentEnd`: trailing spaces hang past the
    /// line's end and do not count.
    var width: Double
}

/// Greedy line filling, as TextKit's word wrapping: each line takes as many
/// whole words (text between break opportunities) as fit the width; a word
/// wider than the width breaks between graphemes (at least one per line).
/// Spaces never push a line over: they hang at its end.
struct LineBreaker: Sendable {
    /// Per grapheme: its advance (points) and whether it is a breaking space.
    var advances: [Double]
    var isSpace: [Bool]
    /// Per grapheme: may a line start here (`BreakOpportunities`).
    var breakBefore: [Bool]

    /// Widths compare with this much slack, for float noise.
    static let tolerance = 1e-6

    init(advances: [Double], isSpace: [Bool], breakBefore: [Bool]) {
        precondition(advances.count == isSpace.count && advances.count == breakBefore.count)
        self.advances = advances
        self.isSpace = isSpace
        self.breakBefore = breakBefore
    }

    init(advances: [Double], classes: [BreakClass]) {
        self.init(
            advances: advances, isSpace: classes.map { $0 == .space },
            breakBefore: BreakOpportunities.compute(classes))
    }

    /// The lines of the paragraph in `width` (may be infinite). An empty
    /// paragraph is one empty line. `limit` stops after that many lines (the
    /// rest of the text is then not broken).
    func lines(width: Double, limit: Int = .max) -> [BrokenLine] {
        let n = advances.count
        guard n > 0 else { return [BrokenLine(start: 0, contentEnd: 0, end: 0, width: 0)] }
        let maxWidth = width + LineBreaker.tolerance
        var lines: [BrokenLine] = []
        var start = 0
        while start < n, lines.count < limit {
            var used = 0.0  // advance of start..<i, spaces included
            var content = 0.0  // advance up to the last non-space
            var contentEnd = start
            var lastBreak = -1, widthAtBreak = 0.0, contentEndAtBreak = start
            var i = start
            var next = n  // where the next line starts
            while i < n {
                if isSpace[i] {
                    used += advances[i]
                    i += 1
                    continue
                }
                if i > start, breakBefore[i] {
                    lastBreak = i
                    widthAtBreak = content
                    contentEndAtBreak = contentEnd
                }
                let extended = used + advances[i]
                if extended > maxWidth {
                    if lastBreak > start {
                        // Back to the last break opportunity: the word moves down.
                        next = lastBreak
                        content = widthAtBreak
                        contentEnd = contentEndAtBreak
                    } else if i > start {
                        // A word wider than the line: break between graphemes.
                        next = i
                    } else {
                        // Not even one grapheme fits: it takes the line alone.
                        content = extended
                        contentEnd = i + 1
                        next = i + 1
                        while next < n, isSpace[next] { next += 1 }
                    }
                    break
                }
                used = extended
                content = used
                contentEnd = i + 1
                i += 1
            }
            lines.append(BrokenLine(start: start, contentEnd: contentEnd, end: next, width: content))
            start = next
        }
        return lines
    }
}
