import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Inset.
final class InsetLayoutSpecTests: XCTestCase {
    let child101 = #"{"type": "node", "id": "c", "intrinsicSize": [101, 40]}"#

    func testFiniteInsetsAddToTheChildSize() {
        let root = #"{"type": "inset", "insets": {"top": 10, "left": 20, "bottom": 10, "right": 20}, "child": {"type": "node", "id": "c", "intrinsicSize": [50, 50]}}"#
        assertFrames(spec(root), size: [90, 70], ["c": [20, 10, 50, 50]])
    }

    func testInfiniteInsetsOnBothSidesCentreWithRoundingTowardTheStart() {
        let root = #"{"type": "inset", "insets": {"left": "inf", "right": "inf"}, "child": \#(child101)}"#
        assertFrames(spec(root, max: #"[300, "inf"]"#), size: [300, 40], ["c": [99.5, 0, 101, 40]])
        assertFrames(spec(root, max: #"[300, "inf"]"#, scale: 1), size: [300, 40], ["c": [99, 0, 101, 40]])
    }

    func testInfiniteLeftInsetPushesTheChildRight() {
        let root = #"{"type": "inset", "insets": {"left": "inf", "right": 10}, "child": \#(child101)}"#
        assertFrames(spec(root, max: #"[300, "inf"]"#), size: [300, 40], ["c": [189, 0, 101, 40]])
    }

    func testInfiniteInsetOnAnUnboundedAxisGivesAZeroLayout() {
        // An infinite size is not valid for a layout: 0 x 0 in both axes (§1.4).
        // The child keeps its size; its y is the infinite top inset, which
        // frames (finite numbers) write as 0.
        let root = #"{"type": "inset", "insets": {"top": "inf"}, "child": \#(child101)}"#
        assertFrames(spec(root), size: [0, 0], ["c": [0, 0, 101, 40]])
    }

    func testInsetIgnoresItsOwnStyleSize() {
        let root = #"{"type": "inset", "style": {"width": 300, "height": 300}, "insets": {"top": 1, "left": 1, "bottom": 1, "right": 1}, "child": {"type": "node", "id": "c", "intrinsicSize": [10, 10]}}"#
        assertFrames(spec(root), size: [12, 12], ["c": [1, 1, 10, 10]])
    }

    func testNegativeInsetsAreOutsets() {
        let root = #"{"type": "inset", "insets": {"top": -5, "left": -5}, "child": {"type": "node", "id": "c", "intrinsicSize": [10, 10]}}"#
        assertFrames(spec(root), size: [5, 5], ["c": [-5, -5, 10, 10]])
    }

    func testChildRangeShrinksByTheInsets() {
        // A plain node fills an exact range minus the insets.
        let root = #"{"type": "inset", "insets": {"top": 10, "left": 20, "bottom": 30, "right": 40}, "child": {"type": "node", "id": "c"}}"#
        assertFrames(spec(root, min: "[200, 100]", max: "[200, 100]"), size: [200, 100], ["c": [20, 10, 140, 60]])
    }
}
