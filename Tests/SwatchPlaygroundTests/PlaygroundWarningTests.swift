import Foundation
@testable import SwatchPlayground
import SwatchSpec
import XCTest

/// The layout's warnings in the playground's answer, each placed where the
/// editor marks it: at the style key it names, else at its element.
final class PlaygroundWarningTests: XCTestCase {
    /// A flexGrow under an inset (no stack reads it) after text with a
    /// character of two UTF-16 units and one of two bytes; a row whose
    /// children reach past its width.
    static let spec = """
        {
          "sizeRange": [100, 50],
          "root": {"type": "stack", "id": "row", "direction": "horizontal", "children": [
            {"type": "inset", "id": "😀é", "insets": {"top": 1},
              "child": {"type": "node", "id": "box", "style": {"preferredSize": [80, 10], "flexGrow": 1}}},
            {"type": "node", "id": "wide", "style": {"preferredSize": [80, 10], "flexShrink": 0}}
          ]}
        }
        """

    func warnings(_ text: String) throws -> [[String: Any]] {
        let answer = PlaygroundRequest(text: text).answer(textMeasurer: nil)
        XCTAssertNil(answer.error)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.json().utf8)) as? [String: Any])
        return try XCTUnwrap(object["warnings"] as? [[String: Any]])
    }

    func place(of needle: String, in text: String) -> [Int] {
        let lines = text.components(separatedBy: "\n")
        for (n, line) in lines.enumerated() {
            if let range = line.range(of: needle) { return [n + 1, line.unicodeScalars[..<range.lowerBound].count + 1] }
        }
        return []
    }

    func at(_ warning: [String: Any]) -> [Int] {
        [warning["line"] as? Int ?? 0, warning["column"] as? Int ?? 0]
    }

    func testEachWarningIsAtItsKeyOrElement() throws {
        let found = try warnings(Self.spec)
        let byCode = Dictionary(grouping: found) { $0["code"] as? String ?? "" }
        let ignored = try XCTUnwrap(byCode["ignored-style"]?.first)
        XCTAssertEqual(ignored["path"] as? String, "root.children[0].child")
        XCTAssertEqual(ignored["key"] as? String, "flexGrow")
        XCTAssertEqual(at(ignored), place(of: "\"flexGrow\"", in: Self.spec),
                       "at the key, columns counted in characters")
        let overflow = try XCTUnwrap(byCode["overflow"]?.first)
        XCTAssertEqual(overflow["path"] as? String, "root")
        XCTAssertTrue(overflow["key"] is NSNull)
        XCTAssertEqual(at(overflow), place(of: "{\"type\": \"stack\"", in: Self.spec),
                       "at the element's brace")
        XCTAssertFalse((overflow["message"] as? String ?? "").isEmpty)
    }

    func testASpecWithoutWarningsHasNone() throws {
        XCTAssertEqual(try warnings(#"{"sizeRange": [100, 50], "root": {"type": "node", "style": {"preferredSize": [10, 10]}}}"#).count, 0)
    }

    func testLinesAndColumnsOfUTF16Offsets() {
        let text = "\u{FEFF}a😀\nbc"
        // Offsets: BOM 0, a 1, 😀 2-3, \n 4, b 5, c 6, end 7.
        let places = TextLocations.of([0, 1, 2, 4, 5, 6, 7, 99], in: text).map { [$0.line, $0.column] }
        XCTAssertEqual(places, [[1, 1], [1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3], [2, 3]])
    }
}
