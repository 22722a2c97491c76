import Foundation
@testable import SwatchPlayground
import XCTest

/// A range scenario's answer for the page: its drawing in parts (the part
/// shown now, with the update in view, and the other updates' groups with
/// their places), and the still answer for the frame after a key.
final class DrawingPartsTests: XCTestCase {
    static let scenario = #"""
        {"viewport": [375, 600], "items": {"count": 40, "size": [375, 90]}, "frames": {},
         "scroll": [{"offset": 0}, {"offset": 1800, "steps": 8}]}
        """#

    func json(_ answer: PlaygroundResponse) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.json().utf8)) as? [String: Any])
    }

    func answer(step: Int?, still: Bool = false) -> PlaygroundResponse {
        var request = PlaygroundRequest(text: Self.scenario)
        request.step = step
        request.still = still
        return request.answer(textMeasurer: nil)
    }

    /// `shown` with each place given its held group back.
    func putTogether(_ shown: String, _ held: [String]) -> String {
        var whole = shown
        for (n, group) in held.enumerated() {
            let place = "<g data-held=\"\(n)\"></g>"
            XCTAssertEqual(whole.components(separatedBy: place).count, 2, "one place for group \(n)")
            whole = whole.replacingOccurrences(of: place, with: group)
        }
        return whole
    }

    func testTheDrawingIsShownWithTheUpdateInViewAndTheOthersFollow() throws {
        let answer = answer(step: 3)
        XCTAssertNil(answer.error)
        let svg = try XCTUnwrap(answer.svg)
        let steps = answer.later.reduce(0) { max($0, $1.step + 1) }
        XCTAssertEqual(steps, 9)
        XCTAssertEqual(answer.later.count, 2 * steps, "the animation's groups and the timeline's")
        let (shown, held) = answer.drawingParts
        XCTAssertEqual(held.count, 2 * (steps - 1), "all but the update in view's")
        XCTAssertEqual(putTogether(shown, held), svg, "the parts are the drawing")
        XCTAssertTrue(shown.contains("<g class=\"swatch-step\" data-step=\"3\""), "the update in view is shown now")
        XCTAssertTrue(shown.contains("<g class=\"swatch-frame-step\" data-step=\"3\""))
        XCTAssertFalse(shown.contains("data-step=\"4\""))
        for group in held {
            XCTAssertTrue(group.hasPrefix("<g class=\"swatch-step\"") || group.hasPrefix("<g class=\"swatch-frame-step\""), group)
            XCTAssertFalse(group.contains("data-step=\"3\""))
        }
        let object = try json(answer)
        XCTAssertEqual(object["drawing"] as? String, shown)
        XCTAssertEqual(object["held"] as? [String], held)
        XCTAssertEqual(try XCTUnwrap(object["time"] as? Double), 3.5 * 0.8, accuracy: 1e-9, "the animation's time at update 3")
        XCTAssertEqual(object["still"] as? Bool, false)
        XCTAssertEqual((object["panels"] as? [String: Bool])?["still"], true)
        XCTAssertTrue(answer.drawingHTML == svg, "the page without script gets the whole drawing")
    }

    func testAnUpdateInViewPastTheEndIsTheLast() throws {
        let answer = answer(step: 500)
        XCTAssertEqual(answer.step, 8)
        XCTAssertTrue(answer.drawingParts.shown.contains("data-step=\"8\""))
        XCTAssertEqual(self.answer(step: nil).step, 0)
    }

    func testAStillAnswerIsTheUpdateInViewAlone() throws {
        let still = answer(step: 5, still: true)
        XCTAssertNil(still.error)
        XCTAssertTrue(still.still)
        let svg = try XCTUnwrap(still.svg)
        XCTAssertFalse(svg.contains("<animate"))
        XCTAssertEqual(svg.components(separatedBy: "class=\"swatch-step\"").count, 2)
        XCTAssertTrue(svg.contains("update 6 of"))
        XCTAssertTrue(still.steps.isEmpty, "no table: the whole answer brings it")
        let object = try json(still)
        XCTAssertEqual(object["still"] as? Bool, true)
        XCTAssertEqual(object["held"] as? [String], [])
        XCTAssertEqual(object["drawing"] as? String, svg)
        XCTAssertEqual(object["sizeLine"] as? String, answer(step: 5).sizeText)
        XCTAssertLessThan(svg.utf8.count, answer(step: 5).svg?.utf8.count ?? 0)
    }

    func testALayoutSpecsDrawingIsOnePart() throws {
        let answer = PlaygroundRequest(text: #"{"root": {"type": "node", "intrinsicSize": [10, 10]}}"#).answer(textMeasurer: nil)
        XCTAssertTrue(answer.later.isEmpty)
        let object = try json(answer)
        XCTAssertEqual(object["held"] as? [String], [])
        XCTAssertTrue(object["time"] is NSNull)
        XCTAssertEqual(object["drawing"] as? String, answer.svg)
    }
}
