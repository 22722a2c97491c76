import SwatchTestSupport
import XCTest

/// reference/layout.md §5 Corner.
final class CornerLayoutSpecTests: XCTestCase {
    func corner(wraps: Bool) -> String {
        #"""
        {"type": "corner", "location": "topRight", "offset": [-5, 5], "wrapsCorner": \#(wraps),
         "child": {"type": "node", "id": "base", "intrinsicSize": [100, 100]},
         "corner": {"type": "node", "id": "badge", "intrinsicSize": [20, 20]}}
        """#
    }

    func testCornerMayStickOutWithoutWrapping() throws {
        assertFrames(spec(corner(wraps: false)), size: [100, 100], ["base": [0, 0, 100, 100], "badge": [85, -5, 20, 20]])
        XCTAssertEqual(try layOut(spec(corner(wraps: false))).order, ["base", "badge"])
    }

    func testWrapsCornerGrowsAndShifts() {
        assertFrames(spec(corner(wraps: true)), size: [105, 105], ["base": [0, 5, 100, 100], "badge": [85, 0, 20, 20]])
    }

    func testEveryLocation() {
        let expected: [(String, [Double])] = [
            ("topLeft", [-10, -10, 20, 20]), ("topRight", [90, -10, 20, 20]),
            ("bottomLeft", [-10, 90, 20, 20]), ("bottomRight", [90, 90, 20, 20]),
        ]
        for (location, frame) in expected {
            let root = #"{"type": "corner", "location": "\#(location)", "child": {"type": "node", "id": "b", "intrinsicSize": [100, 100]}, "corner": {"type": "node", "id": "k", "intrinsicSize": [20, 20]}}"#
            assertFrames(spec(root), size: [100, 100], ["b": [0, 0, 100, 100], "k": frame])
        }
    }
}
