import SwatchGeometry
import SwatchRanges

/// Builders shared by the range tests.
enum RangeTest {
    /// A table of `count` rows of `rowHeight` in a `width` x `height` viewport.
    static func table(
        count: Int = 60, rowHeight: Double = 100, width: Double = 375, height: Double = 600,
        tuning: RangeTuning? = nil, batch: BatchFetchingParameters? = nil, scroll: [ScrollEntry]
    ) -> RangeScenario {
        RangeScenario(container: .table, viewport: Size(width: width, height: height),
                      items: .uniform(count: count, item: ItemSpec(size: Size(width: width, height: rowHeight))),
                      tuning: tuning, batchFetching: batch, scroll: scroll)
    }

    static func run(_ scenario: RangeScenario) -> [RangeRecord] {
        do {
            return try RangeStepper.run(scenario).records
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// `a..<b` as an array.
    static func items(_ range: Range<Int>) -> [Int] { Array(range) }

    static func events(_ record: RangeRecord, item: Int) -> [InterfaceEventKind] {
        record.events.filter { $0.item == item }.map(\.kind)
    }
}
