import SwatchGeometry
import SwatchKit
import SwatchSpec
import XCTest

@testable import SwatchSVG

/// Nodes a layout places outside its root are drawn, dimmed, with the root's
/// bounds marked, instead of being clipped away without a trace.
final class LayoutOverflowTests: XCTestCase {
    let negativeSpacing = """
        {"sizeRange": {"min": [0, 0], "max": [375, "inf"]},
         "root": {"type": "stack", "direction": "horizontal", "spacing": -400, "children": [
           {"type": "node", "id": "a", "color": "#0072B2", "style": {"preferredSize": [60, 60]}},
           {"type": "node", "id": "b", "color": "#D55E00", "style": {"preferredSize": [60, 60]}}]}}
        """

    func viewBox(_ svg: String) throws -> [Double] {
        let start = try XCTUnwrap(svg.range(of: "viewBox=\""))
        let rest = svg[start.upperBound...]
        let end = try XCTUnwrap(rest.firstIndex(of: "\""))
        return rest[..<end].split(separator: " ").compactMap { Double(String($0)) }
    }

    func testANodeFlungLeftOfTheRootIsDrawnDimmedWithTheRootsBoundsNamed() throws {
        for debug in [false, true] {
            let svg = try LayoutRenderer.render(negativeSpacing, format: .svg, drawing: LayoutDrawing(debug: debug))
            let box = try viewBox(svg)
            XCTAssertEqual(box.count, 4)
            XCTAssertLessThanOrEqual(box[0], -340, "the node at x = -340 is in view")
            XCTAssertGreaterThanOrEqual(box[0] + box[2], 60)
            let b = try XCTUnwrap(svg.components(separatedBy: "<g class=\"swatch-node\" data-id=\"b\"").dropFirst().first)
            XCTAssertTrue(b.prefix(200).contains("data-outside=\"true\" opacity=\"0.45\""), b)
            XCTAssertTrue(svg.contains("b [-340, 0, 60, 60], outside the root&#39;s bounds"))
            XCTAssertTrue(svg.contains("class=\"swatch-root-note\""))
            XCTAssertTrue(svg.contains("2 nodes outside the root&#39;s bounds, drawn dimmed"), "a, 60 wide, also overflows the 0-wide root")
        }
    }

    func testTheElementTreeSaysWhichNodesLieOutsideTheRoot() throws {
        let tree = try LayoutRenderer.render(negativeSpacing, format: .ascii)
        XCTAssertEqual(tree, """
            stack  [0, 0, 0, 60]
              node a  [0, 0, 60, 60]  (outside the root)
              node b  [-340, 0, 60, 60]  (outside the root)

            """)
    }

    func testADrawingWhoseNodesStayInsideHasNoNote() throws {
        let spec = """
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]},
             "root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"preferredSize": [60, 60]}}]}}
            """
        let svg = try LayoutRenderer.render(spec, format: .svg)
        XCTAssertFalse(svg.contains("swatch-root-note"))
        XCTAssertFalse(svg.contains("data-outside"))
        XCTAssertEqual(try viewBox(svg), [0, 0, 60, 60])
    }

    func testANodeFarAwayLeavesTheRootLegible() throws {
        let spec = """
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]},
             "root": {"type": "stack", "direction": "horizontal", "spacing": -1e300, "children": [
               {"type": "node", "id": "a", "style": {"preferredSize": [60, 60]}},
               {"type": "node", "id": "b", "style": {"preferredSize": [60, 60]}}]}}
            """
        let svg = try LayoutRenderer.render(spec, format: .svg)
        let box = try viewBox(svg)
        XCTAssertLessThan(box[2], 5000, "the view stops a few root sizes out")
    }
}
