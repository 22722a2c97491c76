import SwatchMarkdown

/// Makes a built page's root-relative URLs work where the site is put: relative
/// to the page (the default: works from `file://` and under any sub-path, as
/// Hugo's `relativeURLs`), or prefixed with the base path.
struct URLRewriting {
    let style: StaticSiteBuilder.URLStyle
    /// Path part of the base URL, starting and ending with `/`.
    let basePath: String
    /// URL path of each site file -> its output file (`/guide/3/` -> `guide/3/index.html`).
    let outputFiles: [String: String]

    /// `html` as written to `outputPath`. `forceAbsolute` is for pages served at
    /// any depth (the 404 page).
    func rewrite(_ html: String, at outputPath: String, forceAbsolute: Bool = false) -> String {
        let depth = outputPath.count { $0 == "/" }
        let up = String(repeating: "../", count: depth)
        let absolute = forceAbsolute || style == .absolute
        return HTMLURLRewriter.rewrite(html) { url in
            guard url.hasPrefix("/"), !url.hasPrefix("//") else { return nil }
            let parts = SiteURL.split(url)
            var out: String
            if absolute {
                out = basePath + parts.path.dropFirst()
            } else {
                out = up + target(of: parts.path)
                if out.isEmpty { out = "./" }
            }
            if let query = parts.query { out += "?" + query }
            if let fragment = parts.fragment { out += "#" + fragment }
            return out
        }
    }

    /// The file a root-relative path names, relative to the site's root.
    private func target(of path: String) -> String {
        if let file = outputFiles[path] { return file }
        if path.hasSuffix("/index.html"), let file = outputFiles[String(path.dropLast("index.html".count))] { return file }
        if !path.hasSuffix("/"), let file = outputFiles[path + "/"] { return file }
        let relative = String(path.dropFirst())
        return relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative
    }
}

/// `sitemap.xml`: the home page, every guide page and the playground, at
/// `base + path`.
enum Sitemap {
    static func xml(paths: [String], base: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            out += "<url><loc>" + HTMLEscape.attribute(base + path.dropFirst()) + "</loc></url>\n"
        }
        out += "</urlset>\n"
        return out
    }
}
