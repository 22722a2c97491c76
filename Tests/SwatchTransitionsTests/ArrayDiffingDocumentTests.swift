import SwatchSpec
import SwatchTransitions
import XCTest

/// Texture's `testDiffingInsertsDeletesAndMoves` written as transition
/// documents (each array a state's subnodes, in a vertical stack), through
/// the decoder and the whole transition: the answer's inserted, removed and
/// moved subnodes are the nodes at Texture's expected indices. (Its other
/// tests diff without moves, or arrays with repeated elements, which a
/// transition never does; `ArrayDiffTests` checks those on the diff itself.)
final class ArrayDiffingDocumentTests: XCTestCase {
    static let cases: [(old: [String], new: [String], insertions: [Int], deletions: [Int], moves: [(Int, Int)])] = [
        (["a", "b"], ["b", "a"], [], [], [(1, 0), (0, 1)]),
        (["bob", "alice", "dave"], ["bob", "alice", "dave", "gary"], [3], [], []),
        (["a", "b", "c", "d"], ["d", "c", "b", "a"], [], [], [(3, 0), (2, 1), (1, 2), (0, 3)]),
        (["bob", "alice", "dave"], ["bob", "gary", "dave", "alice"], [1], [], [(1, 3)]),
        (["bob", "alice", "dave"], ["bob", "alice"], [], [2], []),
        (["bob", "alice", "dave"], [], [], [0, 1, 2], []),
        (["bob", "alice", "dave"], ["gary", "alice", "dave", "jack"], [0, 3], [0], []),
        (["bob", "alice", "dave", "judy", "lynda", "tony"], ["gary", "bob", "suzy", "tony"], [0, 2], [1, 2, 3, 4], [(0, 1), (5, 3)]),
        (["bob", "alice", "dave", "judy"], ["judy", "dave", "alice", "bob"], [], [], [(3, 0), (2, 1), (1, 2), (0, 3)]),
    ]

    static func state(_ name: String, _ ids: [String]) -> String {
        let children = ids.map { #"{"type": "node", "id": "\#($0)", "style": {"height": 10}}"# }.joined(separator: ", ")
        return #"{"name": "\#(name)", "root": {"type": "node", "id": "list", "layout": {"type": "stack", "direction": "vertical", "children": [\#(children)]}}}"#
    }

    func testTexturesExpectationsHoldForWholeTransitions() throws {
        for (n, c) in Self.cases.enumerated() {
            let document = try TransitionDecoder.decode(#"{"states": [\#(Self.state("old", c.old)), \#(Self.state("new", c.new))]}"#)
            let transition = document.run().transitions[0]
            XCTAssertEqual(transition.before, c.old, "case \(n)")
            XCTAssertEqual(transition.inserted, c.insertions.map { c.new[$0] }, "case \(n)")
            XCTAssertEqual(transition.removed, c.deletions.map { c.old[$0] }, "case \(n)")
            XCTAssertEqual(transition.moved, c.moves.map { c.old[$0.0] }, "case \(n)")
            XCTAssertEqual(transition.diff.moves, c.moves.map { ArrayDiff.Move(from: $0.0, to: $0.1) }, "case \(n)")
        }
    }
}
