import SwatchGeometry
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

/// R14: the output's shape and number formatting.
final class RangesOutputTests: XCTestCase {
    func output(_ text: String) throws -> String {
        try RangesDocument.json(text)
    }

    func testTheFirstRecordOfTheSpecExample() throws {
        let out = try output(#"{"items": {"count": 60, "size": [375, 120]}}"#)
        XCTAssertTrue(out.hasPrefix("{\"contentSize\": [375, 7200], \"steps\": [\n  {\"step\": 0, \"offset\": [0, 0], \"direction\": \"none\", \"mode\": \"minimum\", "))
        XCTAssertTrue(out.contains(#""rects": {"visible": [0, 0, 375, 667], "display": [0, -166.75, 375, 1000.5], "preload": [0, -166.75, 375, 1167.25]}"#))
        XCTAssertTrue(out.contains(#""states": {"visible": [0, 1, 2, 3, 4, 5], "display": [0, 1, 2, 3, 4, 5, 6], "preload": [0, 1, 2, 3, 4, 5, 6, 7, 8]}"#))
        XCTAssertTrue(out.contains(#""events": [{"item": 0, "event": "didEnterPreloadState"}, {"item": 0, "event": "didEnterDisplayState"}"#))
        XCTAssertTrue(out.contains(#""batch": null}"#))
        XCTAssertFalse(out.contains("nested"))
        let parsed = try JSONParser.parse(out)
        XCTAssertEqual(parsed.objectMembers?["steps"]?.arrayItems?.first?.objectMembers?["events"]?.arrayItems?.count, 22)
    }

    func testCompletionRecordsCarryInserted() throws {
        let out = try output(#"{"items": {"count": 2, "size": [375, 100]}, "batchFetching": {"batchSize": 5}, "scroll": [{"offset": 0, "steps": 2}]}"#)
        XCTAssertTrue(out.contains(#""batch": "willBeginBatchFetch"}"#))
        XCTAssertTrue(out.contains(#""batch": "completeBatchFetching", "inserted": 5}"#))
    }

    func testNullsForAnUpdateThatFindsNothing() throws {
        let out = try output(#"{"items": {"count": 0, "size": [375, 100]}}"#)
        XCTAssertTrue(out.contains(#""mode": null, "rects": {"visible": [0, 0, 375, 667], "display": null, "preload": null}"#))
    }

    func testNestedScenariosCarryNestedInEveryRecord() throws {
        let out = try output("""
            {"viewport": [375, 300], "items": {"count": 10, "size": [375, 100], "nested": {"container": "pager", "items": {"count": 3}}},
             "scroll": [{"offset": 0}, {"offset": 0}]}
            """)
        XCTAssertTrue(out.contains(#""nested": {"0": {"mode": "minimum", "states": {"visible": [0], "display": [0], "preload": [0, 1]}"#))
        XCTAssertTrue(out.contains(#""nested": {}}"#))
    }

    func testNumbersAreShortestRoundTripAndIntegralWithoutFraction() throws {
        let out = try output(#"{"viewport": [100, 0.3], "items": {"count": 10, "size": [100, 0.1]}}"#)
        XCTAssertTrue(out.contains(#""visible": [0, 0, 100, 0.3]"#))
        // Rows stack by running sums: ten rows of 0.1 end at 0.9999999999999999.
        XCTAssertTrue(out.hasPrefix(#"{"contentSize": [100, 0.9999999999999999]"#))
    }

    func testWorkLimitIsAScenarioError() {
        XCTAssertThrowsError(try RangesDocument.run(
            #"{"items": {"count": 100, "size": [1, 0.01]}, "scroll": [{"offset": 0, "steps": 1000}]}"#,
            limits: RangeLimits(workBudget: 10_000))) { error in
            XCTAssertEqual((error as! SpecError).path?.description, "scroll")
        }
    }
}
