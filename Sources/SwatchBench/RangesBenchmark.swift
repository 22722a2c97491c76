import Dispatch
import SwatchGeometry
import SwatchRanges
import SwatchSpec

// Range engine benchmark: a 100,000-item scenario scrolled over 1,000 steps,
// ms per scenario and µs per step (median of repeated runs), the simulation
// and the JSON output timed apart.

enum RangesBenchmark {
    typealias Workload = RangeWorkload

    static func workloads() -> [Workload] {
        let (viewport, row, toEnd) = (Workload.viewport, Workload.row, Workload.toEnd)
        let feed = NestedContainerSpec(container: .pager, items: .uniform(count: 10, item: .zero))
        return [
            Workload(name: "table-100k", scenario: RangeScenario(
                viewport: viewport, items: .uniform(count: 100_000, item: row), scroll: toEnd), runs: 21),
            Workload(name: "table-100k-back", scenario: RangeScenario(
                viewport: viewport, items: .uniform(count: 100_000, item: row),
                batchFetching: BatchFetchingParameters(limit: 100_200),
                scroll: toEnd + [.offset(0, steps: 500), .containerVisible(false), .memoryWarning(true), .containerVisible(true)]),
                     runs: 21),
            Workload(name: "collection-100k", scenario: RangeScenario(
                container: .collection(columns: 3), viewport: viewport,
                items: .uniform(count: 100_000, item: ItemSpec(size: Size(width: 125, height: 150))),
                scroll: [.offset(0, steps: 1), .offset(33_334 * 150 - 667, steps: 1_000)]), runs: 21),
            Workload(name: "pager-100k", scenario: RangeScenario(
                container: .pager, viewport: viewport, items: .uniform(count: 100_000, item: ItemSpec(size: .zero)),
                scroll: [.offset(0, steps: 1), .offset(99_999 * 375, steps: 1_000)]), runs: 21),
            Workload(name: "nested-100k", scenario: RangeScenario(
                viewport: viewport, items: .uniform(count: 100_000, item: ItemSpec(size: Size(width: 375, height: 100), nested: feed)),
                scroll: toEnd), runs: 11),
        ]
    }

    static func run(only: Set<String>) {
        let header = "ranges            items   records   simulate ms   µs/record   json ms   (median of runs)"
        for workload in Workload.chosen(workloads(), only: only, group: "ranges", header: header) {
            var simulate: [Double] = []
            var output: [Double] = []
            var records = 0
            var bytes = 0
            for _ in 0..<workload.runs {
                let t0 = now()
                let run: RangeRun
                do {
                    run = try RangeStepper.run(workload.scenario)
                } catch {
                    print("\(workload.name): \(error)")
                    return
                }
                let t1 = now()
                let json = RangesOutput.json(run)
                let t2 = now()
                records = run.records.count
                bytes = json.utf8.count
                simulate.append(Double(t1 - t0))
                output.append(Double(t2 - t1))
            }
            let ms = median(simulate) / 1e6
            print(
                workload.name + String(repeating: " ", count: max(0, 15 - workload.name.count)),
                String(workload.scenario.items.count).leftPad(8),
                String(records).leftPad(9),
                fixed(ms, digits: 2).leftPad(13),
                fixed(median(simulate) / 1e3 / Double(max(1, records)), digits: 2).leftPad(11),
                fixed(median(output) / 1e6, digits: 2).leftPad(9),
                "  (\(workload.runs) runs, \(bytes / 1024) KiB of JSON)")
        }
    }
}
