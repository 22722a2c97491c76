/// The one page template: header (home, playground, search), a sidebar of every
/// guide page in order, the article, prev/next links and a footer. URLs are
/// root-relative; the static builder rewrites them per page.
struct PageTemplate {
    struct Link {
        var title: String
        var path: String
    }

    let siteTitle: String
    let playgroundPath: String
    /// Every guide page, in order.
    let pages: [Link]

    struct Page {
        var title: String
        /// The `<h1>`'s content as HTML, or nil when the body has its own `<h1>`.
        var headingHTML: String?
        var description: String?
        /// The page's own URL (highlighted in the sidebar).
        var path: String
        var bodyHTML: String
        var previous: Link?
        var next: Link?
        /// Extra scripts (site-relative URLs), loaded at the end of the body.
        var scripts: [String] = []
        var bodyClass: String = "guide"
    }

    func render(_ page: Page) -> String {
        var out = "<!DOCTYPE html>\n"
        let documentTitle = page.title == siteTitle ? siteTitle : "\(page.title) · \(siteTitle)"
        let head = HTMLNode.el(
            "head", [],
            .void("meta", [("charset", "utf-8")]),
            .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
            .el("title", [], .text(documentTitle)),
            page.description.map { .void("meta", [("name", "description"), ("content", $0)]) } ?? .group([]),
            .void("meta", [("name", "color-scheme"), ("content", "light dark")]),
            .void("link", [("rel", "stylesheet"), ("href", "/css/swatch.css")]),
            .void("link", [("rel", "home"), ("href", "/")]))
        var bodyChildren: [HTMLNode] = [
            .el("a", [("class", "skip-link"), ("href", "#content")], .text("Skip to content")),
            header(),
            .el("div", [("class", "site-body")], children: [main(page), sidebar(current: page.path)]),
            footer(),
        ]
        for script in page.scripts {
            bodyChildren.append(.el("script", [("src", script)]))
        }
        let html = HTMLNode.el(
            "html", [("lang", "en")], head, .raw("\n"),
            .el("body", [("class", page.bodyClass)], children: bodyChildren))
        html.render(into: &out)
        out += "\n"
        return out
    }

    private func header() -> HTMLNode {
        .el(
            "header", [("class", "site-header")],
            .el("a", [("class", "brand"), ("href", "/")], .text(siteTitle)),
            .el(
                "nav", [("class", "site-nav"), ("aria-label", "Site")],
                .el("a", [("href", "/")], .text("Guide")),
                .el("a", [("href", playgroundPath)], .text("Playground")),
                .el("a", [("class", "pages-link"), ("href", "#pages")], .text("Pages"))),
            .el(
                "form", [("class", "site-search"), ("action", "/search.html"), ("role", "search")],
                .void(
                    "input",
                    [
                        ("type", "search"), ("name", "q"), ("placeholder", "Search the guide"),
                        ("aria-label", "Search the guide"),
                    ])))
    }

    private func main(_ page: Page) -> HTMLNode {
        var article: [HTMLNode] = []
        if let heading = page.headingHTML {
            article.append(.el("h1", [], .raw(heading)))
        }
        article.append(.raw("\n" + page.bodyHTML))
        var children: [HTMLNode] = [.el("article", [("class", "page")], children: article)]
        if page.previous != nil || page.next != nil {
            var links: [HTMLNode] = []
            if let previous = page.previous {
                links.append(
                    .el(
                        "a", [("class", "pager-prev"), ("rel", "prev"), ("href", previous.path)],
                        .el("span", [("class", "pager-label")], .text("Previous")), .text(previous.title)))
            }
            if let next = page.next {
                links.append(
                    .el(
                        "a", [("class", "pager-next"), ("rel", "next"), ("href", next.path)],
                        .el("span", [("class", "pager-label")], .text("Next")), .text(next.title)))
            }
            children.append(.el("nav", [("class", "pager"), ("aria-label", "Previous and next page")], children: links))
        }
        return .el("main", [("id", "content"), ("class", "content")], children: children)
    }

    private func sidebar(current: String) -> HTMLNode {
        let items = pages.map { link -> HTMLNode in
            let isCurrent = link.path == current
            return .el(
                "li", [],
                .el("a", [("href", link.path), ("aria-current", isCurrent ? "page" : nil)], .text(link.title)))
        }
        return .el(
            "nav", [("class", "sidebar"), ("id", "pages"), ("aria-label", "Guide pages")],
            .el("h2", [("class", "sidebar-title")], .text("Guide")),
            .el("ol", [], children: items))
    }

    private func footer() -> HTMLNode {
        .el(
            "footer", [("class", "site-footer")],
            .el(
                "p", [],
                .text("\(siteTitle): Texture’s asynchronous layout and display, explained with live demos. "),
                .el("a", [("href", "/")], .text("Guide")), .text(" · "),
                .el("a", [("href", playgroundPath)], .text("Playground")), .text(" · "),
                .el("a", [("href", "/search.html")], .text("Search"))))
    }
}
