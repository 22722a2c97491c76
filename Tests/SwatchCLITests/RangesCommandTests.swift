import Foundation
import SwatchTestSupport
import XCTest

/// `swatch ranges`, run as the built binary.
final class RangesCommandTests: XCTestCase {
    let good = #"{"viewport": [375, 600], "items": {"count": 20, "size": [375, 100]}, "scroll": [{"offset": 0}, {"offset": 300}]}"#

    func testJSONRecordsFromAFile() throws {
        let result = try assertSucceeds(["ranges", try Executable.temporaryFile(good), "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        XCTAssertEqual(object?["contentSize"] as? [Double], [375, 2000])
        let steps = object?["steps"] as? [[String: Any]] ?? []
        XCTAssertEqual(steps.count, 2)
        XCTAssertEqual(steps.map { $0["mode"] as? String }, ["minimum", "full"])
        XCTAssertEqual(steps.last?["direction"] as? String, "down")
    }

    func testBadScenarioExitsTwoNamingThePath() throws {
        let bad = "{\n  \"items\": {\"count\": 3, \"size\": [375, 100]},\n  \"batchFetching\": {\"latency\": 0}\n}"
        try assertRefused(["ranges", try Executable.temporaryFile(bad)], saying: ["batchFetching.latency", "line 3, column"])
    }

    func testFramesAddFrameRecordsAndTheTimelineDrawsThem() throws {
        let framed = #"{"items": {"count": 20, "size": [375, 100]}, "frames": {}, "scroll": [{"offset": 0}, {"offset": 300}]}"#
        let file = try Executable.temporaryFile(framed)
        let json = try assertSucceeds(["ranges", file])
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let steps = object?["steps"] as? [[String: Any]] ?? []
        XCTAssertEqual(steps.compactMap { $0["frame"] }.count, 2)
        XCTAssertNotNil((object?["frames"] as? [String: Any])?["texture"])
        let timeline = try Executable.run("swatch", ["ranges", file, "--format", "timeline"])
        XCTAssertEqual(timeline.status, 0, timeline.stderr)
        XCTAssertTrue(timeline.stdout.contains("class=\"swatch-frame-timeline\""))
        let plain = try Executable.run("swatch", ["ranges", try Executable.temporaryFile(good), "--format", "timeline"])
        XCTAssertTrue(plain.stdout.contains("class=\"swatch-range-timeline\""))
    }

    func testBadFramesExitTwoNamingThePath() throws {
        let bad = "{\n  \"items\": {\"count\": 3, \"size\": [375, 100]},\n  \"frames\": {\"backgroundThreads\": 0}\n}"
        try assertRefused(["ranges", try Executable.temporaryFile(bad)], saying: ["frames.backgroundThreads", "line 3, column"])
    }

    func testSVGIsTheAnimationAndAStepIsOnePicture() throws {
        let animated = try assertSucceeds(["ranges", "-", "--format", "svg"], stdin: good)
        XCTAssertTrue(animated.hasPrefix("<svg"))
        XCTAssertTrue(animated.contains("<animate"))
        let one = try assertSucceeds(["ranges", "-", "--format", "svg", "--step", "1"], stdin: good)
        XCTAssertFalse(one.contains("<animate"))
        XCTAssertTrue(one.contains("update 2 of 2"), "updates counted from 1")
        let timeline = try Executable.run("swatch", ["ranges", "-", "--format", "timeline"], stdin: good)
        XCTAssertTrue(timeline.stdout.contains("swatch-range-timeline"))
    }

    func testStepNeedsSVG() throws {
        let result = try Executable.run("swatch", ["ranges", "-", "--step", "1"], stdin: good)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--step needs --format svg"), result.stderr)
    }
}
