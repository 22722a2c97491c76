// ASLayoutTransition.mm `applySubnodeInsertionsAndMoves` (run before the
// animation) and `applySubnodeRemovals` (run when it completes), over
// ASDisplayNode.mm's `insertSubnode:atIndex:` and `_removeFromSupernodeIfEqualTo:`
// (reference/transitions.md T3).

/// A transitioning node's subnodes while its diff is applied: `during` once
/// the insertions and moves are done (removed subnodes still there, as the
/// animation runs), `after` once the removals that follow the animation are
/// done.
public struct SubnodeUpdate<Node: Hashable>: Hashable {
    public var during: [Node]
    public var after: [Node]

    /// Applies `diff` (of `old` against `new`) to the subnodes `old`.
    public init(old: [Node], new: [Node], diff: ArrayDiff) {
        var subnodes = old
        // Moved nodes leave first...
        for move in diff.moves {
            if let index = subnodes.firstIndex(of: old[move.from]) { subnodes.remove(at: index) }
        }
        // ...then insertions and moves go in by ascending index, an insertion
        // first when their indices are equal.
        var i = 0, j = 0
        while i < diff.insertions.count && j < diff.moves.count {
            let p = diff.insertions[i], q = diff.moves[j].to
            if p < q {
                SubnodeUpdate.insert(new[p], at: p, into: &subnodes)
                i += 1
            } else {
                SubnodeUpdate.insert(old[diff.moves[j].from], at: q, into: &subnodes)
                j += 1
            }
        }
        for p in diff.insertions[i...] { SubnodeUpdate.insert(new[p], at: p, into: &subnodes) }
        for move in diff.moves[j...] { SubnodeUpdate.insert(old[move.from], at: move.to, into: &subnodes) }
        during = subnodes

        // Removed nodes leave once the animation completes, wherever they are.
        for index in diff.deletions {
            if let at = subnodes.firstIndex(of: old[index]) { subnodes.remove(at: at) }
        }
        after = subnodes
    }

    /// `insertSubnode:atIndex:`: an index past the end inserts nothing; a
    /// node that is already a subnode is taken out first (so it appears
    /// once), unless the index would then be past the end.
    static func insert(_ node: Node, at index: Int, into subnodes: inout [Node]) {
        guard index >= 0, index <= subnodes.count else { return }
        if let existing = subnodes.firstIndex(of: node) {
            guard index < subnodes.count else { return }
            subnodes.remove(at: existing)
        }
        subnodes.insert(node, at: index)
    }
}
