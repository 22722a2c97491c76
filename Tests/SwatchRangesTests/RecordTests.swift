import SwatchGeometry
import SwatchRanges
import XCTest

/// R4 and R12: how scroll entries become records and directions.
final class RecordTests: XCTestCase {
    func testStepsInterpolateByMultiplyThenDivideThenAdd() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(100, steps: 1), .offset(0.3, steps: 3)]))
        let start = 100.0, end = 0.3
        let expected: [Double] = [start, start + (end - start) * 1 / 3, start + (end - start) * 2 / 3, end]
        XCTAssertEqual(records.map(\.offset.y), expected)
        XCTAssertEqual(records.map(\.step), [0, 1, 2, 3])
    }

    func testDirectionIsTheSignOfTheMoveAndNoneWhenStill() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(0, steps: 1), .offset(200, steps: 1), .offset(100, steps: 1),
                                                             .offset(100, steps: 1), .containerVisible(false)]))
        XCTAssertEqual(records.map(\.direction), [.none, .down, .up, .none, .none])
    }

    func testANoOpKeepsTheRememberedDirection() {
        // After scrolling up, a hide (direction none) still builds its rects upward.
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(0, steps: 1), .offset(1000, steps: 1), .offset(900, steps: 1),
                                                             .offset(900, steps: 1), .containerVisible(false)]))
        XCTAssertFalse(records[3].ranUpdate)
        XCTAssertEqual(records[3].rangeDirection, .up)
        XCTAssertEqual(records[4].direction, .none)
        // full display 1 above (leading, up), 0.5 below.
        XCTAssertEqual(records[4].rects.display, Rect(x: 0, y: 300, width: 375, height: 1500))
    }

    func testANoOpRecordRepeatsTheLastRectsAndStatesWithoutEvents() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(0, steps: 1), .offset(250, steps: 1), .offset(250, steps: 2)]))
        XCTAssertEqual(records.count, 4)
        for r in records[2...] {
            XCTAssertFalse(r.ranUpdate)
            XCTAssertEqual(r.rects, records[1].rects)
            XCTAssertEqual(r.states, records[1].states)
            XCTAssertEqual(r.events, [])
            XCTAssertEqual(r.mode, .full)
        }
    }

    func testRecordZeroIsAlwaysAnUpdate() {
        let records = RangeTest.run(RangeTest.table(scroll: [.containerVisible(true)]))
        XCTAssertTrue(records[0].ranUpdate)
        XCTAssertEqual(records[0].states.visible, Array(0..<6))
    }

    func testAFirstEntryThatMovesIsADragSoTheFirstUpdateIsFull() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(300, steps: 1)]))
        XCTAssertEqual(records[0].mode, .full)
        XCTAssertEqual(records[0].direction, .down)
    }

    func testAPagerReportsItsOffsetAsX() {
        let scenario = RangeScenario(container: .pager, viewport: Size(width: 375, height: 667),
                                     items: .uniform(count: 8, item: ItemSpec(size: .zero)),
                                     scroll: [.offset(0, steps: 1), .offset(375, steps: 1), .offset(0, steps: 1)])
        let records = RangeTest.run(scenario)
        XCTAssertEqual(records[1].offset, Point(x: 375, y: 0))
        XCTAssertEqual(records.map(\.direction), [.none, .right, .left])
        XCTAssertEqual(records[2].rects.preload, Rect(x: -750, y: 0, width: 375 * 5, height: 667))
    }

    func testInvertedChangesNoNumber() throws {
        var scenario = RangeTest.table(batch: BatchFetchingParameters(), scroll: [.offset(0, steps: 1), .offset(4000, steps: 5)])
        let plain = try RangeStepper.run(scenario).records
        scenario.inverted = true
        XCTAssertEqual(try RangeStepper.run(scenario).records, plain)
    }

    func testTheWorkBudgetStopsRunawayScenarios() {
        let scenario = RangeTest.table(count: 10_000, rowHeight: 0.01, scroll: [.offset(0, steps: 1), .offset(50, steps: 100)])
        XCTAssertThrowsError(try RangeStepper.run(scenario, limits: RangeLimits(workBudget: 100_000))) { error in
            XCTAssertTrue("\(error)".contains("100000"))
        }
    }

    func testAHundredThousandItemsRunCorrectlyAtTheEnd() throws {
        let scenario = RangeTest.table(count: 100_000, scroll: [.offset(0, steps: 1), .offset(9_999_400, steps: 1000)])
        let run = try RangeStepper.run(scenario)
        XCTAssertEqual(run.records.count, 1001)
        XCTAssertEqual(run.records.last?.states.visible, Array(99_994..<100_000))
    }
}
