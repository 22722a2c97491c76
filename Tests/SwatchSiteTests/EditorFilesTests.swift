import Foundation
import SwatchPlayground
import XCTest

@testable import SwatchSite

/// The code editor the site carries: CodeMirror's files joined into one
/// script and one stylesheet, in order, or a note when the package is missing.
final class EditorFilesTests: XCTestCase {
    func text(_ files: EditorFiles, _ path: String) -> String? {
        files.files.first { $0.publicPath == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    func testThePackagesFilesAreJoinedInTheirOrder() throws {
        let directory = try TemporaryDirectory()
        for part in EditorFiles.scripts + EditorFiles.stylesheets { try directory.write(part, "/* \(part) body */") }
        let files = EditorFiles.make(environment: ["SWATCH_CODEMIRROR": directory.path])
        XCTAssertNil(files.note)
        XCTAssertEqual(files.files.map(\.publicPath), ["js/codemirror.js", "css/codemirror.css"])
        XCTAssertEqual(EditorFiles.publicPaths, files.files.map(\.publicPath))
        let script = try XCTUnwrap(text(files, "js/codemirror.js"))
        let positions = EditorFiles.scripts.map { script.range(of: "/* \($0) body */")?.lowerBound }
        XCTAssertFalse(positions.contains(nil), "every script is in")
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), "in their order, the core first")
        XCTAssertTrue(EditorFiles.scripts[0].hasPrefix("lib/"))
        XCTAssertTrue(text(files, "css/codemirror.css")?.contains("/* addon/hint/show-hint.css body */") == true)
        XCTAssertEqual(files.files[1].mediaType, "text/css; charset=utf-8")
    }

    func testWithoutThePackageTheEditorIsATextBoxAndANoteSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let files = EditorFiles.make(environment: ["SWATCH_CODEMIRROR": directory.path])
        let note = try XCTUnwrap(files.note)
        XCTAssertTrue(note.contains("libjs-codemirror") && note.contains(directory.path), note)
        XCTAssertEqual(text(files, "js/codemirror.js"), "/* \(note) */\n", "a script that defines nothing")
    }

    func testThePlaygroundLoadsTheEditorBeforeItsOwnScriptAndStylesheets() {
        let page = PlaygroundPage(
            state: .init(), answer: PlaygroundRequest(text: PlaygroundStarter.text).answer(textMeasurer: nil), gallery: "",
            mode: .published(specs: [:]), uses: [:], links: PlaygroundPage.siteLinks
        ).sitePage()
        XCTAssertEqual(page.scripts, ["/public/js/codemirror.js"])
        XCTAssertEqual(page.stylesheets.first, "/public/css/codemirror.css")
        XCTAssertTrue(ReservedRoutes.owner(of: "/js/codemirror.js") != nil && ReservedRoutes.owner(of: "/css/codemirror.css") != nil)
    }
}
