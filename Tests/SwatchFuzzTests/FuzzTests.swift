import Foundation
@testable import SwatchFuzz
import SwatchTestSupport
import XCTest

/// A short, seeded fuzzing run over the spec and scenario readers, the
/// layout and every output (`make fuzz` runs longer): no crash, no hang,
/// every error names its place, no output holds a number that is not finite.
final class FuzzTests: XCTestCase {
    static let seeds: [[UInt8]] = {
        let root = Fixtures.repositoryRoot.path
        return (try? FuzzCorpus.seeds(in: [root + "/content/specs", root + "/Tests/Fixtures"])) ?? []
    }()

    func testSeededMutationsKeepEveryProperty() throws {
        XCTAssertGreaterThan(Self.seeds.count, 40, "content/specs and Tests/Fixtures")
        let campaign = FuzzCampaign(check: FuzzCheck(textMeasurer: MonospaceTextMeasurer(), maxDrawnRecords: 400))
        let report = campaign.run(seeds: Self.seeds, seed: 0x5EED, runs: 1_500)
        print("fuzz: \(report.summary)")
        for finding in report.findings {
            XCTFail("run \(finding.run): \(finding.problem)\n\(String(decoding: finding.input, as: UTF8.self))")
        }
        XCTAssertEqual(report.runs, Self.seeds.count + 1_500)
        // The mutations reach both readers' acceptance and their errors.
        XCTAssertGreaterThan(report.counts.acceptedSpecs, 50)
        XCTAssertGreaterThan(report.counts.acceptedScenarios, 20)
        XCTAssertGreaterThan(report.counts.rejected, 300)
    }

    /// The importer: the content's specs exported as Swift and Objective-C,
    /// mutated (cut short, garbled, doubled, spliced, loops and recursion
    /// put in), read in both languages: no crash, no hang, an error names
    /// its line and column, what is printed is a valid spec.
    func testImportSurvivesSeededGarbageAndTruncatedCode() throws {
        let seeds = ImportFuzzCheck.seeds(specTexts: Self.seeds) + [Array("".utf8), Array("@@@@ ((((( }}}".utf8)]
        XCTAssertGreaterThan(seeds.count, 20)
        let campaign = FuzzCampaign(check: ImportFuzzCheck(textMeasurer: MonospaceTextMeasurer()))
        let report = campaign.run(seeds: seeds, seed: 0xC0DE, runs: 400)
        print("import fuzz: \(report.summary)")
        for finding in report.findings {
            XCTFail("run \(finding.run): \(finding.problem)\n\(String(decoding: finding.input, as: UTF8.self))")
        }
        XCTAssertGreaterThan(report.counts.imported, 100, "mutants still import")
        XCTAssertGreaterThan(report.counts.rejected, 100, "and many are errors")
    }

    func testTheSameSeedGivesTheSameInputs() {
        let mutator = SpecMutator()
        let seed = Array(#"{"root": {"type": "stack", "children": [{"type": "node", "intrinsicSize": [10, 20]}]}}"#.utf8)
        func inputs(_ s: UInt64) -> [[UInt8]] {
            var rng = RepeatableRandomNumberGenerator(seed: s)
            return (0..<50).map { _ in mutator.mutate(seed, donor: seed, using: &rng) }
        }
        XCTAssertEqual(inputs(7), inputs(7))
        XCTAssertNotEqual(inputs(7), inputs(8))
    }

    func testSeedsAreTheDocumentsInsideConformanceCases() throws {
        let wrapped = Array(#"{"source": "x", "spec": {"root": {"type": "node"}}, "expected": {"size": [1, 2]}}"#.utf8)
        XCTAssertEqual(FuzzCorpus.inner(wrapped).map { String(decoding: $0, as: UTF8.self) }, #"{"root": {"type": "node"}}"#)
        XCTAssertNil(FuzzCorpus.inner(Array(#"{"root": {"type": "node"}}"#.utf8)))
    }

    func testNonFiniteNumbersInOutputAreFound() {
        XCTAssertNotNil(OutputNumbers.svgProblem(#"<svg><rect x="inf" y="0"/></svg>"#))
        XCTAssertNotNil(OutputNumbers.svgProblem(#"<svg><path d="M 0 0 L NaN 4"/></svg>"#))
        XCTAssertNotNil(OutputNumbers.svgProblem(#"<svg><g><title>node3 [inf, 0, 10, 10]</title></g></svg>"#))
        XCTAssertNotNil(OutputNumbers.jsonProblem(#"{"size": [null, null], "nodes": []}"#))
        XCTAssertNotNil(OutputNumbers.jsonProblem(#"{"size": [inf, 1]}"#), "not JSON")
        XCTAssertNotNil(OutputNumbers.treeTextProblem("stack  [0, 0, 375, 400]\n  node n  [-inf, 0, 1, 1]\n"))
    }

    func testTheUsersWordsAreNotTakenForNumbers() {
        XCTAssertNil(OutputNumbers.svgProblem(#"<svg id="inf"><rect x="5e+307" width="10"/><title>inf</title><text x="1">nan inf</text></svg>"#))
        XCTAssertNil(OutputNumbers.svgProblem(#"<svg><g data-id="nan"><title>nan [1e+308, -0.5, 0, 0]</title></g></svg>"#))
        XCTAssertNil(OutputNumbers.jsonProblem(#"{"size": [1, 2], "nodes": [{"id": "inf", "parent": null, "touch": null}]}"#))
        XCTAssertNil(OutputNumbers.treeTextProblem("stack  [0, 0, 375, 400]\n  node nan  (not laid out)\n"))
    }
}
