import Foundation
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import Testing

/// Runs each case of `Tests/Fixtures/ranges/` (copies of the public
/// conformance cases, and the project's own `collection-flow-*` cases, whose
/// size ranges follow Texture's ASCollectionViewFlowLayoutInspector), a test
/// of its own named after its fixture, through the decoder, the engine and the
/// JSON writer, and compares with `check-ranges`' rules (and a flow layout's
/// `items`, which `check-ranges` does not read).
@Suite struct RangeFixtureCases {
    @Test("ranges fixture", arguments: Fixtures.names("ranges"))
    func fixture(_ name: String) throws {
        #expect(try ScenarioCase.difference("ranges", name, by: RangeOutputComparison.difference) == nil)
    }

    @Test func theFixturesAreThere() {
        #expect(Fixtures.names("ranges").count >= 7)
    }
}
