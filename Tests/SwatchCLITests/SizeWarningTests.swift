import Foundation
import SwatchTestSupport
import XCTest

/// A size of 10^7 points or more lays out as 0 x 0, as in Texture
/// (`ASIsCGSizeValidForSize`), and `swatch layout` says so on standard error.
final class SizeWarningTests: XCTestCase {
    func testTheIssuesSizeRangeLaysOutAsZeroWithAWarning() throws {
        let spec = #"{"sizeRange": [1e7, 1e7], "root": {"type": "node", "id": "big"}}"#
        let result = try Executable.run("swatch", ["layout", try Executable.temporaryFile(spec)])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#""size": [0, 0]"#), "the answer stays Texture's: \(result.stdout)")
        XCTAssertEqual(
            result.stderr,
            "swatch layout: warning: `big` (root, line 1, column 35) measured 10000000 x 10000000 points: Texture lays out "
                + "a size of 10^7 points or more in an axis (ASIsCGSizeValidForSize) as 0 x 0, and so does Swatch\n")
    }

    func testAComputedSizeIsNamedByItsElement() throws {
        let spec = """
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]},
             "root": {"type": "stack", "direction": "vertical", "children": [
               {"type": "node", "id": "a", "style": {"height": 6e6}},
               {"type": "node", "id": "b", "style": {"height": 6e6}}]}}
            """
        for format in ["json", "svg", "ascii"] {
            let result = try Executable.run("swatch", ["layout", try Executable.temporaryFile(spec), "--format", format])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains("warning: `stack1` (root, line 2, column 10) measured "), "\(format): \(result.stderr)")
        }
    }

    func testNoWarningBelowTheBoundOrForCode() throws {
        let below = #"{"sizeRange": [9999999, 10], "root": {"type": "node", "id": "wide"}}"#
        let result = try Executable.run("swatch", ["layout", try Executable.temporaryFile(below)])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let code = try Executable.run(
            "swatch", ["layout", try Executable.temporaryFile(#"{"sizeRange": [1e7, 1e7], "root": {"type": "node"}}"#), "--format", "swift"])
        XCTAssertEqual(code.stderr, "", "code is not laid out")
    }
}
