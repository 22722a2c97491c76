import SwatchGeometry
import SwatchRanges
import SwatchSpec

// Frame model benchmark: the 100,000-item table scrolled to its end over
// 1,000 steps with `frames` (defaults, and four threads with per-item costs),
// the range run, the frame model and the JSON output timed apart; medians of
// repeated runs.

enum FramesBenchmark {
    typealias Workload = RangeWorkload

    static func workloads() -> [Workload] {
        let (viewport, row, toEnd) = (Workload.viewport, Workload.row, Workload.toEnd)
        var perItem = FrameCosts()
        if let measure = ItemCosts(perItem: (0..<100_000).map { Double($0 % 7) * 0.5 + 1 }),
           let display = ItemCosts(perItem: (0..<100_000).map { Double($0 % 5) * 3 + 2 }) {
            perItem = FrameCosts(measure: measure, display: display)
        }
        return [
            Workload(name: "table-100k-frames", scenario: RangeScenario(
                viewport: viewport, items: .uniform(count: 100_000, item: row), scroll: toEnd,
                frames: FrameParameters()), runs: 21),
            Workload(name: "table-100k-frames-4", scenario: RangeScenario(
                viewport: viewport, items: .uniform(count: 100_000, item: row),
                scroll: toEnd + [.offset(0, steps: 500)],
                frames: FrameParameters(refreshRate: 120, mainThreadBudget: 5, backgroundThreads: 4, cost: perItem)), runs: 21),
        ]
    }

    static func run(only: Set<String>) {
        let header = "frames                items   records   ranges ms   frames ms   json ms   total ms   (median of runs)"
        for workload in Workload.chosen(workloads(), only: only, group: "frames", header: header) {
            var ranges: [Double] = [], frames: [Double] = [], output: [Double] = [], total: [Double] = []
            var records = 0, tasks = 0, bytes = 0
            var plain = workload.scenario
            plain.frames = nil
            for _ in 0..<workload.runs {
                let t0 = now()
                let run: RangeRun
                do {
                    run = try RangeStepper.run(plain)
                } catch {
                    print("\(workload.name): \(error)")
                    return
                }
                let t1 = now()
                let timeline = FrameTimeline(parameters: workload.scenario.frames ?? FrameParameters(), records: run.records,
                                             initialItemCount: workload.scenario.items.count)
                let t2 = now()
                var withFrames = run
                withFrames.frames = timeline
                let json = RangesOutput.json(withFrames)
                let t3 = now()
                records = run.records.count
                tasks = timeline.tasks.count
                bytes = json.utf8.count
                ranges.append(Double(t1 - t0))
                frames.append(Double(t2 - t1))
                output.append(Double(t3 - t2))
                total.append(Double(t3 - t0))
            }
            print(
                workload.name + String(repeating: " ", count: max(0, 19 - workload.name.count)),
                String(workload.scenario.items.count).leftPad(8),
                String(records).leftPad(9),
                fixed(median(ranges) / 1e6, digits: 2).leftPad(11),
                fixed(median(frames) / 1e6, digits: 2).leftPad(11),
                fixed(median(output) / 1e6, digits: 2).leftPad(9),
                fixed(median(total) / 1e6, digits: 2).leftPad(10),
                "  (\(workload.runs) runs, \(tasks) background tasks, \(bytes / 1024) KiB of JSON)")
        }
    }
}
