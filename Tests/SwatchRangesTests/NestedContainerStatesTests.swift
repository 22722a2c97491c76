import SwatchGeometry
@testable import SwatchRanges
import SwatchTestSupport
import XCTest

/// Cells share their nested containers' states (`NestedContainerStates`):
/// a change seen before from a state is looked up, not worked out again, and
/// every record is what each cell's own container would have answered.
final class NestedContainerStatesTests: XCTestCase {
    /// The benchmark's shape, smaller: every row holds a pager. Before, every
    /// cell's change ran its container's follow (a range update for each row
    /// entering the ranges), 23 times the cost of the rows alone.
    func testAListOfNestedPagersWorksOutEachChangeOnce() throws {
        let feed = NestedContainerSpec(container: .pager, items: .uniform(count: 10, item: .zero))
        let scenario = RangeScenario(
            viewport: Size(width: 375, height: 667),
            items: .uniform(count: 10_000, item: ItemSpec(size: Size(width: 375, height: 100), nested: feed)),
            scroll: [.offset(0, steps: 1), .offset(10_000 * 100 - 667, steps: 400), .offset(0, steps: 100)])
        var stepper = RangeStepper(scenario: scenario)
        try stepper.runAll()
        let followed = stepper.records.reduce(0) { $0 + $1.nested.count }
        XCTAssertGreaterThan(followed, 10_000, "every row's container answered as its row entered and left the ranges")
        XCTAssertLessThan(stepper.nested.computed, 100, "\(stepper.nested.computed) changes worked out for \(followed) records")
    }

    /// Each record's nested records against a container per cell, followed
    /// as R15 says (the cells whose state changed, ascending; in a memory
    /// warning every loaded one), over seeded random scenarios.
    func testEveryCellAnswersAsItsOwnContainerWould() throws {
        var g = RepeatableRandomNumberGenerator(seed: 0x4E57)
        var compared = 0
        for n in 0..<600 {
            let scenario = RandomScenarioTests.randomScenario(&g)
            guard scenario.hasNestedContainers else { continue }
            let run = try RangeStepper.run(scenario)
            var own: [Int: NestedContainer] = [:]
            var previous: [Int: InterfaceState] = [:]
            for record in run.records {
                var current: [Int: InterfaceState] = [:]
                for i in record.states.preload { current[i, default: []].insert(.preload) }
                for i in record.states.display { current[i, default: []].insert(.display) }
                for i in record.states.visible { current[i, default: []].insert(.visible) }
                var cells: [(item: Int, old: InterfaceState, new: InterfaceState)] = []
                for item in Set(current.keys).union(previous.keys)
                where current[item] != previous[item] && scenario.items.item(item)?.nested != nil {
                    cells.append((item, previous[item] ?? [], current[item] ?? []))
                }
                if record.memoryWarning {
                    for (item, container) in own where container.isLoaded && !cells.contains(where: { $0.item == item }) {
                        cells.append((item, current[item] ?? [], current[item] ?? []))
                    }
                }
                let heights = (0..<record.itemCount).map { scenario.items.item($0)!.size.height }
                let layout = ItemLayout(container: scenario.container, viewport: scenario.viewport, heights: heights)
                var expected: [NestedRecord] = []
                var work = 0
                for cell in cells.sorted(by: { $0.item < $1.item }) {
                    let spec = scenario.items.item(cell.item)!.nested!
                    var container = own[cell.item] ?? NestedContainer(spec: spec, cellSize: layout.frame(of: cell.item).size)
                    if let r = container.follow(cellItem: cell.item, from: cell.old, to: cell.new,
                                                memoryWarning: record.memoryWarning, work: &work) {
                        expected.append(r)
                    }
                    own[cell.item] = container
                }
                XCTAssertEqual(record.nested, expected, "scenario \(n) step \(record.step)")
                compared += expected.count
                previous = current
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
    }

    /// States no cell holds are dropped once they outnumber the held ones:
    /// one cell going in and out of the ranges a thousand times keeps a
    /// few states, not one per change, and answers as its own container.
    func testStatesNoCellHoldsAreDropped() throws {
        var states = NestedContainerStates()
        let spec = NestedContainerSpec(container: .pager, items: .uniform(count: 3, item: .zero))
        let cellSize = Size(width: 100, height: 50)
        var own = NestedContainer(spec: spec, cellSize: cellSize)
        var work = 0, ownWork = 0
        states.start(4, spec: spec, cellSize: cellSize)
        var old: InterfaceState = []
        for n in 0..<1_000 {
            let new: InterfaceState = n % 2 == 0 ? [.preload, .display, .visible] : (n % 4 == 1 ? [] : [.preload])
            let record = states.follow(cellItem: 4, from: old, to: new, memoryWarning: n % 7 == 3, work: &work)
            XCTAssertEqual(record, own.follow(cellItem: 4, from: old, to: new, memoryWarning: n % 7 == 3, work: &ownWork))
            XCTAssertLessThanOrEqual(states.storedStates, 2 + 65)
            old = new
        }
        XCTAssertEqual(work, ownWork, "the work counted is the same")
        XCTAssertTrue(states.hasContainer(4))
        XCTAssertFalse(states.hasContainer(3))
        XCTAssertEqual(states.isLoaded(4), own.isLoaded)
    }
}
