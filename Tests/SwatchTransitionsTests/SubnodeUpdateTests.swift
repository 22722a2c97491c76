import SwatchTestSupport
import SwatchTransitions
import XCTest

/// T3: insertions and moves applied before the animation, removals after it.
final class SubnodeUpdateTests: XCTestCase {
    func update(_ old: [String], _ new: [String]) -> SubnodeUpdate<String> {
        SubnodeUpdate(old: old, new: new, diff: ArrayDiff(from: old, to: new))
    }

    func testRemovedNodesStayDuringTheAnimationAndLeaveAfterIt() {
        let u = update(["nameField", "buttonNode"], ["ageField", "buttonNode"])
        XCTAssertEqual(u.during, ["ageField", "nameField", "buttonNode"])
        XCTAssertEqual(u.after, ["ageField", "buttonNode"])
    }

    func testAnInsertionGoesInAtItsNewIndexAmongTheNodesStillThere() {
        let u = update(["a", "b", "c"], ["a", "c"])
        XCTAssertEqual(u.during, ["a", "c", "b"])
        XCTAssertEqual(u.after, ["a", "c"])
    }

    func testMovesAreDetachedThenInsertedByDestination() {
        let u = update(["a", "b", "c", "d"], ["a", "c", "b", "d"])
        XCTAssertEqual(u.during, ["a", "c", "b", "d"])
        XCTAssertEqual(u.after, ["a", "c", "b", "d"])
    }

    func testAnInsertionGoesBeforeAMoveToTheSameIndex() {
        // b is inserted at 0 and a moves to 1; the insertion is applied first.
        let u = update(["x", "a"], ["b", "a"])
        XCTAssertEqual(u.during, ["b", "x", "a"])
        XCTAssertEqual(u.after, ["b", "a"])
    }

    /// The surprise of T3: reversing three subnodes re-inserts the middle one
    /// (it kept its index, so it is no move) and then removes it.
    func testReversingThreeSubnodesDropsTheMiddleOne() {
        let u = update(["a", "b", "c"], ["c", "b", "a"])
        XCTAssertEqual(u.during, ["c", "b", "a"])
        XCTAssertEqual(u.after, ["c", "a"])
    }

    func testReversingFourSubnodesMovesThemAll() {
        let u = update(["a", "b", "c", "d"], ["d", "c", "b", "a"])
        XCTAssertEqual(u.during, ["d", "c", "b", "a"])
        XCTAssertEqual(u.after, ["d", "c", "b", "a"])
    }

    /// Insertion indices count the removed nodes still there, so the order
    /// after the removals can differ from the new layout's: `[a, b]` to
    /// `[c, b, d]` inserts `d` at index 2 of `[c, a, b]`, before `b`.
    func testRemovedNodesStillTakeTheirPlaceWhenLaterNodesAreInserted() {
        let u = update(["a", "b"], ["c", "b", "d"])
        XCTAssertEqual(u.during, ["c", "a", "d", "b"])
        XCTAssertEqual(u.after, ["c", "d", "b"])
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
