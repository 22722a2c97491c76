import SwatchKit
import SwatchSpec
import SwatchSVG
import XCTest

/// No output ever prints a number that is not finite: SVG coordinates past
/// 1.8e305 used to overflow their rounding and print `inf`, and offsets
/// summed down a chain of nodes past 1.8e308 printed `null` in the frames.
final class FiniteNumberTests: XCTestCase {
    func testSVGNumbersRoundToThreeDecimalsAndKeepLargeValuesAsTheyAre() {
        XCTAssertEqual(svgNumber(12), "12")
        XCTAssertEqual(svgNumber(-0.0), "0")
        XCTAssertEqual(svgNumber(1.23456), "1.235")
        XCTAssertEqual(svgNumber(-7.5), "-7.5")
        XCTAssertEqual(svgNumber(4_503_599_627_370_495.5), "4503599627370495.5")
        XCTAssertEqual(svgNumber(9_007_199_254_740_992), "9007199254740992")
        XCTAssertEqual(svgNumber(1e19), "1e+19")
        XCTAssertEqual(svgNumber(1.8e305), "1.8e+305")
        XCTAssertEqual(svgNumber(5e307), "5e+307")
        XCTAssertEqual(svgNumber(-5e307), "-5e+307")
        XCTAssertEqual(svgNumber(.greatestFiniteMagnitude), "1.7976931348623157e+308")
        XCTAssertEqual(svgNumber(.infinity), "0")
        XCTAssertEqual(svgNumber(.nan), "0")
    }

    /// A stack whose spacing puts a node at x = 5e307.
    let farNode = #"""
        {"sizeRange": {"min": [0, 0], "max": ["inf", "inf"]},
         "root": {"type": "stack", "spacing": 5e307, "children": [
           {"type": "node", "intrinsicSize": [10, 10]}, {"type": "node", "id": "far", "intrinsicSize": [10, 10]}]}}
        """#

    /// Three nodes each placed 8e307 inside the one before: the last one's
    /// root-space x passes the largest double.
    let chain = #"""
        {"sizeRange": {"min": [0, 0], "max": ["inf", "inf"]},
         "root": {"type": "absolute", "children": [
           {"type": "node", "id": "a", "style": {"layoutPosition": [8e307, 0]}, "layout": {"type": "absolute", "children": [
             {"type": "node", "id": "b", "style": {"layoutPosition": [8e307, 0]}, "layout": {"type": "absolute", "children": [
               {"type": "node", "id": "c", "intrinsicSize": [1, 1], "style": {"layoutPosition": [8e307, 0]}}]}}]}}]}}
        """#

    func testAFarNodeIsDrawnWhereTheFramesSayItIs() throws {
        let json = try LayoutRenderer.render(farNode, format: .json)
        XCTAssertTrue(json.contains(#"{"id": "far", "parent": null, "frame": [5e+307, 0, 10, 10], "touch": null, "measure": {"calculations": 1, "cacheHits": 0}}"#), json)
        let svg = try LayoutRenderer.render(farNode, format: .svg)
        XCTAssertTrue(svg.contains(#"x="5e+307""#), svg)
        assertFinite(svg)
    }

    func testOffsetsSummedPastTheLargestDoubleStayFinite() throws {
        let json = try LayoutRenderer.render(chain, format: .json)
        XCTAssertFalse(json.contains("null, 0"), json)
        XCTAssertTrue(json.contains(#""id": "b", "parent": "a", "frame": [1.6e+308, 0, 0, 0]"#), json)
        XCTAssertTrue(json.contains(#""id": "c", "parent": "b", "frame": [1.7976931348623157e+308, 0, 1, 1]"#), json)
        for format in [LayoutFormat.svg, .ascii] {
            let text = try LayoutRenderer.render(chain, format: format)
            XCTAssertFalse(text.contains("null"), text)
            assertFinite(text)
        }
    }

    func assertFinite(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for word in ["inf", "nan", "Infinity", "NaN"] {
            XCTAssertFalse(text.contains(word), "\(word) in \(text)", file: file, line: line)
        }
    }
}
