import Foundation
import SwatchTestSupport
import XCTest

/// `swatch layout` with text nodes: the fonts are found from the binary's
/// location wherever it runs, can be pointed elsewhere, and a missing font is
/// an error naming the text node.
final class LayoutTextTests: XCTestCase {
    let spec = #"""
        {"sizeRange": {"min": [0, 0], "max": [120, "inf"]},
         "root": {"type": "text", "id": "t", "text": "Texture measures text off the main thread.", "fontSize": 17}}
        """#

    /// Runs the built `swatch` in `directory` with `environment` added to this
    /// process's (and `SWATCH_FONTS` removed unless given).
    func swatch(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        var changes: [String: String?] = ["SWATCH_FONTS": nil]
        for (key, value) in environment { changes[key] = value }
        let result = try Executable.runProgram(
            Executable.productsDirectory.appendingPathComponent("swatch").path, arguments, directory: directory,
            environment: changes)
        return (result.status, result.stdout, result.stderr)
    }

    func testTextIsMeasuredFromAnyDirectory() throws {
        let file = try Executable.temporaryFile(spec)
        let elsewhere = (file as NSString).deletingLastPathComponent
        let result = try swatch(["layout", file], in: elsewhere)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Inter at 17 points: the sentence wraps in 120 points into four lines of 20.57
        // points (82.29, ceiled to 82.5); the widest, "measures text", is 113.74 (114).
        XCTAssertTrue(result.stdout.contains(#"{"id": "t", "parent": null, "frame": [0, 0, 114, 82.5], "touch": null, "measure": {"calculations": 1, "cacheHits": 0}}"#), result.stdout)
        let svg = try swatch(["layout", "--format", "svg", file], in: elsewhere)
        XCTAssertEqual(svg.stdout.components(separatedBy: "<text ").count - 1, 4, svg.stdout)
        XCTAssertTrue(svg.stdout.contains("font-family=\"&#39;Swatch Sans&#39;, sans-serif\""))
    }

    func testAStandaloneDrawingCarriesItsFontsCutToTheCharactersItSets() throws {
        let file = try Executable.temporaryFile(#"""
            {"sizeRange": {"min": [0, 0], "max": [300, "inf"]},
             "root": {"type": "stack", "direction": "vertical", "children": [
               {"type": "text", "id": "r", "text": "abc", "fontSize": 17},
               {"type": "text", "id": "b", "text": "xyz", "fontSize": 17, "fontWeight": "bold"},
               {"type": "text", "id": "j", "text": "日本", "fontSize": 17}]}}
            """#)
        let svg = try swatch(["layout", "--format", "svg", file], in: "/")
        XCTAssertEqual(svg.status, 0, svg.stderr)
        let rules = svg.stdout.components(separatedBy: "@font-face{").dropFirst()
        XCTAssertEqual(rules.count, 3, "regular, its fallback for the Japanese, bold")
        XCTAssertTrue(svg.stdout.contains("font-family:Swatch Sans;font-style:normal;font-weight:400;unicode-range:U+61,U+62,U+63;src:url(data:font/otf;base64,"))
        XCTAssertTrue(svg.stdout.contains("unicode-range:U+672C,U+65E5;") || svg.stdout.contains("unicode-range:U+65E5,U+672C;"))
        XCTAssertTrue(svg.stdout.contains("font-weight:700;src:url(data:font/otf;base64,"))
        // Subsets: the whole drawing is a fraction of one Inter file (~300 KB).
        XCTAssertLessThan(svg.stdout.utf8.count, 60_000)
        // Frames as JSON carry no fonts.
        let json = try swatch(["layout", file], in: "/")
        XCTAssertFalse(json.stdout.contains("font-face"))
    }

    func testMissingFontsAreAnErrorNamingTheTextNode() throws {
        let file = try Executable.temporaryFile(spec)
        let result = try swatch(["layout", "--fonts", "/nonexistent", file], in: "/")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("root: text nodes need the text engine, and /nonexistent/Inter-Regular.otf: font file not found"), result.stderr)
    }

    func testSwatchFontsPointsTheEngineAtAnotherDirectory() throws {
        let file = try Executable.temporaryFile(spec)
        let bad = try swatch(["layout", file], in: "/", environment: ["SWATCH_FONTS": "/nonexistent"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("/nonexistent/Inter-Regular.otf"), bad.stderr)
        let good = try swatch(
            ["layout", file], in: "/", environment: ["SWATCH_FONTS": Fixtures.repositoryRoot.appendingPathComponent("Public/fonts").path])
        XCTAssertEqual(good.status, 0, good.stderr)
    }

    func testSpecsWithoutTextReadNoFonts() throws {
        let file = try Executable.temporaryFile(#"{"root": {"type": "node", "id": "n", "intrinsicSize": [10, 10]}}"#)
        let result = try swatch(["layout", "--fonts", "/nonexistent", file], in: "/")
        XCTAssertEqual(result.status, 0, result.stderr)
    }
}
