import SwatchMarkup
import Foundation

/// The one page template: header (home, playground, search), a sidebar of every
/// guide page in order, the article, prev/next links and a footer.
///
/// The parts every page shares (header, footer, sidebar entries) are written
/// once per way of writing links (`PageLinks.mode`: pages at the same directory
/// depth of a relative build write every URL alike), which keeps a large site's
/// build linear.
struct PageTemplate: Sendable {
    struct Link: Sendable {
        var title: String
        var path: String
    }

    let siteTitle: String
    let playgroundPath: String
    /// Every guide page, in order.
    let pages: [Link]
    /// Scripts every page loads (root-relative), after its own.
    let scripts: [String]
    /// ES modules load as plain scripts (the static site's bundles, written
    /// at the modules' own paths).
    let bundlesModules: Bool
    private let cache = PartsCache()

    init(siteTitle: String, playgroundPath: String, pages: [Link], scripts: [String] = [], bundlesModules: Bool = false) {
        self.siteTitle = siteTitle
        self.playgroundPath = playgroundPath
        self.pages = pages
        self.scripts = scripts
        self.bundlesModules = bundlesModules
    }

    struct Page {
        var title: String
        /// The `<h1>`'s content as HTML, or nil when the body has its own `<h1>`.
        var headingHTML: String?
        var description: String?
        /// Index in `pages` of this page (marked in the sidebar), if it is one.
        var index: Int?
        /// Content HTML with root-relative URLs; rewritten for the page's links.
        var bodyHTML: String
        var previous: Link?
        var next: Link?
        /// Extra scripts (root-relative URLs), loaded at the end of the body.
        var scripts: [String] = []
        /// ES modules (root-relative URLs), after `scripts`: as modules, or
        /// as the plain scripts the static site writes in their place.
        var modules: [String] = []
        var bodyClass: String = "guide"
        /// Stylesheets after the site's own (root-relative URLs).
        var stylesheets: [String] = []
        /// Extra `<meta name content>` pairs.
        var meta: [(name: String, content: String)] = []
        /// Whether the template's `scripts` are loaded too.
        var includesSiteScripts = true
    }

    static let policyMeta = HTMLNode.void(
        "meta", [("http-equiv", "Content-Security-Policy"), ("content", ContentSecurityPolicy.site.metaValue)]
    ).rendered

    func render(_ page: Page, links: PageLinks) -> String {
        let parts = cache.parts(for: links.mode) { makeParts(links) }
        let documentTitle = page.title == siteTitle ? siteTitle : "\(page.title) · \(siteTitle)"
        var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        out.reserveCapacity(parts.sidebar.utf8.count + page.bodyHTML.utf8.count + 8192)
        // The site's policy, before anything it governs (a built page opened
        // from disk has no server to send it).
        out += PageTemplate.policyMeta
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        HTMLNode.el("title", [], .text(documentTitle)).render(into: &out)
        if let description = page.description {
            HTMLNode.void("meta", [("name", "description"), ("content", description)]).render(into: &out)
        }
        for (name, content) in page.meta {
            HTMLNode.void("meta", [("name", name), ("content", content)]).render(into: &out)
        }
        out += parts.head
        for stylesheet in page.stylesheets {
            HTMLNode.void("link", [("rel", "stylesheet"), ("href", links.url(stylesheet))]).render(into: &out)
        }
        out += "</head>"
        out += "\n<body class=\"" + MarkupEscaping.attribute(page.bodyClass) + "\">"
        out += parts.header
        out += "<div class=\"site-body\">"
        main(page, links: links).render(into: &out)
        out += parts.sidebarStart
        if let index = page.index, index >= 0, index < pages.count {
            out += parts.sidebar[..<parts.sidebarItemStarts[index]]
            out += "<li>"
            HTMLNode.el("a", [("href", links.url(pages[index].path)), ("aria-current", "page")], .text(pages[index].title))
                .render(into: &out)
            out += "</li>"
            out += parts.sidebar[parts.sidebarItemStarts[index + 1]...]
        } else {
            out += parts.sidebar
        }
        out += parts.sidebarEnd
        out += "</div>"
        out += parts.footer
        for script in page.scripts {
            HTMLNode.el("script", [("src", links.url(script))]).render(into: &out)
        }
        for module in page.modules {
            let attributes = bundlesModules ? [("src", links.url(module))] : [("type", "module"), ("src", links.url(module))]
            HTMLNode.el("script", attributes).render(into: &out)
        }
        for script in page.includesSiteScripts ? scripts : [] {
            HTMLNode.el("script", [("src", links.url(script))]).render(into: &out)
        }
        out += "</body></html>\n"
        return out
    }

    // MARK: - Shared parts

    struct Parts {
        var head: String
        var header: String
        var sidebarStart: String
        /// Every page's entry, one after the other (a page appends it in
        /// three pieces around its own entry, not a thousand).
        var sidebar: String
        /// Where each entry starts in `sidebar`, and where it ends.
        var sidebarItemStarts: [String.Index]
        var sidebarEnd: String
        var footer: String
    }

    private func makeParts(_ links: PageLinks) -> Parts {
        let head = HTMLNode.group([
            .void("meta", [("name", "color-scheme"), ("content", "light dark")]),
            .void("link", [("rel", "stylesheet"), ("href", links.url(Site.publicPrefix + "css/swatch.css"))]),
            // 'Swatch Sans', the fonts the text engine measures with (drawings set text in it).
            .void("link", [("rel", "stylesheet"), ("href", links.url(Site.publicPrefix + "css/fonts.css"))]),
            .void("link", [("rel", "home"), ("href", links.url("/"))]),
            // Linked, so that browsers do not ask for /favicon.ico.
            .void("link", [("rel", "icon"), ("href", links.url(Site.iconPath)), ("type", "image/svg+xml")]),
        ]).rendered
        let header = HTMLNode.el(
            "header", [("class", "site-header")],
            .el("a", [("class", "skip-link"), ("href", "#content")], .text("Skip to content")),
            .el("a", [("class", "brand"), ("href", links.url("/"))], .text(siteTitle)),
            .el(
                "nav", [("class", "site-nav"), ("aria-label", "Site")],
                .el("a", [("href", links.url("/"))], .text("Guide")),
                .el("a", [("href", links.url(playgroundPath))], .text("Playground")),
                .el("a", [("class", "pages-link"), ("href", "#pages")], .text("Pages"))),
            .el(
                "form", [("class", "site-search"), ("action", links.url("/search.html")), ("role", "search")],
                .void(
                    "input",
                    [
                        ("type", "search"), ("name", "q"), ("placeholder", "Search the guide"),
                        ("aria-label", "Search the guide"),
                    ]))
        ).rendered
        var sidebar = ""
        var offsets: [Int] = []
        for link in pages {
            offsets.append(sidebar.utf8.count)
            sidebar += "<li>" + HTMLNode.el("a", [("href", links.url(link.path))], .text(link.title)).rendered + "</li>"
        }
        offsets.append(sidebar.utf8.count)
        let starts = offsets.map { sidebar.utf8.index(sidebar.utf8.startIndex, offsetBy: $0) }
        let footer = HTMLNode.el(
            "footer", [("class", "site-footer")],
            .el(
                "p", [],
                .text("\(siteTitle): Texture’s asynchronous layout and display, explained with live demos. "),
                .el("a", [("href", links.url("/"))], .text("Guide")), .text(" · "),
                .el("a", [("href", links.url(playgroundPath))], .text("Playground")), .text(" · "),
                .el("a", [("href", links.url("/search.html"))], .text("Search")))
        ).rendered
        return Parts(
            head: head, header: header,
            sidebarStart: "<nav class=\"sidebar\" id=\"pages\" aria-label=\"Guide pages\"><h2 class=\"sidebar-title\">Guide</h2><ol>",
            sidebar: sidebar, sidebarItemStarts: starts, sidebarEnd: "</ol></nav>", footer: footer)
    }

    private func main(_ page: Page, links: PageLinks) -> HTMLNode {
        var article: [HTMLNode] = []
        if let heading = page.headingHTML {
            article.append(.el("h1", [], .raw(heading)))
        }
        article.append(.raw("\n" + links.rewrite(page.bodyHTML)))
        var children: [HTMLNode] = [.el("article", [("class", "page")], children: article)]
        if page.previous != nil || page.next != nil {
            var pager: [HTMLNode] = []
            if let previous = page.previous {
                pager.append(
                    .el(
                        "a", [("class", "pager-prev"), ("rel", "prev"), ("href", links.url(previous.path))],
                        .el("span", [("class", "pager-label")], .text("Previous")), .text(previous.title)))
            }
            if let next = page.next {
                pager.append(
                    .el(
                        "a", [("class", "pager-next"), ("rel", "next"), ("href", links.url(next.path))],
                        .el("span", [("class", "pager-label")], .text("Next")), .text(next.title)))
            }
            children.append(.el("nav", [("class", "pager"), ("aria-label", "Previous and next page")], children: pager))
        }
        return .el("main", [("id", "content"), ("class", "content")], children: children)
    }
}

/// Template parts by link style, filled on first use from any thread.
private final class PartsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [PageLinks.Mode: PageTemplate.Parts] = [:]

    func parts(for key: PageLinks.Mode, make: () -> PageTemplate.Parts) -> PageTemplate.Parts {
        lock.lock()
        if let found = parts[key] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        parts[key] = parts[key] ?? made
        lock.unlock()
        return made
    }
}
