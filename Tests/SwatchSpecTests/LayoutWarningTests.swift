import Foundation
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

/// SPEC.md "Warnings and explanations": each code's fixture
/// (Tests/Fixtures/warnings/CODE.json) is a list of cases, a mistake that
/// gives exactly the warnings listed (each message naming what it lists
/// under `names`) and its fix, which gives none.
final class LayoutWarningTests: XCTestCase {
    struct Expected: Equatable, CustomStringConvertible {
        var code: String, path: String, id: String?, key: String?
        var description: String { "\(code) at \(path) (\(id ?? "null"), \(key ?? "null"))" }
    }

    func warnings(_ spec: Any) throws -> [LayoutWarning] {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        let document = try SpecDecoder.decode(text)
        return document.warnings(document.layout(text: MonospaceTextMeasurer()))
    }

    func testEveryCodeHasAFixtureOfItsMistakeAndItsFix() throws {
        let names = Fixtures.names("warnings")
        XCTAssertEqual(Set(names), Set(LayoutWarning.Code.allCases.map(\.name)), "a fixture per code")
        for name in names {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("warnings", name))) as! [String: Any]
            let cases = object["cases"] as! [[String: Any]]
            XCTAssertFalse(cases.isEmpty, name)
            for c in cases {
                let label = "\(name): \(c["name"] as! String)"
                let found = try warnings(c["mistake"]!)
                let expected = (c["warnings"] as! [[String: Any]]).map {
                    Expected(code: $0["code"] as! String, path: $0["path"] as! String, id: $0["id"] as? String, key: $0["key"] as? String)
                }
                XCTAssertEqual(
                    found.map { Expected(code: $0.code.name, path: $0.path.description, id: $0.id, key: $0.key) }, expected, label)
                XCTAssertTrue(found.contains { $0.code.name == name }, "\(label): the mistake shows its code")
                for (warning, listed) in zip(found, c["warnings"] as! [[String: Any]]) {
                    for word in listed["names"] as? [String] ?? [] {
                        XCTAssertTrue(warning.message.contains(word), "\(label): \(warning.code.name) names \(word): \(warning.message)")
                    }
                    XCTAssertFalse(warning.message.contains("\n"), "one sentence, one line")
                }
                XCTAssertEqual(try warnings(c["fix"]!).map(\.line), [], "\(label): the fix gives none")
            }
        }
    }

    /// The overflow tolerance: a device pixel, and the pixels the flexed
    /// children were rounded up by (Texture's E1: three shrinking children
    /// end half a point past a 300-point row, which Texture clamps).
    func testRoundingIsNoOverflow() throws {
        let spec: [String: Any] = [
            "sizeRange": ["min": [0, 0], "max": [300, "inf"]],
            "root": ["type": "stack", "spacing": 10, "alignItems": "start", "children": [
                ["type": "node", "id": "a", "intrinsicSize": [200, 40], "style": ["flexShrink": 1]],
                ["type": "node", "id": "b", "intrinsicSize": [150, 20], "style": ["flexShrink": 1]],
                ["type": "node", "id": "c", "intrinsicSize": [50, 30]],
            ]],
        ]
        XCTAssertEqual(try warnings(spec).map(\.line), [])
    }

    /// No warning where the author's layout does what it says: flexGrow in a
    /// row of fixed width that its children fill or overflow, a size on an
    /// inset that the stack stretching it reads, percentages of an exact
    /// parent, an absolute spec's positions.
    func testWhatTextureReadsGivesNoWarning() throws {
        let spec: [String: Any] = [
            "sizeRange": [300, 400],
            "root": ["type": "stack", "direction": "vertical", "children": [
                ["type": "stack", "children": [
                    ["type": "text", "text": "A title long enough to fill the row", "style": ["flexGrow": 1, "flexShrink": 1]],
                    ["type": "node", "intrinsicSize": [20, 20]],
                ]],
                ["type": "inset", "insets": ["top": 4, "left": 4, "bottom": 4, "right": 4], "style": ["width": 120],
                 "child": ["type": "node", "intrinsicSize": [20, 20]]],
                ["type": "node", "style": ["width": "50%", "height": "10%", "alignSelf": "start"]],
                ["type": "absolute", "style": ["flexGrow": 1], "children": [
                    ["type": "node", "style": ["preferredSize": [10, 10], "layoutPosition": [40, 4]]],
                ]],
            ]],
        ]
        XCTAssertEqual(try warnings(spec).map(\.line), [])
    }

    func testAWarningPrintsAsOneLine() throws {
        let found = try warnings([
            "sizeRange": [100, 100],
            "root": ["type": "inset", "id": "box", "style": ["width": 50], "child": ["type": "node"]],
        ])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].line.hasPrefix("warning: ignored-style at root (`box`), width: an inset spec skips its own style"),
                      found[0].line)
    }
}
