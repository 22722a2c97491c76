import SwatchGeometry
import SwatchRanges
import XCTest

/// R9: per node Preload, Display, Visible; across nodes visible, display,
/// preload, then previously ranged items.
final class EventOrderTests: XCTestCase {
    func testExitsAreNotReversed() {
        var events: [InterfaceEvent] = []
        InterfaceEvent.appendTransitions(item: 3, from: [.preload, .display, .visible], to: .none, into: &events)
        XCTAssertEqual(events.map(\.kind), [.didExitPreloadState, .didExitDisplayState, .didExitVisibleState])
    }

    func testEntersComePreloadDisplayVisible() {
        var events: [InterfaceEvent] = []
        InterfaceEvent.appendTransitions(item: 0, from: .none, to: [.visible, .display, .preload], into: &events)
        XCTAssertEqual(events.map(\.kind), [.didEnterPreloadState, .didEnterDisplayState, .didEnterVisibleState])
    }

    func testMixedChangesKeepTheFixedOrder() {
        var events: [InterfaceEvent] = []
        InterfaceEvent.appendTransitions(item: 0, from: [.display], to: [.preload, .visible], into: &events)
        XCTAssertEqual(events.map(\.kind), [.didEnterPreloadState, .didExitDisplayState, .didEnterVisibleState])
    }

    func testMeasureLayoutMakesNoCallback() {
        var events: [InterfaceEvent] = []
        InterfaceEvent.appendTransitions(item: 0, from: .none, to: .measureLayout, into: &events)
        XCTAssertEqual(events, [])
    }

    func testVisibleItemsAreVisitedFirstThenDisplayThenPreloadThenPrevious() {
        // Scroll down 3 rows of 6: visible 3...8, display 0...14, preload 0...19.
        let records = RangeTest.run(RangeTest.table(count: 20, scroll: [.offset(0, steps: 1), .offset(300, steps: 1)]))
        let items = records[1].events.map(\.item)
        var firstIndex: [Int: Int] = [:]
        for (n, item) in items.enumerated() where firstIndex[item] == nil { firstIndex[item] = n }
        // Group order: 6, 7, 8 (visible) before 0, 1, 2 (display) before 15...19 (preload).
        XCTAssertLessThan(firstIndex[8]!, firstIndex[0]!)
        XCTAssertLessThan(firstIndex[2]!, firstIndex[9]!)
        XCTAssertLessThan(firstIndex[14]!, firstIndex[15]!)
        XCTAssertEqual(Array(items.prefix(4)), [6, 7, 8, 8])
    }

    func testPreviouslyRangedItemsComeLast() {
        let records = RangeTest.run(RangeTest.table(count: 60, scroll: [.offset(0, steps: 1), .offset(3000, steps: 1)]))
        // Items 0...8 left every range; they come after every new item.
        let items = records[1].events.map(\.item)
        let lastNew = items.lastIndex { $0 >= 20 }!
        let firstOld = items.firstIndex { $0 <= 8 }!
        XCTAssertLessThan(lastNew, firstOld)
        XCTAssertEqual(RangeTest.events(records[1], item: 0), [.didExitPreloadState, .didExitDisplayState, .didExitVisibleState])
    }
}
