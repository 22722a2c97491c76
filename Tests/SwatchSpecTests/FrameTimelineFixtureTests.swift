import Foundation
import SwatchRanges
import SwatchSpec
import XCTest

/// Runs every case in `Tests/Fixtures/timelines/` (copies of the public
/// conformance cases) through the decoder, the range and frame models and the
/// JSON writer, and compares as `check-timelines` does: per step the `frame`
/// record (numbers within 0.001, placeholders as a set, background per
/// worker), and the `frames` summary.
final class FrameTimelineFixtureTests: XCTestCase {
    static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/timelines")
    }

    static let tolerance = 0.001

    func testEveryTimelineFixtureMatchesItsExpectedFrames() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixturesDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 4, "fixtures missing")
        for name in names {
            let text = try String(contentsOf: Self.fixturesDirectory.appendingPathComponent(name), encoding: .utf8)
            guard let members = try JSONParser.parse(text).objectMembers, let scenario = members["scenario"],
                  let expected = members["expected"] else {
                XCTFail("\(name): not a conformance case")
                continue
            }
            let output: String
            do {
                output = RangesOutput.json(try RangesDocument.run(try ScenarioDecoder.decode(scenario)))
            } catch {
                XCTFail("\(name): \(error)")
                continue
            }
            if let difference = Self.difference(expected: expected, got: try JSONParser.parse(output)) {
                XCTFail("\(name): \(difference)")
            }
        }
    }

    static func difference(expected: JSONValue, got: JSONValue) -> String? {
        guard let e = expected.objectMembers, let g = got.objectMembers,
              let es = e["steps"]?.arrayItems, let gs = g["steps"]?.arrayItems else { return "expected steps" }
        guard es.count == gs.count else { return "steps: expected \(es.count) records, got \(gs.count)" }
        for (i, (exp, got)) in zip(es, gs).enumerated() {
            guard let ef = exp.objectMembers?["frame"]?.objectMembers, let gf = got.objectMembers?["frame"]?.objectMembers else {
                return "steps[\(i)].frame: missing"
            }
            for model in ["uikit", "texture"] {
                for key in ["main", "late"] {
                    let a = ef[model]?.objectMembers?[key]?.number, b = gf[model]?.objectMembers?[key]?.number
                    if let d = compare("steps[\(i)].frame.\(model).\(key)", a, b) { return d }
                }
            }
            let et = ef["texture"]?.objectMembers, gt = gf["texture"]?.objectMembers
            let ep = Set((et?["placeholders"]?.arrayItems ?? []).compactMap { $0.number })
            let gp = Set((gt?["placeholders"]?.arrayItems ?? []).compactMap { $0.number })
            if ep != gp { return "steps[\(i)].frame.texture.placeholders: expected \(ep.sorted()), got \(gp.sorted())" }
            let eb = (et?["background"]?.arrayItems ?? []).compactMap { $0.number }
            let gb = (gt?["background"]?.arrayItems ?? []).compactMap { $0.number }
            if eb.count != gb.count || zip(eb, gb).contains(where: { abs($0 - $1) > tolerance }) {
                return "steps[\(i)].frame.texture.background: expected \(eb), got \(gb)"
            }
        }
        guard let esum = e["frames"]?.objectMembers, let gsum = g["frames"]?.objectMembers else { return "frames: missing" }
        for (model, keys) in [("uikit", ["lateFrames"]), ("texture", ["lateFrames", "placeholderFrames", "blankFrames"])] {
            for key in keys {
                let a = esum[model]?.objectMembers?[key]?.number, b = gsum[model]?.objectMembers?[key]?.number
                if let d = compare("frames.\(model).\(key)", a, b) { return d }
            }
        }
        return nil
    }

    static func compare(_ path: String, _ expected: Double?, _ got: Double?) -> String? {
        if let expected, let got, abs(expected - got) <= tolerance { return nil }
        return "\(path): expected \(expected.map { "\($0)" } ?? "nothing"), got \(got.map { "\($0)" } ?? "nothing")"
    }
}
