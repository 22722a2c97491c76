import SwatchMarkdown
import SwatchSite
import SwatchTestSupport
import XCTest

final class SiteRenderTests: XCTestCase {
    private func page(_ name: String, _ text: String) -> SourceFile {
        SourceFile(path: "content/guide/\(name).md", text: text)
    }

    private func html(_ site: RenderedSite, _ path: String) throws -> String {
        let file = try XCTUnwrap(site.file(at: path), "no file at \(path)")
        return String(decoding: file.contents, as: UTF8.self)
    }

    func testPagesAreOrderedByOrderThenTitleAndGetTheTemplate() throws {
        let content = SiteContent(pages: [
            page("zeta", "---\ntitle: Zeta\n---\nLast by title.\n"),
            page("ranges", "---\ntitle: Working range\norder: 2\n---\n## Preload\nText.\n"),
            page("async", "---\ntitle: Asynchronous display\norder: 1\ndescription: Why nodes draw off the main thread\n---\nBody.\n"),
            page("alpha", "---\ntitle: Alpha\n---\nFirst by title.\n"),
        ])
        let site = try Site.render(content)
        XCTAssertEqual(site.guidePages.map(\.title), ["Asynchronous display", "Working range", "Alpha", "Zeta"])
        XCTAssertEqual(
            site.files.map(\.path),
            ["/", "/404.html", "/guide/alpha/", "/guide/async/", "/guide/ranges/", "/guide/zeta/", "/search-index.js",
             "/search-index.json", "/search.html"])

        let ranges = try html(site, "/guide/ranges/")
        XCTAssertTrue(ranges.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
        assertContains(ranges, [
            "<title>Working range · Swatch</title>",
            "<link rel=\"stylesheet\" href=\"/public/css/swatch.css\">",
            "<a class=\"brand\" href=\"/\">Swatch</a>",
            "<a href=\"/playground/\">Playground</a>",
            "<h1>Working range</h1>",
            "<h2 id=\"preload\">Preload<a class=\"anchor\" href=\"#preload\"",
        ])
        // Sidebar: every page in order, the current one marked.
        let sidebar = try XCTUnwrap(ranges.range(of: "<nav class=\"sidebar\"").map { ranges[$0.lowerBound...] })
        let order = ["/guide/async/", "/guide/ranges/", "/guide/alpha/", "/guide/zeta/"].map {
            sidebar.range(of: "href=\"\($0)\"")?.lowerBound
        }
        XCTAssertFalse(order.contains(nil))
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted())
        XCTAssertTrue(ranges.contains("<a href=\"/guide/ranges/\" aria-current=\"page\">Working range</a>"))
        // Prev/next from the order.
        XCTAssertTrue(ranges.contains("rel=\"prev\" href=\"/guide/async/\"><span class=\"pager-label\">Previous</span>Asynchronous display</a>"))
        XCTAssertTrue(ranges.contains("rel=\"next\" href=\"/guide/alpha/\"><span class=\"pager-label\">Next</span>Alpha</a>"))
        let first = try html(site, "/guide/async/")
        XCTAssertFalse(first.contains("rel=\"prev\""))
        XCTAssertTrue(first.contains("<meta name=\"description\" content=\"Why nodes draw off the main thread\">"))
        XCTAssertFalse(try html(site, "/guide/zeta/").contains("rel=\"next\""))
        // Home lists every page.
        let home = try html(site, "/")
        for page in site.guidePages {
            XCTAssertTrue(home.contains("<li><a href=\"\(page.permalink)\">\(page.title)</a>"), page.title)
        }
        XCTAssertTrue(home.contains("<p>Why nodes draw off the main thread</p>"))
    }

    func testFrontMatterNeighboursWinOverTheOrder() throws {
        let content = SiteContent(pages: [
            page("a", "---\ntitle: A\npermalink: /docs/a.html\nnextPage: c.html\n---\n"),
            page("b", "---\ntitle: B\npermalink: /docs/b.html\nprevPage:\n---\n"),
            page("c", "---\ntitle: C\npermalink: /docs/c.html\nprevPage: /docs/a.html\nnextPage: missing.html\n---\n"),
        ])
        let site = try Site.render(content)
        XCTAssertTrue(try html(site, "/docs/a.html").contains("rel=\"next\" href=\"/docs/c.html\""))
        let b = try html(site, "/docs/b.html")
        XCTAssertFalse(b.contains("rel=\"prev\""), "an empty prevPage means none")
        XCTAssertTrue(b.contains("rel=\"next\" href=\"/docs/c.html\""), "no nextPage: the order decides")
        let c = try html(site, "/docs/c.html")
        XCTAssertTrue(c.contains("rel=\"prev\" href=\"/docs/a.html\""))
        XCTAssertFalse(c.contains("rel=\"next\""))
        XCTAssertEqual(
            site.diagnostics.map(\.description),
            ["content/guide/c.md:5: warning: prev/next: `missing.html`: no page at /docs/missing.html"])
    }

    func testPagesSharingAnOrderAreReportedAndStillPlacedByTitle() throws {
        let content = SiteContent(pages: [
            page("touch", "---\ntitle: Touch targets\norder: 9\n---\n"),
            page("transitions", "---\ntitle: Layout transitions\norder: 9\n---\n"),
            page("ranges", "---\ntitle: Working range\norder: 5\n---\n"),
            page("free", "---\ntitle: Unordered\n---\n"),
            page("also", "---\ntitle: Also unordered\n---\n"),
        ])
        let site = try Site.render(content)
        XCTAssertEqual(site.guidePages.map(\.title), ["Working range", "Layout transitions", "Touch targets", "Also unordered", "Unordered"])
        XCTAssertEqual(
            site.diagnostics.map(\.description),
            ["content/guide/touch.md:3: warning: content: `order: 9` is also the order of content/guide/transitions.md; pages that share one are placed by title"])
    }

    func testTextAndAttributesAreEscaped() throws {
        let content = SiteContent(pages: [
            page("x", "---\ntitle: \"A <script>alert(1)</script> & \\\"quotes\\\"\"\ndescription: \"x\\\" onload=\\\"y\"\n---\n")
        ])
        let site = try Site.render(content, options: SiteOptions(trustsRawHTML: false))
        let x = try html(site, "/guide/x/")
        XCTAssertFalse(x.contains("<script>alert"))
        XCTAssertTrue(x.contains("<title>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; “quotes” · Swatch</title>"))
        XCTAssertTrue(x.contains("<meta name=\"description\" content=\"x&quot; onload=&quot;y\">"))
    }

    func testErrorsNameFileAndLineForEveryBrokenPage() {
        let content = SiteContent(pages: [
            page("good", "---\ntitle: Good\n---\n"),
            page("bad", "---\ntitle: Bad\norder: soon\n---\n"),
            page("worse", "---\ntitle: 'open\n---\n"),
            page("twin", "---\npermalink: /guide/good/\n---\n"),
        ])
        XCTAssertThrowsError(try Site.render(content)) { error in
            guard let error = error as? SiteError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                error.problems.map(\.description),
                [
                    "content/guide/bad.md:3: error: content: front matter: `order` must be a whole number, got `soon`",
                    "content/guide/twin.md:2: error: content: URL /guide/good/ is already used by content/guide/good.md",
                    "content/guide/worse.md:2: error: content: front matter: single-quoted value is not closed",
                ])
        }
    }

    func testBrokenLinksAndAnchorsAreReportedWithLines() throws {
        let content = SiteContent(
            pages: [
                page(
                    "a",
                    """
                    ---
                    title: A
                    permalink: /docs/a.html
                    ---
                    ## Here
                    [ok](b.html#there) [self](#here) [top](#top) [ext](https://example.com/x)
                    [gone](missing.html) [bad anchor](b.html#nowhere)
                    <img src="/public/img/logo.png"> <img src="/static/none.png">
                    [css](/public/css/swatch.css) [home](/) [search](/search.html?q=x) [dir](/guide/c)
                    """),
                page("b", "---\ntitle: B\npermalink: /docs/b.html\n---\n<a id=\"there\"></a>\n"),
                page("c", "---\ntitle: C\n---\n"),
            ], publicPaths: ["/public/css/swatch.css", "/public/img/logo.png"])
        let site = try Site.render(content)
        XCTAssertEqual(
            site.diagnostics.map(\.description),
            [
                "content/guide/a.md:7: warning: broken link: link `b.html#nowhere`: /docs/b.html has no anchor `#nowhere`",
                "content/guide/a.md:7: warning: broken link: link `missing.html`: nothing at /docs/missing.html",
                "content/guide/a.md:8: warning: broken link: resource `/static/none.png`: nothing at /static/none.png",
            ])
        let strict = try Site.render(content, options: SiteOptions(strict: true))
        XCTAssertEqual(strict.diagnostics.map(\.severity), [.error, .error, .error])
        XCTAssertTrue(strict.hasErrors)
    }

    func testSearchIndexHoldsTitlesHeadingsAndText() throws {
        let content = SiteContent(pages: [page("r", "---\ntitle: Ranges \"1 < 2\"\n---\n## Display range\nCells *near* the screen.\n")])
        let site = try Site.render(content)
        let json = String(decoding: try XCTUnwrap(site.file(at: "/search-index.json")).contents, as: UTF8.self)
        XCTAssertEqual(
            json,
            "{\"pages\":[\n{\"url\":\"/guide/r/\",\"title\":\"Ranges “1 \\u003c 2”\",\"headings\":[{\"text\":\"Display range\",\"id\":\"display-range\"}],\"text\":\"Display range Cells near the screen.\"}\n]}\n")
        let script = String(decoding: try XCTUnwrap(site.file(at: "/search-index.js")).contents, as: UTF8.self)
        XCTAssertEqual(script, "window.SWATCH_SEARCH_INDEX = " + json.dropLast() + ";\n")
        let search = try html(site, "/search.html")
        XCTAssertTrue(search.contains("<script src=\"/search-index.js\"></script><script type=\"module\" src=\"/public/js/search.js\"></script>"))
    }

    func testHomePageIntroductionComesFromIndexMarkdown() throws {
        let content = SiteContent(
            pages: [page("a", "---\ntitle: A\n---\n")],
            home: SourceFile(path: "content/index.md", text: "---\ntitle: Texture, explained\n---\nWelcome to *the* guide.\n"))
        let site = try Site.render(content)
        let home = try html(site, "/")
        XCTAssertTrue(home.contains("<title>Texture, explained · Swatch</title>"))
        XCTAssertTrue(home.contains("<h1>Texture, explained</h1>\n<p>Welcome to <em>the</em> guide.</p>"))
        XCTAssertTrue(home.contains("<ol class=\"page-list\"><li><a href=\"/guide/a/\">A</a></li></ol>"))
    }
}

extension SiteRenderTests {
    func testADirectoryPageIsFoundByEachOfItsSpellings() throws {
        let site = try Site.render(SiteContent(pages: [page("a", "---\ntitle: A\n---\n"), page("b", "---\ntitle: B\npermalink: /b.html\n---\n")]))
        let page = try XCTUnwrap(site.file(at: "/guide/a/"))
        XCTAssertEqual(site.file(at: "/guide/a"), page)
        XCTAssertEqual(site.file(at: "/guide/a/index.html"), page)
        XCTAssertEqual(site.file(at: "/index.html")?.path, "/")
        XCTAssertNotNil(site.file(at: "/b.html"))
        XCTAssertNil(site.file(at: "/b.html/"))
        XCTAssertNil(site.file(at: "/b"))
        XCTAssertNil(site.file(at: "/guide/a/other.html"))
    }

    func testEveryPageLoadsTheScriptsTheServerAsksFor() throws {
        let content = SiteContent(pages: [SourceFile(path: "content/guide/a.md", text: "---\ntitle: A\n---\n")])
        let site = try Site.render(content, options: SiteOptions(scripts: ["/_swatch/live-reload.js"]))
        for path in ["/", "/guide/a/", "/search.html", "/404.html"] {
            let html = String(decoding: try XCTUnwrap(site.file(at: path)).contents, as: UTF8.self)
            XCTAssertTrue(html.contains("<script src=\"/_swatch/live-reload.js\"></script></body>"), path)
        }
    }
}

extension SiteRenderTests {
    /// The sidebar is made once and each page puts its own entry, marked,
    /// in its place: the first, the last and those between; a page that is
    /// not in the list (the home page) marks none.
    func testEveryPageMarksItsOwnEntryInTheSidebar() throws {
        let names = ["a", "b", "c", "d", "e"]
        let pages = names.enumerated().map { n, name in page(name, "---\ntitle: \(name.uppercased())\norder: \(n)\n---\n") }
        let site = try Site.render(SiteContent(pages: pages))
        func entries(current: String?) -> String {
            names.map { name in
                name == current
                    ? "<li><a href=\"/guide/\(name)/\" aria-current=\"page\">\(name.uppercased())</a></li>"
                    : "<li><a href=\"/guide/\(name)/\">\(name.uppercased())</a></li>"
            }.joined()
        }
        for name in names {
            XCTAssertTrue(try html(site, "/guide/\(name)/").contains("<ol>" + entries(current: name) + "</ol></nav>"), name)
        }
        XCTAssertTrue(try html(site, "/").contains("<ol>" + entries(current: nil) + "</ol></nav>"))
    }
}
