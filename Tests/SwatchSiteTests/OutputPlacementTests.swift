import Foundation
@testable import SwatchSite
import XCTest

/// A build never replaces the directories it reads from, nor reads back what
/// it wrote: on a real file system, with real symbolic links.
final class OutputPlacementTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory(name)
        try directory.write("content/guide/a.md", "---\ntitle: A\n---\nHello.\n")
        try directory.write("content/specs/cell.json", "{\"sizeRange\": [10, 10], \"root\": {\"type\": \"node\"}}\n")
        try directory.write("Public/css/swatch.css", "body {}\n")
    }

    override func tearDown() {
        directory.remove()
    }

    private func build(content: String = "content", publicDirectory: String? = "Public", out: String) throws -> StaticSiteBuilder.Report {
        func place(_ path: String) -> String { path.hasPrefix("/") || path.isEmpty ? path : directory.path + "/" + path }
        return try StaticSiteBuilder(
            options: .init(
                contentDirectory: place(content), publicDirectory: publicDirectory.map(place), outputDirectory: place(out))
        ).build()
    }

    private func refusal(_ body: () throws -> Void) -> String {
        do {
            try body()
        } catch {
            return "\(error)"
        }
        XCTFail("the build was not refused")
        return ""
    }

    /// The case: content copied into an earlier output, built again
    /// into that output. Before, the copy was swapped out with the old site.
    func testContentInsideTheOutputIsRefusedAndKept() throws {
        _ = try build(out: "out")
        try FileManager.default.copyItem(atPath: directory.path + "/content", toPath: directory.path + "/out/content")
        let before = try directory.snapshot("out")
        let message = refusal { _ = try build(content: "out/content", out: "out") }
        XCTAssertTrue(message.contains("the content directory \(directory.path)/out/content is inside the output directory"), message)
        let after = try directory.snapshot("out")
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted())
        for (file, old) in before { XCTAssertEqual(after[file]?.inode, old.inode, file) }
        XCTAssertEqual(try directory.read("out/content/guide/a.md"), "---\ntitle: A\n---\nHello.\n")
    }

    func testPublicInsideTheOutputIsRefused() throws {
        _ = try build(out: "out")
        try FileManager.default.copyItem(atPath: directory.path + "/Public", toPath: directory.path + "/out/mine")
        let message = refusal { _ = try build(publicDirectory: "out/mine", out: "out") }
        XCTAssertTrue(message.contains("the public directory"), message)
        XCTAssertTrue(directory.exists("out/mine/css/swatch.css"))
    }

    func testOutputInsideContentOrPublicOrEqualIsRefusedBeforeWriting() throws {
        for out in ["content/site", "Public/site", "content", "Public/css/../site"] {
            let message = refusal { _ = try build(out: out) }
            XCTAssertTrue(message.contains("refusing to build"), "\(out): \(message)")
        }
        XCTAssertFalse(directory.exists("content/site"))
        XCTAssertFalse(directory.exists("Public/site"))
        XCTAssertEqual(try directory.read("content/guide/a.md"), "---\ntitle: A\n---\nHello.\n")
    }

    /// Links are resolved: a content directory reached through a link that
    /// leads into the output, and an output reached through a link into the
    /// content directory.
    func testSymbolicLinksAreResolvedBothWays() throws {
        _ = try build(out: "out")
        try FileManager.default.copyItem(atPath: directory.path + "/content", toPath: directory.path + "/out/content")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/linked", withDestinationPath: directory.path + "/out/content")
        let inside = refusal { _ = try build(content: "linked", out: "out") }
        XCTAssertTrue(inside.contains("is inside the output directory"), inside)
        XCTAssertTrue(directory.exists("out/content/guide/a.md"))

        try FileManager.default.createSymbolicLink(atPath: directory.path + "/into-content", withDestinationPath: directory.path + "/content")
        let into = refusal { _ = try build(out: "into-content/site") }
        XCTAssertTrue(into.contains("refusing to build inside the content directory"), into)
        XCTAssertFalse(directory.exists("content/site"))
    }

    func testAnOutputBesideTheSourcesStillBuilds() throws {
        // "content-site" starts like "content": not inside it.
        let report = try build(out: "content-site")
        XCTAssertTrue(report.files.contains("index.html"))
    }
}
