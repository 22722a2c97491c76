import SwatchGeometry
import SwatchRanges
import XCTest

/// R3: minimum on the first update, full once dragged while visible, hidden
/// keeps the mode, memory warnings force visibleOnly or lowMemory once.
final class RangeModeTests: XCTestCase {
    func modes(_ scroll: [ScrollEntry]) -> [RangeMode?] {
        RangeTest.run(RangeTest.table(scroll: scroll)).map(\.mode)
    }

    func testTheFirstUpdateIsMinimumAndTheFirstDragFull() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .offset(300, steps: 2)]), [.minimum, .full, .full])
    }

    func testAContainerNeverDraggedStaysMinimumEvenAfterShowing() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .containerVisible(false), .containerVisible(true), .offset(0, steps: 2)]),
                       [.minimum, .minimum, .minimum, .minimum, .minimum])
    }

    func testMovesWhileHiddenAreNotDrags() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .containerVisible(false), .offset(500, steps: 1), .containerVisible(true)]),
                       [.minimum, .minimum, .minimum, .minimum])
    }

    func testHiddenKeepsFullAndShowingAgainAfterADragIsFull() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .offset(200, steps: 1), .containerVisible(false), .containerVisible(true)]),
                       [.minimum, .full, .full, .full])
    }

    func testAMemoryWarningWhileVisibleForcesVisibleOnlyUntilTheNextDrag() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .offset(200, steps: 1), .memoryWarning(true), .offset(400, steps: 1)]),
                       [.minimum, .full, .visibleOnly, .full])
    }

    func testAMemoryWarningWhileHiddenForcesLowMemory() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .containerVisible(false), .memoryWarning(true)]),
                       [.minimum, .minimum, .lowMemory])
    }

    func testTheUpdateAfterAForcedOneRecomputesTheMode() {
        // Dragged, then forced to visibleOnly; hiding keeps it (hidden never
        // recomputes); showing recomputes to full.
        XCTAssertEqual(modes([.offset(0, steps: 1), .offset(200, steps: 1), .memoryWarning(true),
                              .containerVisible(false), .containerVisible(true)]),
                       [.minimum, .full, .visibleOnly, .visibleOnly, .full])
    }

    func testAForcedModeSticksOnAContainerNeverDragged() {
        XCTAssertEqual(modes([.offset(0, steps: 1), .containerVisible(false), .memoryWarning(true), .containerVisible(true)]),
                       [.minimum, .minimum, .lowMemory, .lowMemory])
    }

    func testAMemoryWarningIsANoOpWhenTheModeIsAlreadyCurrent() {
        let records = RangeTest.run(RangeTest.table(scroll: [.offset(0, steps: 1), .offset(200, steps: 1),
                                                             .memoryWarning(true), .memoryWarning(true)]))
        XCTAssertTrue(records[2].ranUpdate)
        XCTAssertFalse(records[3].ranUpdate)
        XCTAssertEqual(records[3].mode, .visibleOnly)
        XCTAssertEqual(records[3].events, [])
    }

    func testModeSelectionFollowsThePreserveFlag() {
        var controller = RangeController(itemCount: 0)
        XCTAssertEqual(controller.modeForUpdate(containerVisible: true), .minimum)
        controller.beginDragging()
        XCTAssertTrue(controller.preservesCurrentMode)
        XCTAssertEqual(controller.modeForUpdate(containerVisible: false), .full)
        XCTAssertFalse(controller.updateCurrentRange(withMode: .full))
        XCTAssertTrue(controller.updateCurrentRange(withMode: .lowMemory))
        XCTAssertEqual(controller.modeForUpdate(containerVisible: true), .lowMemory)
    }

    func testTheMemoryWarningModeDependsOnTheContainersDisplayState() {
        XCTAssertEqual(RangeMode.forMemoryWarning(containerState: [.preload, .display, .visible]), .visibleOnly)
        XCTAssertEqual(RangeMode.forMemoryWarning(containerState: [.preload, .display]), .visibleOnly)
        XCTAssertEqual(RangeMode.forMemoryWarning(containerState: [.preload]), .lowMemory)
        XCTAssertEqual(RangeMode.forMemoryWarning(containerState: .none), .lowMemory)
    }
}
