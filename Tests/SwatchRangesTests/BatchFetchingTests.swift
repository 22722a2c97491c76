import SwatchGeometry
import SwatchRanges
import XCTest

/// R10: the decision table of `ASDisplayShouldFetchBatchForContext`, and when
/// the simulation asks it.
final class BatchFetchingTests: XCTestCase {
    let viewport = Size(width: 375, height: 600)

    func decide(
        canBatchFetch: Bool = true, fetching: Bool = false, direction: ScrollDirection = .down,
        axis: ScrollAxis = .vertical, bounds: Size? = nil, content: Double = 3000, offset: Double = 0,
        leadingScreens: Double = 2, visible: Bool = true, rightToLeft: Bool = false
    ) -> Bool {
        var context = BatchContext()
        if fetching { context.beginBatchFetching() }
        let contentSize = axis == .vertical ? Size(width: 375, height: content) : Size(width: content, height: 600)
        let point = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        return shouldFetchBatch(canBatchFetch: canBatchFetch, context: context, direction: direction, axis: axis,
                                bounds: bounds ?? viewport, contentSize: contentSize, offset: point,
                                leadingScreens: leadingScreens, visible: visible, rightToLeft: rightToLeft)
    }

    func testTheDecisionTable() {
        // remaining = 3000 - 600 - offset; trigger = 600 * 2 = 1200.
        XCTAssertTrue(decide(offset: 1200), "remaining equal to the trigger fetches")
        XCTAssertFalse(decide(offset: 1199))
        XCTAssertTrue(decide(offset: 5000), "past the end remaining is negative")
        XCTAssertFalse(decide(canBatchFetch: false, offset: 1200), "the app declines")
        XCTAssertFalse(decide(fetching: true, offset: 1200), "a fetch is in flight")
        XCTAssertFalse(decide(offset: 1200, leadingScreens: 0))
        XCTAssertFalse(decide(offset: 1200, leadingScreens: -1))
        XCTAssertFalse(decide(bounds: Size(width: 0, height: 600), offset: 1200), "empty bounds")
        XCTAssertFalse(decide(direction: .up, offset: 1200), "toward the head")
        XCTAssertTrue(decide(direction: .none, offset: 1200), "none is not toward the head")
        XCTAssertFalse(decide(offset: 1200, visible: false), "hidden")
    }

    func testSmallContentFetchesWhateverElseHolds() {
        XCTAssertTrue(decide(direction: .up, content: 599, visible: false))
        XCTAssertFalse(decide(direction: .up, content: 600, visible: false))
        XCTAssertFalse(decide(fetching: true, content: 100))
        XCTAssertFalse(decide(content: 100, leadingScreens: 0))
    }

    func testHorizontalContainersMeasureInXAndLeftIsTowardTheHead() {
        XCTAssertTrue(decide(direction: .right, axis: .horizontal, content: 3000, offset: 1875, leadingScreens: 2))
        XCTAssertFalse(decide(direction: .right, axis: .horizontal, content: 3000, offset: 1874, leadingScreens: 2))
        XCTAssertFalse(decide(direction: .left, axis: .horizontal, content: 3000, offset: 2625))
        XCTAssertTrue(decide(direction: .down, axis: .horizontal, content: 3000, offset: 2625))
        // Right to left: right is toward the head and the remaining distance is the offset.
        XCTAssertFalse(decide(direction: .right, axis: .horizontal, content: 3000, offset: 0, rightToLeft: true))
        XCTAssertTrue(decide(direction: .left, axis: .horizontal, content: 3000, offset: 750, rightToLeft: true))
    }

    func testTheContextStates() {
        var context = BatchContext()
        XCTAssertFalse(context.isFetching)
        context.beginBatchFetching()
        XCTAssertTrue(context.isFetching)
        context.completeBatchFetching(false)
        XCTAssertTrue(context.isFetching)
        context.completeBatchFetching(true)
        XCTAssertEqual(context.state, .completed)
        context.beginBatchFetching()
        context.cancelBatchFetching()
        XCTAssertFalse(context.isFetching)
    }

    func batches(_ scenario: RangeScenario) -> [BatchEvent?] {
        RangeTest.run(scenario).map(\.batch)
    }

    func testAFetchCompletesLatencyRecordsLaterAndTheNextRecordAsksAgain() {
        // 5 rows of 100 in a 600 viewport: content shorter than the view.
        let scenario = RangeTest.table(count: 5, batch: BatchFetchingParameters(leadingScreens: 1, batchSize: 3, latency: 2),
                                       scroll: [.offset(0, steps: 4)])
        XCTAssertEqual(batches(scenario), [.willBeginBatchFetch, nil, .completeBatchFetching(inserted: 3), .willBeginBatchFetch])
        let records = RangeTest.run(scenario)
        XCTAssertTrue(records[2].ranUpdate, "an insert makes the record an update")
        XCTAssertEqual(records[2].states.preload, Array(0..<8))
        XCTAssertFalse(records[1].ranUpdate)
        XCTAssertEqual(records[3].itemCount, 8)
    }

    func testNoFetchBeginsInACompletionRecord() {
        let scenario = RangeTest.table(count: 5, batch: BatchFetchingParameters(leadingScreens: 1, batchSize: 1, latency: 1),
                                       scroll: [.offset(0, steps: 1), .offset(10, steps: 3)])
        XCTAssertEqual(batches(scenario), [.willBeginBatchFetch, .completeBatchFetching(inserted: 1), .willBeginBatchFetch,
                                           .completeBatchFetching(inserted: 1)])
    }

    func testTheLimitCapsTheInsertAndThenDeclines() {
        let scenario = RangeTest.table(count: 5, batch: BatchFetchingParameters(leadingScreens: 1, batchSize: 20, limit: 7, latency: 1),
                                       scroll: [.offset(0, steps: 4)])
        XCTAssertEqual(batches(scenario), [.willBeginBatchFetch, .completeBatchFetching(inserted: 2), nil, nil])
    }

    func testHiddenMovesAndStationaryTicksDoNotAskButShowingDoes() {
        // 20 rows: near the end at 1400 (remaining 0).
        let params = BatchFetchingParameters(leadingScreens: 1, batchSize: 10, latency: 1)
        let hiddenMove = RangeTest.table(count: 20, batch: params, scroll: [
            .offset(0, steps: 1), .containerVisible(false), .offset(1400, steps: 1), .offset(1400, steps: 2), .containerVisible(true),
        ])
        XCTAssertEqual(batches(hiddenMove), [nil, nil, nil, nil, nil, .willBeginBatchFetch])
        let visibleMove = RangeTest.table(count: 20, batch: params, scroll: [.offset(0, steps: 1), .offset(1400, steps: 1)])
        XCTAssertEqual(batches(visibleMove), [nil, .willBeginBatchFetch])
    }

    func testScrollingTowardTheHeadDoesNotFetch() {
        let params = BatchFetchingParameters(leadingScreens: 1, batchSize: 10, latency: 1)
        let scenario = RangeTest.table(count: 20, batch: params, scroll: [
            .offset(0, steps: 1), .containerVisible(false), .offset(1450, steps: 1), .containerVisible(true), .offset(1400, steps: 1),
        ])
        // Showing at 1450 fetches (direction none); its completion; then the move up asks (after insert) and declines.
        XCTAssertEqual(batches(scenario), [nil, nil, nil, .willBeginBatchFetch, .completeBatchFetching(inserted: 10)])
        let up = RangeTest.table(count: 20, batch: params, scroll: [.offset(0, steps: 1), .containerVisible(false),
                                                                    .offset(1450, steps: 1), .containerVisible(true),
                                                                    .offset(1450, steps: 1), .offset(1420, steps: 1)])
        XCTAssertEqual(batches(up).last ?? nil, nil)
    }

    func testContentSizeIsReportedBeforeAnyInsert() throws {
        let scenario = RangeTest.table(count: 5, batch: BatchFetchingParameters(leadingScreens: 1, batchSize: 3, latency: 1),
                                       scroll: [.offset(0, steps: 3)])
        let run = try RangeStepper.run(scenario)
        XCTAssertEqual(run.contentSize, Size(width: 375, height: 500))
        XCTAssertEqual(run.finalLayout.count, 8)
    }
}
