import SwatchHTTP
@testable import SwatchServer
import XCTest

/// Transition documents in the playground: drawn by the form without
/// script, their errors shown in place.
final class PlaygroundTransitionTests: XCTestCase {
    static let document = #"""
        {"states": [
          {"name": "one", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"height": 10}}]}}},
          {"name": "two", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "b", "style": {"height": 10}}]}}}]}
        """#

    func testTheFormDrawsATransitionDocument() throws {
        let fixture = try PlaygroundFixture(self)
        let html = fixture.postForm([("spec", Self.document)]).text
        XCTAssertTrue(html.contains("class=\"swatch-transition\""), html)
        XCTAssertTrue(html.contains("Transition document"))
        XCTAssertFalse(html.contains("pg-error-title\">"), "no error")
        XCTAssertFalse(html.contains("<style"), "the page's policy allows no style element")
    }

    func testATransitionDocumentsErrorIsShownWithItsPath() throws {
        let fixture = try PlaygroundFixture(self)
        let bad = Self.document.replacingOccurrences(of: #""id": "b", "#, with: "")
        let html = fixture.postForm([("spec", bad)]).text
        XCTAssertTrue(html.contains("This transition document cannot be used"), html)
        XCTAssertTrue(html.contains("states[1].root.layout.children[0]"))
    }
}
