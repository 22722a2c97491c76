import SwatchGeometry
@testable import SwatchRanges
import XCTest

/// The frame model's rules (reference/frames.md F1-F5), each on a small run
/// worked by hand. Records are built directly, so each test states exactly
/// which items enter and leave which range at which step. Most use 50 Hz, so
/// a frame is 20 ms.
final class FrameModelTests: XCTestCase {
    /// Builds a run's records step by step: each step gives the items in
    /// Display (and Preload) and in Visible; its events are the transitions
    /// from the step before, in ascending item order unless `order` is given.
    struct Run {
        var records: [RangeRecord] = []
        var itemCount: Int
        private var display: [Int] = []
        private var visible: [Int] = []

        init(items: Int) { itemCount = items }

        mutating func step(display newDisplay: [Int], visible newVisible: [Int]? = nil, inserted: Int = 0,
                           order: [Int]? = nil, containerVisible: Bool = true) {
            let shown = newVisible ?? newDisplay
            itemCount += inserted
            var events: [InterfaceEvent] = []
            let touched = Set(display + visible + newDisplay + shown)
            let items = order.map { o in o + touched.subtracting(o).sorted() } ?? touched.sorted()
            for item in items {
                var old = InterfaceState.none, new = InterfaceState.none
                if display.contains(item) { old.formUnion([.preload, .display]) }
                if visible.contains(item) { old.insert(.visible) }
                if newDisplay.contains(item) { new.formUnion([.preload, .display]) }
                if shown.contains(item) { new.insert(.visible) }
                InterfaceEvent.appendTransitions(item: item, from: old, to: new, into: &events)
            }
            display = newDisplay.sorted()
            visible = shown.sorted()
            let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
            records.append(RangeRecord(
                step: records.count, offset: .zero, direction: .none, mode: .minimum,
                rects: RangeRects(visible: bounds, display: bounds, preload: bounds),
                states: StateLists(visible: visible, display: display, preload: display), events: events,
                batch: inserted > 0 ? .completeBatchFetching(inserted: inserted) : nil, nested: [],
                ranUpdate: true, containerVisible: containerVisible, itemCount: itemCount, memoryWarning: false,
                rangeDirection: .down))
        }

        /// One step a list: the items in Display (and Visible) at each.
        mutating func steps(display lists: [[Int]]) {
            for list in lists { step(display: list) }
        }

        func timeline(_ parameters: FrameParameters, initialItems: Int? = nil) -> FrameTimeline {
            let initial = initialItems ?? (records.first.map { r in
                r.itemCount - { if case .completeBatchFetching(let n) = r.batch { return n } else { return 0 } }()
            } ?? itemCount)
            return FrameTimeline(parameters: parameters, records: records, initialItemCount: initial)
        }
    }

    func parameters(rate: Double = 50, budget: Double = 10, threads: Int = 1,
                    measure: [Double] = [0], display: [Double] = [0], mount: [Double] = [0]) -> FrameParameters {
        FrameParameters(refreshRate: rate, mainThreadBudget: budget, backgroundThreads: threads,
                        cost: FrameCosts(measure: ItemCosts(perItem: measure)!, display: ItemCosts(perItem: display)!,
                                         mount: ItemCosts(perItem: mount)!))
    }

    /// (item, kind, worker, start, end) of every task started.
    func tasks(_ t: FrameTimeline) -> [String] {
        t.tasks.map { "\($0.kind.name) \($0.item) w\($0.worker) \(svg($0.start))-\(svg($0.end))\($0.discarded ? " discarded" : "")" }
    }

    func svg(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }

    // MARK: F1, F5.1, F5.10: time

    func testFrameKStartsAtKTimesTheFrameLengthAndNoOpRecordsAreFrames() {
        var run = Run(items: 1)
        run.step(display: [0])
        run.step(display: [0])   // no-op records: nothing changes, still frames
        run.step(display: [0])
        let t = run.timeline(parameters(measure: [30], display: [10]))
        XCTAssertEqual(t.frames.count, 3)
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-30", "display 0 w0 30-40"])
        XCTAssertEqual(t.frames.map { $0.background }, [[20], [20], [0]])
        // Blank at 0 and 20 ms; at 40 ms the display finishing at 40 counts as finished.
        XCTAssertEqual(t.frames.map { $0.blanks }, [[0], [0], []])
        XCTAssertEqual(t.frames.map { $0.placeholders }, [[], [], []])
    }

    func testNothingAfterTheLastFrameIsReported() {
        var run = Run(items: 1)
        run.step(display: [0])
        run.step(display: [0])
        let t = run.timeline(parameters(measure: [100]))
        XCTAssertEqual(t.frames.map { $0.background }, [[20], [20]])
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-100"])
    }

    // MARK: F2, F5.9: without Texture

    func testUIKitDoesEveryAppearingCellsWorkOnTheMainThreadWithoutCarryOver() {
        var run = Run(items: 3)
        run.step(display: [0, 1, 2])
        run.step(display: [0, 1, 2])
        let t = run.timeline(FrameParameters())   // 60 Hz, 10 ms, measure 3, display 8, mount 0.3
        XCTAssertEqual(t.frames[0].uikit.main, 33.9, accuracy: 1e-9)
        XCTAssertEqual(t.frames[0].uikit.late, 2)    // ceil(23.9 / 16.67)
        XCTAssertEqual(t.frames[0].texture.main, 0.9, accuracy: 1e-9)
        XCTAssertEqual(t.frames[0].texture.late, 0)
        XCTAssertEqual(t.frames[1].uikit, MainThreadFrame(main: 0, late: 0))
        XCTAssertEqual(t.summary.uikitLateFrames, 2)
        XCTAssertEqual(t.summary.textureLateFrames, 0)
    }

    func testAFrameIsLateOnlyWhenStrictlyOverTheBudget() {
        func late(_ main: Double) -> Int {
            FrameTimeline.lateFrames(main: main, parameters: parameters(budget: 10))
        }
        XCTAssertEqual(late(10), 0)
        XCTAssertEqual(late(4 + 5.7 + 0.3), 0)   // 10 as a sum of decimals
        XCTAssertEqual(late(10.001), 1)
        XCTAssertEqual(late(30), 1)               // exactly one frame over
        XCTAssertEqual(late(30.001), 2)
        XCTAssertEqual(late(0), 0)
    }

    func testMainCountsEveryEntryIntoVisibleReEntriesIncluded() {
        var run = Run(items: 2)
        run.step(display: [0, 1], visible: [0])
        run.step(display: [0, 1], visible: [1])
        run.step(display: [0, 1], visible: [0])
        let t = run.timeline(parameters(measure: [1], display: [2], mount: [0.5]))
        XCTAssertEqual(t.frames.map { $0.uikit.main }, [3.5, 3.5, 3.5])
        XCTAssertEqual(t.frames.map { $0.texture.main }, [0.5, 0.5, 0.5])
    }

    // MARK: F3, F5.3: one queue, in order

    func testEveryInitialMeasureIsQueuedBeforeTheFirstDisplay() {
        var run = Run(items: 3)
        run.step(display: [0])
        let t = run.timeline(parameters(measure: [1], display: [2]))
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-1", "measure 1 w0 1-2", "measure 2 w0 2-3", "display 0 w0 3-5"])
    }

    func testDisplaysQueueInItemOrderNotInTheOrderOfTheirEvents() {
        var run = Run(items: 6)
        run.step(display: [3, 4, 5], order: [5, 3, 4])
        XCTAssertEqual(run.records[0].events.filter { $0.kind == .didEnterDisplayState }.map { $0.item }, [5, 3, 4])
        let t = run.timeline(parameters(display: [1]))
        XCTAssertEqual(t.tasks.filter { $0.kind == .display }.map { $0.item }, [3, 4, 5])
    }

    // MARK: F3, F5.6: cancelling and discarding

    func testAQueuedDisplayIsCancelledWhenItsItemLeavesDisplay() {
        var run = Run(items: 3)
        run.step(display: [0, 1, 2], visible: [])
        run.step(display: [0, 1], visible: [])
        run.step(display: [0, 1], visible: [])
        let t = run.timeline(parameters(display: [15]))
        // Display 2 had not started at 20 ms: it never runs.
        XCTAssertEqual(tasks(t).filter { $0.hasPrefix("display") }, ["display 0 w0 0-15", "display 1 w0 15-30"])
        XCTAssertEqual(t.frames.map { $0.cancelledDisplays }, [0, 1, 0])
        XCTAssertEqual(t.frames.map { $0.background }, [[20], [10], [0]])
    }

    func testAStartedDisplayRunsOnButItsResultIsDiscarded() {
        var run = Run(items: 1)
        run.steps(display: [[0], [], [0], [0], [0]])
        let t = run.timeline(parameters(display: [30]))
        // The first display keeps its worker busy after the item left; the
        // second waits for nothing (the first finished at 30) and starts at 40.
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-0", "display 0 w0 0-30 discarded", "display 0 w0 40-70"])
        XCTAssertEqual(t.frames.map { $0.background }, [[20], [10], [20], [10], [0]])
        XCTAssertEqual(t.frames.map { $0.placeholders }, [[0], [], [0], [0], []])
        XCTAssertEqual(t.frames[1].cancelledDisplays, 0)
    }

    func testADisplayQueuedAgainWaitsForTheDiscardedOneStillRunning() {
        var run = Run(items: 1)
        run.steps(display: [[0], [], [0], [0], [0], [0], [0]])
        // Two workers: the second is free, but the new display may not overlap the old one.
        let t = run.timeline(parameters(threads: 2, display: [50]))
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-0", "display 0 w0 0-50 discarded", "display 0 w0 50-100"])
        // At 60 and 80 ms the discarded result does not count.
        XCTAssertEqual(t.frames.map { $0.placeholders }, [[0], [], [0], [0], [0], [], []])
    }

    func testAWorkerFinishingAtAFrameStartTakesTasksBeforeTheStepIsApplied() {
        var run = Run(items: 2)
        run.step(display: [0, 1], visible: [])
        run.step(display: [], visible: [])
        let t = run.timeline(parameters(measure: [20, 0], display: [5]))
        // At 20 ms measure 0 finishes; its worker takes measure 1 (no cost)
        // and display 0 at once. The step then leaves display 0 running and
        // cancels display 1.
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-20", "measure 1 w0 20-20", "display 0 w0 20-25 discarded"])
        XCTAssertEqual(t.frames[1].cancelledDisplays, 1)
    }

    // MARK: F3, F5.7, F5.5 d: blank and placeholder

    func testAVisibleItemNotMeasuredIsBlankAndAMeasuredOneWithoutDisplayShowsItsPlaceholder() {
        var run = Run(items: 2)
        run.steps(display: [[0, 1], [0, 1], [0, 1]])
        let t = run.timeline(parameters(measure: [10], display: [10]))
        XCTAssertEqual(t.frames.map { $0.blanks }, [[0, 1], [], []])
        XCTAssertEqual(t.frames.map { $0.placeholders }, [[], [0, 1], []])
        XCTAssertEqual(t.summary.blankFrames, 2)
        XCTAssertEqual(t.summary.placeholderFrames, 2)
    }

    func testTasksCostingNothingLeaveNoBlankAndNoPlaceholder() {
        var run = Run(items: 4)
        run.step(display: [0, 1, 2, 3])
        let t = run.timeline(parameters(threads: 2))
        XCTAssertEqual(t.frames[0].blanks, [])
        XCTAssertEqual(t.frames[0].placeholders, [])
        XCTAssertEqual(t.frames[0].background, [0, 0])
        XCTAssertEqual(t.tasks.count, 8)
        // One worker finishing at once is free again and takes every task.
        XCTAssertTrue(t.tasks.allSatisfy { $0.worker == 0 })
    }

    // MARK: F5.2, F5.11: batch items

    func testBatchItemsAreMeasuredFromTheirInsertAheadOfThatStepsDisplaysAndCostsContinueTheCount() {
        var run = Run(items: 2)
        run.step(display: [0, 1])
        run.step(display: [0, 1, 2, 3], visible: [0, 1], inserted: 2)
        let t = run.timeline(parameters(measure: [1, 1, 4], display: [2]), initialItems: 2)
        XCTAssertEqual(tasks(t), [
            "measure 0 w0 0-1", "measure 1 w0 1-2", "display 0 w0 2-4", "display 1 w0 4-6",
            "measure 2 w0 20-24", "measure 3 w0 24-28", "display 2 w0 28-30", "display 3 w0 30-32",
        ])
    }

    func testAnItemPastTheEndOfACostArrayTakesItsLastValue() {
        let costs = ItemCosts(perItem: [1, 2, 5])!
        XCTAssertEqual([costs[0], costs[1], costs[2], costs[3], costs[1000]], [1, 2, 5, 5, 5])
        XCTAssertNil(ItemCosts(perItem: []))
    }

    // MARK: F5.4: workers

    func testTheLowestNumberedFreeWorkerTakesTheNextTask() {
        var run = Run(items: 5)
        run.step(display: [], visible: [])
        let t = run.timeline(parameters(threads: 3, measure: [5, 7, 5, 1, 1]))
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-5", "measure 1 w1 0-7", "measure 2 w2 0-5", "measure 3 w0 5-6", "measure 4 w2 5-6"])
    }

    func testAWaitingTaskDoesNotHoldUpTheTasksBehindIt() {
        var run = Run(items: 1)
        run.step(display: [0])
        run.step(display: [0], inserted: 1)
        let t = run.timeline(parameters(threads: 2, measure: [30, 1], display: [1]), initialItems: 1)
        // Display 0 waits for measure 0; measure 1, queued after it, starts at once on the idle worker.
        XCTAssertEqual(tasks(t), ["measure 0 w0 0-30", "measure 1 w1 20-21", "display 0 w0 30-31"])
    }

    // MARK: F5.8: hidden containers

    func testAHiddenContainerQueuesDisplaysButHasNothingVisible() {
        var run = Run(items: 2)
        run.step(display: [0, 1], visible: [], containerVisible: false)
        let t = run.timeline(parameters(measure: [1], display: [2], mount: [1]))
        XCTAssertEqual(t.frames[0].uikit.main, 0)
        XCTAssertEqual(t.frames[0].texture.main, 0)
        XCTAssertEqual(t.tasks.filter { $0.kind == .display }.map { $0.item }, [0, 1])
        XCTAssertEqual(t.frames[0].placeholders + t.frames[0].blanks, [])
    }
}
