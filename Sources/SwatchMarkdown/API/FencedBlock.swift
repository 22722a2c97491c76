/// What a fence renderer receives: one fenced code block of a page.
public struct FencedBlock: Hashable, Sendable {
    /// The first word of the info string.
    public var language: FenceLanguage
    /// The rest of the info string as `key=value` attributes (`spec=cell`,
    /// `title="Two lines"`), in source order.
    public var attributes: FenceAttributes
    /// The block's text, with its final newline.
    public var code: String
    /// The file the block is in, as given to `GuideParser.parse(_:file:)`.
    public var file: String
    /// 1-based line of the opening fence in that file.
    public var line: Int

    public init(language: FenceLanguage, attributes: FenceAttributes, code: String, file: String, line: Int) {
        self.language = language
        self.attributes = attributes
        self.code = code
        self.file = file
        self.line = line
    }
}
