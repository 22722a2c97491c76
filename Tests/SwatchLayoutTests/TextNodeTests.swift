import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

/// reference/layout.md §6: how a text node sizes itself in each parent, with
/// a font-independent measurer (advance = fontSize / 2, line = 1.25 x fontSize).
final class TextNodeTests: XCTestCase {
    let measurer = MonospaceTextMeasurer()

    func frames(_ text: String) throws -> (size: Size, frames: [String: Rect], layout: Layout, document: SpecDocument) {
        let document = try SpecDecoder.decode(text)
        let layout = document.layout(text: measurer)
        var frames: [String: Rect] = [:]
        for f in layout.frames(in: document.tree) { frames[document.elements[f.element].id] = f.frame }
        return (layout.size, frames, layout, document)
    }

    func text(_ id: String, _ string: String, extra: String = "") -> String {
        #"{"type": "text", "id": "\#(id)", "text": "\#(string)", "fontSize": 10\#(extra)}"#
    }

    func testTextAsksForItsWidestLineAndTheSumOfLineHeights() throws {
        // "aaaa bbbb cccc" is 70 wide at 5 per character; in 40 points it wraps in three lines.
        let r = try frames(spec(text("t", "aaaa bbbb cccc"), max: #"[40, "inf"]"#))
        XCTAssertEqual(r.frames["t"], Rect(x: 0, y: 0, width: 20, height: 37.5))
        XCTAssertEqual(r.layout.textLayouts.values.first?.lines.map(\.text), ["aaaa", "bbbb", "cccc"])
    }

    func testOnlyWholeLinesThatFitTheHeightAreVisible() throws {
        // Two lines of 12.5 fit in 30; the third is cut and the token ends the second.
        let r = try frames(spec(text("t", "aaaa bbbb cccc"), max: "[40, 30]"))
        XCTAssertEqual(r.frames["t"]?.size, Size(width: 25, height: 25))
        XCTAssertEqual(r.layout.textLayouts.values.first?.lines.map(\.text), ["aaaa", "bbbb…"])
    }

    func testMaximumNumberOfLinesTruncatesWithTheToken() throws {
        let r = try frames(spec(text("t", "aaaa bbbb cccc", extra: #", "maximumNumberOfLines": 2, "truncation": "~""#), max: #"[40, "inf"]"#))
        XCTAssertEqual(r.layout.textLayouts.values.first?.lines.map(\.text), ["aaaa", "bbbb~"])
        XCTAssertEqual(r.frames["t"]?.size, Size(width: 25, height: 25))
    }

    func testHorizontalStackMeasuresTextOnOneLineThenShrinksAndRewraps() throws {
        // Pass 1: unbounded, "aaaa bbbb" is 45 wide. The stack is 30: the text shrinks
        // to 30 (flexShrink) and re-wraps into two lines, growing taller.
        let root = #"{"type": "stack", "alignItems": "start", "children": [\#(text("t", "aaaa bbbb", extra: #", "style": {"flexShrink": 1}"#))]}"#
        let r = try frames(spec(root, max: #"[30, "inf"]"#))
        XCTAssertEqual(r.frames["t"], Rect(x: 0, y: 0, width: 30, height: 25))
    }

    func testVerticalStackWrapsTextAtItsCrossMaxAndStretchesTheNode() throws {
        let root = #"{"type": "stack", "direction": "vertical", "children": [\#(text("t", "aaaa bbbb"))]}"#
        let r = try frames(spec(root, min: "[40, 0]", max: #"[40, "inf"]"#))
        // Wraps at 40, and stretch makes the node as wide as the stack (its text stays 20 wide).
        XCTAssertEqual(r.frames["t"], Rect(x: 0, y: 0, width: 40, height: 25))
    }

    func testBaselineAlignmentUsesTheFontsAscenderAndDescender() throws {
        // Ascenders 10 and 20: the smaller text moves down by 10.
        let small = text("s", "ab"), big = #"{"type": "text", "id": "b", "text": "ab", "fontSize": 20}"#
        let r = try frames(spec(#"{"type": "stack", "alignItems": "baselineFirst", "children": [\#(small), \#(big)]}"#))
        XCTAssertEqual(r.frames["s"]?.origin.y, 10)
        XCTAssertEqual(r.frames["b"]?.origin.y, 0)
    }

    func testTextStyleKeysOnTextAreIgnoredForBaselines() throws {
        let small = text("s", "ab", extra: #", "style": {"ascender": 100}"#), big = #"{"type": "text", "id": "b", "text": "ab", "fontSize": 20}"#
        let r = try frames(spec(#"{"type": "stack", "alignItems": "baselineFirst", "children": [\#(small), \#(big)]}"#))
        XCTAssertEqual(r.frames["s"]?.origin.y, 10)
    }

    func testDecodingRejectsBadTextValues() {
        let cases: [(String, String, String)] = [
            (#"{"type": "text"}"#, "root", "needs the key \"text\""),
            (#"{"type": "text", "text": "a", "fontSize": 0}"#, "root.fontSize", "fontSize must be greater than 0"),
            (#"{"type": "text", "text": "a", "maximumNumberOfLines": 1.5}"#, "root.maximumNumberOfLines", "whole number"),
            (#"{"type": "text", "text": "a", "fontWeight": "heavy"}"#, "root.fontWeight", "is not one of"),
        ]
        for (root, path, fragment) in cases {
            XCTAssertThrowsError(try SpecDecoder.decode(spec(root))) { error in
                let e = error as! SpecError
                XCTAssertEqual(e.path?.description, path, root)
                XCTAssertTrue(e.message.contains(fragment), e.message)
            }
        }
    }

    func testWithoutAMeasurerATextSpecIsAClearError() throws {
        let document = try SpecDecoder.decode(spec(#"{"type": "stack", "children": [{"type": "node"}, \#(text("t", "a"))]}"#))
        XCTAssertThrowsError(try document.requireText(nil)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.path?.description, "root.children[1]")
            XCTAssertTrue(e.message.hasPrefix("text nodes need the text engine"), e.message)
        }
        XCTAssertNoThrow(try document.requireText(measurer))
    }
}
