import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Relative and center.
final class CenterLayoutSpecTests: XCTestCase {
    func center(_ options: String, _ w: Double, _ h: Double) -> String {
        #"{"type": "center", \#(options) "child": {"type": "node", "id": "c", "intrinsicSize": [\#(w), \#(h)]}}"#
    }

    func testCenterFillsABoundedMaxAndCentresTheChild() {
        assertFrames(spec(center(#""centeringOptions": "xy","#, 101, 41)), size: [375, 41], ["c": [137, 0, 101, 41]])
    }

    func testMinimumSizingShrinksToTheChild() {
        assertFrames(spec(center(#""centeringOptions": "xy", "sizingOptions": "minimumX","#, 101, 41)), size: [101, 41], ["c": [0, 0, 101, 41]])
        assertFrames(spec(center(#""centeringOptions": "xy", "sizingOptions": "minimumXY","#, 101, 41), max: "[375, 200]"), size: [101, 41], ["c": [0, 0, 101, 41]])
    }

    func testCentringRoundsToPixelsHalvesAwayFromZero() {
        assertFrames(spec(center(#""centeringOptions": "xy","#, 100, 41), max: "[375, 200]"), size: [375, 200], ["c": [137.5, 79.5, 100, 41]])
        assertFrames(spec(center(#""centeringOptions": "xy","#, 100, 41), max: "[375, 200]", scale: 1), ["c": [138, 80, 100, 41]])
    }

    func testCenteringNoneKeepsTheRangeMinimumForTheChild() {
        // With no centring on x the child's min width is the range's (200), so a plain child fills it.
        let root = #"{"type": "center", "centeringOptions": "y", "child": {"type": "node", "id": "c", "style": {"height": 10}}}"#
        assertFrames(spec(root, min: "[200, 0]", max: "[200, 100]"), size: [200, 100], ["c": [0, 45, 200, 10]])
    }

    func testRelativeEndStart() {
        let root = #"{"type": "relative", "horizontalPosition": "end", "verticalPosition": "start", "child": {"type": "node", "id": "c", "intrinsicSize": [50, 30]}}"#
        assertFrames(spec(root, max: "[200, 100]"), size: [200, 100], ["c": [150, 0, 50, 30]])
    }

    func testRelativeMinimumSizeWithCentre() {
        let root = #"{"type": "relative", "horizontalPosition": "center", "verticalPosition": "end", "sizingOption": "minimumHeight", "child": {"type": "node", "id": "c", "intrinsicSize": [50, 30]}}"#
        assertFrames(spec(root, max: "[200, 100]"), size: [200, 30], ["c": [75, 0, 50, 30]])
    }
}
