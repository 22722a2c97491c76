/// Collects a page's text for a search index, separating blocks by a space and
/// collapsing runs of whitespace.
struct PlainText {
    /// The text so far, as UTF-8.
    private var bytes: [UInt8] = []
    private var pendingSpace = false

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ piece: String) {
        // Copies runs of non-space text whole; spaces only set a flag. Walks
        // the bytes, and decodes a scalar only where one is not ASCII.
        var piece = piece
        piece.withUTF8 { utf8 in
            var runStart: Int?
            var i = 0
            while i < utf8.count {
                let byte = utf8[i]
                let isWhitespace: Bool
                var width = 1
                if byte < 0x80 {
                    isWhitespace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
                } else {
                    width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                    var decoder = UTF8()
                    var iterator = UnsafeBufferPointer(rebasing: utf8[i..<min(utf8.count, i + width)]).makeIterator()
                    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                        isWhitespace = scalar.properties.isWhitespace
                    } else {
                        isWhitespace = false
                    }
                }
                if isWhitespace {
                    if let start = runStart {
                        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                        runStart = nil
                    }
                    pendingSpace = true
                } else if runStart == nil {
                    if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
                    pendingSpace = false
                    runStart = i
                }
                i += width
            }
            if let start = runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
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
