import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Background.
final class BackgroundLayoutSpecTests: XCTestCase {
    let root = #"""
    {"type": "background",
     "child": {"type": "inset", "insets": {"top": 8, "left": 8, "bottom": 8, "right": 8},
               "child": {"type": "node", "id": "label", "intrinsicSize": [60, 20]}},
     "background": {"type": "node", "id": "fill", "color": "silver"}}
    """#

    func testBackgroundTakesTheChildSizeAndComesFirst() throws {
        assertFrames(spec(root), size: [76, 36], ["fill": [0, 0, 76, 36], "label": [8, 8, 60, 20]])
        XCTAssertEqual(try layOut(spec(root)).order, ["fill", "label"])
    }

    func testGeneratedIdsFollowBackgroundFirstPreOrder() throws {
        let root = #"{"type": "background", "child": {"type": "node", "intrinsicSize": [5, 5]}, "background": {"type": "node"}}"#
        XCTAssertEqual(try layOut(spec(root)).order, ["node2", "node3"])
    }
}
