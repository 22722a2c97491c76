import SwatchGeometry
import SwatchLayout
import SwatchTestSupport
import XCTest

/// reference/layout.md §1: dimensions, style ranges, intersection, NaN.
final class StyleResolutionTests: XCTestCase {
    func resolved(_ configure: (inout Style) -> Void) -> SizeRange {
        var style = Style()
        configure(&style)
        return style.resolve(parent: Size(width: 400, height: 400))
    }

    func testASetWidthNeverYieldsAnInterval() {
        XCTAssertEqual(resolved { $0.width = .points(500); $0.maxWidth = .points(300) }.min.width, 300)
        XCTAssertEqual(resolved { $0.width = .points(500); $0.maxWidth = .points(300) }.max.width, 300)
        XCTAssertEqual(resolved { $0.width = .points(100); $0.minWidth = .points(200) }.max.width, 200)
        XCTAssertEqual(resolved { $0.minWidth = .points(300); $0.maxWidth = .points(200) }.max.width, 300)
        XCTAssertEqual(resolved { _ in }, SizeRange.unconstrained)
    }

    func testFractionsResolveAgainstTheParent() {
        XCTAssertEqual(resolved { $0.width = .fraction(0.25) }, SizeRange(min: Size(width: 100, height: 0), max: Size(width: 100, height: .infinity)))
    }

    func testParentWinsWithAPointWhenRangesDoNotOverlap() {
        let offered = SizeRange(min: .zero, max: Size(width: 100, height: 100))
        let asked = SizeRange(min: Size(width: 200, height: 200), max: Size(width: 200, height: 200))
        XCTAssertEqual(offered.intersect(asked), SizeRange(exactly: Size(width: 100, height: 100)))
        let below = SizeRange(min: Size(width: 50, height: 50), max: Size(width: 100, height: 100))
        let small = SizeRange(exactly: Size(width: 10, height: 10))
        XCTAssertEqual(below.intersect(small), SizeRange(exactly: Size(width: 50, height: 50)))
    }

    func testClampLetsMinWinOnAnInvertedRange() {
        let inverted = SizeRange(min: Size(width: 300, height: 0), max: Size(width: 200, height: 10))
        XCTAssertEqual(inverted.clamp(Size(width: 250, height: 5)), Size(width: 300, height: 5))
    }

    func testPercentMaxInAStackForcesTheConstrainedMinimum() {
        // §1.5: maxWidth "50%" against an undefined parent width (NaN) gives [min, min].
        let root = #"{"type": "stack", "alignItems": "start", "children": [{"type": "node", "id": "c", "intrinsicSize": [80, 10], "style": {"maxWidth": "50%"}}]}"#
        assertFrames(spec(root), ["c": [0, 0, 0, 10]])
    }

    func testPercentWidthInAStackWithAnUndefinedWidthActsAsAuto() {
        let root = #"{"type": "stack", "alignItems": "start", "children": [{"type": "node", "id": "c", "intrinsicSize": [80, 10], "style": {"width": "50%"}}]}"#
        assertFrames(spec(root), ["c": [0, 0, 80, 10]])
    }

    func testPercentWidthResolvesAgainstAnExactStack() {
        let root = #"{"type": "stack", "alignItems": "start", "children": [{"type": "node", "id": "c", "intrinsicSize": [80, 10], "style": {"width": "50%"}}]}"#
        assertFrames(spec(root, min: "[300, 0]", max: #"[300, "inf"]"#), ["c": [0, 0, 150, 10]])
    }
}
