/// A page the server writes itself (the live playground), dressed in the
/// site's template: header, sidebar of guide pages and footer, root-relative
/// links.
///
///     let html = site.render(SitePage(title: "Playground", bodyHTML: body, stylesheets: ["/public/css/playground.css"]))
public struct SitePage: Sendable {
    public var title: String
    /// The `<h1>`'s content as HTML, or nil when `bodyHTML` has its own.
    public var headingHTML: String?
    public var description: String?
    /// The article's HTML, with root-relative URLs.
    public var bodyHTML: String
    /// The `<body>`'s class (`guide` for guide pages).
    public var bodyClass: String
    /// Stylesheets loaded after the site's own.
    public var stylesheets: [String]
    /// Scripts loaded at the end of the body.
    public var scripts: [String]
    /// ES modules (`<script type="module">`) loaded after `scripts`.
    public var modules: [String]
    /// `<meta name content>` pairs for the head, as the playground's page
    /// gives them.
    public var meta: [(name: String, content: String)]
    /// Whether the scripts every page loads (`SiteOptions.scripts`, such as
    /// live reload) are loaded too; a page that saves into `content/` may
    /// not want to reload itself when it does.
    public var includesSiteScripts: Bool

    public init(
        title: String, headingHTML: String? = nil, description: String? = nil, bodyHTML: String,
        bodyClass: String = "guide", stylesheets: [String] = [], scripts: [String] = [], modules: [String] = [],
        meta: [(name: String, content: String)] = [], includesSiteScripts: Bool = true
    ) {
        self.title = title
        self.headingHTML = headingHTML
        self.description = description
        self.bodyHTML = bodyHTML
        self.bodyClass = bodyClass
        self.stylesheets = stylesheets
        self.scripts = scripts
        self.modules = modules
        self.meta = meta
        self.includesSiteScripts = includesSiteScripts
    }
}

extension RenderedSite {
    /// `page` through the template the site's own pages were rendered with.
    public func render(_ page: SitePage) -> String {
        let template = self.template ?? PageTemplate(siteTitle: "Swatch", playgroundPath: "/playground/", pages: [])
        return template.render(
            PageTemplate.Page(
                title: page.title, headingHTML: page.headingHTML, description: page.description, index: nil,
                bodyHTML: page.bodyHTML, previous: nil, next: nil, scripts: page.scripts, modules: page.modules, bodyClass: page.bodyClass,
                stylesheets: page.stylesheets, meta: page.meta,
                includesSiteScripts: page.includesSiteScripts),
            links: LinkStyle.rootRelative.page(at: "/"))
    }
}
