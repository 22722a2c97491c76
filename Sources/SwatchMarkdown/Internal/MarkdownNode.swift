/// cmark's document tree copied into Swift values, so that no C pointer lives
/// past `CmarkDocument.parse`.
struct MarkdownNode: Sendable {
    enum Kind: Sendable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case link(url: String, title: String)
        case image(url: String, title: String)
    }

    var kind: Kind
    /// 1-based start line from cmark's source positions (0 when cmark has none,
    /// as for most inline nodes).
    var line: Int
    /// 1-based last line (blocks only; 0 when unknown).
    var endLine: Int = 0
    /// 1-based byte column where the block starts on its first line (0 when unknown).
    var column: Int = 0
    var children: [MarkdownNode]
}
