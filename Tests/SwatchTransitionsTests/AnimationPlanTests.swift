import SwatchGeometry
import SwatchTransitions
import XCTest

/// T4: what the default `animateLayoutTransition:` fades and slides, its
/// timing, and the node at each moment of it.
final class AnimationPlanTests: XCTestCase {
    func frame(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SubnodeFrame {
        SubnodeFrame(id: id, frame: Rect(x: x, y: y, width: w, height: h))
    }

    func transition(
        _ old: [SubnodeFrame], _ new: [SubnodeFrame], from: Size = Size(width: 100, height: 100),
        to: Size = Size(width: 100, height: 100), timing: TransitionTiming = TransitionTiming()
    ) -> LayoutTransition {
        LayoutTransition(from: old, fromSize: from, to: new, toSize: to, timing: timing)
    }

    func testInsertedNodesFadeInAndRemovedNodesFadeOut() {
        let t = transition([frame("a", 0, 0, 10, 10), frame("b", 0, 10, 10, 10)],
                           [frame("a", 0, 0, 10, 10), frame("c", 0, 10, 10, 10)])
        XCTAssertEqual(t.inserted, ["c"])
        XCTAssertEqual(t.removed, ["b"])
        XCTAssertEqual(t.fadeIn, ["c"])
        XCTAssertEqual(t.fadeOut, ["b"])
        XCTAssertEqual(t.frameAnimated, [])
    }

    /// A node whose size changed joins the fade-in list after the inserted
    /// ones, in the new layout's order; one whose origin changed slides.
    func testAResizedNodeFadesInAfterTheInsertedOnesAndAMovedOneSlides() {
        let t = transition(
            [frame("title", 0, 0, 100, 20), frame("body", 0, 20, 100, 40), frame("footer", 0, 60, 100, 20)],
            [frame("title", 0, 0, 100, 20), frame("body", 0, 20, 100, 80), frame("photo", 0, 100, 100, 50),
             frame("footer", 0, 150, 100, 20)])
        XCTAssertEqual(t.fadeIn, ["photo", "body"])
        XCTAssertEqual(t.frameAnimated, ["footer"])
        XCTAssertEqual(t.moved, ["footer"])
    }

    func testANodeBothResizedAndMovedIsInBothLists() {
        let t = transition([frame("a", 0, 0, 10, 10)], [frame("a", 5, 5, 20, 20)])
        XCTAssertEqual(t.fadeIn, ["a"])
        XCTAssertEqual(t.frameAnimated, ["a"])
    }

    /// Sliding is decided by the frame, not by the diff: a node that keeps its
    /// index but not its origin slides; one that changes index but keeps its
    /// frame does not.
    func testSlidingFollowsTheOriginNotTheIndex() {
        let t = transition([frame("field", 0, 0, 200, 40), frame("button", 200, 0, 80, 40)],
                           [frame("other", 0, 0, 120, 40), frame("button", 120, 0, 80, 40)])
        XCTAssertEqual(t.moved, [])
        XCTAssertEqual(t.frameAnimated, ["button"])
        let overlay = transition([frame("a", 0, 0, 10, 10), frame("b", 0, 0, 10, 10)],
                                 [frame("b", 0, 0, 10, 10), frame("a", 0, 0, 10, 10)])
        XCTAssertEqual(overlay.moved, ["b", "a"])
        XCTAssertEqual(overlay.frameAnimated, [])
    }

    func testWithoutAnimationNothingFadesOrSlidesButTheDiffIsTheSame() {
        let t = transition([frame("a", 0, 0, 10, 10), frame("b", 0, 10, 10, 10)],
                           [frame("c", 0, 0, 10, 10), frame("a", 0, 20, 10, 10)],
                           timing: TransitionTiming(animated: false))
        XCTAssertEqual(t.inserted, ["c"])
        XCTAssertEqual(t.removed, ["b"])
        XCTAssertEqual(t.moved, ["a"])
        XCTAssertEqual(t.fadeIn, [])
        XCTAssertEqual(t.fadeOut, [])
        XCTAssertEqual(t.frameAnimated, [])
        XCTAssertEqual(t.length, 0)
    }

    func testTexturesDefaults() {
        let timing = TransitionTiming()
        XCTAssertEqual(timing.duration, 0.2)
        XCTAssertEqual(timing.delay, 0)
        XCTAssertTrue(timing.animated)
        XCTAssertEqual(TransitionTiming.curve, TimingCurve(0.42, 0, 0.58, 1))
    }

    func testTheEaseInOutCurve() {
        let curve = TimingCurve.easeInOut
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 1), 1)
        XCTAssertEqual(curve.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(curve.value(at: 0.25), 0.129162, accuracy: 1e-5)
        XCTAssertEqual(curve.value(at: 0.75), 0.870838, accuracy: 1e-5)
        XCTAssertEqual(curve.value(at: 0.1), 0.019722, accuracy: 1e-5)
        // Slow at both ends: less than linear before the middle, more after.
        XCTAssertLessThan(curve.value(at: 0.3), 0.3)
        XCTAssertGreaterThan(curve.value(at: 0.7), 0.7)
    }

    // MARK: The node over time

    func testBeforeTheCallTheOldLayoutShows() {
        let t = transition([frame("a", 0, 0, 10, 10)], [frame("b", 0, 0, 10, 10)])
        let snapshot = t.snapshot(at: -0.01)
        XCTAssertEqual(snapshot.subnodes.map { $0.id }, ["a"])
        XCTAssertEqual(snapshot.size, Size(width: 100, height: 100))
    }

    /// Halfway through the duration the ease-in-out curve is halfway too:
    /// the slide, the fades and the bounds are all at their middle.
    func testHalfwayEverythingIsHalfwayAlongTheCurve() {
        let t = transition([frame("gone", 0, 0, 10, 10), frame("slide", 0, 10, 10, 10)],
                           [frame("new", 0, 0, 10, 10), frame("slide", 0, 70, 10, 10)],
                           from: Size(width: 100, height: 80), to: Size(width: 100, height: 120),
                           timing: TransitionTiming(duration: 0.2, delay: 0.1))
        let start = t.snapshot(at: 0.05)
        XCTAssertEqual(start.subnodes.first { $0.id == "new" }?.alpha, 0, "waiting, invisible, during the delay")
        XCTAssertEqual(start.subnodes.first { $0.id == "slide" }?.frame.minY, 10)
        let middle = t.snapshot(at: 0.2)
        XCTAssertEqual(middle.subnodes.map { $0.id }, t.during)
        XCTAssertEqual(middle.subnodes.first { $0.id == "new" }?.alpha ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(middle.subnodes.first { $0.id == "gone" }?.alpha ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(middle.subnodes.first { $0.id == "slide" }?.frame.minY ?? -1, 40, accuracy: 1e-9)
        XCTAssertEqual(middle.size.height, 100, accuracy: 1e-9)
        let quarter = t.snapshot(at: 0.15)
        XCTAssertEqual(quarter.subnodes.first { $0.id == "slide" }?.frame.minY ?? -1, 10 + 60 * 0.129162, accuracy: 1e-3)
        let end = t.snapshot(at: 0.31)
        XCTAssertEqual(end.subnodes.map { $0.id }, ["new", "slide"])
        XCTAssertEqual(end.size.height, 120)
    }

    /// A removed node stays at its old frame while it fades; a resized node
    /// shows at its final frame from the start.
    func testRemovedNodesStayPutAndResizedNodesJumpToTheirFinalFrame() {
        let t = transition([frame("gone", 50, 50, 10, 10), frame("grow", 0, 0, 10, 10)],
                           [frame("grow", 0, 0, 30, 30)])
        let middle = t.snapshot(at: 0.1)
        XCTAssertEqual(middle.subnodes.first { $0.id == "gone" }?.frame, Rect(x: 50, y: 50, width: 10, height: 10))
        XCTAssertEqual(middle.subnodes.first { $0.id == "grow" }?.frame, Rect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(middle.subnodes.first { $0.id == "grow" }?.source, .new)
    }

    /// The node both inserted and removed by the reversal fades in, then is
    /// gone once the animation completes.
    func testTheReinsertedNodeFadesInThenLeaves() {
        let t = transition([frame("a", 0, 0, 10, 10), frame("b", 10, 0, 10, 10), frame("c", 20, 0, 10, 10)],
                           [frame("c", 0, 0, 10, 10), frame("b", 10, 0, 10, 10), frame("a", 20, 0, 10, 10)])
        XCTAssertEqual(t.fadeIn, ["b"])
        XCTAssertEqual(t.fadeOut, ["b"])
        XCTAssertEqual(t.snapshot(at: 0.1).subnodes.first { $0.id == "b" }?.alpha ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(t.snapshot(at: 0.2).subnodes.map { $0.id }, ["c", "a"])
    }

    func testWithoutAnimationTheNewLayoutShowsAtOnce() {
        let t = transition([frame("a", 0, 0, 10, 10)], [frame("a", 0, 40, 10, 10)],
                           timing: TransitionTiming(duration: 0.2, delay: 0.5, animated: false))
        XCTAssertEqual(t.snapshot(at: 0).subnodes.first?.frame.minY, 40)
    }
}
