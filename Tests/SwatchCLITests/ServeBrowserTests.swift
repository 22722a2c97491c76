import Foundation
import SwatchHTTPTestSupport
import SwatchTestSupport
import XCTest

/// The live guide from `swatch serve`, opened in headless Chromium (Debian's
/// `chromium`): pages load under the server's Content-Security-Policy
/// without violations, the home page links every guide page, and every demo
/// figure draws as many nodes as the engine lays out for its spec.
final class ServeBrowserTests: XCTestCase {
    var process: Process?
    var port = 0
    var profile = ""

    override func setUpWithError() throws {
        guard Chromium.path != nil else { throw XCTSkip("chromium not installed; skipped") }
        let content = Fixtures.repositoryRoot.appendingPathComponent("content").path
        guard FileManager.default.fileExists(atPath: content + "/guide") else { throw XCTSkip("no content/guide; skipped") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-serve-browser-\(UUID().uuidString)").path
        let process = Process()
        process.executableURL = Executable.productsDirectory.appendingPathComponent("swatch")
        process.arguments = [
            "serve", "--port", "0", "--quiet", "--content", content,
            "--public", Fixtures.repositoryRoot.appendingPathComponent("Public").path,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let match = try XCTUnwrap(text.firstMatch(of: /127\.0\.0\.1:(\d+)\//), text)
        port = try XCTUnwrap(Int(match.1))
    }

    override func tearDown() {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// The page's DOM after its scripts ran, and the console lines.
    func open(_ path: String) throws -> (dom: String, console: [String]) {
        // --timeout rather than a virtual time budget: the live-reload stream never idles.
        try Chromium.dom("http://127.0.0.1:\(port)\(path)", profile: profile, waiting: "--timeout=3000")
    }

    func testHomePageLinksEveryGuidePageWithoutPolicyViolations() throws {
        let (dom, console) = try open("/")
        XCTAssertTrue(dom.contains("<h1"), String(dom.prefix(500)))
        XCTAssertTrue(dom.contains("/_swatch/live-reload.js"))
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.repositoryRoot.appendingPathComponent("content/guide").path
        ).filter { $0.hasSuffix(".md") }
        let links = Set(dom.matches(of: /href="(\/guide\/[^"#]*)"/).map { String($0.1) })
        XCTAssertGreaterThanOrEqual(links.count, pages.count, "\(links)")
        XCTAssertEqual(console.filter { $0.contains("Content Security Policy") }, [])
    }

    func testEveryDemoOnTheLayoutSpecsPageDrawsTheNodesTheEngineLaysOut() throws {
        let (dom, console) = try open("/guide/layout-specs/")
        XCTAssertEqual(console.filter { $0.contains("Content Security Policy") }, [])
        let figures = dom.matches(of: /<figure class="demo demo-swatch"(?s:.*?)<\/figure>/).map { String($0.0) }
        XCTAssertGreaterThan(figures.count, 3)
        for figure in figures {
            let drawn = figure.matches(of: /class="swatch-node"/).count
            let code = try XCTUnwrap(figure.firstMatch(of: /<code class="language-json">((?s:.*?))<\/code>/), "no spec shown")
            let spec = String(code.1)
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            let frames = try RawHTTPClient(port: port).request(
                "POST", "/api/layout?format=json", body: Array(spec.utf8))
            XCTAssertEqual(frames.status, 200, frames.text)
            let laidOut = frames.text.matches(of: /"parent":/).count
            XCTAssertGreaterThan(laidOut, 0)
            XCTAssertEqual(drawn, laidOut, String(spec.prefix(200)))
        }
    }
}
