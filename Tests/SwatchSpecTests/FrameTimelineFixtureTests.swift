import Foundation
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import Testing

/// Runs each case of `Tests/Fixtures/timelines/` (copies of the public
/// conformance cases), a test of its own named after its fixture, through the decoder, the range and frame models and the
/// JSON writer, and compares as `check-timelines` does: per step the `frame`
/// record (numbers within 0.001, placeholders as a set, background per
/// worker), and the `frames` summary.
@Suite struct FrameTimelineFixtureCases {
    static let tolerance = 0.001

    @Test("timelines fixture", arguments: Fixtures.names("timelines"))
    func fixture(_ name: String) throws {
        #expect(try ScenarioCase.difference("timelines", name, by: Self.difference) == nil)
    }

    @Test func theFixturesAreThere() {
        #expect(Fixtures.names("timelines").count >= 4)
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
