import SwatchGeometry
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The `frames` key of a scenario: decoding with its defaults and limits
/// (F5.13), frame records only when it is there (F5.14), and the model
/// driven by a real run.
final class FrameScenarioTests: XCTestCase {
    let items = #""items": {"count": 30, "size": [375, 120]}"#

    func testAnEmptyFramesObjectMeansEveryDefault() throws {
        let s = try ScenarioDecoder.decode("{\(items), \"frames\": {}}")
        XCTAssertEqual(s.frames, FrameParameters())
        XCTAssertEqual(s.frames?.refreshRate, 60)
        XCTAssertEqual(s.frames?.mainThreadBudget, 10)
        XCTAssertEqual(s.frames?.backgroundThreads, 2)
        XCTAssertEqual(s.frames?.cost.measure[7], 3)
        XCTAssertEqual(s.frames?.cost.display[7], 8)
        XCTAssertEqual(s.frames?.cost.mount[7], 0.3)
        XCTAssertNil(try ScenarioDecoder.decode("{\(items)}").frames)
    }

    func testEveryFramesKeyIsRead() throws {
        let s = try ScenarioDecoder.decode("""
            {\(items), "frames": {"refreshRate": 120, "mainThreadBudget": 4, "backgroundThreads": 4,
             "cost": {"measure": [1, 2], "display": 0, "mount": [0.5]}}}
            """)
        let f = try XCTUnwrap(s.frames)
        XCTAssertEqual(f.refreshRate, 120)
        XCTAssertEqual(f.mainThreadBudget, 4)
        XCTAssertEqual(f.backgroundThreads, 4)
        XCTAssertEqual(f.cost.measure.values, [1, 2])
        XCTAssertEqual(f.cost.display.values, [0])
        XCTAssertEqual(f.cost.mount.values, [0.5])
    }

    func testBadFramesNameTheirPath() {
        let cases: [(String, String, String)] = [
            (#"{"refreshRate": 0}"#, "frames.refreshRate", "greater than 0"),
            (#"{"refreshRate": -60}"#, "frames.refreshRate", "greater than 0"),
            (#"{"refreshRate": 5e-324}"#, "frames.refreshRate", "too small"),
            (#"{"refreshRate": 241}"#, "frames.refreshRate", "at most 240"),
            (#"{"refreshRate": "60"}"#, "frames.refreshRate", "must be a number"),
            (#"{"mainThreadBudget": -0.5}"#, "frames.mainThreadBudget", "must not be negative"),
            (#"{"backgroundThreads": 0}"#, "frames.backgroundThreads", "at least 1"),
            (#"{"backgroundThreads": 65}"#, "frames.backgroundThreads", "at most 64"),
            (#"{"backgroundThreads": 2.5}"#, "frames.backgroundThreads", "whole number"),
            (#"{"cost": {"measure": -1}}"#, "frames.cost.measure", "must not be negative"),
            (#"{"cost": {"display": []}}"#, "frames.cost.display", "at least one"),
            (#"{"cost": {"mount": [0.3, -2]}}"#, "frames.cost.mount[1]", "must not be negative"),
            (#"{"cost": {"mount": [0.3, null]}}"#, "frames.cost.mount[1]", "must be a number"),
            (#"{"cost": {"measure": {"a": 1}}}"#, "frames.cost.measure", "milliseconds"),
            (#"{"cost": {"draw": 1}}"#, "frames.cost.draw", "unknown key"),
            (#"{"cost": 3}"#, "frames.cost", "must be an object"),
            (#"{"budget": 10}"#, "frames.budget", "unknown key"),
            (#"{"refreshrate": 60}"#, "frames.refreshrate", "did you mean \"refreshRate\""),
            (#"true"#, "frames", "must be an object"),
        ]
        for (frames, path, fragment) in cases {
            let text = "{\(items), \"frames\": \(frames)}"
            RefusedDocument(name: frames, text: text, path: path, fragment: fragment).assertRefused { text throws(SpecError) in try ScenarioDecoder.decode(text) }
        }
    }

    func testFrameRecordsAndTheSummaryAppearOnlyWithFrames() throws {
        let scroll = #""scroll": [{"offset": 0}, {"offset": 600, "steps": 3}]"#
        let without = try RangesDocument.json("{\(items), \(scroll)}")
        XCTAssertFalse(without.contains("\"frame"))
        XCTAssertTrue(without.hasSuffix("\n]}\n"))
        let with = try RangesDocument.json("{\(items), \(scroll), \"frames\": {}}")
        // Take the frame records and the summary out: what is left is the output without frames.
        var stripped: [String] = []
        for line in with.split(separator: "\n", omittingEmptySubsequences: false) {
            if let frame = line.range(of: ", \"frame\": ") {
                stripped.append(String(line[..<frame.lowerBound]) + "}" + (line.hasSuffix(",") ? "," : ""))
            } else if let summary = line.range(of: ", \"frames\": ") {
                stripped.append(String(line[..<summary.lowerBound]) + "}")
            } else {
                stripped.append(String(line))
            }
        }
        XCTAssertEqual(stripped.joined(separator: "\n"), without)
        let output = try XCTUnwrap(try JSONParser.parse(with).objectMembers)
        let steps = output["steps"]?.arrayItems ?? []
        XCTAssertEqual(steps.count, 4)
        XCTAssertTrue(steps.allSatisfy { $0.objectMembers?["frame"] != nil })
        let summary = output["frames"]?.objectMembers
        XCTAssertNotNil(summary?["uikit"]?.objectMembers?["lateFrames"]?.number)
        XCTAssertNotNil(summary?["texture"]?.objectMembers?["blankFrames"]?.number)
        // Placeholders ascending, late an integer, one background figure a worker.
        let texture = steps[1].objectMembers?["frame"]?.objectMembers?["texture"]?.objectMembers
        let placeholders = (texture?["placeholders"]?.arrayItems ?? []).compactMap { $0.number }
        XCTAssertEqual(placeholders, placeholders.sorted())
        XCTAssertEqual(texture?["background"]?.arrayItems?.count, 2)
        XCTAssertTrue(with.contains(#""late": 0"#))
    }

    func testNestedContainersHaveNoTasks() throws {
        let text = """
            {"items": {"count": 20, "size": [375, 150], "nested": {"container": "pager", "items": {"count": 8}}},
             "frames": {}, "scroll": [{"offset": 0}, {"offset": 900, "steps": 3}]}
            """
        let (_, run) = try RangesDocument.run(text)
        let timeline = try XCTUnwrap(run.frames)
        XCTAssertTrue(run.records.contains { !$0.nested.isEmpty }, "the nested containers did not run")
        let entries = run.records.reduce(0) { $0 + $1.events.filter { $0.kind == .didEnterDisplayState }.count }
        XCTAssertLessThanOrEqual(timeline.tasks.filter { $0.kind == .display }.count, entries)
        XCTAssertTrue(timeline.tasks.allSatisfy { $0.item < 20 })
        let measured = Set(timeline.tasks.filter { $0.kind == .measure }.map { $0.item })
        XCTAssertTrue(measured.isSubset(of: Set(0..<20)))
    }

    func testTheModelIsTheSameEveryRun() throws {
        let text = "{\(items), \"frames\": {\"backgroundThreads\": 3}, \"scroll\": [{\"offset\": 0}, {\"offset\": 2000, \"steps\": 10}, {\"offset\": 0, \"steps\": 5}]}"
        XCTAssertEqual(try RangesDocument.json(text), try RangesDocument.json(text))
    }
}
