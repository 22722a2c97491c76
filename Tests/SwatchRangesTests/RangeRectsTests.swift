import SwatchGeometry
import SwatchRanges
import XCTest

/// R5: range rects grow the bounds along the scroll axis only, the leading
/// buffer on the side the effective direction points to.
final class RangeRectsTests: XCTestCase {
    let bounds = Rect(x: 0, y: 1000, width: 375, height: 667)
    let tuning = RangeTuningParameters(leading: 1, trailing: 0.5)

    func testScrollingDownPutsTheLeadingBufferBelow() {
        let r = expandToRange(bounds, tuning: tuning, axis: .vertical, direction: .down)
        XCTAssertEqual(r, Rect(x: 0, y: 1000 - 333.5, width: 375, height: 333.5 + 667 + 667))
    }

    func testScrollingUpPutsTheLeadingBufferAbove() {
        let r = expandToRange(bounds, tuning: tuning, axis: .vertical, direction: .up)
        XCTAssertEqual(r, Rect(x: 0, y: 1000 - 667, width: 375, height: 667 + 667 + 333.5))
    }

    func testTheInitialDirectionPointsDownAndRightIntoTheContent() {
        XCTAssertEqual(ScrollDirection.effective(raw: .none, previous: .initialRangeDirection), [.down, .right])
        let r = expandToRange(bounds, tuning: tuning, axis: .vertical, direction: .initialRangeDirection)
        XCTAssertEqual(r.minY, 1000 - 333.5)
    }

    func testAStillScrollKeepsThePreviousDirection() {
        XCTAssertEqual(ScrollDirection.effective(raw: .none, previous: .up), .up)
        XCTAssertEqual(ScrollDirection.effective(raw: .down, previous: .up), .down)
    }

    func testHorizontalContainersExpandInXOnly() {
        let page = Rect(x: 375, y: 0, width: 375, height: 667)
        let t = RangeTuningParameters(leading: 2, trailing: 1)
        XCTAssertEqual(expandToRange(page, tuning: t, axis: .horizontal, direction: .right),
                       Rect(x: 0, y: 0, width: 375 * 4, height: 667))
        XCTAssertEqual(expandToRange(page, tuning: t, axis: .horizontal, direction: .left),
                       Rect(x: 375 - 750, y: 0, width: 375 * 4, height: 667))
        // A vertical direction does not move a horizontal range: not right means left.
        XCTAssertEqual(expandToRange(page, tuning: t, axis: .horizontal, direction: .down).minX, 375 - 750)
    }

    func testZeroTuningIsTheBounds() {
        XCTAssertEqual(expandToRange(bounds, tuning: .zero, axis: .vertical, direction: .down), bounds)
    }

    func testRectsFollowTexturesOrderOfOperations() {
        // n = 0.25 * 667, p = 0.5 * 667, height = n + H + p, y -= n.
        let r = expandToRange(Rect(x: 0, y: 0, width: 375, height: 667),
                              tuning: RangeTuningParameters(leading: 0.5, trailing: 0.25), axis: .vertical, direction: .down)
        XCTAssertEqual(r, Rect(x: 0, y: -166.75, width: 375, height: 1167.25))
    }

    func testRectsAreNotClampedToTheContent() {
        let records = RangeTest.run(RangeTest.table(count: 3, scroll: [.offset(0, steps: 1)]))
        XCTAssertEqual(records[0].rects.display?.minY, -150)
        XCTAssertEqual(records[0].rects.preload?.maxY, 900)
    }

    func testDefaultTuningsAreTexturesAndThePagersOwn() {
        let table = RangeTuning.defaults(for: .table)
        XCTAssertEqual(table[.full, .display], RangeTuningParameters(leading: 1, trailing: 0.5))
        XCTAssertEqual(table[.full, .preload], RangeTuningParameters(leading: 2.5, trailing: 1.5))
        XCTAssertEqual(table[.minimum, .display], RangeTuningParameters(leading: 0.25, trailing: 0.25))
        XCTAssertEqual(table[.minimum, .preload], RangeTuningParameters(leading: 0.5, trailing: 0.25))
        XCTAssertEqual(table[.visibleOnly, .preload], .zero)
        XCTAssertEqual(table[.lowMemory, .display], .zero)
        let pager = RangeTuning.defaults(for: .pager)
        XCTAssertEqual(pager[.minimum, .display], .zero)
        XCTAssertEqual(pager[.minimum, .preload], RangeTuningParameters(leading: 1, trailing: 1))
        XCTAssertEqual(pager[.full, .display], RangeTuningParameters(leading: 1, trailing: 1))
        XCTAssertEqual(pager[.full, .preload], RangeTuningParameters(leading: 2, trailing: 2))
        XCTAssertEqual(RangeTuning.defaults(for: .collection(columns: 3)), table)
    }
}
