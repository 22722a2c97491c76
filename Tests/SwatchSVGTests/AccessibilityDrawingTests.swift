import Foundation
import SwatchGeometry
import SwatchKit
import SwatchSpec
import SwatchTestSupport
import XCTest

@testable import SwatchSVG

/// `--show accessibility`: every element VoiceOver visits numbered in its
/// order and outlined, the list of what each says under the drawing; tags
/// on no node's content and on no other tag, and nothing past the drawing.
final class AccessibilityDrawingTests: XCTestCase {
    func draw(_ spec: String, debug: Bool = false) throws -> String {
        var drawing = LayoutDrawing(debug: debug)
        drawing.showsAccessibility = true
        return try LayoutRenderer.render(spec, format: .svg, drawing: drawing, textMeasurer: MonospaceTextMeasurer())
    }

    /// The numbers of `attribute` in every element of `svg` that has it.
    func numbers(_ attribute: String, in svg: String) -> [Double] {
        svg.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }

    func viewBox(_ svg: String) throws -> Rect {
        let start = try XCTUnwrap(svg.range(of: "viewBox=\""))
        let v = svg[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double(String($0)) }
        XCTAssertEqual(v.count, 4)
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The violet tags: rects filled with the overlay's colour.
    func tags(_ svg: String) -> [Rect] {
        svg.components(separatedBy: "<rect").dropFirst().compactMap { piece in
            let element = String(piece.prefix { $0 != ">" })
            guard element.contains("fill=\"\(LayoutDrawing.spokenColor)\""), !element.contains("fill-opacity") else { return nil }
            let v = ["x", "y", "width", "height"].compactMap { numbers($0, in: element).first }
            return v.count == 4 ? Rect(x: v[0], y: v[1], width: v[2], height: v[3]) : nil
        }
    }

    /// A list of texts, stacked with little room between them, and a button.
    let stacked = #"""
        {"sizeRange": [140, 300], "root": {"type": "stack", "direction": "vertical", "spacing": 3, "children": [
          {"type": "text", "id": "a", "text": "First line of text", "fontSize": 12},
          {"type": "text", "id": "b", "text": "Second line of text", "fontSize": 12},
          {"type": "text", "id": "c", "text": "Third line of text", "fontSize": 12},
          {"type": "button", "id": "go", "title": {"text": "Go"}, "userInteractionEnabled": true,
           "accessibilityLabel": "A label long enough to be wrapped over several lines of the list under the drawing"}]}}
        """#

    func testElementsAreNumberedInOrderAndListed() throws {
        let svg = try draw(stacked)
        XCTAssertEqual(numbers("data-order", in: svg.components(separatedBy: "swatch-spoken-heading")[0]), [1, 2, 3, 4])
        XCTAssertTrue(svg.contains(#"data-order="4" data-nodes="go""#), svg)
        XCTAssertTrue(svg.contains("<title>4. A label long enough to be wrapped over several lines of the list under the drawing [button]</title>"))
        XCTAssertTrue(svg.contains("<desc>VoiceOver reads, in this order: 1. First line of text. 2. Second line of text."), svg)
        XCTAssertTrue(svg.contains(">VoiceOver reads, in this order:</text>"))
    }

    func testTagsCoverNoContentAndNoOtherTag() throws {
        for debug in [false, true] {
            let svg = try draw(stacked, debug: debug)
            let json = try LayoutRenderer.render(stacked, format: .json, textMeasurer: MonospaceTextMeasurer())
            let nodes = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]])
            let parents = Set(nodes.compactMap { $0["parent"] as? String })
            let content = nodes.filter { !parents.contains($0["id"] as? String ?? "") }.compactMap { $0["frame"] as? [Double] }
                .map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            let drawn = tags(svg)
            XCTAssertEqual(drawn.count, 8, "a tag over the drawing and a badge in the list for each element")
            for (i, tag) in drawn.enumerated() {
                for node in content { XCTAssertFalse(tag.overlaps(node), "tag \(tag) covers a node at \(node)") }
                for other in drawn[..<i] { XCTAssertFalse(tag.overlaps(other), "tags \(tag) and \(other) overlap") }
            }
        }
    }

    func testNothingRunsOffTheDrawing() throws {
        let japanese = #"""
            {"sizeRange": [200, 100], "root": {"type": "text", "id": "t", "fontSize": 14,
             "text": "パートナーがあなたの写真に「いいね！」しました。アルバムを開いて、ふたりの思い出を見てみましょう。"}}
            """#
        for spec in [stacked, japanese] {
            let svg = try draw(spec)
            let box = try viewBox(svg)
            XCTAssertGreaterThanOrEqual(box.size.width, LayoutDrawing.spokenListMinimumWidth, "a narrow drawing grows to the list")
            for tag in tags(svg) {
                XCTAssertTrue(box.minX <= tag.minX && tag.maxX <= box.maxX && box.minY <= tag.minY && tag.maxY <= box.maxY, "\(tag)")
            }
            let fontSize = SpecLabelPlacer.fontSize(layoutWidth: 200)
            var lines = 0
            for piece in svg.components(separatedBy: "<tspan").dropFirst() {
                let x = try XCTUnwrap(numbers("x", in: String(piece.prefix { $0 != ">" })).first)
                let y = try XCTUnwrap(numbers("y", in: String(piece.prefix { $0 != ">" })).first)
                let text = String(piece.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
                XCTAssertLessThanOrEqual(x + TextEstimate.width(text, fontSize: fontSize), box.maxX + 0.001, text)
                XCTAssertLessThanOrEqual(y, box.maxY)
                lines += 1
            }
            XCTAssertGreaterThan(lines, spec == stacked ? 4 : 1, "long sentences wrap")
        }
    }

    func testTextWithoutSpacesBreaksBetweenWideCharactersOnly() {
        XCTAssertEqual(TextEstimate.pieces("12月14日、ok。"), ["12", "月", "14", "日、", "ok。"])
        let lines = TextEstimate.wrap("未読。12月14日 10:30", fontSize: 10, maxWidth: 45, breakingWords: true)
        XCTAssertEqual(lines, ["未読。12", "月14日", "10:30"], "each line as full as it can be, 12 and 14 whole")
        XCTAssertEqual(TextEstimate.wrap("未読。", fontSize: 10, maxWidth: 25, breakingWords: true), ["未", "読。"], "。 starts no line")
    }

    func testContainersOutlineWhatTheyReadAndTheirActions() throws {
        let spec = #"""
            {"root": {"type": "cell", "id": "cell", "isAccessibilityContainer": true, "layout": {"type": "stack", "children": [
              {"type": "text", "id": "name", "text": "Ada"},
              {"type": "button", "id": "follow", "title": {"text": "Follow"}, "userInteractionEnabled": true}]}}}
            """#
        let svg = try draw(spec)
        XCTAssertTrue(svg.contains(#"data-order="1" data-nodes="cell name follow.titleNode follow""#), svg)
        XCTAssertTrue(svg.contains("<title>1. Ada, Follow; actions: Follow</title>"), svg)
        XCTAssertTrue(svg.contains(#"stroke-dasharray="5 2""#), "the action's node")
    }

    func testADrawingWithNothingToReadSaysSo() throws {
        let svg = try draw(##"{"root": {"type": "node", "id": "box", "color": "#ccc", "intrinsicSize": [50, 50]}}"##)
        XCTAssertTrue(svg.contains(">VoiceOver finds nothing to read here</text>"))
        XCTAssertFalse(try LayoutRenderer.render(stacked, format: .svg, textMeasurer: MonospaceTextMeasurer()).contains("swatch-accessibility"),
                       "drawn only when asked")
    }

    func testThousandsOfOverlappingElementsEachGetATag() throws {
        // Every text overlaps its neighbours: each tag ends in the column, below the last.
        var children: [String] = []
        for i in 0..<3_000 { children.append(#"{"type": "text", "text": "t\#(i)", "style": {"layoutPosition": [0, \#(i / 3)]}}"#) }
        let svg = try draw(#"{"sizeRange": [100, 1000], "root": {"type": "absolute", "children": [\#(children.joined(separator: ","))]}}"#)
        XCTAssertEqual(tags(svg).count, 6_000)
    }
}
