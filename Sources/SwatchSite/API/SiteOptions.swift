import SwatchMarkdown
public import SwatchLayout

/// How a site is rendered.
public struct SiteOptions: Sendable {
    /// Shown in the header and in every `<title>`.
    public var siteTitle: String
    /// Where the header's playground link and "Edit in playground" go.
    public var playgroundPath: String
    /// Renderers for demo fences, by language (`swatch`, `swatch-ranges`).
    /// A demo fence with no renderer shows its spec with a note, and a warning.
    public var demoRenderers: [FenceLanguage: DemoRenderer]
    /// Add the playground at `playgroundPath`, live in the page from the
    /// engine compiled to WebAssembly (the static site's playground).
    public var includesStaticPlayground: Bool
    /// Measures text for the static playground's first drawing.
    public var textMeasurer: (any TextMeasuring)?
    /// Broken internal links and missing specs are errors, not warnings.
    public var strict: Bool
    /// Content files may carry raw HTML (they are the project's own).
    public var trustsRawHTML: Bool
    /// Publish the spec language: the format reference page (generated from
    /// the schema) and the JSON Schema at `SpecSchema.schemaPath`.
    public var publishesSpecLanguage: Bool
    /// Paths something beside the site answers (a server's own routes, such
    /// as `/playground`): links to them are not broken.
    public var servedPaths: Set<String> = []
    /// Scripts every page loads (root-relative URLs of the site's own files),
    /// e.g. the server's live-reload script.
    public var scripts: [String]
    /// Pages load their ES modules (`Site.scriptEntries`) as plain scripts:
    /// the static site, which writes each as one bundle in its place.
    public var bundlesModules = false

    public init(
        siteTitle: String = "Swatch", playgroundPath: String = "/playground/",
        demoRenderers: [FenceLanguage: DemoRenderer] = [:], includesStaticPlayground: Bool = false,
        strict: Bool = false, trustsRawHTML: Bool = true, publishesSpecLanguage: Bool = false, scripts: [String] = []
    ) {
        self.publishesSpecLanguage = publishesSpecLanguage
        self.siteTitle = siteTitle
        self.playgroundPath = playgroundPath
        self.demoRenderers = demoRenderers
        self.includesStaticPlayground = includesStaticPlayground
        self.strict = strict
        self.trustsRawHTML = trustsRawHTML
        self.scripts = scripts
    }
}
