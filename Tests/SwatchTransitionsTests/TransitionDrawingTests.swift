import SwatchKit
import SwatchTestSupport
import SwatchSVG
import SwatchSpec
import XCTest

/// The SVG of `swatch transition --format svg`: SMIL animations that replay
/// on a click, ease in and out, slow down on request, and give way to the
/// states side by side under reduced motion; every label inside the drawing.
final class TransitionDrawingTests: XCTestCase {
    static let document = #"""
        {"title": "Grow", "sizeRange": [200, {"min": 0}],
         "states": [
          {"name": "short", "root": {"type": "node", "id": "cell", "color": "#eeeeee", "layout": {"type": "stack", "direction": "vertical", "children": [
            {"type": "node", "id": "title", "color": "#ff8800", "style": {"height": 20}},
            {"type": "node", "id": "gone", "color": "#00aa88", "style": {"height": 20}}]}}},
          {"name": "tall", "root": {"type": "node", "id": "cell", "color": "#eeeeee", "layout": {"type": "stack", "direction": "vertical", "children": [
            {"type": "node", "id": "<new & shiny>", "color": "#2266cc", "style": {"height": 40}},
            {"type": "node", "id": "title", "color": "#ff8800", "style": {"height": 20}}]}}}]}
        """#.replacingOccurrences(of: #"[200, {"min": 0}]"#, with: #"{"min": [200, 0], "max": [200, "inf"]}"#)

    func render(_ options: TransitionDrawing.Options = .init()) throws -> String {
        try TransitionRenderer.render(Self.document, format: .svg, options: options)
    }

    func testAnimationsReplayOnTheButtonOrTheStageAndEaseInAndOut() throws {
        let svg = try render(.init(idPrefix: "demo"))
        XCTAssertTrue(svg.contains(#"id="demo-play""#))
        XCTAssertTrue(svg.contains(#"id="demo-stage""#))
        XCTAssertTrue(svg.contains(#"begin="0.4s; demo-play.click; demo-stage.click""#))
        XCTAssertTrue(svg.contains(#"keySplines="0 0 1 1; 0.42 0 0.58 1; 0 0 1 1""#))
        // The inserted node fades in, the removed one fades out, the moved one slides.
        XCTAssertTrue(svg.contains(#"class="swatch-transition-fade-in" data-id="&lt;new &amp; shiny&gt;""#), svg)
        XCTAssertTrue(svg.contains(#"class="swatch-transition-fade-out" data-id="gone""#))
        XCTAssertTrue(svg.contains(#"class="swatch-transition-slide" data-id="title" transform="translate(0 -40)""#))
        XCTAssertTrue(svg.contains(#"<animateTransform attributeName="transform" type="translate" values="0 -40;0 -40;0 0;0 0""#))
        // The bounds grow from 40 to 60 points.
        XCTAssertTrue(svg.contains(#"<animate attributeName="height" values="40;40;60;60""#))
        XCTAssertFalse(svg.contains("<new"), "ids are escaped")
    }

    /// The cycle holds the first state, plays each transition (0.2 s, times
    /// the slow factor) and holds the state it ends in.
    func testSlowerPlaysTheAnimationsLonger() throws {
        func duration(_ svg: String) -> Double? {
            guard let range = svg.range(of: #"dur=""#) else { return nil }
            return Double(svg[range.upperBound...].prefix { $0 != "s" && $0 != "\"" })
        }
        let normal = try XCTUnwrap(duration(try render()))
        let slow = try XCTUnwrap(duration(try render(.init(slow: 10))))
        XCTAssertEqual(normal, 0.6 + 0.2 + 1.4 + 0.2 + 0.6, accuracy: 1e-9)
        XCTAssertEqual(slow - normal, 2 * 0.2 * 9, accuracy: 1e-9)
        XCTAssertTrue(try render(.init(slow: 10)).contains("shown 10× slower"))
    }

    func testReducedMotionShowsTheStatesSideBySide() throws {
        let svg = try render()
        XCTAssertTrue(svg.contains("@media (prefers-reduced-motion: reduce)"))
        XCTAssertTrue(svg.contains(#"<g class="swatch-transition-still" display="none">"#))
        XCTAssertEqual(svg.components(separatedBy: #"class="swatch-transition-still-state""#).count - 1, 2)
        let inline = try render(.init(embedsStyle: false))
        XCTAssertFalse(inline.contains("<style"), "pages whose policy forbids style elements get none")
    }

    /// The page's stylesheet carries the same reduced-motion rules as a
    /// standalone drawing.
    func testThePagesStylesheetHasTheReducedMotionRules() throws {
        let css = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Public/css/swatch.css"), encoding: .utf8)
        XCTAssertTrue(css.contains(TransitionDrawing.reducedMotionCSS))
    }

    func testTheListsMarkInsertedRemovedAndMovedSubnodes() throws {
        let whole = try render()
        // The lists of the first transition, short to tall.
        let start = try XCTUnwrap(whole.range(of: #"class="swatch-transition-lists" data-transition="0""#))
        let end = try XCTUnwrap(whole.range(of: #"class="swatch-transition-lists" data-transition="1""#))
        let svg = String(whole[start.lowerBound..<end.lowerBound])
        for (list, id, mark) in [("before", "gone", "−"), ("during", "&lt;new &amp; shiny&gt;", "+"), ("during", "title", "↕"),
                                 ("after", "title", "↕")] {
            let start = try XCTUnwrap(svg.range(of: #"data-id="\#(id)" data-list="\#(list)""#), "\(list) \(id)")
            let row = svg[start.upperBound...].prefix { $0 != "\n" }.prefix(400)
            XCTAssertTrue(row.contains(mark), "\(list) \(id): \(row)")
        }
        XCTAssertFalse(svg.contains(#"data-id="gone" data-list="after""#))
    }

    /// Every text is placed inside the drawing, at 320 points wide or more.
    func testTextStaysInsideTheDrawing() throws {
        let long = Self.document.replacingOccurrences(of: #""name": "tall""#, with: #""name": "\#(String(repeating: "a very long state name ", count: 2).prefix(64))""#)
        for text in [Self.document, long] {
            let svg = try TransitionRenderer.render(text, format: .svg)
            let width = try XCTUnwrap(Double(try XCTUnwrap(attribute("width", in: svg))))
            XCTAssertGreaterThanOrEqual(width, 320)
            var rest = svg[...]
            while let range = rest.range(of: "<text ") {
                let tag = rest[range.lowerBound...].prefix { $0 != ">" }
                if let x = attribute("x", in: String(tag)).flatMap(Double.init) {
                    XCTAssertGreaterThanOrEqual(x, 0, String(tag))
                    XCTAssertLessThanOrEqual(x, width, String(tag))
                }
                rest = rest[range.upperBound...]
            }
        }
    }

    func attribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: " \(name)=\"") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }
}
