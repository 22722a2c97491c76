import Foundation
import SwatchTestSupport
import XCTest

/// `swatch build` publishes nothing from outside its content directory
/// unless `--follow-links-outside` asks for it.
final class BuildLinkTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Fixtures.temporaryGuide("links")
        let guide = root.appendingPathComponent("content/guide")
        try Data("---\ntitle: Outside\n---\nSECRET-OUTSIDE\n".utf8).write(to: root.appendingPathComponent("secret.md"))
        try FileManager.default.createSymbolicLink(
            atPath: guide.appendingPathComponent("x.md").path, withDestinationPath: root.appendingPathComponent("secret.md").path)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    func build(_ extra: [String] = []) throws -> ExecutableResult {
        try Executable.run(
            "swatch",
            ["build", "--content", root.appendingPathComponent("content").path, "--public", root.appendingPathComponent("none").path,
             "--out", root.appendingPathComponent("site").path] + extra)
    }

    func testALinkOutsideIsLeftOutWithAWarning() throws {
        let result = try build()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("x.md: warning: content: skipped: a symbolic link to "), result.stderr)
        XCTAssertTrue(result.stderr.contains("--follow-links-outside"), result.stderr)
        XCTAssertTrue(result.stdout.contains("1 pages"), result.stdout)
        let index = try String(contentsOf: root.appendingPathComponent("site/search-index.json"), encoding: .utf8)
        XCTAssertFalse(index.contains("SECRET"), index)
    }

    func testFollowLinksOutsidePublishesIt() throws {
        let result = try build(["--follow-links-outside"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("skipped"), result.stderr)
        let index = try String(contentsOf: root.appendingPathComponent("site/search-index.json"), encoding: .utf8)
        XCTAssertTrue(index.contains("SECRET-OUTSIDE"), index)
    }
}
