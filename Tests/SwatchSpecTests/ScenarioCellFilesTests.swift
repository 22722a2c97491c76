import SwatchSpec
import XCTest

final class ScenarioCellFilesTests: XCTestCase {
    func testTheDecoderReadsTheCellsFromTheTexts() throws {
        let scenario = """
            {"container": "table", "viewport": [320, 480], "items": [{"cell": "row.json"}, {"cell": "row.json"}],
             "scroll": [{"offset": 0}]}
            """
        func row(_ height: Int) -> [String: String] {
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
