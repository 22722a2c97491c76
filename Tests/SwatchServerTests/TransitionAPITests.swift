import SwatchHTTP
import SwatchServer
import XCTest

/// `POST /api/transition`, through the router as the server wires it.
final class TransitionAPITests: XCTestCase {
    let document = #"""
        {"sizeRange": {"min": [200, 0], "max": [200, "inf"]}, "states": [
          {"name": "one", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"height": 10}}]}}},
          {"name": "two", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "b", "style": {"height": 10}}, {"type": "node", "id": "a", "style": {"height": 10}}]}}}]}
        """#

    func testTheAnswerIsJSONByDefault() throws {
        let response = postToLayoutAPI("/api/transition", document)
        let text = try answerText(response, .ok, "application/json")
        XCTAssertEqual(response.headers["Cache-Control"], "no-store")
        XCTAssertTrue(text.contains(#"{"from": "one", "to": "two""#), text)
        XCTAssertTrue(text.contains(#""inserted": ["b"], "removed": [], "moved": ["a"]"#), text)
    }

    func testSVGByFormatOrAcceptAndSlowedByQuery() throws {
        XCTAssertEqual(postToLayoutAPI("/api/transition?format=svg", document).contentType, "image/svg+xml")
        let svg = postToLayoutAPI("/api/transition?slow=3", document, accept: "image/svg+xml")
        XCTAssertEqual(svg.contentType, "image/svg+xml")
        XCTAssertTrue(svg.body.text?.contains("shown 3× slower") == true)
        let bad = postToLayoutAPI("/api/transition?slow=fast", document)
        XCTAssertEqual(bad.status, .badRequest)
        XCTAssertTrue(bad.body.text?.contains("slow=fast") == true)
    }

    func testABadDocumentIs400WithItsPathAndPlace() throws {
        let bad = document.replacingOccurrences(of: #""id": "b", "#, with: "")
        let response = postToLayoutAPI("/api/transition", bad)
        let text = try answerText(response, .badRequest, "application/json")
        XCTAssertTrue(text.contains("states[1].root.layout.children[0]"), text)
        XCTAssertTrue(text.contains("needs an id"), text)
        XCTAssertTrue(text.contains("\"line\":3"), text)
    }
}
