import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Wrapper.
final class WrapperLayoutSpecTests: XCTestCase {
    func testWrapperTakesItsChildSize() {
        let root = #"{"type": "wrapper", "child": {"type": "node", "id": "c", "intrinsicSize": [50, 60]}}"#
        assertFrames(spec(root), size: [50, 60], ["c": [0, 0, 50, 60]])
    }

    func testWrapperOfSeveralChildrenIsTheirUnionAtTheOrigin() {
        let root = #"{"type": "wrapper", "children": [{"type": "node", "id": "a", "intrinsicSize": [50, 10]}, {"type": "node", "id": "b", "intrinsicSize": [20, 30], "style": {"layoutPosition": [100, 100]}}]}"#
        assertFrames(spec(root), size: [50, 30], ["a": [0, 0, 50, 10], "b": [0, 0, 20, 30]])
    }

    func testWrapperRootInATableCellRangeIsAsWideAsTheCell() {
        let root = #"{"type": "wrapper", "child": {"type": "node", "id": "c", "intrinsicSize": [50, 60]}}"#
        assertFrames(spec(root, min: "[375, 0]"), size: [375, 60], ["c": [0, 0, 375, 60]])
    }
}
