import SwatchGeometry

/// One child of a stack as the passes read it (Texture's
/// `ASStackLayoutSpecItem`): its element, what its style says to the stack,
/// and its current layout size. Items of a stack sit side by side in the
/// pass's `StackArena`, so the many passes over a long list of children read
/// one compact run of memory.
struct StackItem {
    var child: Int32
    var alignment: AlignItems
    var flexGrow: Double
    var flexShrink: Double
    var spacingBefore: Double
    var spacingAfter: Double
    var flexBasis: Dimension
    /// The child's latest layout size.
    var size: Size

    @inline(__always)
    var isFlexibleInBothDirections: Bool { flexGrow > 0 && flexShrink > 0 }

    @inline(__always)
    var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }
}

/// Room for the items of every stack being laid out at once. The stacks on
/// the current path from the root hold disjoint sets of children, so as many
/// items as the tree has elements always suffice: the buffer never grows, and
/// memory is only touched as deep as the widest path needs.
struct StackArena {
    let items: UnsafeMutablePointer<StackItem>
    let capacity: Int
    var top = 0

    init(capacity: Int) {
        self.capacity = capacity
        items = .allocate(capacity: Swift.max(capacity, 1))
    }

    func deallocate() {
        items.deallocate()
    }
}
