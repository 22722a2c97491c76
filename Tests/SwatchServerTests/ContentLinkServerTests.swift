import Foundation
import SwatchHTTP
@testable import SwatchServer
import XCTest

/// The server reads content by the rule page rendering and `swatch build`
/// follow (`ContentRoot`): a symbolic link in `content/specs/` leading out of
/// the content directory is neither answered by the spec API, opened by the
/// playground, listed in its gallery, nor replaced by a save. On a real file
/// system, with real links.
final class ContentLinkServerTests: XCTestCase {
    /// A valid spec, so that anything that read it would show it.
    static let secret = #"{"title": "SECRET-OUTSIDE", "sizeRange": [10, 10], "root": {"type": "node", "id": "leaked"}}"# + "\n"

    private func fixture() throws -> PlaygroundFixture {
        let fixture = try PlaygroundFixture(self)
        try write(Self.secret, to: fixture.base + "/outside.json")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.specs + "/passwd.json", withDestinationPath: fixture.base + "/outside.json")
        // A link that stays inside the content directory is read as before.
        try write(PlaygroundFixture.box, to: fixture.base + "/content/more/alias.json")
        try FileManager.default.createSymbolicLink(atPath: fixture.specs + "/alias.json", withDestinationPath: "../more/alias.json")
        return fixture
    }

    func testTheSpecAPIRefusesALinkLeadingOutside() throws {
        let fixture = try fixture()
        let response = fixture.send(.get, "/api/specs/passwd")
        XCTAssertEqual(response.status, .forbidden)
        XCTAssertFalse(response.text.contains("SECRET"), response.text)
        XCTAssertTrue(response.text.contains("symbolic link leading outside the content directory"), response.text)
        XCTAssertEqual(fixture.send(.get, "/api/specs/alias").text, PlaygroundFixture.box)
    }

    func testASaveNeitherComparesAgainstNorReplacesALinkLeadingOutside() throws {
        let fixture = try fixture()
        let etag = EntityTag.strong(for: Array(Self.secret.utf8))
        for precondition in [etag, "*"] {
            let saved = fixture.put("passwd", PlaygroundFixture.box, ifMatch: precondition)
            XCTAssertEqual(saved.status, .forbidden, saved.text)
        }
        XCTAssertEqual(fixture.put("passwd", PlaygroundFixture.box, ifNoneMatch: "*").status, .forbidden)
        XCTAssertEqual(try String(contentsOfFile: fixture.base + "/outside.json", encoding: .utf8), Self.secret)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: fixture.specs + "/passwd.json")
        XCTAssertEqual(link, fixture.base + "/outside.json", "the link is left as it was")
    }

    func testThePlaygroundNeitherOpensNorListsIt() throws {
        let fixture = try fixture()
        let opened = fixture.send(.get, "/playground?spec=passwd")
        XCTAssertEqual(opened.status, .forbidden)
        XCTAssertFalse(opened.text.contains("SECRET"), "the file's text is not in the page")
        XCTAssertTrue(opened.text.contains("leading outside the content directory"))
        let page = fixture.send(.get, "/playground").text
        XCTAssertFalse(page.contains("spec=passwd"), "the gallery does not list it")
        XCTAssertFalse(page.contains("SECRET"))
        XCTAssertTrue(page.contains("href=\"/playground?spec=alias\""), "a link inside the content directory is listed")
    }
}
