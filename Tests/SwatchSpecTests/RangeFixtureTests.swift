import Foundation
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Runs every case in `Tests/Fixtures/ranges/` (copies of the public
/// conformance cases) through the decoder, the engine and the JSON writer,
/// and compares with `check-ranges`' rules.
final class RangeFixtureTests: XCTestCase {
    static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/ranges")
    }

    func testEveryFixtureMatchesItsExpectedOutput() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixturesDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 7, "fixtures missing")
        for name in names {
            let text = try String(contentsOf: Self.fixturesDirectory.appendingPathComponent(name), encoding: .utf8)
            let case_ = try JSONParser.parse(text)
            guard let members = case_.objectMembers, let scenario = members["scenario"], let expected = members["expected"] else {
                XCTFail("\(name): not a conformance case")
                continue
            }
            let output: String
            do {
                let decoded = try ScenarioDecoder.decode(scenario)
                output = RangesOutput.json(try RangesDocument.run(decoded))
            } catch {
                XCTFail("\(name): \(error)")
                continue
            }
            let got = try JSONParser.parse(output)
            if let difference = RangeOutputComparison.difference(expected: expected, got: got) {
                XCTFail("\(name): \(difference)")
            }
        }
    }
}
