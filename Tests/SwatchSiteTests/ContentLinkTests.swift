import Foundation
import SwatchSite
import XCTest

/// Nothing outside the content and public directories is published unless
/// asked for: a symbolic link leading out (`guide/x.md -> /etc/passwd`) is
/// left out with a warning naming where it leads; links that loop or lead
/// nowhere are left out with a warning saying so; read errors give the reason.
final class ContentLinkTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory(name)
        try directory.write("outside/secret.md", "---\ntitle: Secret\n---\nSECRET-OUTSIDE\n")
        try directory.write("outside/secret.json", #"{"root": {"type": "node", "id": "secret"}}"#)
        try directory.write("outside/secret.txt", "SECRET-PUBLIC\n")
        try directory.write("content/guide/a.md", "---\ntitle: A\n---\nHello.\n")
        try directory.write("content/notes/inside.md", "---\ntitle: Inside\n---\nLinked from inside.\n")
        try directory.write("Public/css/site.css", "body {}\n")
        try link("content/guide/x.md", to: "../../outside/secret.md")
        try link("content/guide/inside.md", to: "../notes/inside.md")
        try link("content/guide/loop.md", to: "loop.md")
        try link("content/guide/dangling.md", to: "missing.md")
        try link("content/specs/secret.json", to: directory.path + "/outside/secret.json")
        try link("Public/secret.txt", to: "../outside/secret.txt")
        try link("Public/css/up", to: "..")
        try link("Public/styles", to: "css")
    }

    override func tearDown() {
        directory.remove()
    }

    func link(_ relative: String, to target: String) throws {
        let full = directory.path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
    }

    func load(followsLinksOutside: Bool = false) throws -> SiteContent {
        try SiteContent.load(
            content: directory.path + "/content", public: directory.path + "/Public",
            followsLinksOutside: followsLinksOutside)
    }

    func warning(_ content: SiteContent, _ relative: String) -> String? {
        content.diagnostics.first { $0.file == directory.path + "/" + relative }?.message
    }

    func testLinksOutsideAreLeftOutWithAWarningNamingWhereTheyLead() throws {
        let content = try load()
        XCTAssertEqual(content.pages.map { ($0.path as NSString).lastPathComponent }, ["a.md", "inside.md"])
        XCTAssertEqual(content.specs.keys.sorted(), [])
        XCTAssertEqual(content.publicPaths.sorted(), ["/public/css/site.css", "/public/styles/site.css"])
        let real = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        XCTAssertEqual(
            warning(content, "content/guide/x.md"),
            "skipped: a symbolic link to \(real)/outside/secret.md, which is outside \(directory.path)/content; "
                + "swatch build --follow-links-outside publishes such files")
        XCTAssertTrue(warning(content, "content/specs/secret.json")?.contains("outside") == true)
        XCTAssertTrue(warning(content, "Public/secret.txt")?.contains("/outside/secret.txt, which is outside") == true)
        XCTAssertTrue(content.diagnostics.allSatisfy { $0.severity == .warning })
    }

    func testLinksThatLoopOrLeadNowhereAreLeftOutSayingSo() throws {
        let content = try load()
        XCTAssertEqual(
            warning(content, "content/guide/loop.md"),
            "skipped: a symbolic link that loops (Too many levels of symbolic links)")
        XCTAssertEqual(
            warning(content, "content/guide/dangling.md"), "skipped: a symbolic link to missing.md, which does not exist")
        XCTAssertTrue(warning(content, "Public/css/up")?.hasSuffix("a directory it is in (a loop)") == true)
    }

    func testTheBuildPublishesNothingFromOutsideAndReportsWhatItLeftOut() throws {
        let out = directory.path + "/site"
        let report = try StaticSiteBuilder(
            options: .init(
                contentDirectory: directory.path + "/content", publicDirectory: directory.path + "/Public",
                outputDirectory: out)
        ).build()
        XCTAssertEqual(report.pageCount, 2)
        for file in report.files {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out + "/" + file)), as: UTF8.self)
            XCTAssertFalse(text.contains("SECRET"), "\(file) holds a file from outside")
        }
        XCTAssertFalse(report.files.contains("public/secret.txt"))
        XCTAssertTrue(report.diagnostics.contains { $0.file.hasSuffix("content/guide/x.md") && $0.message.contains("outside") })
    }

    func testOutsideFilesArePublishedWhenAskedFor() throws {
        let content = try load(followsLinksOutside: true)
        XCTAssertTrue(content.pages.contains { $0.text.contains("SECRET-OUTSIDE") })
        XCTAssertEqual(content.specs.keys.sorted(), ["secret"])
        XCTAssertTrue(content.publicPaths.contains("/public/secret.txt"))
        XCTAssertNil(warning(content, "content/guide/x.md"))
        XCTAssertNotNil(warning(content, "content/guide/loop.md"), "a loop is still left out")
    }

    func testAFileThatCannotBeReadSaysWhy() throws {
        try FileManager.default.createDirectory(atPath: directory.path + "/content/guide/folder.md", withIntermediateDirectories: true)
        XCTAssertThrowsError(try load()) { error in
            let problems = (error as? SiteError)?.problems ?? []
            XCTAssertEqual(problems.first?.file, directory.path + "/content/guide/folder.md")
            XCTAssertEqual(problems.first?.message, "cannot be read (Is a directory)")
        }
    }
}
