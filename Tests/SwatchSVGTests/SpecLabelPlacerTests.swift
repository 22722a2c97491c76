import Foundation
import SwatchGeometry
import SwatchKit
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

@testable import SwatchSVG

/// The debug view's spec labels: legible tags at their specs' corners that
/// never overlap one another.
final class SpecLabelPlacerTests: XCTestCase {
    /// Every layout spec the guide draws: `content/specs/*.json` and the
    /// inline ```swatch blocks of `content/guide/*.md` (range scenarios and
    /// specs that do not decode are not layout drawings).
    func guideSpecs() throws -> [(name: String, document: SpecDocument)] {
        let content = Fixtures.repositoryRoot.appendingPathComponent("content")
        guard FileManager.default.fileExists(atPath: content.path) else { throw XCTSkip("no content/; skipped") }
        var texts: [(String, String)] = []
        for url in Fixtures.jsonFiles(in: content.appendingPathComponent("specs")) {
            texts.append((url.lastPathComponent, try Fixtures.text(url)))
        }
        let guide = content.appendingPathComponent("guide")
        for name in try FileManager.default.contentsOfDirectory(atPath: guide.path).sorted() where name.hasSuffix(".md") {
            var block: [Substring]?
            var index = 0
            for line in try Fixtures.text(guide.appendingPathComponent(name)).split(separator: "\n", omittingEmptySubsequences: false) {
                if block == nil, line == "```swatch" || line.hasPrefix("```swatch ") && !line.contains("spec=") {
                    block = []
                } else if block != nil, line.hasPrefix("```") {
                    index += 1
                    texts.append(("\(name) block \(index)", block!.joined(separator: "\n")))
                    block = nil
                } else if block != nil {
                    block!.append(line)
                }
            }
        }
        let specs = texts.compactMap { name, text in (try? SpecDecoder.decode(text)).map { (name, $0) } }
        XCTAssertGreaterThan(specs.count, 10, "the guide's layout specs were found")
        return specs
    }

    func tags(_ document: SpecDocument, drawing: LayoutDrawing = LayoutDrawing(debug: true)) -> (SpecLabelPlacer, [(frame: Rect, tag: Rect, label: String)]) {
        let layout = document.layout(text: MonospaceTextMeasurer())
        let elements = document.drawables
        let root = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
        let placer = drawing.labelPlacer(tree: document.tree, layout: layout, around: root)
        // Tagged as the drawing tags them: a button's own specs have none.
        let specs = drawing.specFrames(tree: document.tree, layout: layout).filter { elements[$0.element].labelled }
        let tags = placer.place(specs.map { (elements[$0.element].label, $0.frame) })
        return (placer, zip(specs, tags).map { ($0.frame, $1, elements[$0.element].label) })
    }

    func testNoTwoSpecLabelsOverlapInAnyOfTheGuidesDrawings() throws {
        for (name, document) in try guideSpecs() {
            let (placer, placed) = tags(document)
            for (i, a) in placed.enumerated() {
                XCTAssertTrue(placer.canvas.minX <= a.tag.minX && a.tag.maxX <= placer.canvas.maxX
                              && placer.canvas.minY <= a.tag.minY && a.tag.maxY <= placer.canvas.maxY,
                              "\(name): \(a.label) leaves the drawing")
                for b in placed[(i + 1)...] {
                    XCTAssertFalse(a.tag.overlaps(b.tag), "\(name): \(a.label) \(a.tag) overlaps \(b.label) \(b.tag)")
                }
            }
        }
    }

    func testNoLabelHidesTheNodesOfTheGuidesDebugDrawings() throws {
        // The guide's debug figures: every tag clear of every node drawn on
        // a backdrop (text bars, pictures, badges).
        for (name, document) in try guideSpecs() where name == "notification-cell.json" || name == "chat-bubble.json" {
            let (placer, placed) = tags(document)
            for p in placed {
                for (node, backdrop) in zip(placer.nodes, placer.backdrops) where !backdrop && node.overlaps(p.tag) {
                    XCTFail("\(name): \(p.label) at \(p.tag) covers the node at \(node)")
                }
            }
        }
    }

    func testEachLabelSitsAtItsOwnSpecsFrame() throws {
        for (name, document) in try guideSpecs() {
            for p in tags(document).1 {
                // Inside the frame or a tab on its top or bottom edge, held at
                // its left or right corner, or beside its top corners.
                let h = 2 * p.tag.size.height + 2.5
                let f = p.frame, t = p.tag
                let beside = abs(t.minY - f.minY) < 0.01 && (abs(t.minX - f.maxX - 1) < 0.01 || abs(t.maxX - f.minX + 1) < 0.01)
                let anchored = beside || (t.minX >= f.minX - 0.5 && t.minX <= f.maxX) || (t.maxX <= f.maxX + 0.5 && t.maxX >= f.minX)
                XCTAssertTrue(anchored && f.minY - h <= t.minY && t.maxY <= f.maxY + h,
                              "\(name): \(p.label) at \(p.tag), its frame \(p.frame)")
            }
        }
    }

    func testSpecsSharingACornerGetTagsThatDoNotOverlap() {
        let frame = Rect(x: 10, y: 20, width: 200, height: 80)
        let placer = SpecLabelPlacer(fontSize: 10, canvas: Rect(x: -15, y: -15, width: 250, height: 140), nodes: [])
        let placed = placer.place([("stack outer", frame), ("stack inner", frame), ("inset", frame), ("overlay", frame)])
        for i in placed.indices {
            for j in placed.indices where j > i { XCTAssertFalse(placed[i].overlaps(placed[j]), "\(placed[i]) \(placed[j])") }
        }
        XCTAssertEqual(placed[0], Rect(x: 10, y: 20 - 15 - 1, width: placer.tagSize("stack outer").width, height: 15),
                       "the first takes the tab above the top-left corner")
    }

    func testATagAvoidsHidingANodeWhenAnotherCornerIsFree() {
        let frame = Rect(x: 0, y: 20, width: 300, height: 100)
        let icon = Rect(x: 0, y: 0, width: 60, height: 20)
        let placer = SpecLabelPlacer(fontSize: 10, canvas: Rect(x: -15, y: -15, width: 330, height: 150), nodes: [icon])
        let tag = placer.place([("stack row", frame)])[0]
        XCTAssertFalse(tag.overlaps(icon), "\(tag)")
    }

    func testTheTypeScalesWithTheDrawingWithinLegibleBounds() {
        XCTAssertEqual(SpecLabelPlacer.fontSize(layoutWidth: 100), 11)
        XCTAssertEqual(SpecLabelPlacer.fontSize(layoutWidth: 375), 375.0 / 30)
        XCTAssertEqual(SpecLabelPlacer.fontSize(layoutWidth: 2000), 13)
    }

    func testTheDebugDrawingTagsEverySpecAboveTheOutlines() throws {
        let spec = """
        {"sizeRange": {"min": [200, 0], "max": [200, "inf"]},
         "root": {"type": "inset", "insets": {"top": 10, "left": 10, "bottom": 10, "right": 10},
                  "child": {"type": "stack", "id": "row", "children": [
                    {"type": "node", "id": "a", "color": "#ff0000", "style": {"preferredSize": [40, 40]}},
                    {"type": "node", "id": "b", "color": "#00ff00", "style": {"preferredSize": [40, 40]}}]}}}
        """
        let document = try SpecDecoder.decode(spec)
        let svg = LayoutDrawing(debug: true).render(
            tree: document.tree, layout: document.layout(), elements: document.drawables, title: nil)
        XCTAssertEqual(svg.components(separatedBy: "class=\"swatch-spec\"").count - 1, 2)
        XCTAssertEqual(svg.components(separatedBy: "class=\"swatch-spec-label\"").count - 1, 2)
        let lastOutline = try XCTUnwrap(svg.range(of: "class=\"swatch-spec\"", options: .backwards))
        let firstTag = try XCTUnwrap(svg.range(of: "class=\"swatch-spec-label\""))
        XCTAssertLessThan(lastOutline.lowerBound, firstTag.lowerBound, "tags come after every outline")
        XCTAssertTrue(svg.contains(">stack row</text>"))
        XCTAssertTrue(svg.contains("font-size=\"11\""), "200 points wide: the smallest type")
        // The drawing grows to hold the tags: the inset's inside its corner,
        // the stack's a tab above the stack, over the inset's edge.
        XCTAssertTrue(svg.contains("viewBox=\"-3 -10 "), svg)
    }

    /// The specs a button makes for its own layout are outlined like any
    /// spec (the guide's buttons page shows them), named after their button
    /// in the outline's title, and carry no tag.
    func testAButtonsOwnSpecsAreOutlinedWithoutATag() throws {
        let spec = """
        {"sizeRange": {"min": [200, 0], "max": [200, "inf"]},
         "root": {"type": "stack", "id": "row", "children": [
           {"type": "button", "id": "like", "title": {"text": "Like", "fontSize": 14},
            "image": {"imageSize": [20, 20]}, "contentEdgeInsets": {"top": 4, "left": 8, "bottom": 4, "right": 8}}]}}
        """
        let document = try SpecDecoder.decode(spec)
        let svg = LayoutDrawing(debug: true).render(
            tree: document.tree, layout: document.layout(text: MonospaceTextMeasurer()), elements: document.drawables, title: nil)
        // The written stack, and the button's inset and stack.
        XCTAssertEqual(svg.components(separatedBy: "class=\"swatch-spec\"").count - 1, 3, svg)
        XCTAssertTrue(svg.contains("<title>inset (button like) ["), svg)
        XCTAssertTrue(svg.contains("<title>stack (button like) ["), svg)
        XCTAssertEqual(svg.components(separatedBy: "class=\"swatch-spec-label\"").count - 1, 1, "only the written stack is tagged")
        XCTAssertTrue(svg.contains(">stack row</text>"))
    }
}

/// Far from the origin a tag's height is lost when added to a coordinate:
/// the candidates are counted, not stepped until they pass the frame's edge
/// (which they never did, filling memory).
final class SpecLabelPlacerFarFrameTests: XCTestCase {
    func testAFrameFarFromTheOriginHasFewCandidates() {
        let placer = SpecLabelPlacer(fontSize: 9, canvas: Rect(x: 0, y: 0, width: 375, height: 120), nodes: [])
        let far = Rect(x: 0, y: -1e308, width: 375, height: 120)
        let candidates = placer.candidates(placer.tagSize("center"), frame: far)
        XCTAssertLessThanOrEqual(candidates.count, SpecLabelPlacer.maxStacked + 13)
        XCTAssertEqual(placer.place([("center", far)]).count, 1)
    }

    func testTheDebugDrawingOfASpecOffsetByTheLargestNumbersFinishes() throws {
        let spec = #"""
            {"sizeRange": [375, 120], "root": {"type": "corner", "location": "bottomRight", "offset": [1e308, -1e308],
             "child": {"type": "node"}, "corner": {"type": "center", "child": {"type": "node", "style": {"width": 70, "height": 100}}}}}
            """#
        let svg = try LayoutRenderer.render(spec, format: .svg, drawing: LayoutDrawing(debug: true))
        XCTAssertTrue(svg.contains("center"), svg)
    }
}
