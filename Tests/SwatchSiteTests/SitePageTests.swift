import SwatchMarkdown
import SwatchSite
import XCTest

/// Pages the server writes itself, in the site's template; and the range
/// step slider script on pages with range demos.
final class SitePageTests: XCTestCase {
    private func site(publicPaths: Set<String> = [], scripts: [String] = []) throws -> RenderedSite {
        let content = SiteContent(
            pages: [
                SourceFile(path: "content/guide/a.md", text: "---\ntitle: Alpha\n---\nText.\n"),
                SourceFile(
                    path: "content/guide/r.md",
                    text: "---\ntitle: Ranges\n---\n```swatch-ranges\n{\"items\": {\"count\": 3, \"size\": [375, 100]}}\n```\n"),
            ],
            publicPaths: publicPaths)
        return try Site.render(
            content, options: SiteOptions(demoRenderers: [.swatchRanges: .ranges], scripts: scripts))
    }

    func testAServerPageGetsTheTemplateItsOwnHeadAndScripts() throws {
        let site = try site(scripts: ["/_reload.js"])
        let html = site.render(SitePage(
            title: "Playground", bodyHTML: "<div id=\"x\">body</div>", bodyClass: "tool",
            stylesheets: ["/public/css/tool.css"], scripts: ["/public/js/tool.js"],
            meta: [(name: "swatch-token", content: "a\"b")], includesSiteScripts: false))
        XCTAssertTrue(html.contains("<title>Playground · Swatch</title>"))
        XCTAssertTrue(html.contains("<meta name=\"swatch-token\" content=\"a&quot;b\">"))
        let siteStyles = try XCTUnwrap(html.range(of: "href=\"/public/css/swatch.css\""))
        let ownStyles = try XCTUnwrap(html.range(of: "<link rel=\"stylesheet\" href=\"/public/css/tool.css\"></head>"))
        XCTAssertLessThan(siteStyles.lowerBound, ownStyles.lowerBound, "the page's styles come after the site's")
        XCTAssertTrue(html.contains("<body class=\"tool\">"))
        XCTAssertTrue(html.contains("<div id=\"x\">body</div>"))
        XCTAssertTrue(html.contains("<a href=\"/guide/a/\">Alpha</a>"), "the sidebar lists the guide")
        XCTAssertTrue(html.contains("<script src=\"/public/js/tool.js\"></script></body>"))
        XCTAssertFalse(html.contains("/_reload.js"), "the site's scripts were declined")
        let withSiteScripts = site.render(SitePage(title: "T", bodyHTML: ""))
        XCTAssertTrue(withSiteScripts.contains("<script src=\"/_reload.js\"></script>"))
        // The site's own pages are unchanged by this.
        let page = String(decoding: try XCTUnwrap(site.file(at: "/guide/a/")).contents, as: UTF8.self)
        XCTAssertTrue(page.contains("<link rel=\"home\" href=\"/\"><link rel=\"icon\" href=\"/public/favicon.svg\" type=\"image/svg+xml\"></head>"))
    }

    func testPagesWithFiguresLoadTheFiguresScriptWhenTheSiteHasIt() throws {
        let withScript = try site(publicPaths: ["/public/js/figures.js"])
        let ranges = String(decoding: try XCTUnwrap(withScript.file(at: "/guide/r/")).contents, as: UTF8.self)
        XCTAssertTrue(ranges.contains("demo-swatch-ranges"))
        XCTAssertTrue(ranges.contains("<script type=\"module\" src=\"/public/js/figures.js\"></script>"))
        let plain = String(decoding: try XCTUnwrap(withScript.file(at: "/guide/a/")).contents, as: UTF8.self)
        XCTAssertFalse(plain.contains("figures.js"), "only pages with figures")
        let without = try site()
        XCTAssertFalse(
            String(decoding: try XCTUnwrap(without.file(at: "/guide/r/")).contents, as: UTF8.self).contains("figures.js"),
            "no script the site does not have")
    }
}
