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
}
