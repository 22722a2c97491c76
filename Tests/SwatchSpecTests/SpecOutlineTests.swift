import Foundation
import SwatchJSON
import SwatchSpec
import XCTest

/// The outline of a spec's text: the decoder's ids and paths, every element's
/// slots and lines, and the places of its values, in UTF-16 offsets that
/// slice the text exactly (letters beyond ASCII, beyond the BMP and a byte
/// order mark before the text included).
final class SpecOutlineTests: XCTestCase {
    static let text = """
        {
          "title": "😀 cell",
          "root": {
            "type": "stack",
            "children": [
              {"type": "node", "id": "é", "style": {"flexGrow": 1}},
              {"type": "inset", "insets": {"top": 2}, "child": {"type": "text", "text": "日本", "id": "t"}}
            ]
          }
        }
        """

    func outline(_ text: String) throws -> SpecOutline {
        try XCTUnwrap(SpecDecoder.decode(text).outline())
    }

    func slice(_ text: String, _ range: Range<Int>) -> String {
        let units = Array(text.utf16)
        return String(decoding: units[range], as: UTF16.self)
    }

    func testElementsAreTheDecodersWithTheirPathsSlotsAndDepths() throws {
        let elements = try outline(Self.text).elements
        XCTAssertEqual(elements.map(\.id), ["stack1", "é", "inset3", "t"])
        XCTAssertEqual(elements.map(\.hasExplicitID), [false, true, false, true])
        XCTAssertEqual(elements.map(\.path.description), ["root", "root.children[0]", "root.children[1]", "root.children[1].child"])
        XCTAssertEqual(elements.map(\.parent), [nil, 0, 0, 2])
        XCTAssertEqual(elements.map { $0.slot?.name }, [nil, "children", "children", "child"])
        XCTAssertEqual(elements.map(\.depth), [0, 1, 1, 2])
        XCTAssertEqual(elements.map(\.isDisplayNode), [false, true, false, true])
        XCTAssertEqual(elements[0].slots.map { $0.key.name }, ["children"])
        XCTAssertEqual(elements[0].slots[0].children, [1, 2])
        XCTAssertTrue(elements[0].slots[0].isList)
        XCTAssertEqual(elements[2].slots.map(\.children), [[3]])
        XCTAssertEqual(elements[1].slots.map(\.children), [[]], "a node without a layout written has its slot empty")
    }

    func testLinesAndColumnsAreWhereEachElementIsWritten() throws {
        let elements = try outline(Self.text).elements
        XCTAssertEqual(elements.map(\.start), [
            SourceLocation(line: 3, column: 11), SourceLocation(line: 6, column: 7),
            SourceLocation(line: 7, column: 7), SourceLocation(line: 7, column: 56),
        ])
        XCTAssertEqual(elements[0].end, SourceLocation(line: 9, column: 4), "just past the root's }")
        XCTAssertEqual(elements[3].end.line, 7)
    }

    func testEveryPlaceSlicesTheTextExactly() throws {
        for text in [Self.text, "\u{FEFF}" + Self.text] {
            let elements = try outline(text).elements
            for element in elements {
                let written = slice(text, element.value.range)
                XCTAssertTrue(written.hasPrefix("{") && written.hasSuffix("}"), written)
                guard case .object(let members) = element.value.content else { return XCTFail("\(element.id) is not an object") }
                for member in members {
                    let key = slice(text, member.keyStart..<member.keyStart + member.key.utf16.count + 2)
                    XCTAssertEqual(key, "\"" + member.key + "\"")
                }
            }
            guard case .object(let members) = elements[3].value.content, let value = members.first(where: { $0.key == "text" })?.value
            else { return XCTFail("the text node has no text") }
            XCTAssertEqual(slice(text, value.range), "\"日本\"")
            guard case .string("日本") = value.content else { return XCTFail("\(value.content)") }
            guard case .object(let own) = elements[1].value.content, case .object(let style)? = own.last?.value.content,
                case .number(1)? = style.first?.value.content
            else { return XCTFail("the style's flexGrow is not read") }
        }
    }

    func testAChildElementIsItsIndexInItsParentsValue() throws {
        let elements = try outline(Self.text).elements
        guard case .object(let members) = elements[0].value.content, case .array(let items)? = members.last?.value.content
        else { return XCTFail("no children") }
        let indices = items.compactMap { item -> Int? in
            if case .element(let index) = item.content { return index }
            return nil
        }
        XCTAssertEqual(indices, [1, 2])
        XCTAssertEqual(items.map(\.range), [elements[1].value.range, elements[2].value.range])
    }

    func testATransitionStatesElementsAreOutlinedInTheWholeText() throws {
        let text = """
            {"states": [
              {"name": "a", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "x"}]}}},
              {"name": "b", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": []}}}
            ]}
            """
        let document = try TransitionDecoder.decode(text)
        let second = try XCTUnwrap(document.states[1].document.outline())
        XCTAssertEqual(second.elements.map(\.path.description), ["states[1].root", "states[1].root.layout"])
        XCTAssertEqual(second.elements.map(\.start.line), [3, 3])
        XCTAssertTrue(slice(text, second.elements[0].value.range).hasPrefix("{\"type\": \"node\", \"id\": \"cell\""))
    }

    func testTheJSONNamesEveryPart() throws {
        let json = try outline(Self.text).json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.count, 4)
        let inset = elements[2]
        XCTAssertEqual(inset["id"] as? String, "inset3")
        XCTAssertEqual(inset["explicit"] as? Bool, false)
        XCTAssertEqual(inset["display"] as? Bool, false)
        XCTAssertEqual(inset["path"] as? String, "root.children[1]")
        XCTAssertEqual(inset["parent"] as? Int, 0)
        XCTAssertEqual(inset["slot"] as? String, "children")
        XCTAssertEqual(inset["line"] as? Int, 7)
        XCTAssertEqual(inset["column"] as? Int, 7)
        let slots = try XCTUnwrap(inset["slots"] as? [[String: Any]])
        XCTAssertEqual(slots.first?["key"] as? String, "child")
        XCTAssertEqual(slots.first?["elements"] as? [Int], [3])
        let value = try XCTUnwrap(inset["value"] as? [String: Any])
        XCTAssertEqual(value["kind"] as? String, "object")
        let members = try XCTUnwrap(value["members"] as? [[String: Any]])
        XCTAssertEqual(members.map { $0["key"] as? String }, ["type", "insets", "child"])
        let child = try XCTUnwrap(members[2]["value"] as? [String: Any])
        XCTAssertEqual(child["kind"] as? String, "element")
        XCTAssertEqual(child["element"] as? Int, 3)
        let top = try XCTUnwrap(((members[1]["value"] as? [String: Any])?["members"] as? [[String: Any]])?.first)
        XCTAssertEqual((top["value"] as? [String: Any])?["value"] as? Int, 2)
        XCTAssertNil(elements[0]["parent"] as? Int)
        XCTAssertTrue(elements[0]["parent"] is NSNull)
    }

    /// A button's subnodes are the engine's display nodes, named as the
    /// drawing names them, right after the button and under it; its layout
    /// specs (background, inset, stack) are not outlined, and its `image`
    /// and `title` stay values of its own object.
    func testAButtonsSubnodesAreOutlinedUnderItAsTheEngineNamesThem() throws {
        let text = """
            {"root": {"type": "stack", "children": [
              {"type": "button", "id": "ok", "title": {"text": "OK"}, "image": {"imageSize": [20, 20]},
               "backgroundImage": {"imageSize": [1, 1]}, "contentEdgeInsets": {"top": 4}, "imageAlignment": "end"},
              {"type": "button", "title": {"text": "Go"}},
              {"type": "node"}
            ]}}
            """
        let document = try SpecDecoder.decode(text)
        let elements = try outline(text).elements
        XCTAssertEqual(elements.map(\.id), [
            "stack1", "ok", "ok.backgroundImageNode", "ok.titleNode", "ok.imageNode", "button3", "button3.titleNode", "node4",
        ], "unnamed elements are numbered among the written ones")
        XCTAssertEqual(elements.map { $0.part?.propertyName }, [
            nil, nil, "backgroundImageNode", "titleNode", "imageNode", nil, "titleNode", nil,
        ])
        XCTAssertEqual(elements.map(\.parent), [nil, 0, 1, 1, 1, 0, 5, 0])
        XCTAssertEqual(elements.map(\.depth), [0, 1, 2, 2, 2, 1, 2, 1])
        XCTAssertEqual(elements.map { $0.slot?.name }, [nil, "children", nil, nil, nil, "children", nil, "children"])
        XCTAssertEqual(elements.map(\.type), [.stack, .button, .image, .text, .image, .button, .text, .node])
        XCTAssertEqual(elements[2...4].map(\.isDisplayNode), [true, true, true])
        XCTAssertEqual(elements[0].slots[0].children, [1, 5, 7], "parts are in no slot")
        XCTAssertEqual(elements[1].slots.flatMap(\.children), [])
        // Every display node the engine made is outlined, by the id the drawing gives it.
        let displayed = document.elements.filter { $0.type.isDisplayNode }.map(\.id)
        XCTAssertEqual(elements.filter(\.isDisplayNode).map(\.id), displayed)
        // A part's value is the object it is made from, sliced from the text.
        XCTAssertEqual(slice(text, elements[4].value.range), #"{"imageSize": [20, 20]}"#)
        XCTAssertEqual(slice(text, elements[3].value.range), #"{"text": "OK"}"#)
        XCTAssertEqual(elements[3].start, SourceLocation(line: 2, column: 43))
        guard case .object(let members) = elements[1].value.content,
            case .object? = members.first(where: { $0.key == "image" })?.value.content
        else { return XCTFail("the button's image is not an object value of its own") }

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outline(text).json().utf8)) as? [String: Any])
        let written = try XCTUnwrap(json["elements"] as? [[String: Any]])
        XCTAssertEqual(written.map { $0["part"] as? String }, [nil, nil, "backgroundImageNode", "titleNode", "imageNode", nil, "titleNode", nil])
        XCTAssertTrue(written[1]["part"] is NSNull)
        XCTAssertEqual(written[3]["parent"] as? Int, 1)
        XCTAssertTrue(written[3]["slot"] is NSNull)
    }

    func testADocumentMadeInCodeHasNoOutline() throws {
        let decoded = try SpecDecoder.decode(#"{"root": {"type": "node"}}"#)
        let made = SpecDocument(
            title: nil, sizeRange: decoded.sizeRange, scale: 2, tree: decoded.tree, elements: decoded.elements)
        XCTAssertNil(made.outline())
    }
}
