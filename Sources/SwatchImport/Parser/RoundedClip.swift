/// Where a block that draws its image clipped to a rounded rectangle
/// (`UIBezierPath(roundedRect: rect, cornerRadius: 8)`, `[UIBezierPath
/// bezierPathWithRoundedRect:rect cornerRadius:8]`) writes the radius: the
/// tokens of the `cornerRadius:` argument, read before the code runs so
/// that the evaluator can take the radius where the block was written.
enum RoundedClip {
    /// Whether the token names such a path: where a search starts.
    static func isMark(_ t: Token) -> Bool {
        t.kind == .identifier && (t.text == "roundedRect" || t.text == "bezierPathWithRoundedRect")
    }

    /// The tokens of the first non-empty `cornerRadius:` argument of such a
    /// path in `start..<end` (a block's tokens), given the `marks` (the
    /// indices of the tokens `isMark` takes, ascending); nil when there is none.
    static func radius(_ tokens: [Token], marks: [Int32], _ start: Int, _ end: Int) -> Range<Int>? {
        let end = min(end, tokens.count)
        var m = firstMark(marks, atOrAfter: start)
        while m < marks.count, Int(marks[m]) + 2 < end {
            let i = Int(marks[m])
            m += 1
            // `cornerRadius:` after it, among the call's arguments.
            var k = i + 1
            var depth = 0
            while k + 1 < end {
                let t = tokens[k]
                if t.kind == .punct, t.text == "(" || t.text == "[" { depth += 1 }
                if t.kind == .punct, t.text == ")" || t.text == "]" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, t.kind == .identifier, t.text == "cornerRadius", tokens[k + 1].kind == .punct, tokens[k + 1].text == ":" { break }
                k += 1
            }
            guard k + 1 < end, tokens[k].text == "cornerRadius" else { continue }
            // The argument runs to the call's closing bracket.
            let valueStart = k + 2
            var valueEnd = valueStart
            depth = 0
            while valueEnd < end {
                let t = tokens[valueEnd]
                if t.kind == .punct, t.text == "(" || t.text == "[" { depth += 1 }
                if t.kind == .punct, t.text == ")" || t.text == "]" {
                    if depth == 0 { break }
                    depth -= 1
                }
                valueEnd += 1
            }
            guard valueEnd > valueStart else { continue }
            return valueStart..<valueEnd
        }
        return nil
    }

    /// The position in `marks` of the first index at or after `start`.
    static func firstMark(_ marks: [Int32], atOrAfter start: Int) -> Int {
        var low = 0
        var high = marks.count
        while low < high {
            let mid = (low + high) / 2
            if Int(marks[mid]) < start { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
