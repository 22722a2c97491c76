import Foundation
import SwatchMarkdown
import SwatchSite
import SwatchTestSupport
import XCTest

final class StaticSiteBuilderTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory(name)
        try directory.write("content/index.md", "---\ntitle: Welcome\n---\nStart with [ranges](/docs/ranges.html).\n")
        try directory.write(
            "content/guide/ranges.md",
            """
            ---
            title: Working range
            permalink: /docs/ranges.html
            order: 1
            ---
            ## Preload
            See [specs](/guide/3/#stack) and <img src="/public/static/cell.png" alt="cell">.

            ```swatch spec=cell
            ```
            """)
        try directory.write(
            "content/guide/specs.md",
            "---\ntitle: Layout specs\npermalink: /guide/3/\norder: 2\n---\n## Stack\nBack to [ranges](../../docs/ranges.html#preload).\n")
        try directory.write(
            "content/specs/cell.json",
            "{\"title\": \"Cell\", \"sizeRange\": [100, 50], \"root\": {\"type\": \"node\", \"id\": \"n\", \"color\": \"#00ff00\"}}\n")
        try directory.write("Public/css/swatch.css", "body { color: black; }\n")
        try directory.write("Public/js/search.js", "// search\n")
        try directory.write("Public/static/cell.png", "not really a png")
    }

    override func tearDown() {
        directory.remove()
    }

    private func builder(out: String = "site", baseURL: String = "/", style: StaticSiteBuilder.URLStyle = .relative, strict: Bool = false) -> StaticSiteBuilder {
        StaticSiteBuilder(
            options: .init(
                contentDirectory: directory.path + "/content", publicDirectory: directory.path + "/Public",
                outputDirectory: directory.path + "/" + out, baseURL: baseURL, urlStyle: style, strict: strict))
    }

    func testEveryPageIsWrittenAtItsPermalinkWithPublicFilesAndExtras() throws {
        let report = try builder().build()
        XCTAssertEqual(report.pageCount, 2)
        XCTAssertEqual(
            report.files,
            [
                ".swatch-site", "404.html", "docs/ranges.html", "guide/3/index.html", "index.html",
                "playground/index.html", "public/css/swatch.css", "public/js/search.js", "public/static/cell.png",
                "search-index.js", "search-index.json", "search.html", "sitemap.xml",
            ])
        XCTAssertTrue(report.changed)
        XCTAssertEqual(report.diagnostics, [])
        let ranges = try directory.read("site/docs/ranges.html")
        XCTAssertTrue(ranges.contains("<span class=\"demo-title\">Cell</span>"), "the layout engine drew the demo")
        XCTAssertTrue(ranges.contains("data-id=\"n\""))
        XCTAssertEqual(
            try directory.read("site/sitemap.xml"),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>/</loc></url>
            <url><loc>/docs/ranges.html</loc></url>
            <url><loc>/guide/3/</loc></url>
            <url><loc>/playground/</loc></url>
            </urlset>

            """)
        let playground = try directory.read("site/playground/index.html")
        // The live playground, carrying every spec for its script.
        XCTAssertTrue(playground.contains("<textarea id=\"pg-spec\""))
        XCTAssertTrue(playground.contains("<script type=\"application/json\" id=\"pg-specs\">{\"cell\":"))
        XCTAssertTrue(playground.contains("<script src=\"../public/js/playground/main.js\"></script>"))
        XCTAssertFalse(playground.contains("type=\"module\""), "modules do not load from disk")
        // The search page's module, written as one plain script in its place.
        XCTAssertTrue(try directory.read("site/search.html").contains("<script src=\"public/js/search.js\"></script>"))
        let search = try directory.read("site/public/js/search.js")
        XCTAssertTrue(search.hasPrefix("// Joined from Public/js/ by swatch build"), search)
        XCTAssertTrue(search.contains("const module_search = (function () {\n// search\n"), search)
    }

    func testRootRelativeURLsBecomeRelativeToEachPage() throws {
        _ = try builder().build()
        let ranges = try directory.read("site/docs/ranges.html")
        assertContains(ranges, [
            "<link rel=\"stylesheet\" href=\"../public/css/swatch.css\">",
            "<a class=\"brand\" href=\"../index.html\">",
            "<a href=\"../guide/3/index.html#stack\">specs</a>",
            "<img src=\"../public/static/cell.png\" alt=\"cell\">",  // raw HTML from content too
            "href=\"../playground/index.html?spec=cell#spec-cell\"",
            "<form class=\"site-search\" action=\"../search.html\"",
            "href=\"#preload\"",  // fragment-only links stay
        ])
        let specs = try directory.read("site/guide/3/index.html")
        XCTAssertTrue(specs.contains("href=\"../../public/css/swatch.css\""))
        XCTAssertTrue(specs.contains("<a href=\"../../docs/ranges.html#preload\">ranges</a>"), "relative links stay")
        XCTAssertTrue(specs.contains("rel=\"prev\" href=\"../../docs/ranges.html\""))
        let home = try directory.read("site/index.html")
        XCTAssertTrue(home.contains("<a href=\"docs/ranges.html\">ranges</a>"))
        XCTAssertTrue(home.contains("<link rel=\"home\" href=\"index.html\">"))
        // No root-relative URL is left in any page: the 404 page too opens
        // from disk with its styles.
        let notFound = try directory.read("site/404.html")
        XCTAssertTrue(notFound.contains("<link rel=\"stylesheet\" href=\"public/css/swatch.css\">"), notFound)
        XCTAssertTrue(notFound.contains("<a href=\"search.html\">search</a>"), notFound)
        for page in ["index.html", "docs/ranges.html", "guide/3/index.html", "search.html", "playground/index.html", "404.html"] {
            let html = try directory.read("site/" + page)
            for url in HTMLURLRewriter.urls(in: html) {
                XCTAssertFalse(url.hasPrefix("/"), "\(page): \(url)")
            }
        }
    }

    func testBaseURLPrefixesThe404PageSitemapAndAbsoluteStyle() throws {
        _ = try builder(baseURL: "https://example.com/swatch").build()
        XCTAssertTrue(try directory.read("site/sitemap.xml").contains("<loc>https://example.com/swatch/guide/3/</loc>"))
        let notFound = try directory.read("site/404.html")
        XCTAssertTrue(notFound.contains("href=\"/swatch/public/css/swatch.css\""), "with a base path, 404 works at any depth there")
        XCTAssertTrue(try directory.read("site/docs/ranges.html").contains("href=\"../public/css/swatch.css\""))

        _ = try builder(out: "abs", baseURL: "/sub/", style: .absolute).build()
        let ranges = try directory.read("abs/docs/ranges.html")
        XCTAssertTrue(ranges.contains("href=\"/sub/public/css/swatch.css\""))
        XCTAssertTrue(ranges.contains("<a href=\"/sub/guide/3/#stack\">specs</a>"))
    }

    func testTwoBuildsAreByteIdentical() throws {
        _ = try builder(out: "one").build()
        _ = try builder(out: "two").build()
        let one = try directory.snapshot("one")
        let two = try directory.snapshot("two")
        XCTAssertEqual(one.keys.sorted(), two.keys.sorted())
        for file in one.keys {
            XCTAssertEqual(
                FileManager.default.contents(atPath: directory.path + "/one/" + file),
                FileManager.default.contents(atPath: directory.path + "/two/" + file), file)
        }
    }

    func testRebuildWithNothingChangedTouchesNoFile() throws {
        _ = try builder().build()
        let before = try directory.snapshot("site")
        let report = try builder().build()
        XCTAssertFalse(report.changed)
        XCTAssertEqual(report.written, [])
        let after = try directory.snapshot("site")
        XCTAssertEqual(before.keys.sorted(), after.keys.sorted())
        for (file, old) in before {
            XCTAssertEqual(after[file]?.inode, old.inode, file)
            XCTAssertEqual(after[file]?.modified, old.modified, file)
        }
    }

    func testAChangeRewritesOnlyWhatChangedAndRemovesStaleFiles() throws {
        _ = try builder().build()
        let before = try directory.snapshot("site")
        try directory.write(
            "content/guide/specs.md",
            "---\ntitle: Layout specs\npermalink: /guide/3/\norder: 2\n---\n## Stack\nNew text.\n")
        try FileManager.default.removeItem(atPath: directory.path + "/Public/js/search.js")
        let report = try builder().build()
        XCTAssertTrue(report.changed)
        XCTAssertEqual(report.written, ["guide/3/index.html", "search-index.js", "search-index.json"])
        XCTAssertEqual(report.removed, ["public/js/search.js"])
        let after = try directory.snapshot("site")
        XCTAssertNil(after["public/js/search.js"])
        XCTAssertEqual(after["docs/ranges.html"]?.inode, before["docs/ranges.html"]?.inode, "unchanged pages are kept")
        XCTAssertNotEqual(after["guide/3/index.html"]?.inode, before["guide/3/index.html"]?.inode)
        XCTAssertTrue(try directory.read("site/guide/3/index.html").contains("New text."))
    }

    func testAFailedBuildLeavesThePreviousSiteIntact() throws {
        _ = try builder().build()
        let before = try directory.snapshot("site")
        try directory.write("content/guide/specs.md", "---\ntitle: Layout specs\norder: two\n---\n")
        XCTAssertThrowsError(try builder().build()) { error in
            XCTAssertEqual(
                "\(error)",
                "\(directory.path)/content/guide/specs.md:3: error: content: front matter: `order` must be a whole number, got `two`")
        }
        let after = try directory.snapshot("site")
        XCTAssertEqual(before.keys.sorted(), after.keys.sorted())
        for (file, old) in before { XCTAssertEqual(after[file]?.inode, old.inode, file) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("swatch-tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testADemoErrorFailsTheBuildNamingFileAndLine() throws {
        try directory.write("content/specs/cell.json", "{\"root\": {\"type\": \"blob\"}}")
        XCTAssertThrowsError(try builder().build()) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("\(directory.path)/content/guide/ranges.md:9: error: demo: root.type: "), text)
            XCTAssertTrue(text.contains("content/specs/cell.json, line 1, column"), text)
        }
        XCTAssertFalse(directory.exists("site"))
    }

    func testStrictModeMakesBrokenLinksAndMissingSpecsErrors() throws {
        try directory.write("content/guide/broken.md", "---\ntitle: Broken\n---\n[nowhere](/nope.html)\n\n```swatch spec=gone\n```\n")
        let lenient = try builder().build()
        XCTAssertEqual(
            lenient.diagnostics.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") },
            [
                "content/guide/broken.md:4: warning: broken link: link `/nope.html`: nothing at /nope.html",
                "content/guide/broken.md:6: warning: missing spec: no spec named `gone` (expected content/specs/gone.json)",
            ])
        XCTAssertThrowsError(try builder(out: "strict", strict: true).build()) { error in
            let problems = (error as? SiteError)?.problems ?? []
            XCTAssertEqual(problems.map(\.severity), [.error, .error])
            XCTAssertEqual(problems.map(\.kind), [.brokenLink, .missingSpec])
        }
        XCTAssertFalse(directory.exists("strict"))
    }

    func testRefusesToReplaceADirectoryItDidNotBuild() throws {
        try directory.write("site/precious.txt", "keep me")
        XCTAssertThrowsError(try builder().build()) { error in
            XCTAssertTrue("\(error)".contains("refusing to replace"), "\(error)")
        }
        XCTAssertEqual(try directory.read("site/precious.txt"), "keep me")
    }
}
