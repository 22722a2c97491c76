/// Collects a page's text for a search index, separating blocks by a space and
/// collapsing runs of whitespace.
struct PlainText {
    private(set) var text = ""
    private var pendingSpace = false

    mutating func append(_ piece: String) {
        for character in piece {
            if character.isWhitespace {
                pendingSpace = true
            } else {
                if pendingSpace && !text.isEmpty { text.append(" ") }
                pendingSpace = false
                text.append(character)
            }
        }
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

    /// The fragment's text with markup removed and references decoded; the
    /// contents of `pre` (code listings) are left out.
    func appendText(to plain: inout PlainText) {
        var preDepth = 0
        for token in tokens() {
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
