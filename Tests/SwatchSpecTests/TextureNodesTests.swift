import SwatchGeometry
import SwatchJSON
import SwatchLayout
@testable import SwatchSpec
import SwatchTestSupport
import XCTest

/// `networkImage`, `cell`, `imageModification` and a custom node's
/// `calculateSizeThatFits:` that follows the width (`aspectRatio`).
final class TextureNodesTests: XCTestCase {
    let text = MonospaceTextMeasurer()

    func frames(_ spec: String) throws -> [String: Rect] {
        let document = try SpecDecoder.decode(spec)
        let layout = document.layout(text: text)
        var out: [String: Rect] = [:]
        for f in layout.frames(in: document.tree) { out[document.elements[f.element].id] = f.frame }
        return out
    }

    func inColumn(_ element: String) -> String {
        #"{"sizeRange": {"min": [375, 0], "max": [375, "inf"]}, "root": {"type": "stack", "direction": "vertical", "alignItems": "start", "children": [\#(element), {"type": "node", "id": "below", "intrinsicSize": [10, 10]}]}}"#
    }

    func testANetworkImageSizesAsItsImageOnceLoadedAndAsItsDefaultImageOrNothingBefore() throws {
        let url = #""url": "https://example.com/p.jpg""#
        // Not loaded, no default image: a plain node's size, 0 x 0 in a stack
        // (its range's max is unbounded): the photo that is 0 x 0.
        var f = try frames(inColumn(#"{"type": "networkImage", "id": "p", \#(url), "imageSize": [300, 200]}"#))
        XCTAssertEqual(f["p"]?.size, Size(width: 0, height: 0))
        XCTAssertEqual(f["below"]?.origin.y, 0)
        // Its default image's size until the download arrives...
        f = try frames(inColumn(#"{"type": "networkImage", "id": "p", \#(url), "imageSize": [300, 200], "defaultImage": {"imageSize": [40, 30]}}"#))
        XCTAssertEqual(f["p"]?.size, Size(width: 40, height: 30))
        XCTAssertEqual(f["below"]?.origin.y, 30)
        // ...then the downloaded image's: everything below jumps.
        f = try frames(inColumn(#"{"type": "networkImage", "id": "p", \#(url), "imageSize": [300, 200], "defaultImage": {"imageSize": [40, 30]}, "loaded": true}"#))
        XCTAssertEqual(f["p"]?.size, Size(width: 300, height: 200))
        XCTAssertEqual(f["below"]?.origin.y, 200)
        // Loaded with no size given: nothing arrived that could size it.
        f = try frames(inColumn(#"{"type": "networkImage", "id": "p", \#(url), "loaded": true}"#))
        XCTAssertEqual(f["p"]?.size, Size(width: 0, height: 0))
        // A preferred size holds before and after.
        for loaded in [false, true] {
            f = try frames(inColumn(#"{"type": "networkImage", "id": "p", \#(url), "imageSize": [300, 200], "loaded": \#(loaded), "style": {"preferredSize": [64, 64]}}"#))
            XCTAssertEqual(f["p"]?.size, Size(width: 64, height: 64))
        }
        // Like every ASImageNode, it starts with user interaction off.
        let d = try SpecDecoder.decode(#"{"root": {"type": "networkImage", \#(url)}}"#)
        XCTAssertFalse(d.elements[0].userInteractionEnabled)
        XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": {"type": "networkImage", "imageSize": [1, 1]}}"#)) { error in
            XCTAssertEqual((error as! SpecError).path?.description, "root")
        }
    }

    func testACellIsANodeAtTheRootOfARow() throws {
        let cell = try frames(#"{"root": {"type": "cell", "id": "row", "layout": {"type": "inset", "insets": {"top": 10, "left": 10, "bottom": 10, "right": 10}, "child": {"type": "node", "id": "x", "intrinsicSize": [20, 20]}}}}"#)
        let node = try frames(#"{"root": {"type": "node", "id": "row", "layout": {"type": "inset", "insets": {"top": 10, "left": 10, "bottom": 10, "right": 10}, "child": {"type": "node", "id": "x", "intrinsicSize": [20, 20]}}}}"#)
        XCTAssertEqual(cell, node)
        XCTAssertEqual(cell["row"]?.size, Size(width: 375, height: 40))
        let d = try SpecDecoder.decode(#"{"root": {"type": "cell"}}"#)
        XCTAssertTrue(d.elements[0].userInteractionEnabled)
    }

    func testACustomNodeFollowsTheWidthItIsOffered() throws {
        // calculateSizeThatFits: gives (width, width x 0.5): in a table's
        // range, 375 x 187.5; stretched in a column, the column's width.
        var f = try frames(#"{"root": {"type": "node", "id": "chart", "aspectRatio": 0.5}}"#)
        XCTAssertEqual(f["chart"]?.size, Size(width: 375, height: 187.5))
        f = try frames(#"{"sizeRange": {"min": [0, 0], "max": [200, "inf"]}, "root": {"type": "node", "id": "chart", "aspectRatio": 0.75}}"#)
        XCTAssertEqual(f["chart"]?.size, Size(width: 200, height: 150))
        // Offered an unbounded width (a row's first pass), it has no size
        // ASLayout can hold: 0 x 0, and a flexGrow gives it the rest.
        f = try frames(#"{"sizeRange": {"min": [300, 0], "max": [300, "inf"]}, "root": {"type": "stack", "children": [{"type": "node", "id": "icon", "intrinsicSize": [100, 20]}, {"type": "node", "id": "chart", "aspectRatio": 0.5}]}}"#)
        XCTAssertEqual(f["chart"]?.size, Size(width: 0, height: 20))
        f = try frames(#"{"sizeRange": {"min": [300, 0], "max": [300, "inf"]}, "root": {"type": "stack", "alignItems": "start", "children": [{"type": "node", "id": "icon", "intrinsicSize": [100, 20]}, {"type": "node", "id": "chart", "aspectRatio": 0.5, "style": {"flexGrow": 1}}]}}"#)
        XCTAssertEqual(f["chart"], Rect(x: 100, y: 0, width: 200, height: 100))
        for pair in [#""aspectRatio": 1, "intrinsicSize": [1, 1]"#, #""aspectRatio": 1, "layout": {"type": "node"}"#] {
            XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": {"type": "node", \#(pair)}}"#), pair)
        }
        XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": {"type": "node", "aspectRatio": 0}}"#)) { error in
            XCTAssertEqual((error as! SpecError).path?.description, "root.aspectRatio")
        }
    }

    func testImageModificationsAreReadAndChangeNoSize() throws {
        let cases: [(String, ImageModification)] = [
            (#"{"roundBorder": {}}"#, .roundBorder(width: 0, color: nil)),
            (#"{"roundBorder": {"borderWidth": 2, "borderColor": "white"}}"#, .roundBorder(width: 2, color: "white")),
            (#"{"cornerRadius": 8}"#, .cornerRadius(8)),
            (##"{"tintColor": "#d0457b"}"##, .tint("#d0457b")),
        ]
        for (json, expected) in cases {
            let d = try SpecDecoder.decode(#"{"root": {"type": "image", "id": "i", "imageSize": [44, 44], "imageModification": \#(json)}}"#)
            XCTAssertEqual(d.elements[0].imageModification, expected, json)
            XCTAssertEqual(d.layout().size, Size(width: 375, height: 44))
        }
        let bad: [(String, String)] = [
            (#"{}"#, "root.imageModification"),
            (#"{"cornerRadius": 8, "tintColor": "red"}"#, "root.imageModification.tintColor"),
            (#"{"roundBorder": {"borderWidth": -1}}"#, "root.imageModification.roundBorder.borderWidth"),
            (#"{"roundBorder": true}"#, "root.imageModification.roundBorder"),
            (#"{"circle": {}}"#, "root.imageModification.circle"),
            (#"{"tintColor": "nope"}"#, "root.imageModification.tintColor"),
        ]
        for (json, path) in bad {
            XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": {"type": "image", "imageModification": \#(json)}}"#), json) { error in
                XCTAssertEqual((error as! SpecError).path?.description, path, json)
            }
        }
        // A network image's default image and a button's images take one too.
        let d = try SpecDecoder.decode(#"{"root": {"type": "stack", "children": [{"type": "networkImage", "id": "a", "url": "u", "defaultImage": {"imageSize": [10, 10], "imageModification": {"roundBorder": {}}}, "imageModification": {"cornerRadius": 3}}, {"type": "button", "id": "b", "image": {"imageSize": [10, 10], "imageModification": {"tintColor": "red"}}}]}}"#)
        XCTAssertEqual(d.elements[1].networkImage?.defaultImage?.modification, .roundBorder(width: 0, color: nil))
        XCTAssertEqual(d.elements[1].imageModification, .cornerRadius(3))
        let image = try XCTUnwrap(d.elements.first { $0.id == "b.imageNode" })
        XCTAssertEqual(image.imageModification, .tint("red"))
    }

    func testUnnamedElementsAreNumberedAmongTheWrittenOnes() throws {
        let d = try SpecDecoder.decode(#"{"root": {"type": "stack", "children": [{"type": "button", "title": {"text": "A"}, "image": {"imageSize": [4, 4]}}, {"type": "node"}]}}"#)
        let ids = d.layout(text: text).frames(in: d.tree).map { d.elements[$0.element].id }
        XCTAssertEqual(ids, ["button2", "button2.imageNode", "button2.titleNode", "node3"])
    }
}
