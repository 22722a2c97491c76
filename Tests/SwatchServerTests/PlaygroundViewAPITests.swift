import Foundation
import SwatchHTTP
@testable import SwatchServer
import XCTest

/// `POST /api/playground`: the view the page's script shows, made by the
/// same Swift as the page itself (and the engine in the page).
final class PlaygroundViewAPITests: XCTestCase {
    func view(_ fixture: PlaygroundFixture, _ target: String, _ body: String) throws -> [String: Any] {
        let response = fixture.send(.post, target, body: body)
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.headers["Content-Type"], "application/json")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(response.body.bytes)) as? [String: Any])
    }

    func testALayoutSpecIsDrawnAtTheChosenWidthWithItsFrames() throws {
        let fixture = try PlaygroundFixture(self)
        let answer = try view(fixture, "/api/playground?width=240&scale=3", PlaygroundFixture.box)
        XCTAssertEqual(answer["kind"] as? String, "layout")
        XCTAssertEqual(answer["title"] as? String, "Layout spec")
        XCTAssertEqual(answer["sizeLine"] as? String, "Laid out at 240 × 50 pt at 3x")
        XCTAssertTrue((answer["drawing"] as? String)?.hasPrefix("<svg") ?? false)
        let table = try XCTUnwrap(answer["table"] as? String)
        XCTAssertTrue(table.contains("<tr data-id=\"box\"><th scope=\"row\" style=\"--depth: 0\">box</th><td>0</td><td>0</td><td>240</td><td>50</td><td class=\"pg-measure\">1×</td></tr>"), table)
        XCTAssertTrue(answer["error"] is NSNull)
    }

    /// A size of 10^7 or more lays out as 0 x 0, as in Texture: the line
    /// under the drawing says so, and which element measured it.
    func testASizeTextureRefusesIsWarnedOf() throws {
        let fixture = try PlaygroundFixture(self)
        let answer = try view(fixture, "/api/playground", #"{"sizeRange": [1e7, 1e7], "root": {"type": "node", "id": "big"}}"#)
        XCTAssertEqual(
            answer["sizeLine"] as? String,
            "Laid out at 0 × 0 pt. Warning: `big` (root, line 1, column 35) measured 10000000 x 10000000 points: "
                + "Texture lays out a size of 10^7 points or more in an axis (ASIsCGSizeValidForSize) as 0 x 0, and so does Swatch")
        let page = fixture.postForm([("spec", #"{"sizeRange": [1e7, 1e7], "root": {"type": "node", "id": "big"}}"#)])
        XCTAssertTrue(page.text.contains("Warning: `big` (root"), "the page without script says it too")
        let box = try XCTUnwrap(try view(fixture, "/api/playground", PlaygroundFixture.box)["sizeLine"] as? String)
        XCTAssertFalse(box.contains("Warning"), box)
    }

    func testAWidthOutOfRangeIsTheSpecsOwn() throws {
        let fixture = try PlaygroundFixture(self)
        let answer = try view(fixture, "/api/playground?width=99999", PlaygroundFixture.box)
        XCTAssertEqual(answer["sizeLine"] as? String, "Laid out at 100 × 50 pt")
    }

    func testADocumentThatCannotBeUsedIsAnAnswerWithItsPlace() throws {
        let fixture = try PlaygroundFixture(self)
        let answer = try view(fixture, "/api/playground", "{\n  \"root\": {\"type\": \"node\",, }\n}")
        let error = try XCTUnwrap(answer["error"] as? [String: Any])
        XCTAssertEqual(error["line"] as? Int, 2)
        XCTAssertEqual(error["column"] as? Int, 27)
        XCTAssertEqual(error["message"] as? String, "expected a member name in double quotes, found ','")
        let html = try XCTUnwrap(error["html"] as? String)
        XCTAssertTrue(html.contains("<a class=\"pg-error-location\" href=\"#pg-spec\" data-line=\"2\" data-column=\"27\">Line 2, column 27</a>"), html)
    }

    func testNodesOutsideTheRootAreSaidSoInTheTable() throws {
        let fixture = try PlaygroundFixture(self)
        let spec = """
            {"sizeRange": [100, 20], "root": {"type": "stack", "direction": "horizontal", "spacing": -400, "children": [
              {"type": "node", "id": "a", "intrinsicSize": [60, 20]}, {"type": "node", "id": "b", "intrinsicSize": [60, 20]}]}}
            """
        let answer = try view(fixture, "/api/playground", spec)
        let table = try XCTUnwrap(answer["table"] as? String)
        XCTAssertTrue(table.contains("<tr data-id=\"b\" class=\"is-outside\">"), table)
        XCTAssertFalse(table.contains("<tr data-id=\"a\" class=\"is-outside\">"), table)
        XCTAssertEqual(answer["sizeLine"] as? String, "Laid out at 100 × 20 pt; 1 node lies partly outside the root, drawn dimmed")
    }

    func testARangeScenarioCountsItsUpdatesFromOne() throws {
        let fixture = try PlaygroundFixture(self)
        let answer = try view(fixture, "/api/playground", PlaygroundFixture.feed)
        XCTAssertEqual(answer["kind"] as? String, "ranges")
        let table = try XCTUnwrap(answer["table"] as? String)
        XCTAssertTrue(table.contains("<tr data-step=\"0\"><th scope=\"row\">1</th>"), table)
    }

    func testThePageNamesTheGuidePagesDrawingEachSpec() throws {
        let fixture = try PlaygroundFixture(self)
        let html = fixture.send(.get, "/playground").text
        XCTAssertTrue(
            html.contains(#"<script type="application/json" id="pg-uses">{"box":[{"title":"Boxes","path":"/guide/boxes/"}]}</script>"#),
            html)
        XCTAssertTrue(html.contains(#"<script type="application/json" id="pg-schema">{"#))
    }
}
