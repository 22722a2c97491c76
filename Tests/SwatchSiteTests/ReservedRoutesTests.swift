import Foundation
import SwatchMarkdown
import SwatchSite
import XCTest

/// A page may not take a path Swatch answers itself: refused in the same
/// words by the render `swatch serve` makes and by `swatch build`.
final class ReservedRoutesTests: XCTestCase {
    /// The permalinks, and their spellings with and without a slash.
    static let reserved = [
        "/public/js/swatch.js", "/playground/", "/playground", "/playground/index.html", "/api/specs/NAME/", "/api",
        "/_events", "/_swatch/live-reload.js", "/sitemap.xml", "/js/swatch-core-module.js", "/public/js/swatch-ranges.wasm", "/js/swatch-fonts.js", "/schema.json", "/search.html",
        "/.swatch-site",
    ]

    private func content(permalink: String) -> SiteContent {
        SiteContent(pages: [
            SourceFile(path: "content/guide/a.md", text: "---\ntitle: A\n---\nHello.\n"),
            SourceFile(path: "content/guide/b.md", text: "---\ntitle: B\npermalink: \(permalink)\n---\nTaken.\n"),
        ])
    }

    func testTheServersRenderRefusesEveryReservedPermalink() {
        for permalink in Self.reserved {
            XCTAssertThrowsError(try Site.render(content(permalink: permalink)), permalink) { error in
                let problems = (error as? SiteError)?.problems.map(\.description) ?? []
                XCTAssertEqual(problems.count, 1, "\(permalink): \(problems)")
                XCTAssertTrue(
                    problems.first?.hasPrefix("content/guide/b.md:3: error: content: URL \(permalink) is reserved for ") == true,
                    "\(permalink): \(problems)")
                XCTAssertTrue(problems.first?.hasSuffix("(swatch serve and swatch build answer it themselves); choose another permalink") == true)
            }
        }
    }

    func testPagesBesideTheReservedPathsAreKept() throws {
        for permalink in ["/publications/", "/apis/", "/_eventsx/", "/playgrounds/", "/sitemap/", "/guide/api/"] {
            let site = try Site.render(content(permalink: permalink))
            XCTAssertNotNil(site.file(at: permalink), permalink)
        }
    }

    /// The build refuses with the render's words, and writes nothing: before,
    /// a page at /sitemap.xml was overwritten by the sitemap while the
    /// sidebar linked it.
    func testTheBuildRefusesWithTheSameWordsAndWritesNothing() throws {
        let directory = try TemporaryDirectory(name)
        defer { directory.remove() }
        try directory.write("content/guide/a.md", "---\ntitle: A\n---\nHello.\n")
        try directory.write("content/guide/b.md", "---\ntitle: B\npermalink: /sitemap.xml\n---\nTaken.\n")
        let builder = StaticSiteBuilder(
            options: .init(contentDirectory: directory.path + "/content", publicDirectory: nil, outputDirectory: directory.path + "/site"))
        XCTAssertThrowsError(try builder.build()) { error in
            XCTAssertEqual(
                "\(error)",
                "\(directory.path)/content/guide/b.md:3: error: content: URL /sitemap.xml is reserved for the sitemap "
                    + "(swatch serve and swatch build answer it themselves); choose another permalink")
        }
        XCTAssertFalse(directory.exists("site"))
    }
}
