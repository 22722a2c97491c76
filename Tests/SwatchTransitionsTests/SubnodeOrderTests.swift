import SwatchLayout
import SwatchSpec
import SwatchTransitions
import XCTest

/// T1: a node's managed subnodes are the display nodes of its flattened
/// layout, in flattening order, its subnodes' own layouts not entered.
final class SubnodeOrderTests: XCTestCase {
    func subnodes(_ layout: String) throws -> [String] {
        let spec = #"{"sizeRange": [300, 200], "root": {"type": "node", "id": "root", "layout": \#(layout)}}"#
        let document = try SpecDecoder.decode(spec)
        return document.layout().subnodeFrames(in: document.tree).map { document.elements[$0.element].id }
    }

    func testStackChildrenInOrder() throws {
        XCTAssertEqual(try subnodes(#"""
            {"type": "stack", "children": [{"type": "node", "id": "a"}, {"type": "node", "id": "b"}, {"type": "node", "id": "c"}]}
            """#), ["a", "b", "c"])
    }

    func testABackgroundComesBeforeItsChildAndAnOverlayAfter() throws {
        XCTAssertEqual(try subnodes(#"""
            {"type": "overlay", "overlay": {"type": "node", "id": "badge"},
             "child": {"type": "background", "background": {"type": "node", "id": "card"},
                       "child": {"type": "node", "id": "content"}}}
            """#), ["card", "content", "badge"])
    }

    func testASubnodesOwnLayoutIsNotEntered() throws {
        XCTAssertEqual(try subnodes(#"""
            {"type": "stack", "children": [
              {"type": "node", "id": "field", "layout": {"type": "inset", "insets": {"top": 4, "left": 4, "bottom": 4, "right": 4},
                                                       "child": {"type": "node", "id": "placeholder"}}},
              {"type": "node", "id": "button"}]}
            """#), ["field", "button"])
    }

    func testDepthFirstThroughNestedSpecs() throws {
        XCTAssertEqual(try subnodes(#"""
            {"type": "stack", "direction": "horizontal", "children": [
              {"type": "stack", "children": [{"type": "node", "id": "a"}, {"type": "node", "id": "b"}]},
              {"type": "inset", "insets": {"top": 1, "left": 1, "bottom": 1, "right": 1}, "child": {"type": "node", "id": "c"}},
              {"type": "node", "id": "d"}]}
            """#), ["a", "b", "c", "d"])
    }

    /// The order is that of `swatch layout`'s nodes restricted to the root's children.
    func testTheOrderIsTheFramesOutputsRestrictedToTheRoot() throws {
        let spec = #"""
            {"root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [
              {"type": "corner", "location": "topRight", "corner": {"type": "node", "id": "dot", "style": {"preferredSize": [8, 8]}},
               "child": {"type": "node", "id": "icon", "style": {"preferredSize": [40, 40]},
                         "layout": {"type": "stack", "children": [{"type": "node", "id": "glyph"}]}}},
              {"type": "node", "id": "label", "style": {"height": 20}}]}}}
            """#
        let document = try SpecDecoder.decode(spec)
        let layout = document.layout()
        let expected = layout.frames(in: document.tree).filter { $0.parent == 0 }
        XCTAssertEqual(layout.subnodeFrames(in: document.tree), expected)
        XCTAssertEqual(expected.map { document.elements[$0.element].id }, ["icon", "dot", "label"])
    }
}
