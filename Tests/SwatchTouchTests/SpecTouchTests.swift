import Foundation
import SwatchGeometry
import SwatchJSON
import SwatchKit
@testable import SwatchSpec
import SwatchTestSupport
import SwatchTouch
import XCTest

/// The spec keys (`hitTestSlop`, `userInteractionEnabled`), the tree a laid-out
/// document gives (H1) and what the frames and hit outputs say.
final class SpecTouchTests: XCTestCase {
    func touch(_ text: String) throws -> (SpecDocument, DocumentTouch) {
        let document = try SpecDecoder.decode(text)
        return (document, document.touch(document.layout()))
    }

    func ids(_ document: SpecDocument, _ touch: DocumentTouch, _ nodes: [Int]) -> [String] {
        nodes.map { document.elements[touch.element($0)].id }
    }

    func hit(_ document: SpecDocument, _ touch: DocumentTouch, _ x: Double, _ y: Double) -> String? {
        touch.tree.hitTest(Point(x: x, y: y)).map { document.elements[touch.element($0)].id }
    }

    // MARK: Decoding

    func testInteractionDefaultsFollowTheNodeTypesInits() throws {
        let document = try SpecDecoder.decode(#"""
            {"root": {"type": "stack", "children": [
              {"type": "node", "id": "n"}, {"type": "text", "id": "t", "text": "x"},
              {"type": "image", "id": "i", "imageSize": [10, 10]}, {"type": "image", "id": "blank"},
              {"type": "text", "id": "on", "text": "x", "userInteractionEnabled": true},
              {"type": "node", "id": "off", "userInteractionEnabled": false}]}}
            """#)
        let flags = Dictionary(uniqueKeysWithValues: document.elements.map { ($0.id, $0.userInteractionEnabled) })
        XCTAssertEqual(flags["n"], true)
        XCTAssertEqual(flags["t"], false, "-[ASTextNode init] turns it off")
        XCTAssertEqual(flags["i"], false, "ASImageNode is an ASControlNode, off until a target is added")
        XCTAssertEqual(flags["blank"], false, "an image without a size is still an image node")
        XCTAssertEqual(flags["on"], true)
        XCTAssertEqual(flags["off"], false)
    }

    func testSlopIsReadFromTheStyleAndLeftOutOfTheLayoutStyle() throws {
        let plain = try SpecDecoder.decode(#"{"root": {"type": "node", "style": {"width": 40}}}"#)
        let slopped = try SpecDecoder.decode(
            #"{"root": {"type": "node", "style": {"width": 40, "hitTestSlop": {"top": -2, "right": 3.5}}}}"#)
        XCTAssertEqual(slopped.elements[0].hitTestSlop, Insets(top: -2, left: 0, bottom: 0, right: 3.5))
        XCTAssertEqual(plain.tree, slopped.tree, "the layout never sees the slop")
        XCTAssertEqual(plain.elements[0].hitTestSlop, .zero)
    }

    func testLayoutSpecsAcceptSlopAndIgnoreIt() throws {
        let (document, touch) = try touch(#"""
            {"sizeRange": [100, 100], "root": {"type": "inset", "style": {"hitTestSlop": {"top": -50, "left": -50, "bottom": -50, "right": -50}},
             "child": {"type": "node", "id": "n"}}}
            """#)
        XCTAssertEqual(touch.areas[0]?.rect, Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(hit(document, touch, -10, 10))
    }

    func testBadTouchKeysAreErrorsWithTheirPath() {
        let cases: [(String, String, String)] = [
            (#"{"root": {"type": "node", "style": {"hitTestSlop": -5}}}"#, "root.style.hitTestSlop", "hitTestSlop"),
            (#"{"root": {"type": "node", "style": {"hitTestSlop": {"top": "-5"}}}}"#, "root.style.hitTestSlop.top", "expected a number"),
            (#"{"root": {"type": "node", "style": {"hitTestSlop": {"up": -5}}}}"#, "root.style.hitTestSlop.up", "up"),
            (#"{"root": {"type": "node", "style": {"hitTestSlop": {"top": "inf"}}}}"#, "root.style.hitTestSlop.top", "expected a number"),
            (#"{"root": {"type": "node", "userInteractionEnabled": 1}}"#, "root.userInteractionEnabled", "true or false"),
            (#"{"root": {"type": "stack", "userInteractionEnabled": true}}"#, "root.userInteractionEnabled", "userInteractionEnabled"),
        ]
        for (text, path, words) in cases {
            XCTAssertThrowsError(try SpecDecoder.decode(text), text) { error in
                guard let error = error as? SpecError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.path?.description, path, text)
                XCTAssertTrue(error.description.contains(words), "\(text): \(error)")
            }
        }
    }

    func testTheReaderKeepsTouchKeysBesideTheLayout() throws {
        let text = #"""
            {"root": {"type": "node", "id": "cell", "style": {"hitTestSlop": {"left": -1.5}},
              "layout": {"type": "stack", "style": {"hitTestSlop": {"top": -3}}, "children": [
                {"type": "text", "text": "a", "userInteractionEnabled": true, "style": {"hitTestSlop": {"top": -14.5, "bottom": -14.5}}},
                {"type": "image", "imageSize": [4, 4], "userInteractionEnabled": false},
                {"type": "node", "userInteractionEnabled": false, "style": {"hitTestSlop": {"top": 1, "left": 2, "bottom": 3, "right": 4}}}]}}}
            """#
        let document = try SpecDecoder.decode(text)
        XCTAssertEqual(document.elements[2].hitTestSlop, Insets(top: -14.5, left: 0, bottom: -14.5, right: 0))
        XCTAssertEqual(document.elements[1].hitTestSlop, Insets(top: -3, left: 0, bottom: 0, right: 0), "kept, and ignored")
        XCTAssertEqual(document.elements.map { $0.userInteractionEnabled }, [true, true, true, false, false])
        let plain = try SpecDecoder.decode(#"{"root": {"type": "stack", "children": [{"type": "text", "text": "a"}, {"type": "image"}, {"type": "node"}]}}"#)
        XCTAssertEqual(plain.elements.map { $0.userInteractionEnabled }, [true, false, false, true], "Texture's defaults")
    }

    // MARK: H1 the tree of a laid-out document

    func testNodesOfANodeRootHangFromItAndTextPassesTouchesUp() throws {
        let (document, touch) = try touch(#"""
            {"sizeRange": [200, 60], "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "alignItems": "start",
              "children": [{"type": "node", "id": "a", "intrinsicSize": [50, 40]},
                           {"type": "overlay", "child": {"type": "node", "id": "b", "style": {"preferredSize": [50, 40]},
                            "layout": {"type": "wrapper", "child": {"type": "node", "id": "b1", "style": {"preferredSize": [10, 10]}}}},
                            "overlay": {"type": "image", "id": "badge", "imageSize": [50, 40]}}]}}}
            """#)
        XCTAssertNil(touch.tree.container)
        XCTAssertEqual(touch.tree.nodes.map { $0.parent }, [nil, 0, 0, 2, 0])
        // The wrapper lays b1 out in b's exact 50 × 40.
        XCTAssertEqual(hit(document, touch, 60, 5), "b1", "the image overlay is in front but does not take touches")
        XCTAssertEqual(hit(document, touch, 49.75, 5), "a")
        XCTAssertEqual(ids(document, touch, touch.tree.chain(to: 3)), ["cell", "b", "b1"])
        XCTAssertNil(touch.areas[4])
    }

    func testALayoutSpecRootPutsItsNodesInAContainerTheSizeOfTheLayout() throws {
        let (document, touch) = try touch(#"""
            {"sizeRange": {"min": [0, 0], "max": [300, 300]}, "root": {"type": "inset", "insets": {"top": 10, "left": 10, "bottom": 10, "right": 10},
              "child": {"type": "node", "id": "n", "intrinsicSize": [40, 20], "style": {"hitTestSlop": {"top": -30, "left": -30, "bottom": -30, "right": -30}}}}}
            """#)
        XCTAssertEqual(touch.tree.container, Rect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(touch.areas[0]?.rect, Rect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(hit(document, touch, 0, 0), "n")
        XCTAssertNil(hit(document, touch, 60, 20), "outside the root layout nothing is tappable")
    }

    // MARK: Output

    func testFramesGiveEveryNodeItsTouchRectangleOrNull() throws {
        let document = try SpecDecoder.decode(#"""
            {"sizeRange": [100, 50], "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [
              {"type": "node", "id": "b", "intrinsicSize": [20, 10], "style": {"hitTestSlop": {"top": -0.25, "left": -2}}},
              {"type": "node", "id": "off", "intrinsicSize": [20, 10], "userInteractionEnabled": false}]}}}
            """#)
        let json = FramesJSON.render(document, document.layout())
        XCTAssertTrue(json.contains(#"{"id": "cell", "parent": null, "frame": [0, 0, 100, 50], "touch": [0, 0, 100, 50], "measure": {"calculations": 1, "cacheHits": 0}}"#), json)
        XCTAssertTrue(json.contains(#"{"id": "b", "parent": "cell", "frame": [0, 0, 20, 50], "touch": [0, 0, 20, 50], "measure": {"calculations": 1, "cacheHits": 0}}"#), json)
        XCTAssertTrue(json.contains(#"{"id": "off", "parent": "cell", "frame": [20, 0, 20, 50], "touch": null, "measure": {"calculations": 1, "cacheHits": 0}}"#), json)
    }

    func testAHugeSlopOnTheRootPrintsAsNumbers() throws {
        let document = try SpecDecoder.decode(
            #"{"sizeRange": [10, 10], "root": {"type": "node", "id": "r", "style": {"hitTestSlop": {"left": -1e308, "right": -1e308}}}}"#)
        let json = FramesJSON.render(document, document.layout())
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let nodes = try XCTUnwrap(object?["nodes"] as? [[String: Any]])
        let touch = try XCTUnwrap(nodes[0]["touch"] as? [Double])
        XCTAssertTrue(touch.allSatisfy(\.isFinite), json)
        XCTAssertEqual(touch[2], .greatestFiniteMagnitude)
    }

    func testHitsNameTheNodeAndItsChainForEachPoint() throws {
        let document = try SpecDecoder.decode(#"""
            {"sizeRange": [100, 50], "root": {"type": "node", "id": "cell", "layout": {"type": "center", "centeringOptions": "xy",
              "child": {"type": "node", "id": "b", "intrinsicSize": [20, 10]}}}}
            """#)
        let json = HitsJSON.render(
            document, document.layout(), points: [Point(x: 50, y: 25), Point(x: -0.0, y: 0), Point(x: 100, y: 0)])
        XCTAssertEqual(json, """
            {"hits": [
              {"point": [50, 25], "node": "b", "chain": ["cell", "b"]},
              {"point": [0, 0], "node": "cell", "chain": ["cell"]},
              {"point": [100, 0], "node": null, "chain": []}
            ]}

            """)
    }

    func testPointsAreTwoNumbersJoinedByAComma() {
        XCTAssertEqual(HitPoint.parse("40,12"), Point(x: 40, y: 12))
        XCTAssertEqual(HitPoint.parse("-0.25,10"), Point(x: -0.25, y: 10))
        XCTAssertEqual(HitPoint.parse("1e2,-3.5"), Point(x: 100, y: -3.5))
        for bad in ["", "1", "1,", ",1", "1,2,3", "1;2", "x,1", "nan,1", "inf,1", "1e400,1", "0x10,1", "1 ,2"] {
            XCTAssertNil(HitPoint.parse(bad), bad)
        }
    }
}
