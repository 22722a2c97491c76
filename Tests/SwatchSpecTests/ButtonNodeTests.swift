import SwatchGeometry
import SwatchJSON
import SwatchLayout
@testable import SwatchSpec
import SwatchTestSupport
import XCTest

/// `-[ASButtonNode layoutSpecThatFits:]` for any combination of keys: a
/// button lays out exactly as the same layout written out as a node whose
/// layout is the stack (direction from `laysOutHorizontally`, spacing
/// `contentSpacing`, the two alignments) of its image node and title node
/// (title first when the image goes at the end; title `flexShrink` 1), inset
/// by `contentEdgeInsets` when they are not zero, over the background image.
final class ButtonNodeTests: XCTestCase {
    let text = MonospaceTextMeasurer()

    /// One random button and the same layout written by hand, as JSON.
    struct Pair {
        var button: String
        var explicit: String
        var description: String
    }

    static func randomPair(_ rng: inout RepeatableRandomNumberGenerator, id: String) -> Pair {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        func size() -> String { "[\(pick([0, 12, 16.5, 20, 24, 44])), \(pick([0, 10, 16, 20.25, 28]))]" }
        /// `fallback`, or with chance `p` one of `values`, written in `keys` as `key` (`values` as they are, JSON).
        func maybe(_ p: Double, _ key: String, _ values: [String], else fallback: String, into keys: inout [String]) -> String {
            guard chance(p) else { return fallback }
            let value = pick(values)
            keys.append(#""\#(key)": \#(value)"#)
            return value
        }

        var buttonKeys: [String] = []
        var imageNode: String?
        var titleNode: String?
        var backgroundNode: String?
        if chance(0.7) {
            let s = size()
            buttonKeys.append(#""image": {"imageSize": \#(s)}"#)
            imageNode = #"{"type": "image", "id": "\#(id).imageNode", "imageSize": \#(s)}"#
        }
        if chance(0.8) {
            let words = pick(["", "Go", "Follow", "Add to cart", "A title long enough to need to shrink in a row"])
            var titleKeys = [#""text": "\#(words)""#]
            let fontSize = maybe(0.6, "fontSize", ["12", "14", "15", "17", "20.5"], else: "18", into: &titleKeys)
            var lines = ""
            if chance(0.2) {
                titleKeys.append(#""maximumNumberOfLines": 1"#)
                lines = #", "maximumNumberOfLines": 1"#
            }
            buttonKeys.append(#""title": {\#(titleKeys.joined(separator: ", "))}"#)
            if !words.isEmpty {
                titleNode = #"{"type": "text", "id": "\#(id).titleNode", "text": "\#(words)", "fontSize": \#(fontSize)\#(lines), "style": {"flexShrink": 1}}"#
            }
        }
        if chance(0.35) {
            let s = size()
            buttonKeys.append(#""backgroundImage": {"imageSize": \#(s)}"#)
            backgroundNode = #"{"type": "image", "id": "\#(id).backgroundImageNode", "imageSize": \#(s)}"#
        }
        let spacing = maybe(0.4, "contentSpacing", ["0", "2", "4.5", "12", "-3"], else: "8", into: &buttonKeys)
        var direction = "horizontal"
        if chance(0.35) {
            let horizontal = chance(0.3)
            direction = horizontal ? "horizontal" : "vertical"
            buttonKeys.append(#""laysOutHorizontally": \#(horizontal)"#)
        }
        let horizontal = maybe(0.5, "contentHorizontalAlignment", [#""none""#, #""left""#, #""middle""#, #""right""#],
                               else: #""middle""#, into: &buttonKeys)
        let vertical = maybe(0.5, "contentVerticalAlignment", [#""none""#, #""top""#, #""center""#, #""bottom""#],
                             else: #""center""#, into: &buttonKeys)
        var insets: String?
        if chance(0.5) {
            let edges = ["top", "left", "bottom", "right"].map { #""\#($0)": \#(pick([0, 0, 4, 6.5, 10, -2]))"# }
            let written = "{" + edges.joined(separator: ", ") + "}"
            buttonKeys.append(#""contentEdgeInsets": \#(written)"#)
            if !written.allSatisfy({ $0 != "-" && !"123456789".contains($0) }) { insets = written }
        }
        let end = chance(0.4)
        if end { buttonKeys.append(#""imageAlignment": "end""#) }
        var style = ""
        if chance(0.5) {
            style = pick([#""style": {"width": 200}"#, #""style": {"preferredSize": [160, 60]}"#, #""style": {"height": 44}"#,
                          #""style": {"flexShrink": 1}"#, #""style": {"minSize": [80, 30]}"#, #""style": {"maxWidth": 90}"#])
            buttonKeys.append(style)
        }

        let button = #"{"type": "button", "id": "\#(id)""# + buttonKeys.map { ", " + $0 }.joined() + "}"
        var children: [String] = []
        if let imageNode { children.append(imageNode) }
        if let titleNode {
            if end { children.insert(titleNode, at: 0) } else { children.append(titleNode) }
        }
        var layout = #"{"type": "stack", "direction": "\#(direction)", "spacing": \#(spacing), "horizontalAlignment": \#(horizontal), "verticalAlignment": \#(vertical), "children": [\#(children.joined(separator: ", "))]}"#
        if let insets { layout = #"{"type": "inset", "insets": \#(insets), "child": \#(layout)}"# }
        if let backgroundNode { layout = #"{"type": "background", "background": \#(backgroundNode), "child": \#(layout)}"# }
        let explicit = #"{"type": "node", "id": "\#(id)""# + (style.isEmpty ? "" : ", " + style) + #", "layout": \#(layout)}"#
        return Pair(button: button, explicit: explicit, description: button)
    }

    /// The button where the tests put it: alone at the root, or in a row
    /// beside a text that grows and shrinks, or in a column that stretches.
    static func document(_ element: String, placement: Int, range: String) -> String {
        switch placement {
        case 0:
            return #"{"sizeRange": \#(range), "root": \#(element)}"#
        case 1:
            return #"{"sizeRange": \#(range), "root": {"type": "inset", "insets": {"top": 12, "left": 16, "bottom": 12, "right": 16}, "child": {"type": "stack", "spacing": 12, "alignItems": "center", "children": [{"type": "text", "id": "name", "text": "A display name long enough to wrap", "fontSize": 15, "style": {"flexGrow": 1, "flexShrink": 1}}, \#(element)]}}}"#
        default:
            return #"{"sizeRange": \#(range), "root": {"type": "stack", "direction": "vertical", "children": [{"type": "node", "id": "top", "intrinsicSize": [220, 10]}, \#(element)]}}"#
        }
    }

    func frames(_ text: String) throws -> (Size, [String: [Double]]) {
        let document = try SpecDecoder.decode(text)
        let layout = document.layout(text: self.text)
        var out: [String: [Double]] = [:]
        for f in layout.frames(in: document.tree) {
            let r = f.frame
            out[document.elements[f.element].id] = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        }
        return (layout.size, out)
    }

    func testAButtonLaysOutAsTheSpecsItsLayoutSpecThatFitsReturns() throws {
        var rng = RepeatableRandomNumberGenerator(seed: 20_261_126)
        let ranges = [#"{"min": [0, 0], "max": [375, "inf"]}"#, #"{"min": [375, 0], "max": [375, "inf"]}"#, "[120, 40]",
                      #"{"min": [0, 0], "max": [90, 60]}"#]
        for n in 0..<400 {
            let pair = Self.randomPair(&rng, id: "b\(n)")
            let placement = n % 3
            let range = ranges[(n / 3) % ranges.count]
            let (buttonSize, buttonFrames) = try frames(Self.document(pair.button, placement: placement, range: range))
            let (explicitSize, explicitFrames) = try frames(Self.document(pair.explicit, placement: placement, range: range))
            XCTAssertEqual(buttonSize, explicitSize, "case \(n): \(pair.description)")
            XCTAssertEqual(buttonFrames, explicitFrames, "case \(n) (placement \(placement), range \(range)): \(pair.description)")
        }
    }

    func testSubnodesAreNamedAfterTheButtonAndNestedInIt() throws {
        let document = try SpecDecoder.decode(#"""
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": {"type": "stack", "children": [
              {"type": "button", "id": "like", "title": {"text": "Like"}, "image": {"imageSize": [20, 20]},
               "backgroundImage": {"imageSize": [4, 4]}},
              {"type": "button", "title": {"text": ""}}]}}
            """#)
        let layout = document.layout(text: text)
        let frames = layout.frames(in: document.tree)
        let ids = frames.map { document.elements[$0.element].id }
        // Sublayout order: the background image, then the stack's image and title.
        XCTAssertEqual(ids, ["like", "like.backgroundImageNode", "like.imageNode", "like.titleNode", "button3"])
        for f in frames.dropFirst().prefix(3) {
            XCTAssertEqual(f.parent.map { document.elements[$0].id }, "like")
        }
        // A button without an id is numbered among the written elements only.
        XCTAssertEqual(document.elements[frames[4].element].part, nil)
        let like = try XCTUnwrap(document.elements[0...].first { $0.id == "like" }?.button)
        XCTAssertNotNil(like.imageNode)
        XCTAssertNotNil(like.titleNode)
        XCTAssertNotNil(like.backgroundImageNode)
        // The title's font defaults to +[UIFont buttonFontSize].
        guard case .text(let t) = document.tree.elements[like.titleNode!].kind else { return XCTFail("title is text") }
        XCTAssertEqual(document.tree.texts[Int(t)].style.fontSize, 18)
        XCTAssertEqual(document.tree.style(of: like.titleNode!).flexShrink, 1)
    }

    func testAButtonStartsWithUserInteractionOffLikeEveryControlNode() throws {
        let off = try SpecDecoder.decode(#"{"root": {"type": "button", "id": "b", "title": {"text": "Tap"}}}"#)
        XCTAssertFalse(off.elements[0].userInteractionEnabled)
        let on = try SpecDecoder.decode(#"{"root": {"type": "button", "id": "b", "title": {"text": "Tap"}, "userInteractionEnabled": true}}"#)
        XCTAssertTrue(on.elements[0].userInteractionEnabled)
        // A touch on the title reaches the button with a target, and nothing without.
        let layout = on.layout(text: text)
        let touch = on.touch(layout)
        XCTAssertEqual(touch.tree.hitTest(Point(x: 187, y: 5)).map { on.elements[touch.element($0)].id }, "b")
        let offTouch = off.touch(off.layout(text: text))
        XCTAssertNil(offTouch.tree.hitTest(Point(x: 187, y: 5)))
    }

    func testIdsOfSubnodesAreUniqueLikeAnyId() {
        XCTAssertThrowsError(try SpecDecoder.decode(#"""
            {"root": {"type": "stack", "children": [{"type": "node", "id": "b.titleNode"},
              {"type": "button", "id": "b", "title": {"text": "Go"}}]}}
            """#)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.path?.description, "root.children[1].title")
            XCTAssertTrue(e.message.contains("duplicate id \"b.titleNode\""), e.message)
        }
        XCTAssertThrowsError(try SpecDecoder.decode(#"""
            {"root": {"type": "stack", "children": [{"type": "button", "id": "b", "image": {"imageSize": [4, 4]}},
              {"type": "node", "id": "b.imageNode"}]}}
            """#)) { error in
            XCTAssertEqual((error as! SpecError).path?.description, "root.children[1].id")
        }
    }

    func testBadButtonKeysNameTheirPath() {
        let cases: [(String, String)] = [
            (#"{"type": "button", "title": {"txt": "Go"}}"#, "root.title.txt"),
            (#"{"type": "button", "title": {"fontSize": 12}}"#, "root.title"),
            (#"{"type": "button", "image": {"color": "red"}}"#, "root.image"),
            (#"{"type": "button", "contentHorizontalAlignment": "center"}"#, "root.contentHorizontalAlignment"),
            (#"{"type": "button", "imageAlignment": "start"}"#, "root.imageAlignment"),
            (#"{"type": "button", "contentEdgeInsets": {"top": "x"}}"#, "root.contentEdgeInsets.top"),
            (#"{"type": "button", "laysOutHorizontally": 1}"#, "root.laysOutHorizontally"),
            (#"{"type": "button", "layout": {"type": "node"}}"#, "root.layout"),
        ]
        for (root, path) in cases {
            XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": \#(root)}"#), root) { error in
                XCTAssertEqual((error as! SpecError).path?.description, path, root)
            }
        }
    }
}
