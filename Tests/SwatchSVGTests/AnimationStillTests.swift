import SwatchJSON
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwatchGeometry
import SwatchKit
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

@testable import SwatchSVG

/// A range animation as the playground gets it: each update's group marked
/// where the writer wrote it (so that a page can show the update in view
/// first and the others after), and the still of one update, which must be
/// the animation's picture at that update (the page shows it first, then
/// the animation in its place).
final class AnimationStillTests: XCTestCase {
    /// Longer than the window (the camera moves), with fetches (cells appear) and frames.
    static let scenario = #"""
        {"viewport": [375, 600], "items": {"count": 30, "size": [375, 90]},
         "batchFetching": {"leadingScreens": 1, "batchSize": 10, "latency": 2},
         "frames": {},
         "scroll": [{"offset": 0}, {"offset": 1500, "steps": 6}, {"offset": 400, "steps": 3}]}
        """#

    func simulate() throws -> (RangeScenario, RangeRun) { try RangesDocument.run(Self.scenario) }

    // MARK: The groups that may follow later

    func testEachUpdatesGroupIsMarkedWhereItIsWritten() throws {
        let (scenario, run) = try simulate()
        let animation = RangeAnimation(idPrefix: "m")
        let marked = animation.marked(scenario: scenario, run: run)
        XCTAssertEqual(marked.text, animation.render(scenario: scenario, run: run), "the same text as the CLI's")
        let n = animation.animatedStepCount(scenario: scenario, run: run)
        XCTAssertEqual(marked.later.map { $0.step }, Array(0..<n))
        let bytes = Array(marked.text.utf8)
        for group in marked.later {
            let text = String(decoding: bytes[group.bytes], as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("<g class=\"swatch-step\" data-step=\"\(run.records[group.step].step)\""), text)
            XCTAssertTrue(text.hasSuffix("</g>"), text)
            XCTAssertEqual(text.components(separatedBy: "<g").count, text.components(separatedBy: "</g>").count, "one whole group")
        }
        let figure = RangesRenderer.figure(scenario, run, idPrefix: "m")
        let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: "m")
        XCTAssertEqual(figure.text, pair.ranges + pair.frames)
        XCTAssertEqual(figure.later.count, 2 * n, "the frame timeline's cursor words too")
        let figureBytes = Array(figure.text.utf8)
        for group in figure.later.dropFirst(n) {
            XCTAssertTrue(String(decoding: figureBytes[group.bytes], as: UTF8.self).hasPrefix(
                "<g class=\"swatch-frame-step\" data-step=\"\(group.step)\""))
        }
    }

    // MARK: The still is the animation at that update

    func testAStillIsTheAnimationAtItsUpdate() throws {
        let (scenario, run) = try simulate()
        let animation = RangeAnimation(idPrefix: "s")
        let animated = try SVGTree(animation.render(scenario: scenario, run: run))
        let n = animation.animatedStepCount(scenario: scenario, run: run)
        XCTAssertGreaterThan(n, 5)
        for k in [0, 3, n - 1] {
            let still = try SVGTree(animation.still(scenario: scenario, run: run, step: k))
            XCTAssertTrue(still.all("animate").isEmpty && still.all("animateTransform").isEmpty, "not animated")
            XCTAssertEqual(still.root.attributes["height"], animated.root.attributes["height"])
            // The update's words: the same group, shown.
            let steps = still.all("g").filter { $0.attributes["class"] == "swatch-step" }
            XCTAssertEqual(steps.count, 1)
            let step = try XCTUnwrap(steps.first)
            XCTAssertEqual(step.attributes["visibility"], "visible")
            let same = animated.all("g").first { $0.attributes["class"] == "swatch-step" && $0.attributes["data-step"] == step.attributes["data-step"] }
            XCTAssertEqual(step.text, try XCTUnwrap(same).text)
            XCTAssertTrue(step.text.contains("update \(k + 1) of"), step.text)
            // The content moved as far, every cell drawn where it is and as it is then.
            let camera = { (tree: SVGTree) in tree.all("g").first { $0.attributes["transform"]?.hasPrefix("translate(") == true } }
            XCTAssertEqual(camera(still)?.attributes["transform"], try XCTUnwrap(camera(animated)).value("transform", at: k, of: n))
            let cells = still.all("rect").filter { $0.attributes["class"] == "swatch-cell" }
            XCTAssertFalse(cells.isEmpty)
            for cell in cells {
                let item = try XCTUnwrap(cell.attributes["data-item"])
                let other = try XCTUnwrap(animated.all("rect").first { $0.attributes["class"] == "swatch-cell" && $0.attributes["data-item"] == item })
                for name in ["x", "y", "width", "height", "fill"] {
                    XCTAssertEqual(cell.attributes[name], other.value(name, at: k, of: n), "item \(item)'s \(name) at \(k)")
                }
                XCTAssertEqual(other.parent?.value("visibility", at: k, of: n), "visible", "item \(item) is there at \(k)")
            }
            // Cells left out are out of the window or not there yet.
            let shown = Set(cells.compactMap { $0.attributes["data-item"] })
            let record = run.records[k]
            for other in animated.all("rect") where other.attributes["class"] == "swatch-cell" && !shown.contains(other.attributes["data-item"] ?? "") {
                let item = Int(other.attributes["data-item"] ?? "") ?? -1
                let y = Double(other.attributes["y"] ?? "") ?? 0, h = Double(other.attributes["height"] ?? "") ?? 0
                let shift = camera(animated)?.value("transform", at: k, of: n) ?? ""
                let offset = Double(shift.dropFirst("translate(0 ".count).dropLast()) ?? 0
                let area = RangeFrame(scenario: scenario, run: run, idPrefix: "s").scene.areaRect
                XCTAssertTrue(item >= record.itemCount || y + offset + h <= area.minY || y + offset >= area.maxY,
                              "item \(item) at \(y + offset) is left out of the still of \(k) (window \(area.minY) to \(area.maxY))")
            }
            // The outlines, the trigger line and the progress bar as they are at that update.
            for name in ["swatch-range-preload", "swatch-range-display", "swatch-range-viewport", "swatch-batch-trigger", "swatch-progress"] {
                let mine = try XCTUnwrap(still.all().first { $0.attributes["class"] == name }, name)
                let theirs = try XCTUnwrap(animated.all().first { $0.attributes["class"] == name }, name)
                for attribute in ["x", "y", "width", "height", "x1", "y1", "x2", "y2", "stroke", "visibility"] {
                    XCTAssertEqual(mine.attributes[attribute] ?? "visible", theirs.value(attribute, at: k, of: n) ?? "visible", "\(name) \(attribute) at \(k)")
                }
            }
        }
    }

    func testAStillFrameTimelineStandsOnItsUpdate() throws {
        let (scenario, run) = try simulate()
        let n = RangeAnimation().animatedStepCount(scenario: scenario, run: run)
        let figure = RangesRenderer.figure(scenario, run, idPrefix: "t", still: 4)
        XCTAssertTrue(figure.later.isEmpty, "a still has nothing to follow")
        XCTAssertFalse(figure.text.contains("<animate"))
        let tree = try SVGTree("<both>" + figure.text + "</both>")
        let words = tree.all("g").filter { $0.attributes["class"] == "swatch-frame-step" }
        XCTAssertEqual(words.map { $0.attributes["data-step"] }, ["4"])
        let cursor = try XCTUnwrap(tree.all("g").first { $0.attributes["class"] == "swatch-frame-cursor" })
        let moving = try SVGTree("<both>" + RangesRenderer.figure(scenario, run, idPrefix: "t").text + "</both>")
        let animatedCursor = try XCTUnwrap(moving.all("g").first { $0.attributes["class"] == "swatch-frame-cursor" })
        XCTAssertEqual(cursor.attributes["transform"], animatedCursor.value("transform", at: 4, of: n))
        XCTAssertEqual(figure.text, RangesRenderer.figure(scenario, run, idPrefix: "t", still: 4).text, "the same every time")
        XCTAssertTrue(RangesRenderer.figure(scenario, run, idPrefix: "t", still: 999).text.contains("update \(n) of"), "clamped to the last")
    }
}
