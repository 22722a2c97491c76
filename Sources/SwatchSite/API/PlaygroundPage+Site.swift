public import SwatchPlayground

/// The playground's page (SwatchPlayground's) mounted in the site: linked to
/// the site's reference page, scripts and stylesheets, and wrapped as one of
/// its pages. The server's `/playground` and the static site's
/// `playground/` both mount it so.
extension PlaygroundPage {
    /// Where the page's links lead in this site.
    public static let siteLinks = Links(
        reference: SpecReference.path, scripts: Site.scriptFolder, stylesheets: Site.publicPrefix + "css/")

    /// The page's script, as the site lists it among its entries.
    static var siteScript: String { siteLinks.scripts + "playground/main.js" }

    public func sitePage() -> SitePage {
        SitePage(
            title: PlaygroundPage.title, headingHTML: nil, description: PlaygroundPage.summary,
            bodyHTML: body(), bodyClass: "playground-live", stylesheets: stylesheets, scripts: scripts, modules: [script],
            meta: meta, includesSiteScripts: false)
    }
}
