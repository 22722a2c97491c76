import SwatchPlayground
import SwatchMarkdown

/// Renders a guide site in memory: every page of `SiteContent` through one
/// template, a home page listing them, search, 404 and (for static builds) a
/// read-only playground, plus the search index.
///
///     let content = try SiteContent.load(content: "content", public: "Public")
///     let site = try Site.render(content, options: SiteOptions(demoRenderers: [.swatch: .layout]))
///     site.file(at: "/guide/ranges/")?.contents
public enum Site {
    public static let homePath = "/"
    public static let searchPath = "/search.html"
    public static let notFoundPath = "/404.html"
    public static let searchIndexPath = "/search-index.json"
    public static let searchScriptPath = "/search-index.js"
    /// Where `Public/` is served and copied: `Public/css/swatch.css` is
    /// `/public/css/swatch.css`, for `swatch serve` and `swatch build` alike.
    public static let publicPrefix = "/public/"
    /// The site's icon (`Public/favicon.svg`), which every page links.
    public static let iconPath = publicPrefix + "favicon.svg"
    /// The pages' scripts: ES modules (`Public/js/`).
    public static let scriptFolder = publicPrefix + "js/"
    /// The modules pages load (each imports the rest it needs): the engine
    /// (window.swatch), the guide's figures, search, the playground. Served,
    /// they load as modules; the static site writes each as one plain script
    /// in its place (`ScriptBundle`), since pages read from disk load no
    /// modules, and its pages load them as such.
    public static let scriptEntries = [
        scriptFolder + "swatch.js", SiteRenderer.figuresScript, SiteRenderer.searchScript, PlaygroundPage.siteScript,
    ]

    /// Throws when a page cannot be rendered at all (front matter, a fence
    /// renderer that threw, two pages at one URL), naming every such file and
    /// line. Problems that still let pages render are in `diagnostics`.
    public static func render(_ content: SiteContent, options: SiteOptions = SiteOptions()) throws(SiteError) -> RenderedSite {
        try SiteRenderer(content: content, options: options).render()
    }
}
