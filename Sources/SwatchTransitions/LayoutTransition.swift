import SwatchGeometry

// ASDisplayNode+Layout.mm `transitionLayoutWithAnimation:` for a node with
// `automaticallyManagesSubnodes`: the subnode diff (T2), its application
// (T3) and the default `animateLayoutTransition:` (T4) of
// reference/transitions.md.

/// One subnode of a layout: its identity and its frame in the transitioning
/// node's coordinates.
public struct SubnodeFrame: Hashable, Sendable {
    public var id: String
    public var frame: Rect

    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }
}

/// One call of `transitionLayoutWithAnimation:` from one layout of a node to
/// the next: which subnodes are inserted, removed and moved, the subnode
/// lists before, during and after, and what the default animation does.
public struct LayoutTransition: Hashable, Sendable {
    /// The transitioning node's size in the old and the new layout.
    public var fromSize: Size
    public var toSize: Size
    public var timing: TransitionTiming
    /// The subnodes in the old layout, and in the new one, in subnode order.
    public var old: [SubnodeFrame]
    public var new: [SubnodeFrame]

    /// The diff of `old` against `new` by id (T2).
    public var diff: ArrayDiff
    /// Subnode ids: as laid out before, once insertions and moves are
    /// applied, once removals are done (T3).
    public var before: [String]
    public var during: [String]
    public var after: [String]
    /// The diff's elements: `inserted` by ascending new index, `removed` by
    /// ascending old index, `moved` as the diff reports moves.
    public var inserted: [String]
    public var removed: [String]
    public var moved: [String]
    /// What the default animation does (T4); all empty when not animated.
    public var fadeIn: [String]
    public var fadeOut: [String]
    public var frameAnimated: [String]

    public init(from old: [SubnodeFrame], fromSize: Size, to new: [SubnodeFrame], toSize: Size, timing: TransitionTiming) {
        self.old = old
        self.new = new
        self.fromSize = fromSize
        self.toSize = toSize
        self.timing = timing
        let oldIDs = old.map { $0.id }
        let newIDs = new.map { $0.id }
        let diff = ArrayDiff(from: oldIDs, to: newIDs)
        let update = SubnodeUpdate(old: oldIDs, new: newIDs, diff: diff)
        self.diff = diff
        before = oldIDs
        during = update.during
        after = update.after
        inserted = diff.insertions.map { newIDs[$0] }
        removed = diff.deletions.map { oldIDs[$0] }
        moved = diff.moves.map { oldIDs[$0.from] }

        fadeIn = []
        fadeOut = []
        frameAnimated = []
        guard timing.animated else { return }
        // Every subnode of the new layout that was not inserted is compared
        // with its old frame: a new size fades it in at its final frame, a
        // new origin animates its frame. It may do both.
        let insertedSet = Set(inserted)
        var oldFrames: [String: Rect] = [:]
        for subnode in old { oldFrames[subnode.id] = subnode.frame }
        fadeIn = inserted
        for subnode in new where !insertedSet.contains(subnode.id) {
            guard let from = oldFrames[subnode.id] else { continue }
            if from.size != subnode.frame.size { fadeIn.append(subnode.id) }
            if from.origin != subnode.frame.origin { frameAnimated.append(subnode.id) }
        }
        fadeOut = removed
    }

    /// True when the transitioning node's own size changes (its bounds animate).
    public var isResized: Bool { fromSize != toSize }

    /// Seconds from the call to the end of the animation (0 when not animated).
    public var length: Double { timing.animated ? timing.delay + timing.duration : 0 }
}
