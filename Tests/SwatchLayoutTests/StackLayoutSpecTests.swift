import SwatchTestSupport
import XCTest

/// reference/layout.md §4: the stack, rule by rule (worked examples E1-E9 and more).
final class StackLayoutSpecTests: XCTestCase {
    func node(_ id: String, _ w: Double, _ h: Double, style: String = "{}") -> String {
        #"{"type": "node", "id": "\#(id)", "intrinsicSize": [\#(w), \#(h)], "style": \#(style)}"#
    }

    func testShrinkIsWeightedBySizeTimesFactorAndClampedAfterCeil() {
        // E1
        let root = #"{"type": "stack", "spacing": 10, "alignItems": "start", "children": ["#
            + node("A", 200, 40, style: #"{"flexShrink": 1}"#) + ","
            + node("B", 150, 20, style: #"{"flexShrink": 1}"#) + ","
            + node("C", 50, 30) + "]}"
        assertFrames(spec(root, max: #"[300, "inf"]"#), size: [300, 40], [
            "A": [0, 0, 131.5, 40], "B": [141.5, 0, 99, 20], "C": [250.5, 0, 50, 30],
        ])
    }

    func testGrowFloorsSharesToWholePointsAndGivesRemainderToFirstGrower() {
        // E2
        let root = #"{"type": "stack", "children": ["#
            + node("A", 100, 20, style: #"{"flexGrow": 1}"#) + ","
            + node("B", 50, 20, style: #"{"flexGrow": 2}"#) + ","
            + #"{"type": "node", "id": "C", "style": {"preferredSize": [50, 50]}}]}"#
        assertFrames(spec(root, min: "[301, 50]", max: "[301, 50]"), size: [301, 50], [
            "A": [0, 0, 134, 50], "B": [134, 0, 117, 50], "C": [251, 0, 50, 50],
        ])
    }

    func testVerticalCentredStackUsesContentCrossSizeAndFloorsCentreToPixels() {
        // E3
        let root = #"{"type": "stack", "direction": "vertical", "spacing": 5, "justifyContent": "center","#
            + #""alignItems": "center", "style": {"height": 200}, "children": ["#
            + node("A", 101, 30) + "," + node("B", 50, 41) + "]}"
        assertFrames(spec(root), size: [101, 200], ["A": [0, 62, 101, 30], "B": [25.5, 97, 50, 41]])
        assertFrames(spec(root, scale: 1), size: [101, 200], ["A": [0, 62, 101, 30], "B": [25, 97, 50, 41]])
    }

    func wrapStack(alignContent: String = "start", height: String = "") -> String {
        #"{"type": "stack", "flexWrap": "wrap", "spacing": 10, "lineSpacing": 5, "alignItems": "start","#
            + #""alignContent": "\#(alignContent)", "style": {\#(height)}, "children": ["#
            + node("a", 40, 20) + "," + node("b", 40, 30) + "," + node("c", 40, 20) + "," + node("d", 40, 10) + "]}"
    }

    func testWrapBreaksGreedilyAndRestartsSpacingPerLine() {
        // E4
        assertFrames(spec(wrapStack(), max: #"[100, "inf"]"#), size: [90, 55], [
            "a": [0, 0, 40, 20], "b": [50, 0, 40, 30], "c": [0, 35, 40, 20], "d": [50, 35, 40, 10],
        ])
    }

    func testAlignContentPlacesLinesInTheCrossViolation() {
        // E4 with an exact height of 80: cv = 25.
        let cases: [(String, Double, Double)] = [
            ("stretch", 0, 47.5), ("center", 12.5, 47.5), ("spaceBetween", 0, 60),
            ("spaceAround", 6.5, 54), ("end", 25, 60), ("start", 0, 35),
        ]
        for (alignContent, first, second) in cases {
            let s = spec(wrapStack(alignContent: alignContent, height: #""height": 80"#), max: #"[100, "inf"]"#)
            assertFrames(s, size: [90, 80], [
                "a": [0, first, 40, 20], "b": [50, first, 40, 30], "c": [0, second, 40, 20], "d": [50, second, 40, 10],
            ])
        }
    }

    func testBaselineFirstAlignsAscenders() {
        // E5
        let root = #"{"type": "stack", "alignItems": "baselineFirst", "children": ["#
            + node("A", 50, 20, style: #"{"ascender": 16, "descender": -4}"#) + ","
            + node("B", 50, 40, style: #"{"ascender": 30, "descender": -10}"#) + "]}"
        assertFrames(spec(root), size: [100, 40], ["A": [0, 14, 50, 20], "B": [50, 0, 50, 40]])
    }

    func testBaselineLastAlignsDescenders() {
        // Baselines at height + descender: A 20 - 4 = 16, B 40 - 10 = 30; line 30 + max(4, 10).
        let root = #"{"type": "stack", "alignItems": "baselineLast", "children": ["#
            + node("A", 50, 20, style: #"{"ascender": 16, "descender": -4}"#) + ","
            + node("B", 50, 40, style: #"{"ascender": 30, "descender": -10}"#) + "]}"
        assertFrames(spec(root), size: [100, 40], ["A": [0, 14, 50, 20], "B": [50, 0, 50, 40]])
    }

    func testVerticalStackExportsFirstAscenderAndLastDescender() {
        // The vertical stack's ascender becomes its first child's (8), so in a
        // baselineFirst row it sits 30 - 8 = 22 down.
        let inner = #"{"type": "stack", "direction": "vertical", "id": "col", "style": {"ascender": 99}, "children": ["#
            + node("t", 40, 10, style: #"{"ascender": 8, "descender": -2}"#) + ","
            + node("u", 40, 10, style: #"{"ascender": 7, "descender": -3}"#) + "]}"
        let root = #"{"type": "stack", "alignItems": "baselineFirst", "children": ["#
            + node("big", 50, 40, style: #"{"ascender": 30}"#) + "," + inner + "]}"
        assertFrames(spec(root), ["big": [0, 0, 50, 40], "t": [50, 22, 40, 10], "u": [50, 32, 40, 10]])
    }

    func testStretchBeatsMaxWidth() {
        // E6
        let root = #"{"type": "stack", "direction": "vertical", "children": ["#
            + node("W", 300, 10) + "," + node("M", 100, 10, style: #"{"maxWidth": 200}"#) + "]}"
        assertFrames(spec(root), ["W": [0, 0, 300, 10], "M": [0, 10, 300, 10]])
    }

    func testExplicitCrossSizeInPointsBeatsStretch() {
        let root = #"{"type": "stack", "direction": "vertical", "children": ["#
            + node("W", 300, 10) + "," + node("M", 100, 10, style: #"{"width": 120}"#) + "]}"
        assertFrames(spec(root), ["W": [0, 0, 300, 10], "M": [0, 10, 120, 10]])
    }

    func testPercentCrossSizeNeverBeatsStretch() {
        // §1.5: the stretch helper resolves against an undefined parent.
        let root = #"{"type": "stack", "direction": "vertical", "children": ["#
            + node("W", 300, 10) + "," + node("M", 100, 10, style: #"{"width": "50%"}"#) + "]}"
        assertFrames(spec(root, min: "[300, 0]", max: #"[300, "inf"]"#), ["W": [0, 0, 300, 10], "M": [0, 10, 300, 10]])
    }

    func testSpaceBetweenAndSpaceAroundDivideExactly() {
        // E7
        let items = node("a", 50, 10) + "," + node("b", 50, 10) + "," + node("c", 50, 10)
        let between = #"{"type": "stack", "alignItems": "start", "justifyContent": "spaceBetween", "children": ["# + items + "]}"
        assertFrames(spec(between, min: "[301, 0]", max: #"[301, "inf"]"#), [
            "a": [0, 0, 50, 10], "b": [125.5, 0, 50, 10], "c": [251, 0, 50, 10],
        ])
        let around = #"{"type": "stack", "alignItems": "start", "justifyContent": "spaceAround", "children": ["# + items + "]}"
        assertFrames(spec(around, min: "[305, 0]", max: #"[305, "inf"]"#), [
            "a": [26, 0, 50, 10], "b": [127.5, 0, 50, 10], "c": [229.5, 0, 50, 10],
        ])
    }

    func testJustifyDoesNothingWithoutAMainMinimum() {
        let root = #"{"type": "stack", "justifyContent": "end", "alignItems": "start", "children": ["# + node("a", 50, 10) + "]}"
        assertFrames(spec(root), size: [50, 10], ["a": [0, 0, 50, 10]])
    }

    func testOverflowShiftsCentredAndEndItemsTowardTheStart() {
        let items = node("a", 100, 10) + "," + node("b", 100, 10)
        for (justify, x) in [("center", -25.0), ("end", -50), ("start", 0), ("spaceBetween", 0), ("spaceAround", -25)] {
            let root = #"{"type": "stack", "alignItems": "start", "justifyContent": "\#(justify)", "children": ["# + items + "]}"
            assertFrames(spec(root, min: "[150, 0]", max: #"[150, "inf"]"#), size: [150, 10], ["a": [x, 0, 100, 10], "b": [x + 100, 0, 100, 10]])
        }
    }

    func testOptimizedFlexingChangesResults() {
        // E8
        let items = node("A", 100, 10, style: #"{"flexGrow": 1, "flexShrink": 1}"#) + ","
            + node("B", 50, 10, style: #"{"flexGrow": 1}"#)
        let root = #"{"type": "stack", "alignItems": "start", "children": ["# + items + "]}"
        assertFrames(spec(root, min: "[300, 0]", max: #"[300, "inf"]"#), ["A": [0, 0, 125, 10], "B": [125, 0, 175, 10]])
        assertFrames(spec(root, min: "[300, 0]", max: #"[400, "inf"]"#), ["A": [0, 0, 175, 10], "B": [175, 0, 125, 10]])
    }

    func testSharesLostToFlooringLeaveItemsUngrown() {
        // E9
        let items = (0..<3).map { node("i\($0)", 50, 10, style: #"{"flexGrow": 1}"#) }.joined(separator: ",")
        let root = #"{"type": "stack", "alignItems": "start", "children": ["# + items + "]}"
        assertFrames(spec(root, min: "[152.5, 0]", max: #"[152.5, "inf"]"#), size: [152.5, 10], [
            "i0": [0, 0, 50, 10], "i1": [50, 0, 50, 10], "i2": [100, 0, 50, 10],
        ])
    }

    func testGrowSharesDivideBeforeMultiplying() {
        // v = 90, grow 7 of 10: floor(90 * 0.7) = 62 (not 63); the remaining 1 goes to the first grower.
        let items = node("a", 0, 10, style: #"{"flexGrow": 7}"#) + "," + node("b", 0, 10, style: #"{"flexGrow": 3}"#)
        let root = #"{"type": "stack", "alignItems": "start", "children": ["# + items + "]}"
        assertFrames(spec(root, min: "[90, 0]", max: #"[90, "inf"]"#), ["a": [0, 0, 63, 10], "b": [63, 0, 27, 10]])
    }

    func testSpacingBeforeAndAfterCountInTheSumAndPositions() {
        let items = node("a", 20, 10, style: #"{"spacingBefore": 5, "spacingAfter": 7}"#) + ","
            + node("b", 20, 10, style: #"{"spacingBefore": 3}"#)
        let root = #"{"type": "stack", "spacing": 2, "alignItems": "start", "children": ["# + items + "]}"
        assertFrames(spec(root), size: [57, 10], ["a": [5, 0, 20, 10], "b": [37, 0, 20, 10]])
    }

    func testFlexBasisSetsTheFirstPassMainSize() {
        let root = #"{"type": "stack", "alignItems": "start", "children": [{"type": "node", "id": "a", "style": {"flexBasis": 80, "height": 10}}]}"#
        assertFrames(spec(root), size: [80, 10], ["a": [0, 0, 80, 10]])
    }

    func testAlignmentsOverrideJustifyAndAlignItems() {
        // Horizontal: horizontalAlignment -> justifyContent, verticalAlignment -> alignItems.
        let items = node("a", 50, 10)
        let root = #"{"type": "stack", "horizontalAlignment": "right", "verticalAlignment": "bottom","#
            + #""justifyContent": "start", "alignItems": "start", "style": {"width": 200, "height": 100}, "children": ["# + items + "]}"
        assertFrames(spec(root), size: [200, 100], ["a": [150, 90, 50, 10]])
        // Vertical: horizontalAlignment -> alignItems, verticalAlignment -> justifyContent.
        let vertical = #"{"type": "stack", "direction": "vertical", "horizontalAlignment": "middle", "verticalAlignment": "center","#
            + #""style": {"width": 200, "height": 100}, "children": ["# + items + "]}"
        assertFrames(spec(vertical), size: [200, 100], ["a": [75, 45, 50, 10]])
    }

    func testAlignSelfOverridesAlignItems() {
        let items = node("a", 50, 10, style: #"{"alignSelf": "end"}"#) + "," + node("b", 50, 30)
        let root = #"{"type": "stack", "alignItems": "start", "children": ["# + items + "]}"
        assertFrames(spec(root), ["a": [0, 20, 50, 10], "b": [50, 0, 50, 30]])
    }

    func testEmptyStackTakesItsRangeMinimum() {
        assertFrames(spec(#"{"type": "stack", "style": {"minWidth": 30}}"#, min: "[0, 12]", max: "[100, 100]"), size: [30, 12], [:])
    }

    func testStretchChildIsMeasuredAgainAtTheLineCrossSize() {
        let items = node("tall", 20, 60) + "," + node("short", 20, 10)
        let root = #"{"type": "stack", "children": ["# + items + "]}"
        assertFrames(spec(root), size: [40, 60], ["tall": [0, 0, 20, 60], "short": [20, 0, 20, 60]])
    }

    func testAlignContentStretchGrowsLinesForNonStretchItems() {
        let s = spec(wrapStack(alignContent: "stretch", height: #""height": 80"#), max: #"[100, "inf"]"#)
        // Lines 30 and 20 get 12.5 each: the second line starts at 30 + 12.5 + 5.
        assertFrames(s, ["a": [0, 0, 40, 20], "b": [50, 0, 40, 30], "c": [0, 47.5, 40, 20], "d": [50, 47.5, 40, 10]])
    }

    func testOptimizedChildWithNoFlexNeededIsLaidOutAtZeroSize() {
        // Exact width, content fits exactly: no violation, so the lone grow-and-shrink
        // child is laid out at zero main size (layoutFlexibleChildrenAtZeroSize).
        let items = node("fixed", 100, 10) + "," + node("flex", 40, 10, style: #"{"flexGrow": 1, "flexShrink": 1}"#)
        let root = #"{"type": "stack", "alignItems": "start", "children": ["# + items + "]}"
        assertFrames(spec(root, min: "[100, 0]", max: #"[100, "inf"]"#), ["fixed": [0, 0, 100, 10], "flex": [100, 0, 0, 10]])
    }
}
