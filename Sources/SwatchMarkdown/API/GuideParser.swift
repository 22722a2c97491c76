/// Turns a guide page's text (front matter + Markdown) into a `GuidePage`.
///
/// Markdown is rendered by libcmark with smart punctuation, and pipe tables
/// (GitHub-flavoured Markdown's, which CommonMark lacks) as tables. Raw HTML passes
/// through only when `Options.trustsRawHTML` is set (content files of the
/// project); otherwise it is shown as text. Fenced blocks whose language has a
/// registered `FenceRenderer` are replaced by the renderer's HTML; other fences
/// become `<pre><code class="language-x">` with escaped text.
///
///     var parser = GuideParser(options: .init(trustsRawHTML: true))
///     parser.addFenceRenderer(for: "swatch", .html { block in figure(for: block) })
///     let page = try parser.parse(text, file: "content/guide/ranges.md")
public struct GuideParser: Sendable {
    public struct Options: Hashable, Sendable {
        /// Pass raw HTML (and any URL scheme) through; for trusted content only.
        public var trustsRawHTML: Bool
        /// Curly quotes, en and em dashes, ellipses (cmark's `CMARK_OPT_SMART`).
        public var smartPunctuation: Bool
        /// A page without a `permalink` gets `prefix + slug + "/"`.
        public var permalinkPrefix: String
        /// Larger files are refused.
        public var maximumBytes: Int
        /// Deeper Markdown nesting (quotes, lists, emphasis) is refused.
        public var maximumNesting: Int

        public init(
            trustsRawHTML: Bool = false, smartPunctuation: Bool = true, permalinkPrefix: String = "/guide/",
            maximumBytes: Int = 4 << 20, maximumNesting: Int = 64
        ) {
            self.trustsRawHTML = trustsRawHTML
            self.smartPunctuation = smartPunctuation
            self.permalinkPrefix = permalinkPrefix
            self.maximumBytes = maximumBytes
            self.maximumNesting = maximumNesting
        }
    }

    public var options: Options
    public private(set) var fenceRenderers: [FenceLanguage: FenceRenderer]

    public init(options: Options = Options(), fenceRenderers: [FenceLanguage: FenceRenderer] = [:]) {
        self.options = options
        self.fenceRenderers = fenceRenderers
    }

    /// Registers (or replaces) the renderer for fences whose info string starts
    /// with `language`.
    public mutating func addFenceRenderer(for language: FenceLanguage, _ renderer: FenceRenderer) {
        fenceRenderers[language] = renderer
    }

    /// Parses and renders one page. `file` names the page in errors and gives its
    /// slug. Errors name the file and line.
    public func parse(_ text: String, file: String) throws(GuideError) -> GuidePage {
        try PageBuilder(parser: self, file: file).build(text)
    }
}
