/// A URL a page's body points at, as written (after entity decoding), from a
/// Markdown link or image or an `href`/`src` attribute in raw HTML.
public struct GuideLink: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A link someone follows: Markdown links, `href`.
        case href
        /// A resource the page loads: Markdown images, `src`.
        case src
    }

    public var url: String
    public var kind: Kind
    /// 1-based line in the file.
    public var line: Int

    public init(url: String, kind: Kind, line: Int) {
        self.url = url
        self.kind = kind
        self.line = line
    }
}
