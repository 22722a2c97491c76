import SwatchTestSupport
import SwatchTransitions
import XCTest

/// T2: the diff as `NSArray+Diffing` computes it, including every
/// expectation of Texture's `ArrayDiffingTests` (its arrays of distinct
/// strings; the random rebuild check runs on distinct elements too).
final class ArrayDiffTests: XCTestCase {
    typealias Move = ArrayDiff.Move

    // MARK: Texture's testDiffingCommonIndexes

    func testCommonIndexesMatchTexturesExpectations() {
        let cases: [([String], [String], [Int])] = [
            (["bob", "alice", "dave"], ["bob", "alice", "dave", "gary"], [0, 1, 2]),
            (["bob", "alice", "dave"], ["bob", "gary", "dave"], [0, 2]),
            (["bob", "alice"], ["gary", "dave"], []),
            (["bob", "alice", "dave"], [], []),
            ([], ["bob", "alice", "dave"], []),
        ]
        for (old, new, expected) in cases {
            XCTAssertEqual(ArrayDiff.commonIndexes(old, new), expected, "\(old) -> \(new)")
        }
    }

    // MARK: Texture's testDiffingInsertionsAndDeletions (no move detection)

    func testInsertionsAndDeletionsWithoutMovesMatchTexturesExpectations() {
        let cases: [([String], [String], insertions: [Int], deletions: [Int])] = [
            (["bob", "alice", "dave"], ["bob", "alice", "dave", "gary"], [3], []),
            (["a", "b", "c", "d"], ["d", "c", "b", "a"], [1, 2, 3], [0, 1, 2]),
            (["bob", "alice", "dave"], ["bob", "gary", "alice", "dave"], [1], []),
            (["bob", "alice", "dave"], ["bob", "alice"], [], [2]),
            (["bob", "alice", "dave"], [], [], [0, 1, 2]),
            (["bob", "alice", "dave"], ["gary", "alice", "dave", "jack"], [0, 3], [0]),
            (["bob", "alice", "dave", "judy", "lynda", "tony"], ["gary", "bob", "suzy", "tony"], [0, 2], [1, 2, 3, 4]),
            (["bob", "alice", "dave", "judy"], ["judy", "dave", "alice", "bob"], [1, 2, 3], [0, 1, 2]),
        ]
        for (n, c) in cases.enumerated() {
            let diff = ArrayDiff(from: c.0, to: c.1, detectingMoves: false)
            XCTAssertEqual(diff.insertions, c.insertions, "case \(n)")
            XCTAssertEqual(diff.deletions, c.deletions, "case \(n)")
            XCTAssertEqual(diff.moves, [], "case \(n)")
        }
    }

    // MARK: Texture's testDiffingInsertsDeletesAndMoves

    func testInsertionsDeletionsAndMovesMatchTexturesExpectations() {
        let cases: [([String], [String], insertions: [Int], deletions: [Int], moves: [Move])] = [
            (["a", "b"], ["b", "a"], [], [], [Move(from: 1, to: 0), Move(from: 0, to: 1)]),
            (["bob", "alice", "dave"], ["bob", "alice", "dave", "gary"], [3], [], []),
            (["a", "b", "c", "d"], ["d", "c", "b", "a"], [], [],
             [Move(from: 3, to: 0), Move(from: 2, to: 1), Move(from: 1, to: 2), Move(from: 0, to: 3)]),
            (["bob", "alice", "dave"], ["bob", "gary", "dave", "alice"], [1], [], [Move(from: 1, to: 3)]),
            (["bob", "alice", "dave"], ["bob", "alice"], [], [2], []),
            (["bob", "alice", "dave"], [], [], [0, 1, 2], []),
            (["bob", "alice", "dave"], ["gary", "alice", "dave", "jack"], [0, 3], [0], []),
            (["bob", "alice", "dave", "judy", "lynda", "tony"], ["gary", "bob", "suzy", "tony"], [0, 2], [1, 2, 3, 4],
             [Move(from: 0, to: 1), Move(from: 5, to: 3)]),
            (["bob", "alice", "dave", "judy"], ["judy", "dave", "alice", "bob"], [], [],
             [Move(from: 3, to: 0), Move(from: 2, to: 1), Move(from: 1, to: 2), Move(from: 0, to: 3)]),
        ]
        for (n, c) in cases.enumerated() {
            let diff = ArrayDiff(from: c.0, to: c.1)
            XCTAssertEqual(diff.insertions, c.insertions, "case \(n)")
            XCTAssertEqual(diff.deletions, c.deletions, "case \(n)")
            XCTAssertEqual(diff.moves, c.moves, "case \(n)")
        }
    }

    // MARK: Texture's testArrayDiffingRebuildingWithRandomElements

    /// Rebuilding the new array from the diff as Texture's test does (each
    /// new index is an insertion, a move's destination, or the old element
    /// at that index) gives the new array back, for distinct elements.
    func testRebuildingFromTheDiffGivesTheNewArray() {
        var random = RepeatableRandomNumberGenerator(seed: 14)
        for _ in 0..<2_000 {
            var pool = Array(0..<25)
            pool.shuffle(using: &random)
            let old = Array(pool.prefix(Int.random(in: 0..<10, using: &random)))
            pool.shuffle(using: &random)
            let new = Array(pool.prefix(Int.random(in: 0..<10, using: &random)))
            let diff = ArrayDiff(from: old, to: new)
            var rebuilt: [Int] = []
            var i = 0, j = 0
            for index in new.indices {
                if i < diff.insertions.count && diff.insertions[i] == index {
                    rebuilt.append(new[index])
                    i += 1
                } else if j < diff.moves.count && diff.moves[j].to == index {
                    rebuilt.append(old[diff.moves[j].from])
                    j += 1
                } else {
                    rebuilt.append(old[index])
                }
            }
            XCTAssertEqual(rebuilt, new, "\(old) -> \(new): \(diff)")
        }
    }

    // MARK: The rules themselves

    /// A tie in the length table steps back in the new array, so of two
    /// equally long common subsequences the one using later old elements wins.
    func testATieKeepsTheLaterOldElementInTheCommonSubsequence() {
        XCTAssertEqual(ArrayDiff.commonIndexes(["a", "b"], ["b", "a"]), [1])
        XCTAssertEqual(ArrayDiff.commonIndexes(["a", "b", "c"], ["c", "b", "a"]), [2])
    }

    /// An element whose index merely shifts is a move even though it is in
    /// the common subsequence.
    func testAShiftedCommonElementIsReportedAsAMove() {
        let diff = ArrayDiff(from: ["a", "c"], to: ["a", "b", "c"])
        XCTAssertEqual(diff.insertions, [1])
        XCTAssertEqual(diff.deletions, [])
        XCTAssertEqual(diff.moves, [Move(from: 1, to: 2)])
    }

    /// An element outside the common subsequence that keeps its index is no
    /// move: it is inserted and deleted.
    func testAnElementKeepingItsIndexOutsideTheSubsequenceIsInsertedAndDeleted() {
        let diff = ArrayDiff(from: ["a", "b", "c"], to: ["c", "b", "a"])
        XCTAssertEqual(diff.insertions, [1])
        XCTAssertEqual(diff.deletions, [1])
        XCTAssertEqual(diff.moves, [Move(from: 2, to: 0), Move(from: 0, to: 2)])
    }

    func testIdenticalArraysHaveNoDifference() {
        let diff = ArrayDiff(from: ["a", "b", "c"], to: ["a", "b", "c"])
        XCTAssertEqual(diff, ArrayDiff(insertions: [], deletions: [], moves: []))
    }

    func testFromNothingEverythingIsInserted() {
        let diff = ArrayDiff(from: [String](), to: ["a", "b"])
        XCTAssertEqual(diff, ArrayDiff(insertions: [0, 1], deletions: [], moves: []))
    }
}
