@testable import SwatchLayout
import SwatchGeometry
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Measure counts as Texture keeps them (`-[ASDisplayNode
/// layoutThatFits:parentSize:]`): a display node keeps its last calculated
/// layout with the range and parent size it was made for, and answers the
/// same request from it; sizes compare with `==`, so an undefined (NaN)
/// parent size never matches; layout specs keep nothing and ask their
/// children again every time they are asked.
final class MeasureCountTests: XCTestCase {
    let text = MonospaceTextMeasurer()

    func counts(_ spec: String) throws -> [String: (calculations: UInt32, cacheHits: UInt32)] {
        let document = try SpecDecoder.decode(spec)
        let layout = document.layout(text: text)
        let counts = try XCTUnwrap(layout.measureCounts, "the layout was counted")
        var out: [String: (UInt32, UInt32)] = [:]
        for f in layout.frames(in: document.tree) {
            out[document.elements[f.element].id] = (counts.calculations[f.element], counts.cacheHits[f.element])
        }
        return out
    }

    func assertCounts(
        _ spec: String, _ expected: [String: (UInt32, UInt32)], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let got = try counts(spec)
        XCTAssertEqual(Set(got.keys), Set(expected.keys), file: file, line: line)
        for (id, (c, h)) in expected {
            XCTAssertEqual(got[id]?.calculations, c, "\(id) calculations", file: file, line: line)
            XCTAssertEqual(got[id]?.cacheHits, h, "\(id) cache hits", file: file, line: line)
        }
    }

    func testTheRootAndEveryNodeMeasuredOnceCountOne() throws {
        try assertCounts(#"""
            {"root": {"type": "node", "id": "cell", "layout": {"type": "inset", "insets": {"top": 8, "left": 8, "bottom": 8, "right": 8},
              "child": {"type": "text", "id": "label", "text": "Hello"}}}}
            """#, ["cell": (1, 0), "label": (1, 0)])
    }

    func testAStretchedChildMeasuredAgainAtTheStretchedWidthCountsTwo() throws {
        // Pass 1 gives narrow 100 and wide 200; the column is 200 wide, so
        // narrow is measured again at [200, 200]: a new range, a calculation.
        try assertCounts(#"""
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": {"type": "stack", "direction": "vertical", "children": [
              {"type": "node", "id": "narrow", "intrinsicSize": [100, 20]},
              {"type": "node", "id": "wide", "intrinsicSize": [200, 20]}]}}
            """#, ["narrow": (2, 0), "wide": (1, 0)])
    }

    func testASpecAskedAgainAsksItsChildrenAgainWhoseKeptLayoutAnswers() throws {
        // `card` is measured twice by its stack (pass 1, then stretched):
        // different ranges, two calculations. Its preferred size makes both
        // resolve to 100 x 40, so its inset is laid out twice with the same
        // range and parent size, and `label`'s kept layout answers the second.
        try assertCounts(#"""
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": {"type": "stack", "direction": "vertical", "children": [
              {"type": "node", "id": "wide", "intrinsicSize": [300, 10]},
              {"type": "node", "id": "card", "style": {"preferredSize": [100, 40]}, "layout": {"type": "inset",
                "insets": {"top": 4, "left": 4, "bottom": 4, "right": 4}, "child": {"type": "text", "id": "label", "text": "Hi"}}}]}}
            """#, ["wide": (1, 0), "card": (2, 0), "label": (1, 1)])
    }

    func testAnUndefinedParentSizeNeverMatchesAKeptLayout() {
        var tally = MeasureTally()
        let range = SizeRange(min: .zero, max: Size(width: 375, height: .infinity))
        tally.range = range
        tally.parentSize = Size(width: 375, height: 100)
        XCTAssertFalse(tally.keeps(range, tally.parentSize), "nothing is kept before the first calculation")
        tally.hasLayout = true
        XCTAssertTrue(tally.keeps(range, Size(width: 375, height: 100)))
        XCTAssertTrue(tally.keeps(range, Size(width: 375, height: 100 - 0)))
        tally.parentSize = Size(width: .nan, height: 100)
        XCTAssertFalse(tally.keeps(range, Size(width: .nan, height: 100)), "CGSizeEqualToSize: NaN equals nothing")
        tally.parentSize = Size(width: 0, height: 100)
        XCTAssertTrue(tally.keeps(range, Size(width: -0.0, height: 100)), "-0 equals 0")
        XCTAssertFalse(tally.keeps(SizeRange(min: .zero, max: Size(width: 374, height: .infinity)), Size(width: 0, height: 100)))
    }

    func testOnlyTheLastCalculationIsKept() throws {
        // `card` is calculated twice (pass 1, then stretched), each time
        // laying out its row with the same range and parent size (100 x 40,
        // from its preferred size). In the row, `item` is asked for pass 1's
        // range, then for its grown width: two calculations. The second time
        // the row is laid out, `item` is asked for pass 1's range again, but
        // the layout it keeps is the grown one: a calculation; then the grown
        // width again, which it no longer keeps: another.
        try assertCounts(#"""
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": {"type": "stack", "direction": "vertical", "children": [
              {"type": "node", "id": "wide", "intrinsicSize": [300, 10]},
              {"type": "node", "id": "card", "style": {"preferredSize": [100, 40]}, "layout": {"type": "stack", "children": [
                {"type": "node", "id": "item", "intrinsicSize": [50, 10], "style": {"flexGrow": 1}}]}}]}}
            """#, ["wide": (1, 0), "card": (2, 0), "item": (4, 0)])
    }

    func testButtonSubnodesAreCounted() throws {
        try assertCounts(#"""
            {"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": {"type": "button", "id": "b",
              "title": {"text": "Go"}, "image": {"imageSize": [20, 20]}}}
            """#, ["b": (1, 0), "b.imageNode": (1, 0), "b.titleNode": (1, 0)])
    }

    func testCountedAndFastLayoutsGiveTheSameFrames() throws {
        for file in Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("frames")) {
            let d = try SpecDecoder.decode(try FrameCase(url: file).specText)
            let fast = LayoutEngine.layout(d.tree, in: d.sizeRange, scale: d.scale, text: text)
            let counted = LayoutEngine.countedLayout(d.tree, in: d.sizeRange, scale: d.scale, text: text)
            XCTAssertNotNil(counted.measureCounts, file.lastPathComponent)
            XCTAssertEqual(fast.frames(in: d.tree), counted.frames(in: d.tree), file.lastPathComponent)
            XCTAssertEqual(fast.size, counted.size, file.lastPathComponent)
        }
    }

    func testALayoutPastTheBudgetIsLaidOutUncounted() throws {
        // Horizontal stacks nested deep, each stretched by its parent: level
        // k is asked k + 1 times, some 900 layouts in all, past a budget of 200.
        var inner = #"{"type": "node", "id": "leaf", "intrinsicSize": [5, 1]}"#
        let depth = 40
        for level in (0..<depth).reversed() {
            inner = #"{"type": "stack", "children": [{"type": "node", "id": "f\#(level)", "intrinsicSize": [3, \#(depth + 2 - level)]}, \#(inner)]}"#
        }
        let d = try SpecDecoder.decode(#"{"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": \#(inner)}"#)
        let counted = LayoutEngine.countedLayout(d.tree, in: d.sizeRange, scale: d.scale, budget: 200)
        XCTAssertNil(counted.measureCounts)
        let fast = LayoutEngine.layout(d.tree, in: d.sizeRange, scale: d.scale)
        XCTAssertEqual(counted.frames(in: d.tree), fast.frames(in: d.tree))
        // A shallow chain is counted: the leaf is asked for pass 1 and again
        // stretched in its row's first run, then for pass 1 in the row's
        // second (stretched by the top row), where it already has the height.
        let shallow = try SpecDecoder.decode(#"{"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": {"type": "stack", "children": [{"type": "node", "id": "f0", "intrinsicSize": [3, 5]}, {"type": "stack", "children": [{"type": "node", "id": "f1", "intrinsicSize": [3, 4]}, {"type": "node", "id": "leaf", "intrinsicSize": [5, 1]}]}]}}"#)
        let layout = LayoutEngine.countedLayout(shallow.tree, in: shallow.sizeRange, scale: shallow.scale, budget: 200)
        let counts = try XCTUnwrap(layout.measureCounts)
        let leaf = try XCTUnwrap(shallow.elements.firstIndex { $0.id == "leaf" })
        XCTAssertEqual(counts.calculations[leaf], 3)
        XCTAssertEqual(counts.cacheHits[leaf], 0)
    }
}
