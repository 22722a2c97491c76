import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Overlay.
final class OverlayLayoutSpecTests: XCTestCase {
    func testOverlayIsMeasuredAtExactlyTheChildSize() {
        let root = #"""
        {"type": "overlay",
         "child": {"type": "node", "id": "card", "intrinsicSize": [100, 50]},
         "overlay": {"type": "inset", "insets": {"top": "inf", "left": "inf", "bottom": 5, "right": 5},
                     "child": {"type": "node", "id": "badge", "intrinsicSize": [20, 10]}}}
        """#
        let result = try? layOut(spec(root))
        XCTAssertEqual(result?.order, ["card", "badge"], "child first, then the overlay")
        assertFrames(spec(root), size: [100, 50], ["card": [0, 0, 100, 50], "badge": [75, 35, 20, 10]])
    }

    func testPlainOverlayFillsTheChild() {
        let root = #"{"type": "overlay", "child": {"type": "node", "id": "c", "intrinsicSize": [30, 20]}, "overlay": {"type": "node", "id": "o"}}"#
        assertFrames(spec(root), size: [30, 20], ["c": [0, 0, 30, 20], "o": [0, 0, 30, 20]])
    }
}
