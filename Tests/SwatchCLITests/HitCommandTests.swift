import Foundation
import SwatchTestSupport
import XCTest

/// `swatch hit` and `swatch layout --show touch`, run as the built binary.
final class HitCommandTests: XCTestCase {
    let cell = #"""
        {"sizeRange": [375, 80], "root": {"type": "node", "id": "cell", "layout": {"type": "center", "centeringOptions": "xy",
          "child": {"type": "node", "id": "button", "intrinsicSize": [60, 14], "userInteractionEnabled": true,
                    "style": {"hitTestSlop": {"top": -15, "left": 0, "bottom": -15, "right": 0}}}}}}
        """#

    func hits(_ stdout: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
        return try XCTUnwrap(object?["hits"] as? [[String: Any]], stdout)
    }

    func testNegativePointsAreNotOptionsAndOptionsMayComeFirstOrLast() throws {
        let file = try Executable.temporaryFile(cell)
        for arguments in [
            ["hit", "--format", "json", file, "187.5,18", "-0.25,10", "187.5,17.75"],
            ["hit", file, "187.5,18", "-0.25,10", "187.5,17.75", "--format", "json"],
        ] {
            let result = try assertSucceeds(arguments)
            let answer = try hits(result)
            XCTAssertEqual(answer.map { $0["point"] as? [Double] }, [[187.5, 18], [-0.25, 10], [187.5, 17.75]])
            XCTAssertEqual(answer[0]["node"] as? String, "button")
            XCTAssertEqual(answer[0]["chain"] as? [String], ["cell", "button"])
            XCTAssertTrue(answer[1]["node"] is NSNull)
            XCTAssertEqual(answer[1]["chain"] as? [String], [])
            XCTAssertEqual(answer[2]["node"] as? String, "cell", "just above the slop")
        }
    }

    func testReadsTheSpecFromStandardInput() throws {
        let result = try assertSucceeds(["hit", "-", "-5,-5", "10,10"], stdin: cell)
        XCTAssertEqual(try hits(result).map { $0["node"] as? String }, [nil, "cell"])
    }

    func testAMalformedPointExitsTwoNamingIt() throws {
        let file = try Executable.temporaryFile(cell)
        try assertRefused(["hit", file, "1,2", "3;4"], saying: [#"point 2 "3;4""#, "X,Y"])
    }

    func testABadSpecExitsTwoNamingThePath() throws {
        let bad = #"{"root": {"type": "node",\#n "userInteractionEnabled": "yes"}}"#
        try assertRefused(["hit", try Executable.temporaryFile(bad), "1,1"], saying: ["root.userInteractionEnabled", "line 2, column"])
    }

    func testNoPointsIsAUsageError() throws {
        let result = try Executable.run("swatch", ["hit", try Executable.temporaryFile(cell)])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("at least one point"), result.stderr)
    }

    func testFramesCarryTouchRectangles() throws {
        let result = try assertSucceeds(["layout", "-"], stdin: cell)
        XCTAssertTrue(result.contains(#"{"id": "button", "parent": "cell", "frame": [157.5, 33, 60, 14], "touch": [157.5, 18, 60, 44], "measure": {"calculations": 1, "cacheHits": 0}}"#), result)
    }

    func testShowTouchDrawsTheTouchAreasVisibly() throws {
        let plain = try Executable.run("swatch", ["layout", "-", "--format", "svg"], stdin: cell)
        XCTAssertTrue(plain.stdout.contains(#"<g class="swatch-touch-areas" pointer-events="none" display="none">"#), plain.stdout)
        XCTAssertTrue(plain.stdout.contains(#"data-touch="157.5 18 60 44""#), plain.stdout)
        let shown = try assertSucceeds(["layout", "-", "--format", "svg", "--show", "measured", "--show", "touch"], stdin: cell)
        XCTAssertTrue(shown.contains(#"<g class="swatch-touch-areas" pointer-events="none">"#), shown)
        XCTAssertEqual(shown.components(separatedBy: #"class="swatch-touch-area""#).count - 1, 2)
        let two = try Executable.run("swatch", ["layout", "-", "--format", "svg", "--show", "measured", "--show", "animated"], stdin: cell)
        XCTAssertNotEqual(two.status, 0)
    }
}
