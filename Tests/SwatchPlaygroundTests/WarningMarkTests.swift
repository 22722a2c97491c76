import Foundation
@testable import SwatchPlayground
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The playground's drawing outlines each warned element, hidden, for the
/// page's warnings panel to show: a layout spec too (which a drawing
/// without debug outlines has no group for), under the outline's id.
final class WarningMarkTests: XCTestCase {
    func marks(_ svg: String) throws -> [String] {
        try SVGTree(svg).all("g").filter { $0.attributes["class"] == "swatch-mark" }.map { mark in
            XCTAssertEqual(mark.attributes["display"], "none", "hidden until the page shows it")
            XCTAssertEqual(mark.children.map { $0.name }, ["title", "rect"], "the warnings as its title, then the outline")
            return mark.attributes["data-id"] ?? ""
        }
    }

    func testEachWarnedElementIsMarkedOnceUnderItsOutlineID() throws {
        let response = PlaygroundRequest(text: WarningFixTests.nameInInset).answer(textMeasurer: MonospaceTextMeasurer())
        let ids = try XCTUnwrap(response.outline).elements.map { ($0.path.description, $0.id) }
        let warned = response.warnings.map { warning in ids.first { $0.0 == warning.warning.path.description }?.1 }
        XCTAssertEqual(warned, ["row", "name"])
        XCTAssertEqual(try marks(try XCTUnwrap(response.svg)), ["row", "name"])

        // An anonymous spec's mark carries the id the outline gives it.
        let anonymous = PlaygroundRequest(text: #"{"sizeRange": [200, 100], "root": {"type": "inset", "insets": {"top": 4}, "style": {"flexGrow": 1, "flexShrink": 1}, "child": {"type": "node"}}}"#)
            .answer(textMeasurer: nil)
        XCTAssertEqual(try marks(try XCTUnwrap(anonymous.svg)), [try XCTUnwrap(anonymous.outline).elements[0].id])

        let clean = PlaygroundRequest(text: #"{"sizeRange": [200, 100], "root": {"type": "node"}}"#).answer(textMeasurer: nil)
        XCTAssertEqual(try marks(try XCTUnwrap(clean.svg)), [])
        XCTAssertFalse(try XCTUnwrap(clean.svg).contains("swatch-marks"))
    }
}
