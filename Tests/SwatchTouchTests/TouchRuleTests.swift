import SwatchGeometry
import SwatchTestSupport
import SwatchTouch
import XCTest

/// `reference/touch.md` H1–H4 on hand-made trees, one rule at a time.
final class TouchRuleTests: XCTestCase {
    func node(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, parent: Int? = nil, slop: Insets = .zero,
        enabled: Bool = true
    ) -> TouchNode {
        TouchNode(frame: Rect(x: x, y: y, width: w, height: h), parent: parent, hitTestSlop: slop, userInteractionEnabled: enabled)
    }

    func all(_ v: Double) -> Insets { Insets(top: v, left: v, bottom: v, right: v) }

    // MARK: H2 pointInside

    func testPointInsideIncludesMinEdgesAndExcludesMaxEdges() {
        let tree = TouchTree(nodes: [node(10, 20, 30, 40)], container: nil)
        XCTAssertTrue(tree.pointInside(0, Point(x: 10, y: 20)))
        XCTAssertTrue(tree.pointInside(0, Point(x: 39.75, y: 59.75)))
        XCTAssertFalse(tree.pointInside(0, Point(x: 40, y: 30)), "the right edge is outside")
        XCTAssertFalse(tree.pointInside(0, Point(x: 20, y: 60)), "the bottom edge is outside")
        XCTAssertFalse(tree.pointInside(0, Point(x: 9.75, y: 30)))
        XCTAssertFalse(tree.pointInside(0, Point(x: 20, y: 19.75)))
    }

    func testNegativeSlopGrowsAndPositiveSlopShrinks() {
        let grown = TouchTree(nodes: [node(100, 100, 20, 10, slop: Insets(top: -17, left: -12, bottom: -17, right: -12))], container: nil)
        XCTAssertEqual(grown.nodes[0].slopRect, Rect(x: 88, y: 83, width: 44, height: 44))
        XCTAssertTrue(grown.pointInside(0, Point(x: 88, y: 83)))
        XCTAssertFalse(grown.pointInside(0, Point(x: 132, y: 100)))
        let shrunk = TouchTree(nodes: [node(0, 0, 40, 40, slop: all(5))], container: nil)
        XCTAssertFalse(shrunk.pointInside(0, Point(x: 2, y: 20)))
        XCTAssertTrue(shrunk.pointInside(0, Point(x: 5, y: 5)))
        XCTAssertFalse(shrunk.pointInside(0, Point(x: 35, y: 20)))
    }

    func testASlopThatTurnsTheRectangleInsideOutIsStandardised() {
        // 20 wide, 15 in from each side: x 25, width -10, which CGRect
        // functions read as x 15, width 10.
        let tree = TouchTree(nodes: [node(10, 0, 20, 10, slop: Insets(top: 0, left: 15, bottom: 0, right: 15))], container: nil)
        XCTAssertEqual(tree.nodes[0].slopRect, Rect(x: 15, y: 0, width: 10, height: 10))
        XCTAssertTrue(tree.pointInside(0, Point(x: 15, y: 5)))
        XCTAssertTrue(tree.pointInside(0, Point(x: 24.75, y: 5)))
        XCTAssertFalse(tree.pointInside(0, Point(x: 25, y: 5)))
        XCTAssertFalse(tree.pointInside(0, Point(x: 14.75, y: 5)))
        XCTAssertEqual(tree.touchAreas()[0]?.rect, Rect(x: 15, y: 0, width: 10, height: 10))
    }

    func testARectangleWithNoWidthOrHeightContainsNothing() {
        let flat = TouchTree(nodes: [node(0, 0, 0, 20)], container: nil)
        XCTAssertFalse(flat.pointInside(0, Point(x: 0, y: 5)))
        XCTAssertNil(flat.hitTest(Point(x: 0, y: 5)))
        XCTAssertNil(flat.touchAreas()[0])
        // Slop that exactly cancels the height leaves nothing either.
        let cancelled = TouchTree(nodes: [node(0, 0, 30, 20, slop: Insets(top: 10, left: 0, bottom: 10, right: 0))], container: nil)
        XCTAssertFalse(cancelled.pointInside(0, Point(x: 5, y: 10)))
        XCTAssertNil(cancelled.touchAreas()[0])
        // A node of no size with slop is tappable around its position.
        let dot = TouchTree(nodes: [node(50, 50, 0, 0, slop: all(-22))], container: nil)
        XCTAssertTrue(dot.pointInside(0, Point(x: 28, y: 71.75)))
        XCTAssertEqual(dot.touchAreas()[0]?.rect, Rect(x: 28, y: 28, width: 44, height: 44))
    }

    // MARK: H3 hitTest

    func testTheFrontMostSiblingIsAskedFirst() {
        let tree = TouchTree(nodes: [
            node(0, 0, 300, 100),
            node(0, 0, 50, 40, parent: 0, slop: Insets(top: 0, left: 0, bottom: 0, right: -70)),
            node(30, 0, 50, 40, parent: 0),
            node(60, 0, 50, 40, parent: 0),
        ], container: nil)
        XCTAssertEqual(tree.hitTest(Point(x: 10, y: 10)), 1)
        XCTAssertEqual(tree.hitTest(Point(x: 40, y: 10)), 2, "b overlaps a and is in front")
        XCTAssertEqual(tree.hitTest(Point(x: 70, y: 10)), 3)
        XCTAssertEqual(tree.hitTest(Point(x: 115, y: 10)), 1, "only a's slop reaches past c")
        XCTAssertEqual(tree.hitTest(Point(x: 120, y: 10)), 0)
        XCTAssertNil(tree.hitTest(Point(x: 300, y: 10)))
        XCTAssertEqual(tree.chain(to: 3), [0, 3])
    }

    func testASubnodeOutsideItsParentsSlopGrownBoundsIsNeverReached() {
        let tree = TouchTree(nodes: [
            node(0, 0, 300, 200),
            node(50, 50, 100, 50, parent: 0),
            node(50, 50, 20, 20, parent: 1, slop: all(-20)),
        ], container: nil)
        XCTAssertEqual(tree.hitTest(Point(x: 45, y: 60)), 0, "inside the child's slop, outside its parent")
        XCTAssertEqual(tree.hitTest(Point(x: 50, y: 50)), 2)
        XCTAssertEqual(tree.hitTest(Point(x: 89.75, y: 89.75)), 2)
        XCTAssertEqual(tree.hitTest(Point(x: 90, y: 60)), 1)
        // The parent's slop lets the child's reach out again.
        let fixed = TouchTree(nodes: [
            node(0, 0, 300, 200),
            node(50, 50, 100, 50, parent: 0, slop: Insets(top: -20, left: -20, bottom: 0, right: 0)),
            node(50, 50, 20, 20, parent: 1, slop: all(-20)),
        ], container: nil)
        XCTAssertEqual(fixed.hitTest(Point(x: 30, y: 30)), 2)
        XCTAssertEqual(fixed.hitTest(Point(x: 29.75, y: 40)), 0)
    }

    func testDisabledNodesAreSkippedWithTheirWholeSubtree() {
        let tree = TouchTree(nodes: [
            node(0, 0, 200, 100),
            node(10, 10, 100, 50, parent: 0, enabled: false),
            node(20, 20, 30, 30, parent: 1),  // enabled, but under a disabled parent
            node(120, 10, 40, 40, parent: 0, enabled: false),  // a text node, say
        ], container: nil)
        XCTAssertEqual(tree.hitTest(Point(x: 30, y: 30)), 0)
        XCTAssertEqual(tree.hitTest(Point(x: 130, y: 20)), 0, "the disabled node passes the touch to its parent")
        let areas = tree.touchAreas()
        XCTAssertNotNil(areas[0])
        XCTAssertNil(areas[1])
        XCTAssertNil(areas[2], "an enabled node under a disabled one takes nothing")
        XCTAssertNil(areas[3])
        let off = TouchTree(nodes: [node(0, 0, 100, 100, enabled: false), node(0, 0, 50, 50, parent: 0)], container: nil)
        XCTAssertNil(off.hitTest(Point(x: 10, y: 10)), "a disabled root takes nothing and hides everything")
    }

    func testTheContainerOfALayoutSpecRootBoundsTheTopLevelNodesAndIsNeverAHit() {
        let tree = TouchTree(nodes: [
            node(0, 0, 200, 30, slop: all(-20)),
            node(0, 45, 200, 30, slop: all(-20)),
        ], container: Rect(x: 0, y: 0, width: 200, height: 120))
        XCTAssertNil(tree.hitTest(Point(x: 100, y: -5)), "slop past the container is dead")
        XCTAssertNil(tree.hitTest(Point(x: -0.25, y: 10)))
        XCTAssertEqual(tree.hitTest(Point(x: 100, y: 26)), 1, "the later node is in front")
        XCTAssertEqual(tree.hitTest(Point(x: 100, y: 24.75)), 0, "above the later node's slop")
        XCTAssertNil(tree.hitTest(Point(x: 100, y: 100)), "inside the container, outside every node")
        XCTAssertEqual(tree.chain(to: 1), [1], "the container is not in a chain")
        XCTAssertEqual(tree.touchAreas()[0]?.rect, Rect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertEqual(tree.touchAreas()[1]?.rect, Rect(x: 0, y: 25, width: 200, height: 70))
        // Without the container the same slop reaches outside.
        XCTAssertEqual(TouchTree(nodes: tree.nodes, container: nil).hitTest(Point(x: 100, y: -5)), 0)
    }

    // MARK: H4 touch areas

    func testTouchAreasAreCutByEveryAncestorAndSayWhichEdges() {
        let tree = TouchTree(nodes: [
            node(0, 0, 300, 200),
            node(50, 50, 200, 100, parent: 0),
            node(50, 50, 24, 24, parent: 1, slop: all(-20)),
            node(226, 126, 24, 24, parent: 1, slop: all(-20)),
            node(140, 90, 20, 20, parent: 1, slop: all(-5)),
        ], container: nil)
        let areas = tree.touchAreas()
        XCTAssertEqual(areas[2], TouchArea(rect: Rect(x: 50, y: 50, width: 44, height: 44), clippedEdges: [.top, .left]))
        XCTAssertEqual(areas[3], TouchArea(rect: Rect(x: 206, y: 106, width: 44, height: 44), clippedEdges: [.bottom, .right]))
        XCTAssertEqual(areas[4], TouchArea(rect: Rect(x: 135, y: 85, width: 30, height: 30), clippedEdges: []))
        XCTAssertEqual(areas[0]?.clippedEdges, [])
    }

    func testANodeCutToNothingAndItsSubnodesTakeNoTouches() {
        let tree = TouchTree(nodes: [
            node(0, 0, 100, 100),
            node(100, 0, 50, 50, parent: 0),  // touches the parent's right edge only
            node(110, 10, 10, 10, parent: 1, slop: all(-200)),
        ], container: nil)
        let areas = tree.touchAreas()
        XCTAssertNil(areas[1])
        XCTAssertNil(areas[2])
        XCTAssertEqual(tree.hitTest(Point(x: 50, y: 5)), 0)
    }

    func testTheFlatSearchFindsWhatHitTestFinds() {
        var rng = RepeatableRandomNumberGenerator(seed: 42)
        var hits = 0, belowTheTop = 0
        for round in 0..<300 {
            // A tree in pre-order (each node's parent is on the path to the node
            // before it), nodes mostly inside their parent and a little past its
            // edges, slop that grows or shrinks them, on the quarter-point grid.
            var nodes: [TouchNode] = []
            func q(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / 4 }
            let count = Int.random(in: 1...14, using: &rng)
            for i in 0..<count {
                let path = i == 0 ? [] : TouchTree(nodes: nodes, container: nil).chain(to: i - 1)
                let parent: Int? = path.isEmpty || Int.random(in: 0..<6, using: &rng) == 0 ? nil : path.randomElement(using: &rng)
                let outer = parent.map { nodes[$0].frame } ?? Rect(x: 0, y: 0, width: 200, height: 120)
                let w = q(0...Int(outer.size.width * 4)), h = q(0...Int(outer.size.height * 4))
                let x = outer.minX + q(-40...Int(max(0, outer.size.width - w) * 4) + 40)
                let y = outer.minY + q(-40...Int(max(0, outer.size.height - h) * 4) + 40)
                nodes.append(node(
                    x, y, w, h, parent: parent,
                    slop: Insets(top: q(-80...24), left: q(-80...24), bottom: q(-80...24), right: q(-80...24)),
                    enabled: Int.random(in: 0..<6, using: &rng) > 0))
            }
            let container: Rect? = round % 2 == 0 ? Rect(x: 0, y: 0, width: 200, height: 120) : nil
            let tree = TouchTree(nodes: nodes, container: container)
            let areas = tree.touchAreas()
            for _ in 0..<60 {
                let p = Point(x: q(-80...880), y: q(-80...560))
                let hit = tree.hitTest(p)
                XCTAssertEqual(TouchTree.flatHit(p, in: areas), hit, "round \(round) at \(p)")
                if let hit {
                    hits += 1
                    if tree.nodes[hit].parent != nil { belowTheTop += 1 }
                }
            }
        }
        // The trees are not trivial: many points reach a node, many below the top.
        XCTAssertGreaterThan(hits, 3000)
        XCTAssertGreaterThan(belowTheTop, 800)
        print("flat search: \(hits) hits of 18000 points, \(belowTheTop) below the top")
    }
}
