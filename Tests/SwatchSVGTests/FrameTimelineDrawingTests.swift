import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwatchGeometry
import SwatchKit
import SwatchRanges
import SwatchSpec
import XCTest

@testable import SwatchSVG

/// The frame timeline: what it shows, and that its words stay on the drawing
/// and off its content (bars, lanes, tasks, cells) and off each other, for the
/// guide's scenarios and for awkward ones (a thousand frames, 64 threads, a
/// hidden container, a pager, long titles).
final class FrameTimelineDrawingTests: XCTestCase {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func run(_ text: String) throws -> (RangeScenario, RangeRun) {
        try RangesDocument.run(text)
    }

    func table(_ frames: String, count: Int = 40, scroll: String = #"[{"offset": 0}, {"offset": 1200, "steps": 12}]"#,
               extra: String = "") throws -> (RangeScenario, RangeRun) {
        try run(#"{"items": {"count": \#(count), "size": [375, 120]}, "frames": \#(frames), "scroll": \#(scroll)\#(extra)}"#)
    }

    /// The drawing's words as read aloud: tags and tooltips dropped, spaces collapsed.
    static func words(_ svg: String) -> String {
        var out = "", inTag = false, inTitle = false
        var rest = Substring(svg)
        while let c = rest.first {
            if c == "<" {
                if rest.hasPrefix("<title>") { inTitle = true }
                if rest.hasPrefix("</title>") { inTitle = false }
                inTag = true
            } else if c == ">" {
                inTag = false
            } else if !inTag && !inTitle {
                out.append(c == "\n" ? " " : c)
            }
            rest = rest.dropFirst()
        }
        return out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    // MARK: What it shows

    func testTheTimelineShowsBothMainThreadsTheWorkersAndTheCells() throws {
        let (scenario, run) = try table(#"{"backgroundThreads": 3}"#)
        let svg = FrameTimelineDrawing().render(scenario: scenario, run: run)
        XCTAssertTrue(svg.contains("class=\"swatch-frame-timeline\""))
        XCTAssertTrue(svg.contains("class=\"swatch-frame-uikit\""))
        XCTAssertTrue(svg.contains("class=\"swatch-frame-texture\""))
        let words = Self.words(svg)
        XCTAssertTrue(words.contains("A model, not a measurement"), "the drawing says it is a model")
        XCTAssertTrue(words.contains("a cell costs 3 ms to measure, 8 ms to display, 0.3 ms to mount"), "and states its costs")
        let timeline = try XCTUnwrap(run.frames)
        // One lane per worker, labelled 1 to 3.
        for w in 1...3 { XCTAssertTrue(svg.contains(">\(w)</text>")) }
        // Each task drawn alone has its title.
        XCTAssertTrue(svg.contains("thread 1, item 0: measure, 0–3 ms"))
        // Late frames marked once each; the summary in words.
        let lateColumns = timeline.frames.filter { $0.uikit.late > 0 }.count
        let marks = svg.components(separatedBy: "fill=\"\(FramePalette.late)\"").count - 1
        XCTAssertEqual(marks, 2 * lateColumns + 1, "a bar and a mark per late frame, and the legend's")
        XCTAssertTrue(words.contains("UIKit \(timeline.summary.uikitLateFrames) frames late in all"))
        XCTAssertTrue(svg.contains("item 0, frame 0: blank (not measured yet)"))
        XCTAssertTrue(svg.contains(": placeholder</title>"))
        XCTAssertFalse(svg.contains("swatch-frame-cursor"), "no cursor without a page to follow")
    }

    func testThrownAwayDisplaysAreHatched() throws {
        let (scenario, run) = try table(#"{"backgroundThreads": 1, "cost": {"display": 20}}"#,
                                        scroll: #"[{"offset": 0}, {"offset": 0, "steps": 10}, {"offset": 4000, "steps": 20}]"#,
                                        extra: #", "title": "One thread""#)
        let svg = FrameTimelineDrawing(idPrefix: "p").render(scenario: scenario, run: run)
        XCTAssertTrue(run.frames?.tasks.contains { $0.discarded } == true)
        XCTAssertTrue(svg.contains("fill=\"url(#p-frames-thrown)\""))
        XCTAssertTrue(svg.contains("thrown away: the cell left the display range"))
        XCTAssertTrue(svg.contains("<pattern id=\"p-frames-thrown\""))
    }

    func testARunWithoutFramesGetsTheRangeTimeline() throws {
        let (scenario, run) = try self.run(#"{"items": {"count": 20, "size": [375, 120]}, "scroll": [{"offset": 0}, {"offset": 600}]}"#)
        XCTAssertEqual(RangesRenderer.render(scenario, run, format: .timeline), RangeTimeline().render(scenario: scenario, run: run))
        let (framed, framedRun) = try table("{}")
        XCTAssertTrue(RangesRenderer.render(framed, framedRun, format: .timeline).contains("swatch-frame-timeline"))
    }

    func testThePagesCursorStepsWithTheRangeAnimation() throws {
        let (scenario, run) = try table("{}")
        let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: "f")
        let steps = pair.ranges.components(separatedBy: "class=\"swatch-step\"").count - 1
        XCTAssertEqual(steps, run.records.count)
        XCTAssertEqual(pair.frames.components(separatedBy: "class=\"swatch-frame-step\"").count - 1, steps)
        // The same duration, so SMIL keeps them together without a script.
        let duration = "dur=\"\(svgNumber(Double(steps) * RangeAnimation().secondsPerStep))s\""
        XCTAssertTrue(pair.ranges.contains(duration))
        XCTAssertTrue(pair.frames.contains(duration))
        XCTAssertTrue(pair.frames.contains("<animateTransform type=\"translate\""))
        XCTAssertTrue(pair.frames.contains("data-frames=\"\(run.records.count)\""))
    }

    func testTheCursorFollowsOnlyTheUpdatesTheAnimationShows() throws {
        let (scenario, run) = try table("{}", count: 500, scroll: #"[{"offset": 0}, {"offset": 59000, "steps": 420}]"#)
        let animated = RangeAnimation().animatedStepCount(scenario: scenario, run: run)
        XCTAssertLessThan(animated, run.records.count)
        let frames = RangesRenderer.framesFigure(scenario, run).frames
        XCTAssertEqual(frames.components(separatedBy: "class=\"swatch-frame-step\"").count - 1, animated)
    }

    // MARK: Words on the drawing, off the content

    func testTheGuidesScenariosKeepTheirWordsOnTheDrawingAndOffTheContent() throws {
        let specs = Self.root.appendingPathComponent("content/specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasPrefix("frames-") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 5)
        for name in names {
            let (scenario, run) = try run(try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8))
            let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: "g")
            assertLegible(pair.frames, name)
            assertLegible(FrameTimelineDrawing().render(scenario: scenario, run: run), name)
        }
    }

    func testAwkwardRunsKeepTheirWordsOnTheDrawingAndOffTheContent() throws {
        let cases: [(String, (RangeScenario, RangeRun))] = [
            ("a thousand frames", try table(#"{"refreshRate": 120}"#, count: 3000,
                                            scroll: #"[{"offset": 0}, {"offset": 100000, "steps": 999}]"#)),
            ("64 threads", try table(#"{"backgroundThreads": 64, "cost": {"measure": [1, 2, 3], "display": [0, 30]}}"#)),
            ("a hidden container", try table("{}", scroll: #"[{"containerVisible": false}, {"offset": 800, "steps": 4}]"#)),
            ("a huge budget", try table(#"{"mainThreadBudget": 1000000, "cost": {"mount": 90}}"#)),
            ("no budget, free work", try table(#"{"mainThreadBudget": 0, "cost": {"measure": 0, "display": 0, "mount": 0}}"#)),
            ("one frame", try table("{}", scroll: #"[{"offset": 0}]"#)),
            ("inverted, long title", try table(#"{"refreshRate": 24}"#, extra: #", "inverted": true, "title": "A very long title <with> \"markup\" & 'quotes' that has to wrap over several lines of the drawing without leaving it at any width""#)),
            ("a pager", try run(#"{"container": "pager", "items": {"count": 12}, "frames": {"backgroundThreads": 4}, "scroll": [{"offset": 0}, {"offset": 3000, "steps": 8}]}"#)),
            ("a grid with batches", try run(#"{"container": "collection", "columns": 4, "items": {"count": 40, "size": [90, 90]}, "batchFetching": {"batchSize": 40, "latency": 2}, "frames": {"backgroundThreads": 2}, "scroll": [{"offset": 0}, {"offset": 6000, "steps": 40}]}"#)),
        ]
        for (name, (scenario, run)) in cases {
            assertLegible(FrameTimelineDrawing().render(scenario: scenario, run: run), name)
            let cursor = FrameCursor(steps: min(400, run.records.count), secondsPerStep: 0.8)
            assertLegible(FrameTimelineDrawing(cursor: cursor).render(scenario: scenario, run: run), name + " (with a cursor)")
        }
    }

    /// Every word and shape inside the drawing; no word over a shape or
    /// another word (words of one cursor step at a time; tooltips aside).
    func assertLegible(_ svg: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let parser = XMLParser(data: Data(svg.utf8))
        let scan = ShapeScan()
        parser.delegate = scan
        XCTAssertTrue(parser.parse(), "\(name): not well-formed", file: file, line: line)
        let bounds = Rect(x: 0, y: 0, width: scan.width, height: scan.height)
        XCTAssertGreaterThan(scan.texts.count, 10, name, file: file, line: line)
        for (text, box) in scan.texts {
            XCTAssertTrue(contains(bounds, box), "\(name): \"\(text)\" leaves the drawing (\(box))", file: file, line: line)
            for (_, shape) in scan.rects where box.intersects(shape) {
                XCTFail("\(name): \"\(text)\" \(box) covers a shape \(shape)", file: file, line: line)
            }
        }
        for (i, a) in scan.texts.enumerated() {
            for b in scan.texts[(i + 1)...] where a.box.intersects(b.box) {
                XCTFail("\(name): \"\(a.text)\" and \"\(b.text)\" collide", file: file, line: line)
            }
        }
        for (what, shape) in scan.rects {
            XCTAssertTrue(contains(bounds, shape), "\(name): \(what) \(shape) leaves the drawing", file: file, line: line)
        }
    }

    func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }
}

/// Collects a drawing's rects and its lines of text with their estimated
/// boxes, outside `<defs>`, the cursor, other cursor steps than the first,
/// and tooltips.
private final class ShapeScan: NSObject, XMLParserDelegate {
    var width = 0.0, height = 0.0
    var rects: [(String, Rect)] = []
    var texts: [(text: String, box: Rect)] = []

    private var stack: [(name: String, skip: Bool)] = []
    private var textStyle: (size: Double, anchor: String, bold: Bool, x: Double, y: Double)?
    private var line: (x: Double, y: Double, text: String)?
    private var sawLines = false
    private var loose = ""

    private var skipping: Bool { stack.last?.skip ?? false }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes a: [String: String]) {
        let number = { (key: String) in Double(a[key] ?? "") ?? 0 }
        var skip = skipping || name == "defs" || name == "title" || a["class"] == "swatch-frame-cursor"
        if a["class"] == "swatch-frame-step", a["data-step"] != "0" { skip = true }
        stack.append((name, skip))
        guard !skip else { return }
        switch name {
        case "svg":
            width = number("width")
            height = number("height")
        case "rect":
            let r = Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            if !(r.minX == 0 && r.minY == 0 && r.size.width == width && r.size.height == height) {
                rects.append((a["fill"] ?? "rect", r))
            }
        case "text":
            textStyle = (number("font-size"), a["text-anchor"] ?? "start", a["font-weight"] == "600", number("x"), number("y"))
            sawLines = false
            loose = ""
        case "tspan":
            sawLines = true
            line = (number("x"), number("y"), "")
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !skipping, textStyle != nil else { return }
        if line != nil { line?.text += string } else { loose += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let skipped = stack.popLast()?.skip ?? false
        guard !skipped else { return }
        if name == "tspan", let l = line {
            add(l.text, x: l.x, y: l.y)
            line = nil
        } else if name == "text" {
            if !sawLines, let s = textStyle { add(loose, x: s.x, y: s.y) }
            textStyle = nil
        }
    }

    private func add(_ text: String, x: Double, y: Double) {
        guard let s = textStyle, !text.isEmpty else { return }
        let w = TextEstimate.width(text, fontSize: s.size, bold: s.bold)
        let left = s.anchor == "middle" ? x - w / 2 : s.anchor == "end" ? x - w : x
        texts.append((text, Rect(x: left, y: y - 0.78 * s.size, width: w, height: s.size)))
    }
}

private extension Rect {
    /// Whether the two overlap by more than a hairline.
    func intersects(_ other: Rect) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > 0.25 && min(maxY, other.maxY) - max(minY, other.minY) > 0.25
    }
}
