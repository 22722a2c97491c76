import SwatchGeometry
import SwatchRanges

/// A range scenario a benchmark runs, by name, and how many times.
struct RangeWorkload {
    var name: String
    var scenario: RangeScenario
    var runs: Int

    /// An iPhone's viewport, the 100,000-row table's rows (100 pt high) and
    /// a scroll through the whole table over 1,000 steps: what the range and
    /// frame benchmarks start from.
    static let viewport = Size(width: 375, height: 667)
    static let row = ItemSpec(size: Size(width: 375, height: 100))
    static let toEnd = [ScrollEntry.offset(0, steps: 1), .offset(100_000 * 100 - 667, steps: 1_000)]

    /// The workloads of `all` that `only` names (every one when it names
    /// none, or names the benchmark `group`), the table's `header` printed
    /// first when there are any.
    static func chosen(_ all: [RangeWorkload], only: Set<String>, group: String, header: String) -> [RangeWorkload] {
        let chosen = all.filter { only.isEmpty || only.contains($0.name) || only.contains(group) }
        if !chosen.isEmpty {
            print("")
            print(header)
        }
        return chosen
    }
}
