import SwatchJSON
import Foundation
import SwatchGeometry
import SwatchLayout
@testable import SwatchPlayground
import SwatchSpec
import SwatchTestSupport
import XCTest

/// "Why this size" in the playground's answer: the selected element's
/// explanation is `swatch explain`'s, word for word and number for number,
/// and its stack's arithmetic is drawn over the figure from the layout's
/// records, its tags covering no content and inside the drawing.
final class PlaygroundExplainTests: XCTestCase {
    /// A 300-wide row whose children want 448: `name` (the only child with
    /// flexShrink) gives 148; `spacer` cannot grow; a second row runs 50 past
    /// its end with no child to give way.
    static let spec = """
        {
          "sizeRange": {"min": [300, 0], "max": [300, "inf"]},
          "root": {"type": "stack", "id": "column", "direction": "vertical", "spacing": 6, "children": [
            {"type": "stack", "id": "row", "direction": "horizontal", "spacing": 8, "alignItems": "center", "children": [
              {"type": "node", "id": "avatar", "color": "#d8d8e0", "style": {"preferredSize": [40, 40]}},
              {"type": "text", "id": "name", "text": "Someone with a rather long display name", "maximumNumberOfLines": 1,
               "style": {"flexShrink": 1}},
              {"type": "node", "id": "badge", "color": "#ff6f91", "style": {"preferredSize": [60, 20]}}
            ]},
            {"type": "stack", "id": "bottom", "direction": "horizontal", "spacing": 10, "children": [
              {"type": "node", "id": "wide", "style": {"preferredSize": [220, 30]}},
              {"type": "node", "id": "fixed", "style": {"preferredSize": [120, 30]}}
            ]},
            {"type": "inset", "insets": {"top": 4}, "child": {"type": "node", "id": "foot", "style": {"height": 10}}}
          ]}
        }
        """

    func answer(_ explain: String?, text: String = PlaygroundExplainTests.spec) -> PlaygroundResponse {
        var request = PlaygroundRequest(text: text)
        request.explain = explain
        return request.answer(textMeasurer: MonospaceTextMeasurer())
    }

    /// `swatch explain --format json`'s member of `elements` for `path`.
    func explained(_ path: String, text: String = PlaygroundExplainTests.spec) throws -> [String: Any] {
        let document = try SpecDecoder.decode(text)
        let json = try document.explain(document.layout(text: MonospaceTextMeasurer())).json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
        return try XCTUnwrap(elements.first { $0["path"] as? String == path })
    }

    func testTheExplanationIsSwatchExplainsForThatElement() throws {
        for path in ["root.children[0].children[1]", "root.children[0]", "root", "root.children[2].child"] {
            let response = answer(path)
            XCTAssertNil(response.error)
            let explanation = try XCTUnwrap(response.explanation, path)
            XCTAssertEqual(explanation.path, path)
            let numbers = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try XCTUnwrap(explanation.numbers).utf8)) as? NSDictionary)
            XCTAssertEqual(numbers, try explained(path) as NSDictionary, "\(path): the numbers are swatch explain's")
            let document = try SpecDecoder.decode(Self.spec)
            let whole = try document.explain(document.layout(text: MonospaceTextMeasurer()))
            let i = try document.element(atPath: path)
            XCTAssertEqual(explanation.title, whole.header(of: i))
            XCTAssertEqual(explanation.sentences, whole.sentences(of: i))
            XCTAssertTrue(whole.text().contains(explanation.title + "\n  " + explanation.sentences.joined(separator: "\n  ")),
                          "\(path): the text form says the same, in the same order")
        }
        let name = try XCTUnwrap(answer("root.children[0].children[1]").explanation)
        XCTAssertEqual(name.stack, "root.children[0]", "a child is explained by its stack's arithmetic")
        XCTAssertEqual(answer("root.children[0]").explanation?.stack, "root.children[0]", "a stack by its own")
        XCTAssertNil(answer("root.children[2].child").explanation?.stack, "an inset's child has no stack")
    }

    func testTheAnswerCarriesTheExplanationAsJSON() throws {
        let json = answer("root.children[0].children[1]").json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let explanation = try XCTUnwrap(object["explanation"] as? [String: Any])
        XCTAssertEqual(explanation["path"] as? String, "root.children[0].children[1]")
        XCTAssertEqual(explanation["stack"] as? String, "root.children[0]")
        let flex = try XCTUnwrap((explanation["numbers"] as? [String: Any])?["flex"] as? [String: Double])
        let base: Double = 39 * 8.5
        let over: Double = 40 + 8 + base + 8 + 60 - 300
        XCTAssertEqual(flex["base"], base, "the text's width before flexing, 39 characters at 8.5")
        XCTAssertEqual(flex["adjustment"], -over, "it gives what the row is over")
        XCTAssertFalse((explanation["sentences"] as? [String] ?? []).isEmpty)
        let none = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer(nil).json().utf8)) as? [String: Any])
        XCTAssertTrue(none["explanation"] is NSNull, "nothing selected, nothing explained")
        XCTAssertEqual((none["variants"] as? [Any])?.count, 0)
    }

    func testAPathThatNamesNoElementExplainsNothingAndStillLaysOut() {
        let response = answer("root.children[9]")
        XCTAssertNil(response.error)
        XCTAssertNil(response.explanation)
        XCTAssertFalse(response.svg?.contains("swatch-arithmetic") ?? true)
    }

    /// The overlay's shapes (kind, data-id, rect) and tags, and the drawing's viewBox.
    func overlay(_ svg: String) throws -> (shapes: [(kind: String, id: String, rect: Rect)], tags: [Rect], view: Rect) {
        let tree = try SVGTree(svg)
        let box = (tree.root.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        guard box.count == 4 else { throw SpecError("no viewBox", path: nil, location: nil) }
        func rect(_ e: SVGTree.Element) -> Rect {
            func v(_ name: String) -> Double { Double(e.attributes[name] ?? "") ?? .nan }
            return Rect(x: v("x"), y: v("y"), width: v("width"), height: v("height"))
        }
        let prefix = "swatch-arithmetic-"
        let shapes = tree.all("rect").compactMap { e -> (kind: String, id: String, rect: Rect)? in
            guard let name = e.attributes["class"], name.hasPrefix(prefix) else { return nil }
            return (String(name.dropFirst(prefix.count)), e.attributes["data-id"] ?? "", rect(e))
        }
        let tags = tree.all("rect").filter { $0.parent?.attributes["class"] == "swatch-arithmetic-label" }.map(rect)
        return (shapes, tags, Rect(x: box[0], y: box[1], width: box[2], height: box[3]))
    }

    func testTheStacksArithmeticIsDrawnFromTheRecords() throws {
        let response = answer("root.children[0].children[1]")
        let (shapes, tags, view) = try overlay(try XCTUnwrap(response.svg))
        let frame = { (id: String) in response.frames.first { $0.id == id }!.frame }
        XCTAssertEqual(shapes.filter { $0.kind == "stack" }.map { $0.id }, ["row"])
        XCTAssertEqual(shapes.filter { $0.kind == "span" }.map { $0.id }, ["avatar", "name", "badge"])
        for id in ["avatar", "name", "badge"] {
            XCTAssertEqual(shapes.first { $0.kind == "span" && $0.id == id }?.rect, frame(id), "\(id): the space it took")
        }
        // What `name` gave, from its new end as far as it was before flexing.
        let gave = try XCTUnwrap(shapes.first { $0.kind == "gave" })
        XCTAssertEqual(gave.id, "name")
        XCTAssertEqual(gave.rect.minX, frame("name").maxX, accuracy: 0.001)
        XCTAssertEqual(gave.rect.size.width, 39 * 8.5 - frame("name").size.width, accuracy: 0.001)
        XCTAssertTrue(shapes.filter { $0.kind == "grew" || $0.kind == "over" }.isEmpty, "nothing grew; nothing still runs past the row")
        XCTAssertEqual(tags.count, 4, "a tag for the row and each child")
        // Tags cover no content and the drawing holds them.
        let leaves = ["avatar", "name", "badge", "wide", "fixed", "foot"].map(frame)
        for tag in tags {
            XCTAssertFalse(leaves.contains { $0.overlaps(tag) }, "the tag at \(tag) covers no node")
            XCTAssertTrue(tag.minX >= view.minX && tag.minY >= view.minY && tag.maxX <= view.maxX && tag.maxY <= view.maxY,
                          "the tag at \(tag) is inside the drawing \(view)")
        }
        for shape in shapes {
            let r = shape.rect
            XCTAssertTrue(r.minX >= view.minX && r.maxX <= view.maxX + 0.001 && r.minY >= view.minY && r.maxY <= view.maxY + 0.001,
                          "\(shape.kind) \(shape.id) inside the drawing")
        }
    }

    func testWhatRunsPastAStackIsMarked() throws {
        let response = answer("root.children[1]")
        let (shapes, tags, _) = try overlay(try XCTUnwrap(response.svg))
        let over = try XCTUnwrap(shapes.first { $0.kind == "over" })
        XCTAssertEqual(over.id, "bottom")
        XCTAssertEqual(over.rect.minX, 300, accuracy: 0.001)
        XCTAssertEqual(over.rect.size.width, 220 + 10 + 120 - 300, accuracy: 0.001, "the 50 points past its end")
        XCTAssertEqual(tags.count, 4, "the row, what runs past, and its two children")
        XCTAssertTrue(shapes.filter { $0.kind == "gave" }.isEmpty, "no child has flexShrink")
    }

    func testAGrowingChildIsMarkedGreen() throws {
        let text = """
            {"sizeRange": [300, 30], "root": {"type": "stack", "id": "top", "children": [
              {"type": "node", "id": "left", "style": {"preferredSize": [60, 30]}},
              {"type": "node", "id": "spacer", "style": {"flexGrow": 1, "height": 30}},
              {"type": "node", "id": "right", "style": {"preferredSize": [60, 30]}}]}}
            """
        let response = answer("root.children[1]", text: text)
        let (shapes, _, _) = try overlay(try XCTUnwrap(response.svg))
        let grew = try XCTUnwrap(shapes.first { $0.kind == "grew" })
        XCTAssertEqual(grew.id, "spacer")
        XCTAssertEqual(grew.rect, Rect(x: 60, y: 0, width: 180, height: 30), "all of it flexing's: its base was 0")
        XCTAssertEqual(try explained("root.children[1]", text: text)["flex"] as? [String: Double], ["base": 0, "adjustment": 180])
    }

    func testTheEngineRequestAndTheQueryCarryTheSelection() throws {
        let request = try EngineRequest.decode(#"{"call": "playground", "text": "{}", "explain": "root.children[1]"}"#)
        guard case .playground(let playground) = request else { return XCTFail("a playground call") }
        XCTAssertEqual(playground.explain, "root.children[1]")
        XCTAssertEqual(PlaygroundRequest(text: "", query: [("explain", "root.children[0].child")]).explain, "root.children[0].child")
        XCTAssertThrowsError(try EngineRequest.decode(#"{"call": "playground", "text": "{}", "explain": 3}"#)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "explain")
        }
    }
}
