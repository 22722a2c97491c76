import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwatchGeometry
import SwatchRanges
import SwatchSVG
import SwatchTestSupport
import XCTest

/// The range pictures: one update, the SMIL animation and the timeline.
final class RangeDrawingTests: XCTestCase {
    let scenario = RangeScenario(
        title: "Feed <&> \"quotes\"", viewport: Size(width: 375, height: 600),
        items: .uniform(count: 20, item: ItemSpec(size: Size(width: 375, height: 100))),
        batchFetching: BatchFetchingParameters(leadingScreens: 1, batchSize: 10, latency: 2),
        scroll: [.offset(0, steps: 1), .offset(900, steps: 3), .offset(900, steps: 3), .offset(300, steps: 2)])

    func simulate() throws -> RangeRun { try RangeStepper.run(scenario) }

    func assertWellFormed(_ svg: String, file: StaticString = #filePath, line: UInt = #line) {
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")", file: file, line: line)
    }

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testOneUpdateColoursEachCellByItsState() throws {
        let run = try simulate()
        let svg = RangeDrawing().render(scenario: scenario, run: run, step: 3)
        assertWellFormed(svg)
        let record = run.records[3]
        for item in 0..<20 {
            let state = record.states.state(of: item)
            XCTAssertTrue(svg.contains("data-item=\"\(item)\" fill=\"\(RangePalette.fill(state))\""), "item \(item)")
        }
        assertContains(svg, [
            "display: 1 ahead (below), 0.5 behind (above)",
            "preload: 2.5 ahead (below), 1.5 behind (above)",
            "willBeginBatchFetch",  // step 3 begins a fetch
            "class=\"swatch-batch-trigger\"",
            "scrolling down",
            "Feed &lt;&amp;&gt; &quot;quotes&quot;",  // titles are escaped
            "Visible", "Display", "Preload", "no range",
        ])
    }

    func testEveryIdADrawingDefinesCarriesItsPrefix() throws {
        let run = try simulate()
        for svg in [
            RangeDrawing(idPrefix: "fig7").render(scenario: scenario, run: run, step: 3),
            RangeAnimation(idPrefix: "fig7").render(scenario: scenario, run: run),
        ] {
            let ids = svg.components(separatedBy: "id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            XCTAssertFalse(ids.isEmpty)
            XCTAssertTrue(ids.allSatisfy { $0.hasPrefix("fig7-") }, "\(ids)")
            XCTAssertFalse(svg.contains("url(#swatch-"))
        }
    }

    func testAStillUpdateShowsTheRememberedDirection() throws {
        let svg = RangeDrawing().render(scenario: scenario, run: try simulate(), step: 0)
        XCTAssertTrue(svg.contains("still: ranges keep below"))
        XCTAssertTrue(svg.contains("preload: 0.5 ahead (below), 0.25 behind (above)"))
    }

    func testTheAnimationIsPureSMILWithAStepCounter() throws {
        let run = try simulate()
        let svg = RangeAnimation().render(scenario: scenario, run: run)
        assertWellFormed(svg)
        XCTAssertFalse(svg.contains("<script"))
        XCTAssertEqual(count("class=\"swatch-step\"", in: svg), run.records.count)
        assertContains(svg, [
            "update 9 of 9",
            "<animate attributeName=\"fill\"",
            // This content is shorter than the window: the viewport moves over it
            // (SwatchSVGTests covers the camera that follows longer content).
            "<animate attributeName=\"y\"",  // the outlines move
            "calcMode=\"discrete\"",
            "dur=\"7.2s\"",  // 0.8 s a step
            // Inserted items exist only from the completion on.
            "data-item=\"29\"",
        ])
    }

    func testTheAnimationCapsItsSize() throws {
        let big = RangeScenario(items: .uniform(count: 50_000, item: ItemSpec(size: Size(width: 375, height: 50))),
                                scroll: [.offset(0, steps: 1), .offset(2_000_000, steps: 900)])
        let run = try RangeStepper.run(big)
        let svg = RangeAnimation(maxSteps: 100, maxCells: 500).render(scenario: big, run: run)
        XCTAssertLessThanOrEqual(count("class=\"swatch-step\"", in: svg), 100)
        XCTAssertLessThanOrEqual(count("class=\"swatch-cell\"", in: svg), 500)
        XCTAssertTrue(svg.contains("animating the first"))
    }

    func testTheTimelineMarksBatchFetchesAndEveryItem() throws {
        let run = try simulate()
        let svg = RangeTimeline().render(scenario: scenario, run: run)
        assertWellFormed(svg)
        assertContains(svg, [
            "willBeginBatchFetch",
            "completeBatchFetching, 10 items inserted",
            "item 29, updates",  // inserted items get rows
            "9 updates across",
        ])
    }

    func testPagersAndNestedContainersDraw() throws {
        let feed = NestedContainerSpec(container: .pager, items: .uniform(count: 4, item: .zero))
        let pager = RangeScenario(container: .pager, viewport: Size(width: 375, height: 667),
                                  items: .uniform(count: 6, item: ItemSpec(size: .zero)),
                                  scroll: [.offset(0, steps: 1), .offset(750, steps: 2)])
        let pagerRun = try RangeStepper.run(pager)
        let pagerSVG = RangeDrawing().render(scenario: pager, run: pagerRun, step: 2)
        assertWellFormed(pagerSVG)
        XCTAssertTrue(pagerSVG.contains("display: 1 ahead (right), 1 behind (left)"))
        let nested = RangeScenario(viewport: Size(width: 375, height: 600),
                                   items: .uniform(count: 10, item: ItemSpec(size: Size(width: 375, height: 100), nested: feed)))
        let nestedRun = try RangeStepper.run(nested)
        let nestedSVG = RangeDrawing().render(scenario: nested, run: nestedRun, step: 0)
        assertWellFormed(nestedSVG)
        XCTAssertTrue(nestedSVG.contains("nested item 1: preload"))
        XCTAssertTrue(nestedSVG.contains("boxes in a cell"))
        assertWellFormed(RangeAnimation().render(scenario: nested, run: nestedRun))
    }

    func testPanelsShowEachChosenUpdateWithItsHeadNumbersAndALegend() throws {
        let run = try simulate()
        let svg = RangePanels(idPrefix: "p").render(scenario: scenario, run: run, steps: [1, 3, 5])
        assertWellFormed(svg)
        XCTAssertEqual(count("class=\"swatch-panel\"", in: svg), 3)
        for (k, step) in [1, 3, 5].enumerated() {
            XCTAssertTrue(svg.contains("data-step=\"\(step)\""))
            XCTAssertTrue(svg.contains("id=\"p-panel-\(k)\""), "each panel clips to its own area")
            let record = run.records[step]
            XCTAssertTrue(svg.contains(">update \(step + 1)</tspan>"), "counted from 1")
            XCTAssertTrue(svg.contains("y = \(Int(record.offset.y))"))
        }
        XCTAssertGreaterThan(count("class=\"swatch-item-number\"", in: svg), 10, "rows are numbered")
        XCTAssertTrue(svg.contains("Cell interface state"))
        XCTAssertTrue(svg.contains(">preload range</text>"))
        XCTAssertTrue(svg.contains(">batch fetch trigger</text>"))
        // A panel's numbers come after its outlines.
        let panel = try XCTUnwrap(svg.components(separatedBy: "class=\"swatch-panel\"").dropFirst().first)
        let outline = try XCTUnwrap(panel.range(of: "swatch-range-viewport"))
        let number = try XCTUnwrap(panel.range(of: "swatch-item-number"))
        XCTAssertLessThan(outline.lowerBound, number.lowerBound)
    }
}
