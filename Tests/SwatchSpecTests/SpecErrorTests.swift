import SwatchJSON
import SwatchSpec
import SwatchTestSupport
import XCTest

/// SPEC.md "Errors": every kind of bad spec is rejected with its own message,
/// naming the JSON path and the line and column.
final class SpecErrorTests: XCTestCase {
    func doc(_ root: String, extra: String = "") -> String {
        #"{"sizeRange": [100, 100], \#(extra)"root": \#(root)}"#
    }

    var table: [RefusedDocument] {
        [
            RefusedDocument(name: "bad JSON", text: "{\"root\": {\"type\": \"node\",}}", path: nil, fragment: "member name", line: 1, column: 26),
            RefusedDocument(name: "unknown type", text: doc(#"{"type": "grid"}"#), path: "root.type", fragment: "unknown element type \"grid\""),
            RefusedDocument(name: "unknown key", text: doc(#"{"type": "node", "colour": "red"}"#), path: "root.colour", fragment: "did you mean \"color\""),
            RefusedDocument(name: "unknown document key", text: doc(#"{"type": "node"}"#, extra: #""zoom": 2, "#), path: "zoom", fragment: "unknown key"),
            RefusedDocument(name: "unknown style key", text: doc(#"{"type": "node", "style": {"flexGrw": 1}}"#), path: "root.style.flexGrw", fragment: "did you mean \"flexGrow\""),
            RefusedDocument(name: "wrong type", text: doc(#"{"type": "stack", "children": [{"type": "node"}, {"type": "node"}, {"type": "node", "style": {"flexGrow": "1"}}]}"#), path: "root.children[2].style.flexGrow", fragment: "expected a number, got a string"),
            RefusedDocument(name: "negative size", text: doc(#"{"type": "node", "intrinsicSize": [-1, 5]}"#), path: "root.intrinsicSize[0]", fragment: "must not be negative"),
            RefusedDocument(name: "negative dimension", text: doc(#"{"type": "node", "style": {"width": -3}}"#), path: "root.style.width", fragment: "must not be negative"),
            RefusedDocument(name: "negative flexShrink", text: doc(#"{"type": "node", "style": {"flexShrink": -1}}"#), path: "root.style.flexShrink", fragment: "flexShrink must not be negative"),
            RefusedDocument(name: "fraction out of range", text: doc(#"{"type": "node", "style": {"width": "150%"}}"#), path: "root.style.width", fragment: "between 0% and 100%"),
            RefusedDocument(name: "bad dimension string", text: doc(#"{"type": "node", "style": {"width": "wide"}}"#), path: "root.style.width", fragment: "\"N%\" or \"auto\""),
            RefusedDocument(name: "NaN string", text: doc(#"{"type": "inset", "insets": {"top": "nan"}, "child": {"type": "node"}}"#), path: "root.insets.top", fragment: "NaN"),
            RefusedDocument(name: "NaN literal", text: doc(#"{"type": "node", "style": {"width": NaN}}"#), path: nil, fragment: "NaN and Infinity are not JSON numbers"),
            RefusedDocument(name: "number out of range", text: doc(#"{"type": "node", "style": {"width": 1e400}}"#), path: nil, fragment: "out of range"),
            RefusedDocument(name: "min exceeds max", text: #"{"sizeRange": {"min": [200, 0], "max": [100, 100]}, "root": {"type": "node"}}"#, path: "sizeRange.min[0]", fragment: "must not exceed"),
            RefusedDocument(name: "infinite min", text: #"{"sizeRange": {"min": ["inf", 0], "max": [100, 100]}, "root": {"type": "node"}}"#, path: "sizeRange.min[0]", fragment: "expected a number"),
            RefusedDocument(name: "ratio zero", text: doc(#"{"type": "ratio", "ratio": 0, "child": {"type": "node"}}"#), path: "root.ratio", fragment: "ratio must be greater than 0"),
            RefusedDocument(name: "ratio negative", text: doc(#"{"type": "ratio", "ratio": -2, "child": {"type": "node"}}"#), path: "root.ratio", fragment: "ratio must be greater than 0"),
            RefusedDocument(name: "duplicate id", text: doc(#"{"type": "stack", "children": [{"type": "node", "id": "a"}, {"type": "node", "id": "a"}]}"#), path: "root.children[1].id", fragment: "duplicate id \"a\" (first used at root.children[0])"),
            RefusedDocument(name: "missing child", text: doc(#"{"type": "inset"}"#), path: "root", fragment: "needs the key \"child\""),
            RefusedDocument(name: "missing root", text: #"{"title": "x"}"#, path: "(document)", fragment: "needs the key \"root\""),
            RefusedDocument(name: "layout and intrinsicSize", text: doc(#"{"type": "node", "intrinsicSize": [1, 1], "layout": {"type": "stack"}}"#), path: "root.intrinsicSize", fragment: "not both"),
            RefusedDocument(name: "bad enum", text: doc(#"{"type": "stack", "direction": "diagonal"}"#), path: "root.direction", fragment: "is not one of"),
            RefusedDocument(name: "bad colour", text: doc(#"{"type": "node", "color": "<script>"}"#), path: "root.color", fragment: "not a CSS colour"),
            RefusedDocument(name: "bad scale", text: doc(#"{"type": "node"}"#, extra: #""scale": 0, "#), path: "scale", fragment: "scale must be at least 0.1"),
            RefusedDocument(name: "subnormal scale", text: doc(#"{"type": "node"}"#, extra: #""scale": 5e-324, "#), path: "scale", fragment: "scale must be at least 0.1"),
            RefusedDocument(name: "huge scale", text: doc(#"{"type": "node"}"#, extra: #""scale": 17, "#), path: "scale", fragment: "scale must be at most 16"),
            RefusedDocument(name: "tiny scale", text: doc(#"{"type": "node"}"#, extra: #""scale": 1e-300, "#), path: "scale", fragment: "scale must be at least 0.1"),
            RefusedDocument(name: "text without text", text: doc(#"{"type": "text", "fontSize": 12}"#), path: "root", fragment: "needs the key \"text\""),
            RefusedDocument(name: "pair of three", text: doc(#"{"type": "node", "intrinsicSize": [1, 2, 3]}"#), path: "root.intrinsicSize", fragment: "got 3 elements"),
            RefusedDocument(name: "element not an object", text: doc(#"{"type": "stack", "children": [5]}"#), path: "root.children[0]", fragment: "an element must be an object"),
            RefusedDocument(name: "empty id", text: doc(#"{"type": "node", "id": ""}"#), path: "root.id", fragment: "must not be empty"),
        ]
    }

    func testEveryBadSpecIsRejectedWithItsPathAndMessage() {
        for bad in table { bad.assertRefused(by: SpecDecoder.decode) }
    }

    func testSemanticErrorsCarryTheValuesLineAndColumn() {
        let text = "{\n  \"root\": {\n    \"type\": \"node\",\n    \"style\": {\"flexGrow\": -2}\n  }\n}"
        XCTAssertThrowsError(try SpecDecoder.decode(text)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.location, SourceLocation(line: 4, column: 27))
            XCTAssertEqual(e.description, "root.style.flexGrow: flexGrow must not be negative, got -2 (line 4, column 27)")
        }
    }

    func testNestingDeeperThan256IsRejected() {
        var root = #"{"type": "node"}"#
        for _ in 0..<256 { root = #"{"type": "wrapper", "child": \#(root)}"# }
        XCTAssertThrowsError(try SpecDecoder.decode(doc(root))) { error in
            XCTAssertTrue((error as! SpecError).message.contains("nested deeper than 256"))
        }
        var ok = #"{"type": "node"}"#
        for _ in 0..<255 { ok = #"{"type": "wrapper", "child": \#(ok)}"# }
        XCTAssertNoThrow(try SpecDecoder.decode(doc(ok)))
    }

    func testMoreThan10000ElementsIsRejected() {
        let children = Array(repeating: #"{"type": "node"}"#, count: 10_000).joined(separator: ",")
        XCTAssertThrowsError(try SpecDecoder.decode(doc(#"{"type": "stack", "children": [\#(children)]}"#))) { error in
            let e = error as! SpecError
            XCTAssertTrue(e.message.contains("more than 10000 elements"), e.message)
            XCTAssertEqual(e.path?.description, "root.children[9999]")
        }
        let fewer = Array(repeating: #"{"type": "node"}"#, count: 9_999).joined(separator: ",")
        XCTAssertNoThrow(try SpecDecoder.decode(doc(#"{"type": "stack", "children": [\#(fewer)]}"#)))
    }

    func testDefaultsAndShorthands() throws {
        let d = try SpecDecoder.decode(#"{"root": {"type": "node"}}"#)
        XCTAssertEqual(d.sizeRange, SpecDocument.defaultSizeRange)
        XCTAssertEqual(d.scale, 2)
        let exact = try SpecDecoder.decode(#"{"sizeRange": [10, 20], "root": {"type": "node"}}"#)
        XCTAssertEqual(exact.sizeRange.min, exact.sizeRange.max)
        XCTAssertEqual(exact.sizeRange.max.height, 20)
    }

    func testNegativeInsetsOffsetsPositionsAndSpacingsAreLegal() {
        XCTAssertNoThrow(try SpecDecoder.decode(doc(#"""
        {"type": "stack", "spacing": -4, "lineSpacing": -1, "children": [
          {"type": "inset", "insets": {"top": -3, "left": -3}, "child": {"type": "node", "style": {"spacingBefore": -2, "layoutPosition": [-5, -5]}}},
          {"type": "corner", "location": "topLeft", "offset": [-2, -2], "child": {"type": "node"}, "corner": {"type": "node"}}]}
        """#)))
    }

    func testLaterStyleKeysOverrideEarlierOnes() throws {
        let d = try SpecDecoder.decode(doc(#"{"type": "node", "style": {"width": 10, "preferredSize": [20, 30]}}"#))
        XCTAssertEqual(d.tree.style(of: 0).width, .points(20))
    }
}
