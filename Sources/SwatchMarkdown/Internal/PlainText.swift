/// Collects a page's text for a search index, separating blocks by a space and
/// collapsing runs of whitespace.
struct PlainText {
    private(set) var text = ""
    private var pendingSpace = false

    mutating func append(_ piece: String) {
        // Copies runs of non-space text whole; spaces only set a flag.
        var runStart: String.Index?
        let scalars = piece.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Self.isWhitespace(scalar) {
                if let start = runStart {
                    text += piece[start..<index]
                    runStart = nil
                }
                pendingSpace = true
            } else if runStart == nil {
                if pendingSpace && !text.isEmpty { text += " " }
                pendingSpace = false
                runStart = index
            }
            index = scalars.index(after: index)
        }
        if let start = runStart { text += piece[start...] }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 0x0C
        }
        return scalar.properties.isWhitespace
    }

    /// Ends a word: the next text starts after a space.
    mutating func breakWord() {
        pendingSpace = true
    }
}

extension HTMLTagScanner {
    /// Tags whose boundaries separate words when their markup is stripped.
    static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "dd", "details", "div", "dl", "dt",
        "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr",
        "img", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody",
        "td", "tfoot", "th", "thead", "tr", "ul",
    ]

    /// The text of the fragment's `tokens` with markup removed and references
    /// decoded; the contents of `pre` (code listings) are left out.
    func appendText(of tokens: [Token], to plain: inout PlainText) {
        var preDepth = 0
        for token in tokens {
            switch token {
            case .text(let range):
                if preDepth == 0 { plain.append(HTMLEntities.decode(string(range))) }
            case .startTag(let name, _, _):
                if name == "pre" { preDepth += 1 }
                if Self.blockTags.contains(name) { plain.breakWord() }
            case .endTag(let name, _):
                if name == "pre" { preDepth = max(0, preDepth - 1) }
                if Self.blockTags.contains(name) { plain.breakWord() }
            }
        }
    }
}
