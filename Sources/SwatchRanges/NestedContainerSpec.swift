import SwatchGeometry

/// A container inside a cell (R15): a horizontal feed in a vertical list.
/// It is never scrolled and never batch-fetches.
public struct NestedContainerSpec: Hashable, Sendable {
    public var container: ContainerKind
    /// Nil: the cell's frame size in the outer layout.
    public var viewport: Size?
    public var items: ItemSizes
    /// The nested container's tuning, its own defaults where not overridden.
    public var tuning: RangeTuning

    public init(container: ContainerKind = .table, viewport: Size? = nil, items: ItemSizes, tuning: RangeTuning? = nil) {
        self.container = container
        self.viewport = viewport
        self.items = items
        self.tuning = tuning ?? .defaults(for: container)
    }
}
