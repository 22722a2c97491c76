import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Absolute.
final class AbsoluteLayoutSpecTests: XCTestCase {
    func absolute(_ sizing: String) -> String {
        #"""
        {"type": "absolute", "sizing": "\#(sizing)", "children": [
          {"type": "node", "id": "A", "style": {"layoutPosition": [10, 20], "preferredSize": [50, 50]}},
          {"type": "node", "id": "B", "style": {"layoutPosition": [100, 0]}}]}
        """#
    }

    func testDefaultSizingFillsABoundedMax() {
        assertFrames(spec(absolute("default")), size: [375, 70], ["A": [10, 20, 50, 50], "B": [100, 0, 0, 0]])
    }

    func testSizeToFitHoldsEveryChild() {
        assertFrames(spec(absolute("sizeToFit")), size: [100, 70], ["A": [10, 20, 50, 50], "B": [100, 0, 0, 0]])
    }

    func testChildRangeIsNotIntersectedWithTheSpecRange() {
        // A negative position leaves more room than the spec has: the child may use it.
        let root = #"{"type": "absolute", "children": [{"type": "node", "id": "big", "style": {"layoutPosition": [-50, 0]}}]}"#
        assertFrames(spec(root, max: "[300, 100]"), size: [300, 100], ["big": [-50, 0, 350, 100]])
    }

    func testPlainChildFillsTheRoomLeftAfterItsPosition() {
        let root = #"{"type": "absolute", "children": [{"type": "node", "id": "p", "style": {"layoutPosition": [40, 30]}}]}"#
        assertFrames(spec(root, max: "[300, 100]"), size: [300, 100], ["p": [40, 30, 260, 70]])
    }
}
