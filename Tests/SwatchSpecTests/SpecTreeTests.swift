import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec
import XCTest

/// A `SpecTree` (what the import builds) is held to the schema as the spec
/// reader holds a document: a tree `check()` accepts is one the reader
/// decodes, and each tree it refuses is one the reader refuses too.
final class SpecTreeTests: XCTestCase {
    typealias Element = SpecTree.Element
    typealias Member = SpecTree.Member

    func tree(_ root: Element) -> SpecTree {
        SpecTree(title: "t", sizeRange: SizeRange(min: Size(width: 320, height: 0), max: Size(width: 320, height: .infinity)), root: root)
    }

    func node(_ id: String, _ members: [Member] = []) -> Element {
        Element(.node, [Member(.id, .string(id))] + members)
    }

    func stack(_ children: [Element], _ members: [Member] = []) -> Element {
        Element(.stack, members + [Member(.children, .elements(children))])
    }

    func testAValidTreeIsWrittenAsADocumentTheReaderTakes() throws {
        let root = stack([
            node("a", [Member(.style, .object([Member(.preferredSize, .pair(40, 40)), Member(.flexShrink, .number(1))]))]),
            Element(.text, [Member(.id, .string("t")), Member(.text, .string("Hello")), Member(.accessibilityTraits, .strings(["header"]))]),
            Element(.inset, [Member(.insets, .object([Member(.top, .number(4)), Member(.left, .number(.infinity))])),
                             Member(.child, .element(node("b", [Member(.intrinsicSize, .pair(10, 10))])))]),
        ], [Member(.direction, .string("horizontal")), Member(.spacing, .number(8))])
        let t = tree(root)
        XCTAssertNoThrow(try t.check())
        let document = try SpecDecoder.decode(t.text)
        XCTAssertEqual(document.elements.count, 5)
        // Written as the language writes it: type first, keys in order, "inf" for infinity.
        XCTAssertTrue(t.text.contains("\"max\": [320, \"inf\"]"), t.text)
        XCTAssertTrue(t.text.contains("\"left\": \"inf\""), t.text)
    }

    func testWhatTheCheckRefusesTheReaderRefuses() {
        let cases: [(String, Element)] = [
            ("a duplicate id", stack([node("a"), node("a")])),
            ("an empty id", node("")),
            ("a key the type lacks", Element(.node, [Member(.text, .string("x"))])),
            ("a key twice", Element(.node, [Member(.id, .string("a")), Member(.id, .string("b"))])),
            ("a name not in the enumeration", stack([], [Member(.direction, .string("diagonal"))])),
            ("a trait that is not one", Element(.text, [Member(.text, .string("x")), Member(.accessibilityTraits, .strings(["loud"]))])),
            ("a trait twice", Element(.text, [Member(.text, .string("x")), Member(.accessibilityTraits, .strings(["button", "button"]))])),
            ("a negative size", node("a", [Member(.intrinsicSize, .pair(-1, 10))])),
            ("a required key missing", Element(.text, [Member(.id, .string("t"))])),
            ("a style key that is not one", node("a", [Member(.style, .object([Member(.text, .string("x"))]))])),
            ("not a colour", node("a", [Member(.color, .string("sky"))])),
            ("a value of another kind", stack([], [Member(.spacing, .string("wide"))])),
        ]
        for (what, root) in cases {
            let t = tree(root)
            XCTAssertThrowsError(try t.check(), what)
            XCTAssertThrowsError(try SpecDecoder.decode(t.text), "the reader takes \(what): \(t.text)")
        }
    }

    func testElementsNestedPastTheLimitAreRefused() {
        var root = node("leaf")
        for _ in 0..<SpecLimits.maxDepth { root = Element(.wrapper, [Member(.child, .element(root))]) }
        let t = tree(root)
        XCTAssertThrowsError(try t.check())
        XCTAssertThrowsError(try SpecDecoder.decode(t.text))
    }
}
