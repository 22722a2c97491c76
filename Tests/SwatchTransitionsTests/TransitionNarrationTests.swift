import SwatchKit
import SwatchSpec
import XCTest

/// The words under a guide figure, computed from the answer.
final class TransitionNarrationTests: XCTestCase {
    func stories(_ states: [(String, String)], extra: String = "") throws -> [[String]] {
        let list = states.map { name, children in
            #"{"name": "\#(name)", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "direction": "vertical", "children": [\#(children)]}}}"#
        }.joined(separator: ", ")
        let document = try TransitionDecoder.decode(#"{\#(extra)"sizeRange": {"min": [100, 0], "max": [100, "inf"]}, "states": [\#(list)]}"#)
        return TransitionNarration.stories(document, document.run()).map { story in
            story.points.map { phrases in
                phrases.map { $0.style == .code ? "`\($0.text)`" : $0.text }.joined()
            }
        }
    }

    func node(_ id: String, _ height: Int) -> String { #"{"type": "node", "id": "\#(id)", "style": {"height": \#(height)}}"# }

    func testInsertionsMovesAndGrowthAreToldWithTheirDistances() throws {
        let told = try stories([("short", [node("title", 20), node("footer", 10)].joined(separator: ",")),
                                ("long", [node("body", 60), node("title", 20), node("footer", 10)].joined(separator: ","))])
        XCTAssertEqual(told[0], [
            "`body` is inserted and fades in at its final frame.",
            "`title` slides down 60 pt (it is moved: its index goes from 0 to 1).",
            "`footer` slides down 60 pt (it is moved: its index goes from 1 to 2).",
            "`cell` grows from 30 to 90 pt tall.",
        ])
        XCTAssertEqual(told[1][0], "`body` is removed: it fades out where it was and leaves when the animation ends.")
        XCTAssertEqual(told[1].last, "`cell` shrinks from 90 to 30 pt tall.")
    }

    func testAResizedNodeIsSaidToFadeInInsteadOfSliding() throws {
        let told = try stories([("a", node("body", 20)), ("b", node("body", 50))])
        XCTAssertEqual(told[0][0], "`body` changes size (20 → 50 pt tall), so instead of sliding it fades in at its new frame.")
    }

    func testTheReversalsDroppedNodeIsCalledOut() throws {
        let told = try stories([("abc", [node("a", 10), node("b", 10), node("c", 10)].joined(separator: ",")),
                                ("cba", [node("c", 10), node("b", 10), node("a", 10)].joined(separator: ","))])
        XCTAssertTrue(told[0][0].hasPrefix("`b` keeps its index but is not in the longest common subsequence"), told[0][0])
        XCTAssertTrue(told[0][0].contains("Texture drops it"))
    }

    func testAnOrderThatDiffersFromTheLayoutIsCalledOut() throws {
        let told = try stories([("1", [node("a", 10), node("b", 10)].joined(separator: ",")),
                                ("2", [node("c", 10), node("b", 10), node("d", 10)].joined(separator: ","))])
        XCTAssertTrue(told[0].contains(
            "After the removals the subnodes are in the order `[c, d, b]`, not the new layout’s `[c, b, d]`: insertions counted the removed subnodes still in place."),
            "\(told[0])")
    }

    func testWithoutAnimationNothingFades() throws {
        let told = try stories([("a", node("x", 10)), ("b", [node("y", 10), node("x", 10)].joined(separator: ","))],
                               extra: #""transition": {"animated": false}, "#)
        XCTAssertEqual(told[0][0], "Not animated: every subnode takes its new frame at once.")
        XCTAssertEqual(told[0][1], "`y` is inserted.")
        XCTAssertEqual(told[0][2], "`x` jumps down 10 pt (it is moved: its index goes from 0 to 1).")
    }

    func testNothingChanging() throws {
        let told = try stories([("a", node("x", 10)), ("b", node("x", 10))])
        XCTAssertEqual(told[0], ["Nothing changes: the same subnodes at the same frames."])
    }
}
