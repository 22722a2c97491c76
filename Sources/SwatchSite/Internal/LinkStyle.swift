import SwatchMarkup
import SwatchMarkdown

/// How a page writes the site's own URLs. Pages are made with root-relative
/// URLs (`/docs/x.html`), right for the server; a static build makes them
/// relative to each page (the default: works from `file://` and under any
/// sub-path, as Hugo's `relativeURLs`), or prefixes them with the base path.
struct LinkStyle: Sendable {
    enum Kind: Sendable, Hashable {
        case rootRelative
        case relative(basePath: String)
        case absolute(basePath: String)
    }

    let kind: Kind
    /// URL path of each site page -> its output file (`/guide/3/` -> `guide/3/index.html`).
    let outputFiles: [String: String]

    static let rootRelative = LinkStyle(kind: .rootRelative, outputFiles: [:])

    /// The links of the page at `urlPath`.
    func page(at urlPath: String) -> PageLinks {
        switch kind {
        case .rootRelative:
            return PageLinks(mode: .unchanged, outputFiles: outputFiles)
        case .absolute(let basePath):
            return PageLinks(mode: .prefixed(basePath), outputFiles: outputFiles)
        case .relative:
            let file = SiteURL.filePath(for: urlPath)
            let depth = file.count { $0 == "/" }
            return PageLinks(mode: .relative(String(repeating: "../", count: depth)), outputFiles: outputFiles)
        }
    }

    /// The links of the 404 page at `urlPath`, which a host shows for any
    /// missing address. Served, root-relative; with a base path
    /// (`--base-url https://example.com/swatch`, or absolute URLs) prefixed
    /// by it, so that it works at any depth there; in a relative build for
    /// `/` (the default) relative, like every other page, so that it is
    /// styled read from disk (a host showing it deeper down wants a base URL).
    func notFoundPage(at urlPath: String) -> PageLinks {
        switch kind {
        case .rootRelative:
            return PageLinks(mode: .unchanged, outputFiles: outputFiles)
        case .relative(let basePath) where basePath == "/":
            return page(at: urlPath)
        case .absolute(let basePath), .relative(let basePath):
            return PageLinks(mode: .prefixed(basePath), outputFiles: outputFiles)
        }
    }
}

/// The URL writer of one page.
struct PageLinks: Sendable {
    enum Mode: Sendable, Hashable {
        case unchanged
        /// `../` repeated to the site's root.
        case relative(String)
        /// The base path (`/`, `/swatch/`).
        case prefixed(String)
    }

    let mode: Mode
    let outputFiles: [String: String]

    /// A root-relative URL (`/x`, `/x?q#f`) as this page writes it; anything
    /// else unchanged.
    func url(_ url: String) -> String {
        guard mode != .unchanged, url.hasPrefix("/"), !url.hasPrefix("//") else { return url }
        let parts = SiteURL.split(url)
        var out: String
        switch mode {
        case .unchanged:
            return url
        case .prefixed(let base):
            out = base + parts.path.dropFirst()
        case .relative(let up):
            out = up + target(of: parts.path)
            if out.isEmpty { out = "./" }
        }
        if let query = parts.query { out += "?" + query }
        if let fragment = parts.fragment { out += "#" + fragment }
        return out
    }

    /// Every root-relative URL of an HTML fragment (raw HTML from content
    /// included) as this page writes it.
    func rewrite(_ html: String) -> String {
        guard mode != .unchanged else { return html }
        return HTMLURLRewriter.rewrite(html) { url in
            url.hasPrefix("/") && !url.hasPrefix("//") ? self.url(url) : nil
        }
    }

    /// The file a root-relative path names, relative to the site's root, ending
    /// in a file name so that it opens from `file://`.
    private func target(of path: String) -> String {
        if let file = SiteURL.lookup(path, { outputFiles[$0] }) { return file }
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
            out += "<url><loc>" + MarkupEscaping.attribute(base + path.dropFirst()) + "</loc></url>\n"
        }
        out += "</urlset>\n"
        return out
    }
}
