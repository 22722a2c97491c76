import SwatchGeometry
import SwatchRanges
import SwatchTestSupport
import XCTest

/// Seeded random scenarios: the engine never crashes, and every record's
/// events, replayed on the previous record's states, give its states.
final class RandomScenarioTests: XCTestCase {
    static func randomScenario(_ g: inout RepeatableRandomNumberGenerator) -> RangeScenario {
        let containers: [ContainerKind] = [.table, .collection(columns: Int.random(in: 1...4, using: &g)), .pager]
        let container = containers.randomElement(using: &g)!
        let viewport = Size(width: [0, 100, 375].randomElement(using: &g)!, height: [0, 300, 667].randomElement(using: &g)!)
        let count = Int.random(in: 0...80, using: &g)
        func size() -> Size { Size(width: 100, height: [0, 0.1, 40, 100, 333.3].randomElement(using: &g)!) }
        var nested: NestedContainerSpec? = nil
        if Bool.random(using: &g) {
            nested = NestedContainerSpec(container: [.table, .pager, .collection(columns: 2)].randomElement(using: &g)!,
                                         viewport: Bool.random(using: &g) ? nil : Size(width: 200, height: 90),
                                         items: .uniform(count: Int.random(in: 0...8, using: &g), item: Size(width: 60, height: 45)))
        }
        let items: ItemSource = Bool.random(using: &g)
            ? .uniform(count: count, item: ItemSpec(size: size(), nested: nested))
            : .list((0..<count).map { i in ItemSpec(size: size(), nested: i % 3 == 0 ? nested : nil) })
        var tuning = RangeTuning.defaults(for: container)
        for mode in RangeMode.allCases where Bool.random(using: &g) {
            for type in RangeType.allCases {
                tuning[mode, type] = RangeTuningParameters(leading: Double(Int.random(in: 0...6, using: &g)) / 2,
                                                           trailing: Double(Int.random(in: 0...6, using: &g)) / 2)
            }
        }
        var batch: BatchFetchingParameters? = nil
        if Bool.random(using: &g), items.template != nil {
            batch = BatchFetchingParameters(leadingScreens: Double(Int.random(in: -1...4, using: &g)) / 2,
                                            batchSize: Int.random(in: 0...15, using: &g),
                                            limit: Bool.random(using: &g) ? Int.random(in: 0...120, using: &g) : nil,
                                            latency: Int.random(in: 1...3, using: &g))
        }
        var scroll: [ScrollEntry] = []
        for _ in 0..<Int.random(in: 1...12, using: &g) {
            switch Int.random(in: 0...9, using: &g) {
            case 0...5: scroll.append(.offset(Double(Int.random(in: -500...9000, using: &g)), steps: Int.random(in: 1...4, using: &g)))
            case 6, 7: scroll.append(.containerVisible(Bool.random(using: &g)))
            default: scroll.append(.memoryWarning(true))
            }
        }
        return RangeScenario(container: container, viewport: viewport, items: items, inverted: Bool.random(using: &g),
                             tuning: tuning, batchFetching: batch, scroll: scroll)
    }

    func replay(_ states: inout [Int: InterfaceState], _ events: [InterfaceEvent]) {
        for e in events {
            var s = states[e.item] ?? .none
            if e.kind.isEnter { s.insert(e.kind.state) } else { s.remove(e.kind.state) }
            states[e.item] = s
        }
    }

    func lists(_ states: [Int: InterfaceState]) -> StateLists {
        var l = StateLists()
        for i in states.keys.sorted() {
            let s = states[i]!
            if s.contains(.visible) { l.visible.append(i) }
            if s.contains(.display) { l.display.append(i) }
            if s.contains(.preload) { l.preload.append(i) }
        }
        return l
    }

    func testRandomScenariosReplayConsistently() throws {
        var g = RepeatableRandomNumberGenerator(seed: 0x5EED)
        for n in 0..<400 {
            let scenario = Self.randomScenario(&g)
            let run = try RangeStepper.run(scenario)
            XCTAssertEqual(run.records.count, scenario.recordCount)
            var states: [Int: InterfaceState] = [:]
            var nested: [Int: [Int: InterfaceState]] = [:]
            for record in run.records {
                replay(&states, record.events)
                XCTAssertEqual(lists(states), record.states, "scenario \(n) step \(record.step)")
                if !record.containerVisible { XCTAssertEqual(record.states.visible, [], "hidden: never Visible") }
                for v in record.states.visible {
                    XCTAssertTrue(record.states.display.contains(v) && record.states.preload.contains(v))
                }
                if !record.ranUpdate { XCTAssertEqual(record.events, []) }
                XCTAssertEqual(record.nested.map(\.item), record.nested.map(\.item).sorted())
                for nr in record.nested {
                    replay(&nested[nr.item, default: [:]], nr.events)
                    XCTAssertEqual(lists(nested[nr.item] ?? [:]), nr.states, "scenario \(n) step \(record.step) nested \(nr.item)")
                }
                // Each item's events keep R9's order: Preload, Display, Visible.
                var last: [Int: Int] = [:]
                for e in record.events {
                    let rank = Int(e.kind.rawValue) / 2
                    if let previous = last[e.item], previous < rank { last[e.item] = rank; continue }
                    if last[e.item] == nil { last[e.item] = rank; continue }
                    // A second round for the same item can only come from the nested walk, never here.
                    XCTFail("scenario \(n) step \(record.step): item \(e.item) events out of order")
                }
            }
        }
    }
}
