/// A container's children walked in place on the tape, in order: an
/// array's elements, an object's members (each a key node, then its value).
struct ChildWalk {
    let tape: JSONTape
    var cursor: Int
    var remaining: Int

    /// `parent`'s children when it is a container of `type`, none otherwise.
    init(_ tape: JSONTape, parent: Int, type: JSONTape.NodeType) {
        let node = tape.nodes[parent]
        self.tape = tape
        cursor = parent + 1
        remaining = node.type == type ? Int(node.count) : 0
    }

    /// The next child's first node, whose value is `offset` nodes after it
    /// (0 for an element, 1 for a member's key); the walk goes on after
    /// that value.
    mutating func next(valueAt offset: Int) -> Int? {
        guard remaining > 0 else { return nil }
        let child = cursor
        cursor = Int(tape.nodes[child + offset].end)
        remaining -= 1
        return child
    }
}
