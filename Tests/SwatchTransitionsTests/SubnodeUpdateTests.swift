import SwatchTestSupport
import SwatchTransitions
import XCTest

/// T3: insertions and moves applied before the animation, removals after it.
final class SubnodeUpdateTests: XCTestCase {
    /// Updating the subnodes `old` to `new` shows `during` while the
    /// animation runs and `after` once it ends.
    func assertUpdate(
        _ old: [String], _ new: [String], during: [String], after: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let u = SubnodeUpdate(old: old, new: new, diff: ArrayDiff(from: old, to: new))
        XCTAssertEqual(u.during, during, "during", file: file, line: line)
        XCTAssertEqual(u.after, after, "after", file: file, line: line)
    }

    func testRemovedNodesStayDuringTheAnimationAndLeaveAfterIt() {
        assertUpdate(["nameField", "buttonNode"], ["ageField", "buttonNode"], during: ["ageField", "nameField", "buttonNode"], after: ["ageField", "buttonNode"])
    }

    func testAnInsertionGoesInAtItsNewIndexAmongTheNodesStillThere() {
        assertUpdate(["a", "b", "c"], ["a", "c"], during: ["a", "c", "b"], after: ["a", "c"])
    }

    func testMovesAreDetachedThenInsertedByDestination() {
        assertUpdate(["a", "b", "c", "d"], ["a", "c", "b", "d"], during: ["a", "c", "b", "d"], after: ["a", "c", "b", "d"])
    }

    func testAnInsertionGoesBeforeAMoveToTheSameIndex() {
        // b is inserted at 0 and a moves to 1; the insertion is applied first.
        assertUpdate(["x", "a"], ["b", "a"], during: ["b", "x", "a"], after: ["b", "a"])
    }

    /// The surprise of T3: reversing three subnodes re-inserts the middle one
    /// (it kept its index, so it is no move) and then removes it.
    func testReversingThreeSubnodesDropsTheMiddleOne() {
        assertUpdate(["a", "b", "c"], ["c", "b", "a"], during: ["c", "b", "a"], after: ["c", "a"])
    }

    func testReversingFourSubnodesMovesThemAll() {
        assertUpdate(["a", "b", "c", "d"], ["d", "c", "b", "a"], during: ["d", "c", "b", "a"], after: ["d", "c", "b", "a"])
    }

    /// Insertion indices count the removed nodes still there, so the order
    /// after the removals can differ from the new layout's: `[a, b]` to
    /// `[c, b, d]` inserts `d` at index 2 of `[c, a, b]`, before `b`.
    func testRemovedNodesStillTakeTheirPlaceWhenLaterNodesAreInserted() {
        assertUpdate(["a", "b"], ["c", "b", "d"], during: ["c", "a", "d", "b"], after: ["c", "d", "b"])
    }

    /// Over many random pairs of distinct subnode lists: `during` holds every
    /// old node and every inserted one exactly once, `after` is `during`
    /// without the removed nodes, and holds the new nodes but those both
    /// inserted and removed.
    func testRandomUpdatesKeepEveryNodeOnceAndRemoveOnlyTheRemoved() {
        var random = RepeatableRandomNumberGenerator(seed: 3)
        for _ in 0..<3_000 {
            var pool = Array(0..<12)
            pool.shuffle(using: &random)
            let old = Array(pool.prefix(Int.random(in: 0...8, using: &random)))
            pool.shuffle(using: &random)
            let new = Array(pool.prefix(Int.random(in: 0...8, using: &random)))
            let diff = ArrayDiff(from: old, to: new)
            let u = SubnodeUpdate(old: old, new: new, diff: diff)
            let inserted = Set(diff.insertions.map { new[$0] })
            let removed = Set(diff.deletions.map { old[$0] })
            XCTAssertEqual(u.during.count, Set(u.during).count, "\(old) -> \(new)")
            XCTAssertEqual(Set(u.during), Set(old).union(inserted), "\(old) -> \(new)")
            XCTAssertEqual(u.after, u.during.filter { !removed.contains($0) }, "\(old) -> \(new)")
            XCTAssertEqual(Set(u.after), Set(new.filter { !(inserted.contains($0) && removed.contains($0)) }), "\(old) -> \(new)")
        }
    }
}
