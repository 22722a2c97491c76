import Foundation
import SwatchTestSupport
import XCTest

/// The built guide opened from `file://` in headless Chromium (Debian's
/// `chromium`): the search page runs its script against the index and lists
/// results whose links open pages of the site.
final class StaticSiteBrowserTests: XCTestCase {
    private var output: URL!

    override func setUpWithError() throws {
        guard Chromium.path != nil else { throw XCTSkip("chromium not installed; skipped") }
        output = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-browser-\(UUID().uuidString)")
        let content = Fixtures.repositoryRoot.appendingPathComponent("content")
        guard FileManager.default.fileExists(atPath: content.path) else { throw XCTSkip("no content/; skipped") }
        let result = try Executable.run(
            "swatch",
            ["build", "--content", content.path, "--public", Fixtures.repositoryRoot.appendingPathComponent("Public").path,
             "--out", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    override func tearDown() {
        if let output { try? FileManager.default.removeItem(at: output) }
    }

    /// The page's DOM after its scripts ran.
    private func dom(_ url: String) throws -> String {
        try Chromium.dom(url, profile: output.appendingPathComponent(".chromium").path, waiting: "--virtual-time-budget=5000").dom
    }

    func testSearchFromFileFindsPagesAndItsLinksOpenThem() throws {
        let search = output.appendingPathComponent("search.html")
        let html = try dom(search.absoluteString + "?q=placeholder")
        let results = try XCTUnwrap(html.range(of: "<ol id=\"search-results\"").map { html[$0.lowerBound...] })
        XCTAssertTrue(html.contains("found for “placeholder”"), html)
        // Every result links to a page file of the built site.
        var links = 0
        var rest = results[...]
        while let found = rest.range(of: "<li><a href=\"") {
            let value = rest[found.upperBound...].prefix { $0 != "\"" }
            let href = String(value).replacingOccurrences(of: "&amp;", with: "&")
            // As a click resolves it, from the search page.
            let url = try XCTUnwrap(URL(string: href, relativeTo: search)).standardizedFileURL
            XCTAssertEqual(url.scheme, "file")
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path)
            XCTAssertTrue(url.path.hasPrefix(output.path), url.path)
            links += 1
            rest = rest[found.upperBound...]
        }
        XCTAssertGreaterThan(links, 0, String(results.prefix(2000)))
        XCTAssertTrue(results.contains("Asynchronous display and realistic placeholders"))
    }

    func testAGuidePageFromFileHasItsStylesDemosAndWorkingLinks() throws {
        let page = output.appendingPathComponent("guide/async-display/index.html")
        let html = try dom(page.absoluteString)
        XCTAssertTrue(html.contains("<figure class=\"demo demo-swatch\""), String(html.prefix(300)))
        XCTAssertTrue(html.contains("<svg"))
        XCTAssertFalse(html.contains("demo-error"))
        // Links as the browser sees them: relative, each naming a file that exists.
        for marker in ["rel=\"stylesheet\" href=\"", "rel=\"next\" href=\"", "class=\"brand\" href=\""] {
            let start = try XCTUnwrap(html.range(of: marker), marker)
            let href = String(html[start.upperBound...].prefix { $0 != "\"" })
            let target = try XCTUnwrap(URL(string: href, relativeTo: page)).standardizedFileURL
            XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(marker) \(href)")
        }
    }
}
