import SwatchTestSupport
import XCTest

/// reference/layout.md §2.3 and §2.5: how display nodes size themselves, and
/// how frames are flattened and rounded.
final class DisplayNodeTests: XCTestCase {
    func testPlainNodeTakesAValidMaxElseZero() {
        assertFrames(spec(#"{"type": "node", "id": "n"}"#), size: [0, 0], ["n": [0, 0, 0, 0]])
        assertFrames(spec(#"{"type": "node", "id": "n", "style": {"height": 50}}"#), size: [375, 50], ["n": [0, 0, 375, 50]])
        assertFrames(spec(#"{"type": "node", "id": "n"}"#, min: "[375, 0]"), size: [375, 0], ["n": [0, 0, 375, 0]])
    }

    func testPlainNodeInAHorizontalStackPassOne() {
        let root = #"{"type": "stack", "alignItems": "start", "children": [{"type": "node", "id": "n", "style": {"height": 50}}]}"#
        assertFrames(spec(root), ["n": [0, 0, 0, 50]])
    }

    func testIntrinsicSizeIsClampedIntoTheRange() {
        assertFrames(spec(#"{"type": "node", "id": "n", "intrinsicSize": [500, 20]}"#), size: [375, 20], ["n": [0, 0, 375, 20]])
    }

    func testImageReportsItsImageSize() {
        assertFrames(spec(#"{"type": "image", "id": "i", "imageSize": [64, 48], "color": "gray"}"#), size: [64, 48], ["i": [0, 0, 64, 48]])
    }

    func testNodeWithALayoutTakesItsSpecSizeAndOwnsItsSubnodes() throws {
        let root = #"{"type": "node", "id": "cell", "layout": {"type": "inset", "insets": {"top": 5, "left": 5, "bottom": 5, "right": 5}, "child": {"type": "node", "id": "dot", "intrinsicSize": [10, 10]}}}"#
        assertFrames(spec(root), size: [20, 20], ["cell": [0, 0, 20, 20], "dot": [5, 5, 10, 10]])
        let parents = try layOut(spec(root)).parents
        XCTAssertEqual(parents["dot"], "cell")
        XCTAssertEqual(parents["cell"], .some(nil))
    }

    func testSizesAreCeiledToPixels() {
        assertFrames(spec(#"{"type": "node", "id": "n", "intrinsicSize": [10.1, 10.3]}"#), size: [10.5, 10.5], ["n": [0, 0, 10.5, 10.5]])
        assertFrames(spec(#"{"type": "node", "id": "n", "intrinsicSize": [10.1, 10.4]}"#, scale: 3), ["n": [0, 0, 31.0 / 3, 32.0 / 3]])
    }

    func testFlattenedOriginsAreRoundedPerDisplayNodeNotInTotal() {
        // §2.5: N.x = ceil(10.25) = 10.5 and x = 10.5 + ceil(5.25) = 16, not ceil(15.5).
        let root = #"""
        {"type": "stack", "alignItems": "start", "children": [
          {"type": "node", "id": "N", "style": {"spacingBefore": 10.25}, "layout":
            {"type": "stack", "alignItems": "start", "children": [
              {"type": "node", "id": "x", "intrinsicSize": [34.5, 10], "style": {"spacingBefore": 5.25}}]}}]}
        """#
        assertFrames(spec(root), size: [50.5, 10], ["N": [10.5, 0, 40, 10], "x": [16, 0, 34.5, 10]])
    }

    func testSpecRootActsAsAnInvisibleNode() throws {
        let root = #"{"type": "inset", "insets": {"top": 0.3, "left": 0.3}, "child": {"type": "node", "id": "n", "intrinsicSize": [10, 10]}}"#
        assertFrames(spec(root), ["n": [0.5, 0.5, 10, 10]])
        XCTAssertEqual(try layOut(spec(root)).parents["n"], .some(nil))
    }
}
