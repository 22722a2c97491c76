import SwatchGeometry

/// One item of a scenario: its size (a page ignores it) and, optionally, a
/// container it holds.
public struct ItemSpec: Hashable, Sendable {
    public var id: String?
    public var size: Size
    public var nested: NestedContainerSpec?
    /// The size range the cell was measured in, where a flow layout decided it.
    public var sizeRange: SizeRange?

    public init(id: String? = nil, size: Size, nested: NestedContainerSpec? = nil, sizeRange: SizeRange? = nil) {
        self.id = id
        self.size = size
        self.nested = nested
        self.sizeRange = sizeRange
    }
}

/// A scenario's items: `count` copies of one item, or a list. Items a batch
/// fetch appends copy the template or the list's last entry.
public typealias ItemSource = Items<ItemSpec>

extension Items where Item == ItemSpec {
    /// Every initial item's height.
    public var heights: [Double] { map { $0.size.height } }

    /// Every initial item's size.
    public var sizes: [Size] { map { $0.size } }

    /// Every initial item's size range (items without one: their exact size).
    public var sizeRanges: [SizeRange] { map { $0.sizeRange ?? SizeRange(exactly: $0.size) } }

    /// True when any item, or the template, holds a container.
    public var hasNestedContainers: Bool {
        switch self {
        case .uniform(_, let item): item.nested != nil
        case .list(let items): items.contains { $0.nested != nil }
        }
    }
}
