import SwatchGeometry
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Scenario decoding: defaults, every form of `items`, and errors that name
/// the JSON path and the line and column.
final class ScenarioDecoderTests: XCTestCase {
    func decode(_ text: String) throws(SpecError) -> RangeScenario {
        try ScenarioDecoder.decode(text)
    }

    func testDefaults() throws {
        let s = try decode(#"{"items": {"count": 3, "size": [375, 120]}}"#)
        XCTAssertEqual(s.container, .table)
        XCTAssertEqual(s.viewport, Size(width: 375, height: 667))
        XCTAssertEqual(s.scroll, [.offset(0, steps: 1)])
        XCTAssertEqual(s.tuning, .layoutControllerDefaults)
        XCTAssertNil(s.batchFetching)
        XCTAssertFalse(s.inverted)
    }

    func testTuningOverridesSingleValuesAndKeepsTheContainersDefaults() throws {
        let s = try decode(#"{"container": "pager", "items": {"count": 3}, "tuning": {"full": {"preload": {"leading": 4}}}}"#)
        XCTAssertEqual(s.tuning[.full, .preload], RangeTuningParameters(leading: 4, trailing: 2))
        XCTAssertEqual(s.tuning[.minimum, .preload], RangeTuningParameters(leading: 1, trailing: 1))
    }

    func testBatchFetchingDefaults() throws {
        let s = try decode(#"{"items": {"count": 3, "size": [1, 1]}, "batchFetching": {}}"#)
        XCTAssertEqual(s.batchFetching, BatchFetchingParameters(leadingScreens: 2, batchSize: 20, limit: nil, latency: 1))
    }

    func testArrayItemsWithNestedContainersAndTheirDefaults() throws {
        let s = try decode("""
            {"items": [{"id": "a", "size": [375, 100]},
                       {"size": [375, 150], "nested": {"container": "collection", "columns": 3, "items": [{"size": [10, 10]}]}}]}
            """)
        guard case .list(let items) = s.items else { return XCTFail("not a list") }
        XCTAssertEqual(items[0].id, "a")
        let nested = try XCTUnwrap(items[1].nested)
        XCTAssertEqual(nested.container, .collection(columns: 3))
        XCTAssertNil(nested.viewport)
        XCTAssertEqual(nested.items, .list([Size(width: 10, height: 10)]))
        XCTAssertEqual(nested.tuning, .layoutControllerDefaults)
        XCTAssertTrue(s.hasNestedContainers)
    }

    func testScrollEntries() throws {
        let s = try decode("""
            {"items": {"count": 1, "size": [1, 1]},
             "scroll": [{"offset": 5}, {"offset": -20, "steps": 4}, {"containerVisible": false}, {"memoryWarning": true}]}
            """)
        XCTAssertEqual(s.scroll, [.offset(5, steps: 1), .offset(-20, steps: 4), .containerVisible(false), .memoryWarning(true)])
    }

    /// Each bad scenario, the path its error names, and a fragment of the message.
    func testBadScenariosNameTheirPathAndLocation() {
        let cases: [(String, String, String)] = [
            (#"{"items": {"count": 1, "size": [1, 1]}, "colour": 1}"#, "colour", "unknown key"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "container": "grid"}"#, "container", "not one of"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "container": 3}"#, "container", "got a number"),
            (#"{"items": {"count": -1, "size": [1, 1]}}"#, "items.count", "must not be negative"),
            (#"{"items": {"count": 1.5, "size": [1, 1]}}"#, "items.count", "whole number"),
            (#"{"items": {"count": 2000000, "size": [1, 1]}}"#, "items.count", "at most 1000000"),
            (#"{"items": {"count": 1, "size": [1, -1]}}"#, "items.size[1]", "must not be negative"),
            (#"{"items": {"count": 1, "size": [1]}}"#, "items.size", "two numbers"),
            (#"{"items": {"count": 1}}"#, "items", "needs the key \"size\""),
            (#"{"items": {"size": [1, 1]}}"#, "items", "count"),
            (#"{}"#, "(document)", "needs the key \"items\""),
            (#"{"items": {"count": 2, "size": [375, 50], "cell": {"type": "node"}}}"#, "items.size", "items take a \"size\" or a \"cell\""),
            (#"{"items": [{"size": [375, 50], "cell": {"type": "node"}}]}"#, "items[0].size", "an item takes a \"size\" or a \"cell\""),
            (#"{"items": [{"size": [1, 1], "nested": {"items": {"count": 1, "size": [1, 1], "nested": {}}}}]}"#,
             "items[0].nested.items.nested", "one level"),
            (#"{"items": [{"size": [1, 1], "nested": {"items": {"count": 1, "size": [1, 1]}, "scroll": []}}]}"#,
             "items[0].nested.scroll", "unknown key"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "tuning": {"full": {"display": {"leading": -1}}}}"#,
             "tuning.full.display.leading", "must not be negative"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "tuning": {"fast": {}}}"#, "tuning.fast", "unknown key"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "tuning": {"full": {"display": {"lead": 1}}}}"#,
             "tuning.full.display.lead", "unknown key"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "batchFetching": {"latency": 0}}"#, "batchFetching.latency", "must be at least 1"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "batchFetching": {"batchSize": -2}}"#, "batchFetching.batchSize", "negative"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "batchFetching": {"batchSize": 1000000}, "scroll": [{"offset": 0, "steps": 50}]}"#,
             "batchFetching", "set a limit"),
            (#"{"items": [], "batchFetching": {}}"#, "batchFetching", "items is empty"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": [{"offset": 1, "steps": 0}]}"#, "scroll[0].steps", "must be at least 1"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": [{"offset": 1, "containerVisible": true}]}"#,
             "scroll[0].containerVisible", "exactly one"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": [{"steps": 2}]}"#, "scroll[0].steps", "needs an \"offset\""),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": [{}]}"#, "scroll[0]", "needs one of"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": [{"containerVisible": "yes"}]}"#,
             "scroll[0].containerVisible", "true or false"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": []}"#, "scroll", "at least one"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "scroll": [{"offset": 0, "steps": 60000}, {"offset": 0, "steps": 60000}]}"#,
             "scroll[1]", "more than 100000 records"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "columns": 0}"#, "columns", "must be at least 1"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "viewport": [375, "667"]}"#, "viewport[1]", "must be a number"),
            (#"{"items": {"count": 1, "size": [1, 1]}, "inverted": 1}"#, "inverted", "true or false"),
        ]
        for (text, path, fragment) in cases {
            RefusedDocument(name: text, text: text, path: path, fragment: fragment).assertRefused(by: decode)
        }
    }

    func testErrorsGiveLineAndColumn() {
        let text = "{\n  \"items\": {\"count\": 1, \"size\": [1, 1]},\n  \"tuning\": {\"full\": {\"preload\": {\"trailing\": -0.5}}}\n}"
        XCTAssertThrowsError(try decode(text)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.location, SourceLocation(line: 3, column: 47))
            XCTAssertEqual(e.description, "tuning.full.preload.trailing: trailing must not be negative, got -0.5 (line 3, column 47)")
        }
    }

    func testJSONSyntaxErrorsComeFromTheParser() {
        XCTAssertThrowsError(try decode("{\"items\": ")) { error in
            XCTAssertTrue((error as! SpecError).isSyntax)
        }
    }

    func testAPagerNeedsNoItemSize() throws {
        let s = try decode(#"{"container": "pager", "items": [{"id": "p0"}, {"id": "p1"}]}"#)
        XCTAssertEqual(s.items.count, 2)
    }
}

/// `items.cell`: a cell spec laid out by the layout engine gives every item its size.
final class ScenarioCellTests: XCTestCase {
    let cell = #"{"type": "stack", "direction": "vertical", "children": [{"type": "node", "style": {"height": 60}}, {"type": "inset", "insets": {"top": 10, "bottom": 10}, "child": {"type": "node", "style": {"height": 20.25}}}]}"#

    func testACellIsLaidOutAtTheTablesWidth() throws {
        let s = try ScenarioDecoder.decode(#"{"viewport": [320, 600], "items": {"count": 4, "cell": "# + cell + #"}}"#)
        // 60 + 10 + 20.25 + 10, rounded up to half points at scale 2.
        XCTAssertEqual(s.items.template?.size, Size(width: 320, height: 100.5))
        XCTAssertEqual(s.items.count, 4)
    }

    func testACollectionCellIsAColumnWide() throws {
        let s = try ScenarioDecoder.decode(#"{"container": "collection", "columns": 4, "viewport": [320, 600], "items": {"count": 4, "cell": {"type": "ratio", "ratio": 0.5, "child": {"type": "node"}}}}"#)
        XCTAssertEqual(s.items.template?.size, Size(width: 80, height: 40))
    }

    func testCellErrorsNameTheirPath() {
        XCTAssertThrowsError(try ScenarioDecoder.decode(#"{"items": {"count": 1, "cell": {"type": "stak"}}}"#)) { error in
            XCTAssertEqual((error as! SpecError).path?.description, "items.cell.type")
        }
        XCTAssertThrowsError(try ScenarioDecoder.decode(#"{"items": {"count": 1, "size": [1, 1], "cell": {"type": "node"}}}"#)) { error in
            XCTAssertEqual((error as! SpecError).path?.description, "items.size")
        }
        XCTAssertThrowsError(try ScenarioDecoder.decode(#"{"items": {"count": 1, "cell": {"type": "text", "text": "hi"}}}"#)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.path?.description, "items.cell")
            XCTAssertTrue(e.message.contains("text engine"), e.message)
        }
    }
}
