import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Ratio.
final class RatioLayoutSpecTests: XCTestCase {
    func ratio(_ r: String) -> String {
        #"{"type": "ratio", "ratio": \#(r), "child": {"type": "node", "id": "c"}}"#
    }

    func testWidthBasedCandidate() {
        assertFrames(spec(ratio("0.5"), max: #"[300, "inf"]"#), size: [300, 150], ["c": [0, 0, 300, 150]])
    }

    func testClosestCandidateWins() {
        assertFrames(spec(ratio("1"), max: "[200, 100]"), size: [100, 100], ["c": [0, 0, 100, 100]])
    }

    func testHeightIsFlooredToPixels() {
        assertFrames(spec(ratio("0.333333"), max: #"[100, "inf"]"#), size: [100, 33], ["c": [0, 0, 100, 33]])
    }

    func testNoBoundedMaxPassesTheRangeThrough() {
        let root = #"{"type": "ratio", "ratio": 2, "child": {"type": "node", "id": "c", "intrinsicSize": [30, 10]}}"#
        assertFrames(spec(root, max: #"["inf", "inf"]"#), size: [30, 10], ["c": [0, 0, 30, 10]])
    }
}
