import SwatchGeometry
import SwatchRanges
import XCTest

/// R7 and R8: which sets an update uses and the state each item gets.
final class StateAssignmentTests: XCTestCase {
    let layout = ItemLayout(container: .table, viewport: Size(width: 375, height: 600),
                            heights: Array(repeating: 100, count: 40))
    let bounds = Rect(x: 0, y: 1000, width: 375, height: 600)

    func testLowMemoryEmptiesDisplayAndReusesItForPreload() {
        let sets = rangeItemSets(layout: layout, bounds: bounds, visible: Array(10..<16), mode: .lowMemory,
                                 tuning: .layoutControllerDefaults, direction: .down)
        XCTAssertEqual(sets.display, [])
        XCTAssertEqual(sets.preload, [])
        XCTAssertNil(sets.displayRect)
        XCTAssertNil(sets.preloadRect)
    }

    func testLowMemoryWithItsOwnPreloadTuningQueriesThePreloadRect() {
        var tuning = RangeTuning.layoutControllerDefaults
        tuning[.lowMemory, .preload] = RangeTuningParameters(leading: 1, trailing: 0)
        let sets = rangeItemSets(layout: layout, bounds: bounds, visible: Array(10..<16), mode: .lowMemory,
                                 tuning: tuning, direction: .down)
        XCTAssertEqual(sets.display, [])
        XCTAssertEqual(sets.preload, Array(10..<22))
        XCTAssertNil(sets.displayRect)
        XCTAssertEqual(sets.preloadRect, Rect(x: 0, y: 1000, width: 375, height: 1200))
    }

    func testZeroDisplayTuningUsesTheVisibleItemsButReportsTheRect() {
        let sets = rangeItemSets(layout: layout, bounds: bounds, visible: Array(10..<16), mode: .visibleOnly,
                                 tuning: .layoutControllerDefaults, direction: .down)
        XCTAssertEqual(sets.display, Array(10..<16))
        XCTAssertEqual(sets.preload, Array(10..<16))
        XCTAssertEqual(sets.displayRect, bounds)
        XCTAssertEqual(sets.preloadRect, bounds)
    }

    func testDisplayMayReachPastPreload() {
        var tuning = RangeTuning.layoutControllerDefaults
        tuning[.minimum, .preload] = .zero
        let records = RangeTest.run(RangeTest.table(tuning: tuning, scroll: [.offset(0, steps: 1)]))
        XCTAssertEqual(records[0].states.preload, Array(0..<6))
        XCTAssertEqual(records[0].states.display, Array(0..<8))
        XCTAssertEqual(records[0].rects.preload, Rect(x: 0, y: 0, width: 375, height: 600))
    }

    func testAVisibleContainerGivesVisibleItemsAllThreeStates() {
        var controller = RangeController(itemCount: layout.count)
        let update = controller.update(layout: layout, bounds: bounds, tuning: .layoutControllerDefaults,
                                       rawDirection: .down, containerVisible: true)
        XCTAssertTrue(update.foundVisibleItems)
        XCTAssertEqual(controller.states[12], [.preload, .display, .visible])
        // minimum: display 0.25 / 0.25 (150 pt), preload 0.5 below / 0.25 above.
        XCTAssertEqual(controller.states[17], [.preload, .display])
        XCTAssertEqual(controller.states[18], [.preload])
        XCTAssertEqual(controller.states[8], [.preload, .display])
        XCTAssertEqual(controller.states[7], [])
    }

    func testAHiddenContainerPreloadsAndDisplaysOnlyWhatWillBeOnscreen() {
        var controller = RangeController(itemCount: layout.count)
        _ = controller.update(layout: layout, bounds: bounds, tuning: .layoutControllerDefaults,
                              rawDirection: .down, containerVisible: false)
        XCTAssertEqual(controller.states[12], [.preload, .display])
        XCTAssertEqual(controller.states[17], [.preload])
        XCTAssertEqual(controller.states[18], [])
        XCTAssertEqual(controller.stateLists.visible, [])
    }

    func testAHiddenContainerInLowMemoryOnlyPreloadsItsVisibleItems() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(0, steps: 1), .containerVisible(false), .memoryWarning(true)]))
        let last = records[2]
        XCTAssertEqual(last.mode, .lowMemory)
        XCTAssertEqual(last.states, StateLists(visible: [], display: [], preload: Array(0..<6)))
        XCTAssertNil(last.rects.display)
        XCTAssertNil(last.rects.preload)
    }

    func testScrollingPastTheContentOnlyTakesVisibleAway() {
        let records = RangeTest.run(RangeTest.table(count: 10, scroll: [.offset(0, steps: 1), .offset(1500, steps: 1)]))
        let past = records[1]
        XCTAssertNil(past.rects.display)
        XCTAssertNil(past.rects.preload)
        XCTAssertEqual(past.mode, .full, "the drag forced full before the update")
        XCTAssertEqual(past.states.visible, [])
        XCTAssertEqual(past.states.display, records[0].states.display)
        XCTAssertEqual(past.states.preload, records[0].states.preload)
        XCTAssertEqual(past.events, (0..<6).map { InterfaceEvent(item: $0, kind: .didExitVisibleState) })
    }

    func testAnUpdateThatFindsNothingLeavesTheModeUnset() {
        let records = RangeTest.run(RangeTest.table(count: 0, scroll: [.offset(0, steps: 1)]))
        XCTAssertNil(records[0].mode)
        XCTAssertEqual(records[0].rects.visible, Rect(x: 0, y: 0, width: 375, height: 600))
    }

    func testItemsWhoseStateIsUnchangedGetNoCallbacks() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(0, steps: 1), .containerVisible(true)]))
        XCTAssertFalse(records[1].ranUpdate)
        XCTAssertEqual(records[1].events, [])
        var controller = RangeController(itemCount: layout.count)
        _ = controller.update(layout: layout, bounds: bounds, tuning: .layoutControllerDefaults, rawDirection: .down, containerVisible: true)
        let again = controller.update(layout: layout, bounds: bounds, tuning: .layoutControllerDefaults, rawDirection: .none, containerVisible: true)
        XCTAssertEqual(again.changes, [])
    }
}
