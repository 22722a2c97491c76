@testable import SwatchLayout
import SwatchGeometry
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Nested specs must not lay their subtrees out again and again, and the
/// measure cache must not change any frame.
final class MeasureCacheTests: XCTestCase {
    /// Horizontal stacks nested `depth` deep, each with a fixed child taller
    /// than everything below it, so that every nested stack is stretched by its
    /// parent, and each level sees one more distinct range than the one above.
    func stretchingChain(depth: Int) -> String {
        var inner = #"{"type": "node", "id": "leaf", "intrinsicSize": [5, 1]}"#
        for level in (0..<depth).reversed() {
            inner = #"{"type": "stack", "children": [{"type": "node", "id": "f\#(level)", "intrinsicSize": [3, \#(depth + 2 - level)]}, \#(inner)]}"#
        }
        return spec(inner)
    }

    /// Wrapping rows holding growing columns: a child is asked for the same
    /// range again after being asked for another in between.
    func revisitingChain(depth: Int) -> String {
        var inner = #"{"type": "node", "id": "leaf", "intrinsicSize": [5, 10]}"#
        for _ in 0..<depth {
            inner = #"{"type": "stack", "flexWrap": "wrap", "children": [{"type": "node", "intrinsicSize": [30, 30]}, {"type": "stack", "direction": "vertical", "style": {"flexGrow": 1}, "children": [\#(inner), {"type": "node", "intrinsicSize": [3, 3], "style": {"flexGrow": 1}}]}]}"#
        }
        return spec(inner, min: "[375, 0]", max: "[375, 600]")
    }

    func layouts(_ text: String) throws -> (SpecDocument, cached: Layout, uncached: Layout) {
        let d = try SpecDecoder.decode(text)
        return (
            d,
            LayoutEngine.layout(d.tree, in: d.sizeRange, scale: d.scale, caching: true),
            LayoutEngine.layout(d.tree, in: d.sizeRange, scale: d.scale, caching: false)
        )
    }

    func testRevisitedRangesAreAnsweredFromTheCacheWithTheSameFrames() throws {
        let (d, cached, uncached) = try layouts(revisitingChain(depth: 12))
        XCTAssertLessThan(cached.computedLayouts, uncached.computedLayouts)
        XCTAssertEqual(cached.frames(in: d.tree), uncached.frames(in: d.tree))
        XCTAssertEqual(cached.sizes, uncached.sizes)
        XCTAssertEqual(cached.positions.enumerated().filter { cached.isLaidOut[$0.offset] }.map(\.element),
                       uncached.positions.enumerated().filter { uncached.isLaidOut[$0.offset] }.map(\.element))
    }

    func testWorkGrowsPolynomiallyWithDepthNotExponentially() throws {
        let (d20, small, _) = try layouts(stretchingChain(depth: 20))
        let (d120, big, _) = try layouts(stretchingChain(depth: 120))
        // Level k is asked for k + 1 distinct ranges, each laid out once: about
        // (depth + 1)^2 layouts in all, where 2^depth would never finish.
        XCTAssertLessThanOrEqual(small.computedLayouts, 21 * 21 + d20.tree.count)
        XCTAssertLessThanOrEqual(big.computedLayouts, 121 * 121 + d120.tree.count)
        // Stretch carries the top line's height (122) all the way down.
        let leaf = try XCTUnwrap(big.frames(in: d120.tree).first { d120.elements[$0.element].id == "leaf" })
        XCTAssertEqual(leaf.frame.size.height, 122)
    }

    func testNestedStacksWithFixedChildrenAreLaidOutOnceEach() {
        var tree = LayoutTree()
        var parent = tree.append(.stack(StackOptions()))
        for level in 0..<100 {
            for _ in 0..<3 { tree.append(.node(intrinsicSize: Size(width: 2, height: 10)), parent: parent) }
            if level < 99 { parent = tree.append(.stack(StackOptions()), parent: parent) }
        }
        let layout = LayoutEngine.layout(tree, in: SizeRange(min: .zero, max: Size(width: 375, height: .infinity)), scale: 2)
        XCTAssertEqual(layout.computedLayouts, tree.count)
    }

    func testCacheChangesNoFrameInAnyConformanceCase() throws {
        for file in Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("frames")) {
            let (d, a, b) = try layouts(try FrameCase(url: file).specText)
            XCTAssertEqual(a.frames(in: d.tree), b.frames(in: d.tree), file.lastPathComponent)
        }
    }
}
