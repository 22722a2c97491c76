/// Everything a site is made from, in memory: guide pages, an optional home
/// page text, specs for `swatch spec=NAME` blocks, and the URL paths of the
/// static files that will be served beside the pages (for link checking).
public struct SiteContent: Hashable, Sendable {
    /// The guide's pages (`content/guide/*.md`).
    public var pages: [SourceFile]
    /// `content/index.md`: the home page's introduction, above the page list.
    public var home: SourceFile?
    /// `content/specs/NAME.json`, keyed by NAME.
    public var specs: [String: SourceFile]
    /// URL paths of `Public/` files (`/public/css/swatch.css`).
    public var publicPaths: Set<String>
    /// Warnings found while reading: files left out (symbolic links leading
    /// outside their directory, looping or leading nowhere), with the reason.
    public var diagnostics: [SiteDiagnostic]

    public init(
        pages: [SourceFile], home: SourceFile? = nil, specs: [String: SourceFile] = [:], publicPaths: Set<String> = [],
        diagnostics: [SiteDiagnostic] = []
    ) {
        self.pages = pages
        self.home = home
        self.specs = specs
        self.publicPaths = publicPaths
        self.diagnostics = diagnostics
    }
}
