import Foundation
import SwatchTestSupport
import XCTest

/// A size of 10^7 points or more lays out as 0 x 0, as in Texture
/// (`ASIsCGSizeValidForSize`), and `swatch layout` says so on standard error.
final class SizeWarningTests: XCTestCase {
    /// `swatch layout` of `spec` (written to a file) with `arguments`, which
    /// must succeed whatever it warns of.
    private func layOut(_ spec: String, _ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> ExecutableResult {
        let result = try Executable.run("swatch", ["layout", try Executable.temporaryFile(spec)] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return result
    }

    func testTheIssuesSizeRangeLaysOutAsZeroWithAWarning() throws {
        let spec = #"{"sizeRange": [1e7, 1e7], "root": {"type": "node", "id": "big"}}"#
        let result = try layOut(spec)
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
            let result = try layOut(spec, ["--format", format])
            XCTAssertTrue(result.stderr.contains("warning: `stack1` (root, line 2, column 10) measured "), "\(format): \(result.stderr)")
        }
    }

    /// Texture tests a size before it rounds it to pixels (`ASLayout`): a
    /// size just under 10^7 that rounds up to it is kept at 10^7, and the
    /// warning says so (before, it got neither the warning nor 0 x 0).
    func testASizeThatRoundsUpToTheBoundIsKeptWithAWarning() throws {
        let spec = #"{"sizeRange": [9999999.5, 10], "scale": 1, "root": {"type": "node", "id": "edge"}}"#
        let result = try layOut(spec)
        XCTAssertTrue(result.stdout.contains(#""size": [10000000, 10]"#), "Texture keeps it: \(result.stdout)")
        XCTAssertEqual(
            result.stderr,
            "swatch layout: warning: `edge` (root, line 1, column 52) measured 9999999.5 x 10 points, which rounds up to "
                + "10000000 x 10 at scale 1: Texture tests a size (ASIsCGSizeValidForSize) before it rounds it to pixels, "
                + "so it keeps this one at 10^7 points instead of laying it out as 0 x 0, and so does Swatch\n")
        // At scale 2 the same size is on the grid: no rounding, no warning.
        let onGrid = #"{"sizeRange": [9999999.5, 10], "scale": 2, "root": {"type": "node", "id": "edge"}}"#
        let quiet = try layOut(onGrid)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertTrue(quiet.stdout.contains(#""size": [9999999.5, 10]"#), quiet.stdout)
    }

    /// A parent that holds the rounded child measures 10^7 or more and is
    /// made 0 x 0: that is what the warning names, not the child kept.
    func testAParentMadeZeroIsToldBeforeAChildKept() throws {
        let spec = """
            {"sizeRange": {"min": [0, 0], "max": ["inf", 10]}, "scale": 1,
             "root": {"type": "inset", "insets": {"right": 1}, "child": {"type": "node", "id": "edge", "style": {"width": 9999999.5}}}}
            """
        let result = try layOut(spec)
        XCTAssertTrue(result.stderr.contains("measured 10000001 x "), result.stderr)
        XCTAssertTrue(result.stderr.contains("as 0 x 0, and so does Swatch\n"), result.stderr)
    }

    func testNoWarningBelowTheBoundOrForCode() throws {
        let below = #"{"sizeRange": [9999999, 10], "root": {"type": "node", "id": "wide"}}"#
        let result = try layOut(below)
        XCTAssertEqual(result.stderr, "")
        let code = try layOut(#"{"sizeRange": [1e7, 1e7], "root": {"type": "node"}}"#, ["--format", "swift"])
        XCTAssertEqual(code.stderr, "", "code is not laid out")
    }
}
