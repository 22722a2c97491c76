import SwatchGeometry
import SwatchRanges
import XCTest

/// R15: a container in a cell follows its cell's state.
final class NestedContainerTests: XCTestCase {
    let feed = NestedContainerSpec(container: .pager, items: .uniform(count: 5, item: Size(width: 375, height: 100)))
    let P: InterfaceState = [.preload]
    let PD: InterfaceState = [.preload, .display]
    let PDV: InterfaceState = [.preload, .display, .visible]

    func follow(_ container: inout NestedContainer, _ old: InterfaceState, _ new: InterfaceState, memoryWarning: Bool = false) -> NestedRecord? {
        var work = 0
        return container.follow(cellItem: 7, from: old, to: new, memoryWarning: memoryWarning, work: &work)
    }

    func testACellGoingThroughEveryRangeAndBack() throws {
        var c = NestedContainer(spec: feed, cellSize: Size(width: 375, height: 100))
        XCTAssertEqual(c.layout.viewport, Size(width: 375, height: 100), "the viewport defaults to the cell's frame")

        // Preload: first update, minimum, hidden branch.
        var r = try XCTUnwrap(follow(&c, .none, P))
        XCTAssertEqual(r.mode, .minimum)
        XCTAssertEqual(r.states, StateLists(visible: [], display: [0], preload: [0]))
        XCTAssertEqual(r.events.map(\.kind), [.didEnterPreloadState, .didEnterDisplayState])
        XCTAssertTrue(c.isLoaded)

        // Preload + Display: an update that changes nothing.
        r = try XCTUnwrap(follow(&c, P, PD))
        XCTAssertEqual(r.events, [])
        XCTAssertEqual(r.states, StateLists(visible: [], display: [0], preload: [0]))

        // + Visible: the walk gives page 0 Visible, then the visible-branch update preloads page 1.
        r = try XCTUnwrap(follow(&c, PD, PDV))
        XCTAssertEqual(r.events, [InterfaceEvent(item: 0, kind: .didEnterVisibleState), InterfaceEvent(item: 1, kind: .didEnterPreloadState)])
        XCTAssertEqual(r.states, StateLists(visible: [0], display: [0], preload: [0, 1]))

        // Back to Preload + Display: no update, page 0 loses Visible.
        r = try XCTUnwrap(follow(&c, PDV, PD))
        XCTAssertEqual(r.events, [InterfaceEvent(item: 0, kind: .didExitVisibleState)])
        XCTAssertEqual(r.states, StateLists(visible: [], display: [0], preload: [0, 1]))

        // Preload: every item loses Display.
        r = try XCTUnwrap(follow(&c, PD, P))
        XCTAssertEqual(r.events, [InterfaceEvent(item: 0, kind: .didExitDisplayState)])

        // None: every item loses everything.
        r = try XCTUnwrap(follow(&c, P, .none))
        XCTAssertEqual(r.events, [InterfaceEvent(item: 0, kind: .didExitPreloadState), InterfaceEvent(item: 1, kind: .didExitPreloadState)])
        XCTAssertEqual(r.states, StateLists())
        XCTAssertEqual(r.mode, .minimum, "losing states changes no mode")

        // An unchanged cell: no record.
        XCTAssertNil(follow(&c, .none, .none))
    }

    func testDisplayWithoutPreloadDoesNotLoadTheContainer() throws {
        var c = NestedContainer(spec: feed, cellSize: Size(width: 375, height: 100))
        let r = try XCTUnwrap(follow(&c, .none, [.display]))
        XCTAssertNil(r.mode)
        XCTAssertEqual(r.states, StateLists())
        XCTAssertFalse(c.isLoaded)
    }

    func testAMemoryWarningForcesLowMemoryWithoutDisplayAndTheModeSticks() throws {
        var c = NestedContainer(spec: feed, cellSize: Size(width: 375, height: 100))
        _ = follow(&c, .none, PDV)
        // The cell left every range but Preload, and a memory warning arrives.
        var r = try XCTUnwrap(follow(&c, PDV, P, memoryWarning: true))
        XCTAssertEqual(r.mode, .lowMemory)
        XCTAssertEqual(r.states, StateLists(visible: [], display: [], preload: [0]))
        // Page 0 lost Display and Visible in the walk; page 1 lost its Preload in the update.
        XCTAssertEqual(r.events, [InterfaceEvent(item: 0, kind: .didExitDisplayState), InterfaceEvent(item: 0, kind: .didExitVisibleState),
                                  InterfaceEvent(item: 1, kind: .didExitPreloadState)])
        // Gaining Display in lowMemory: the walk gives it, the update takes it back.
        r = try XCTUnwrap(follow(&c, P, PD))
        XCTAssertEqual(r.mode, .lowMemory)
        XCTAssertEqual(r.events, [InterfaceEvent(item: 0, kind: .didEnterDisplayState), InterfaceEvent(item: 0, kind: .didExitDisplayState)])
    }

    func testAMemoryWarningOnAVisibleCellForcesVisibleOnly() throws {
        var c = NestedContainer(spec: feed, cellSize: Size(width: 375, height: 100))
        _ = follow(&c, .none, PDV)
        let r = try XCTUnwrap(follow(&c, PDV, PDV, memoryWarning: true))
        XCTAssertEqual(r.mode, .visibleOnly)
        XCTAssertEqual(r.states, StateLists(visible: [0], display: [0], preload: [0]))
        // Already visibleOnly: a second warning changes nothing and makes no record.
        XCTAssertNil(follow(&c, PDV, PDV, memoryWarning: true))
    }

    func testOuterRecordsListChangedCellsAndMemoryWarningsReachLoadedContainers() throws {
        let cell = ItemSpec(size: Size(width: 375, height: 100), nested: feed)
        let scenario = RangeScenario(viewport: Size(width: 375, height: 600), items: .uniform(count: 40, item: cell),
                                     scroll: [.offset(0, steps: 1), .offset(0, steps: 1), .memoryWarning(true)])
        let run = try RangeStepper.run(scenario)
        XCTAssertTrue(run.hasNestedContainers)
        // Record 0: items 0...8 gained states; all with Preload load.
        XCTAssertEqual(run.records[0].nested.map(\.item), Array(0...8))
        XCTAssertEqual(run.records[1].nested, [], "a stationary tick changes no cell")
        // The warning makes the outer container visibleOnly: cells 6...8 lose
        // everything and their containers go to lowMemory.
        let warned = run.records[2]
        XCTAssertEqual(warned.mode, .visibleOnly)
        XCTAssertEqual(warned.nested.map(\.item), Array(0...8))
        XCTAssertEqual(warned.nested[0].mode, .visibleOnly)
        XCTAssertEqual(warned.nested[7].mode, .lowMemory)
        XCTAssertEqual(warned.nested[7].states, StateLists(visible: [], display: [], preload: [0]))
    }

    func testInsertedItemsCopyTheTemplateWithItsContainer() throws {
        let cell = ItemSpec(size: Size(width: 375, height: 100), nested: feed)
        let scenario = RangeScenario(viewport: Size(width: 375, height: 600), items: .list([cell]),
                                     batchFetching: BatchFetchingParameters(leadingScreens: 1, batchSize: 4, latency: 1),
                                     scroll: [.offset(0, steps: 2)])
        let run = try RangeStepper.run(scenario)
        XCTAssertEqual(run.records[1].batch, .completeBatchFetching(inserted: 4))
        XCTAssertEqual(run.records[1].nested.map(\.item), [1, 2, 3, 4])
    }
}
