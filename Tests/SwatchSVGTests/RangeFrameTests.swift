import SwatchGeometry
import SwatchRanges
import XCTest

@testable import SwatchSVG

/// How range pictures are laid out: where the window looks, what is
/// numbered, and that their words neither collide nor shrink out of reach on
/// a phone.
final class RangeFrameTests: XCTestCase {
    func feed(rows: Double = 100, count: Int = 200, scroll: [ScrollEntry]? = nil, batch: BatchFetchingParameters? = nil,
              title: String? = nil) throws -> (RangeScenario, RangeRun) {
        let scenario = RangeScenario(
            title: title, viewport: Size(width: 375, height: 600),
            items: .uniform(count: count, item: ItemSpec(size: Size(width: 375, height: rows))),
            batchFetching: batch,
            scroll: scroll ?? [.offset(0, steps: 1), .offset(6000, steps: 6), .offset(3000, steps: 3)])
        return (scenario, try RangeStepper.run(scenario))
    }

    func frame(_ s: (RangeScenario, RangeRun)) -> RangeFrame {
        RangeFrame(scenario: s.0, run: s.1, idPrefix: "t")
    }

    func testAnUntitledScenarioIsNamedAfterItsContainerCapitalised() throws {
        for (container, name) in [(ContainerKind.table, "Table"), (.collection(columns: 2), "Collection"), (.pager, "Pager")] {
            let scenario = RangeScenario(
                container: container, viewport: Size(width: 375, height: 600),
                items: .uniform(count: 20, item: ItemSpec(size: Size(width: 375, height: 100))),
                scroll: [.offset(0, steps: 1)])
            let run = try RangeStepper.run(scenario)
            XCTAssertTrue(RangeDrawing().render(scenario: scenario, run: run, step: 0).contains(">\(name) working ranges<"))
            XCTAssertTrue(RangeTimeline().render(scenario: scenario, run: run).contains(">\(name) working ranges: timeline<"))
            XCTAssertEqual(FrameChart.title(scenario), "\(name) scroll: frame by frame")
        }
        XCTAssertEqual(RangeFrame.title(try feed(title: "feed").0), "feed", "a title is kept as written")
    }

    func testAtTheFirstUpdateTheWindowStartsJustAboveTheContent() throws {
        let f = frame(try feed())
        let area = f.scene.areaRect
        let first = f.scene.viewportSpan(f.run.records[0])
        let room = first.start - area.minY
        XCTAssertGreaterThan(room, 0, "the content's top is seen")
        XCTAssertLessThanOrEqual(room, 0.12 * 600 * f.scene.scale + 1e-9, "no more than a sliver above it")
        // The content's top is where the viewport's is, at offset 0.
        let cell = f.scene.screen(f.run.finalLayout.frame(of: 0), camera: f.scene.camera(f.run.records[0]))
        XCTAssertEqual(cell.minY, first.start, accuracy: 1e-9)
    }

    func testInTheMiddleOfTheContentTheWindowCentresTheBuffersOnTheViewport() throws {
        let s = try feed()
        let f = frame(s)
        let middle = try XCTUnwrap(s.1.records.first { $0.offset.y == 6000 })
        XCTAssertEqual(f.scene.viewportSpan(middle).start, f.scene.areaRect.minY + f.scene.before * f.scene.scale, accuracy: 1e-9)
    }

    func testAtTheEndTheWindowStopsJustPastTheContent() throws {
        let s = try feed(count: 100, scroll: [.offset(0, steps: 1), .offset(100 * 100 - 600, steps: 4)])
        let f = frame(s)
        let last = try XCTUnwrap(s.1.records.last)
        let viewport = f.scene.viewportSpan(last)
        let below = f.scene.areaRect.maxY - (viewport.start + viewport.length)
        XCTAssertGreaterThan(below, 0)
        XCTAssertLessThanOrEqual(below, 0.12 * 600 * f.scene.scale + 1e-9)
    }

    func testContentShorterThanTheWindowStaysPutInTheAnimation() throws {
        let short = try feed(count: 20, scroll: [.offset(0, steps: 1), .offset(1400, steps: 4)])
        XCTAssertFalse(RangeAnimation().render(scenario: short.0, run: short.1).contains("<animateTransform"),
                       "the viewport moves over still content")
        let long = try feed()
        XCTAssertTrue(RangeAnimation().render(scenario: long.0, run: long.1).contains("<animateTransform type=\"translate\""))
    }

    func testEveryRowTallEnoughGetsItsNumber() throws {
        let s = try feed(rows: 120)
        let f = frame(s)
        let record = s.1.records[3]
        let camera = f.scene.camera(record)
        let items = f.scene.itemsInWindow(camera: camera, count: record.itemCount)
        XCTAssertFalse(items.isEmpty)
        for item in items {
            let r = f.scene.screen(s.1.finalLayout.frame(of: item), camera: camera)
            let number = try XCTUnwrap(f.itemNumber(item, rect: r), "item \(item), row \(r.size.height) px")
            XCTAssertGreaterThanOrEqual(r.size.height, number.tag.size.height, "the tag fits its row")
            XCTAssertTrue(r.minY <= number.tag.minY && number.tag.maxY <= r.maxY)
        }
        let svg = RangeDrawing().render(scenario: s.0, run: s.1, step: 3)
        XCTAssertEqual(svg.components(separatedBy: "class=\"swatch-item-number\"").count,
                       svg.components(separatedBy: "class=\"swatch-cell\"").count)
    }

    func testNumbersAreDrawnOverTheOutlinesSoNoBoundaryStrikesThemThrough() throws {
        let s = try feed(rows: 120, batch: BatchFetchingParameters(leadingScreens: 2, batchSize: 20, latency: 1))
        for svg in [RangeDrawing().render(scenario: s.0, run: s.1, step: 3), RangeAnimation().render(scenario: s.0, run: s.1)] {
            let lastOutline = try XCTUnwrap(svg.range(of: "class=\"swatch-range-viewport\"", options: .backwards))
            let trigger = try XCTUnwrap(svg.range(of: "class=\"swatch-batch-trigger\"", options: .backwards))
            let firstNumber = try XCTUnwrap(svg.range(of: "class=\"swatch-item-number\""))
            XCTAssertLessThan(lastOutline.lowerBound, firstNumber.lowerBound)
            XCTAssertLessThan(trigger.lowerBound, firstNumber.lowerBound)
        }
    }

    func testAShortListLeavesNoEmptyWindowUnderItsLastRow() throws {
        // 12 rows of 100 points under a 600-point screen: the window ends
        // just past the content, not four screens further.
        let s = try feed(count: 12, scroll: [.offset(0, steps: 1), .offset(600, steps: 3)])
        let f = frame(s)
        let last = f.scene.screen(s.1.finalLayout.frame(of: 11), camera: f.scene.camera(s.1.records[0]))
        let below = f.scene.areaRect.maxY - last.maxY
        XCTAssertGreaterThanOrEqual(below, 0)
        XCTAssertLessThanOrEqual(below, 0.12 * 600 * f.scene.scale + 1e-9)
        XCTAssertLessThanOrEqual(f.legendTop - f.scene.areaRect.maxY, 40, "the legend follows the content")
    }

    func testThinRowsAreNumberedEveryNthWithTagsThatDoNotOverlap() throws {
        let s = try feed(rows: 12, count: 2000, scroll: [.offset(0, steps: 1), .offset(9000, steps: 3)])
        let f = frame(s)
        let record = s.1.records[2]
        let camera = f.scene.camera(record)
        var tags: [(Int, Rect)] = []
        for item in f.scene.itemsInWindow(camera: camera, count: record.itemCount) {
            let r = f.scene.screen(s.1.finalLayout.frame(of: item), camera: camera)
            XCTAssertLessThan(r.size.height, 4, "these rows are too thin for a tag each")
            if let number = f.itemNumber(item, rect: r) { tags.append((item, number.tag)) }
        }
        XCTAssertGreaterThan(tags.count, 5, "some rows are numbered")
        let every = tags[1].0 - tags[0].0
        XCTAssertTrue([2, 5, 10, 20, 50].contains(every), "a round step, \(every)")
        for (a, b) in zip(tags, tags.dropFirst()) {
            XCTAssertEqual(b.0 - a.0, every)
            XCTAssertEqual(a.0 % every, 0)
            XCTAssertFalse(a.1.overlaps(b.1), "items \(a.0) and \(b.0)")
        }
    }

    func testNumberSpacingIsTheSmallestRoundStepThatFits() {
        XCTAssertEqual(RangeFrame.numberSpacing(cellLength: 20, tagLength: 18), 1)
        XCTAssertEqual(RangeFrame.numberSpacing(cellLength: 10, tagLength: 18), 2)
        XCTAssertEqual(RangeFrame.numberSpacing(cellLength: 4, tagLength: 18), 5)
        XCTAssertEqual(RangeFrame.numberSpacing(cellLength: 1, tagLength: 18), 20)
        XCTAssertEqual(RangeFrame.numberSpacing(cellLength: 0.01, tagLength: 18), 2000)
    }

    func testOutlineLabelsBesideTheColumnNeverOverlap() throws {
        for s in [try feed(), try feed(count: 40, batch: BatchFetchingParameters(leadingScreens: 2, batchSize: 20, latency: 2)),
                  try feed(rows: 30, scroll: [.offset(0, steps: 1), .offset(3000, steps: 2), .offset(0, steps: 2)])] {
            let f = frame(s)
            let area = f.scene.areaRect
            for record in s.1.records {
                let placed = f.placeLabels(f.labels(record)).sorted { $0.origin.y < $1.origin.y }
                for (a, b) in zip(placed, placed.dropFirst()) {
                    XCTAssertLessThanOrEqual(a.origin.y + a.height, b.origin.y, "step \(record.step): \(a.name) and \(b.name)")
                }
                for p in placed {
                    XCTAssertGreaterThanOrEqual(p.origin.y, area.minY)
                    XCTAssertLessThanOrEqual(p.origin.y + p.height, area.maxY, "step \(record.step): \(p.name)")
                    XCTAssertGreaterThan(p.origin.x, area.maxX + 22, "right of the widest outline")
                    for line in [p.name] + p.details {
                        XCTAssertLessThanOrEqual(p.origin.x + 28 + TextEstimate.width(line, fontSize: RangeFrame.labelSize, bold: line == p.name),
                                                 f.width, "step \(record.step): \(line)")
                    }
                }
            }
        }
    }

    func testTheDirectionCaptionStaysLeftOfTheOutlines() throws {
        let s = try feed()
        let f = frame(s)
        let preloadLeft = f.scene.areaRect.minX - 22
        for record in s.1.records {
            let layout = f.directionLayout(record)
            XCTAssertFalse(layout.caption.isEmpty)
            for line in layout.caption {
                let half = TextEstimate.width(line, fontSize: RangeFrame.labelSize) / 2
                XCTAssertLessThan(layout.at.x + half, preloadLeft, "step \(record.step): \(line)")
                XCTAssertGreaterThan(layout.at.x - half, 0, "step \(record.step): \(line)")
            }
            XCTAssertEqual(layout.caption.joined(separator: " "), f.directionCaption(record))
        }
        XCTAssertEqual(f.directionCaption(s.1.records[0]), "still: ranges keep below")
    }

    func testTheHeaderEndsAboveTheProgressBarHoweverLongTheTitle() throws {
        let title = "A rather long scenario title: minimum, full, hidden, memory warnings, and back again"
        let f = frame(try feed(title: title))
        XCTAssertGreaterThan(f.title.lines.count, 1, "a long title wraps")
        XCTAssertEqual(f.title.lines.joined(separator: " "), title)
        for line in f.title.lines {
            XCTAssertLessThanOrEqual(TextEstimate.width(line, fontSize: RangeFrame.titleSize, bold: true), f.width - 2 * RangeFrame.margin)
        }
        let lastTitle = RangeFrame.margin + RangeFrame.titleSize - 2 + Double(f.title.lines.count - 1) * RangeFrame.titleLeading
        XCTAssertLessThan(lastTitle, f.headlineY - RangeFrame.textSize)
        let lastHeadline = f.headlineY + Double(f.headlineLines - 1) * RangeFrame.textLeading
        XCTAssertLessThan(lastHeadline, f.progressRect.minY)
        XCTAssertLessThan(f.progressRect.maxY, f.scene.areaRect.minY)
        XCTAssertEqual(f.progressRect.size.width, f.width - 2 * RangeFrame.margin, "the bar spans the header, under it")
    }

    /// The text content of the first `<text>` with `class`, tags removed.
    func textContent(_ svg: String, class name: String) throws -> String {
        let start = try XCTUnwrap(svg.range(of: "<text class=\"\(name)\""))
        let end = try XCTUnwrap(svg.range(of: "</text>", range: start.upperBound..<svg.endIndex))
        var out = "", inTag = false
        for c in svg[start.lowerBound..<end.lowerBound] {
            if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        return out
    }

    func testTextOnSeveralLinesReadsAsOneRunOfWords() throws {
        let s = try feed(title: "A title long enough to be set on two lines of the header of the drawing")
        let svg = RangeDrawing().render(scenario: s.0, run: s.1, step: 2)
        let headline = try textContent(svg, class: "swatch-range-step")
        XCTAssertTrue(headline.hasPrefix("update 3 of 10"), headline)
        XCTAssertTrue(headline.contains(" direction down"), "lines are apart: \(headline)")
        XCTAssertFalse(headline.contains("=\(svgNumber(s.1.records[2].offset.y))direction"), headline)
        let title = try textContent(svg, class: "swatch-range-title")
        XCTAssertEqual(title, s.0.title)
    }

    /// Font sizes of an SVG's text, from its `font-size` attributes.
    func fontSizes(_ svg: String) -> [Double] {
        svg.split(separator: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }

    func width(_ svg: String) throws -> Double {
        let after = try XCTUnwrap(svg.split(separator: " width=\"").dropFirst().first)
        return try XCTUnwrap(Double(after.prefix { $0 != "\"" }))
    }

    func testTextStaysLegibleWhenTheDrawingShrinksToAPhonesColumn() throws {
        // A phone's column is about 360 CSS pixels; nothing should fall
        // under 8.5 pixels there.
        let phone = 360.0
        let s = try feed(batch: BatchFetchingParameters(leadingScreens: 1, batchSize: 20, latency: 2), title: "Legible")
        for svg in [RangeDrawing().render(scenario: s.0, run: s.1, step: 3), RangeAnimation().render(scenario: s.0, run: s.1),
                    RangeTimeline().render(scenario: s.0, run: s.1)] {
            let w = try width(svg)
            let sizes = fontSizes(svg)
            XCTAssertFalse(sizes.isEmpty)
            // The timeline's direction marks (10) are symbols, not words.
            for size in sizes where size > 10 || !svg.contains("swatch-range-timeline") {
                XCTAssertGreaterThanOrEqual(size * phone / w, 8.5, "font-size \(size) in a drawing \(w) wide")
            }
        }
    }
}
