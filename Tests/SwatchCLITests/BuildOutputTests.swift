import Foundation
import SwatchTestSupport
import XCTest

/// `swatch build --out`: what it may replace, on a real file system.
final class BuildOutputTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Fixtures.temporaryGuide("out")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    private func build(content: String = "content", out: String) throws -> ExecutableResult {
        try Executable.runProgram(
            Executable.productsDirectory.appendingPathComponent("swatch").path,
            ["build", "--content", content, "--public", "none", "--out", out], directory: root.path)
    }

    /// The steps: build into out/, copy the content into it, build from the copy into out/.
    func testContentCopiedIntoTheOutputIsRefusedAndKept() throws {
        XCTAssertEqual(try build(out: "out").status, 0)
        try FileManager.default.copyItem(atPath: path("content"), toPath: path("out/content"))
        let again = try build(content: "out/content", out: "out")
        XCTAssertEqual(again.status, 1, again.stdout)
        XCTAssertTrue(again.stderr.contains("the content directory out/content is inside the output directory"), again.stderr)
        XCTAssertTrue(again.stderr.contains("out was left as it was"), again.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("out/content/guide/a.md")))
    }

    func testAnEmptyOutIsRefusedAndWritesNothing() throws {
        let result = try build(out: "")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("no output directory named (--out is empty)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Success"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was written"), result.stderr)
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        XCTAssertEqual(entries, ["content"])
    }

    func testTheRootIsRefusedAtOnce() throws {
        let result = try build(content: path("content"), out: "/")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("refusing to replace / (the root of the file system)"), result.stderr)
    }

    /// A directory that is not a build output is refused on sight of its
    /// marker's absence, before anything is listed: before, only regular
    /// files counted, so a folder holding empty folders was replaced (and a
    /// large tree, such as /, was walked first).
    func testADirectoryWithoutTheMarkerIsRefusedEvenWithoutFiles() throws {
        try FileManager.default.createDirectory(atPath: path("mine/drafts/empty"), withIntermediateDirectories: true)
        let result = try build(out: "mine")
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stderr.contains("refusing to replace"), result.stderr)
        XCTAssertTrue(result.stderr.contains("no .swatch-site"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("mine/drafts/empty")))
    }

    /// A symbolic link as --out: the site replaces what it leads to, and the
    /// link stays a link. Before, the link was swapped for a directory and
    /// the old site stayed in the link's target.
    func testASymbolicLinkedOutputReplacesItsTarget() throws {
        XCTAssertEqual(try build(out: "real-site").status, 0)
        try FileManager.default.createSymbolicLink(atPath: path("site"), withDestinationPath: "real-site")
        try Data("---\ntitle: Second\n---\nNew words.\n".utf8).write(to: root.appendingPathComponent("content/guide/b.md"))
        let again = try build(out: "site")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("site")), "real-site")
        let index = try String(contentsOfFile: path("real-site/search-index.json"), encoding: .utf8)
        XCTAssertTrue(index.contains("New words"), "the target holds the new site")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("swatch-tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testADanglingLinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: path("site"), withDestinationPath: "gone")
        let result = try build(out: "site")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("a symbolic link to gone, which does not exist"), result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("site")), "gone")
    }
}
