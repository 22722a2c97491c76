import SwatchSpec
import XCTest

final class CellFileTextsTests: XCTestCase {
    func testANameGivesItsTextAndAnUnknownOneNothing() {
        let files: CellFileTexts = ["row.json": "{\"root\": {}}", "other.json": "{}"]
        XCTAssertEqual(files["row.json"], "{\"root\": {}}")
        XCTAssertEqual(files["other.json"], "{}")
        XCTAssertNil(files["missing.json"])
        XCTAssertEqual(files.names, ["row.json", "other.json"])
    }

    func testANameAddedTwiceKeepsItsFirstText() {
        var files = CellFileTexts()
        XCTAssertTrue(files.isEmpty)
        files.add("row.json", "a")
        files.add("other.json", "c")
        files.add("row.json", "b")
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(files["row.json"], "a")
        XCTAssertEqual(files["other.json"], "c")
    }

    func testTheDecoderReadsTheCellsFromTheTexts() throws {
        let scenario = """
            {"container": "table", "viewport": [320, 480], "items": [{"cell": "row.json"}, {"cell": "row.json"}],
             "scroll": [{"offset": 0}]}
            """
        func row(_ height: Int) -> CellFileTexts {
            ["row.json": #"{"root": {"type": "node", "intrinsicSize": [320, \#(height)]}}"#]
        }
        let short = try ScenarioDecoder.decode(scenario, cellFiles: row(50))
        XCTAssertEqual(try ScenarioDecoder.decode(scenario, cellFiles: row(50)), short)
        XCTAssertNotEqual(try ScenarioDecoder.decode(scenario, cellFiles: row(80)), short)
        XCTAssertThrowsError(try ScenarioDecoder.decode(scenario, cellFiles: [:])) { error in
            XCTAssertTrue(String(describing: error).contains("\"row.json\" is not available here"), "\(error)")
        }
    }
}
