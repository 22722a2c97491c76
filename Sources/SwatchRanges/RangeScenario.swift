import SwatchGeometry

/// A range scenario (SPEC "Range scenarios"): a scrolling container full of
/// cells, scrolled step by step.
public struct RangeScenario: Hashable, Sendable {
    public var title: String?
    public var container: ContainerKind
    public var viewport: Size
    public var items: ItemSource
    /// `ASTableNode.inverted`: changes only the drawing (R11).
    public var inverted: Bool
    public var tuning: RangeTuning
    /// Nil: no batch fetching.
    public var batchFetching: BatchFetchingParameters?
    public var scroll: [ScrollEntry]
    /// Nil: no frame model (the output has no `frame` records).
    public var frames: FrameParameters?
    /// A collection's flow layout; nil for a grid of `columns` (and for
    /// tables and pagers).
    public var flowLayout: FlowLayout?

    public init(
        title: String? = nil,
        container: ContainerKind = .table,
        viewport: Size = Size(width: 375, height: 667),
        items: ItemSource,
        inverted: Bool = false,
        tuning: RangeTuning? = nil,
        batchFetching: BatchFetchingParameters? = nil,
        scroll: [ScrollEntry] = [.offset(0, steps: 1)],
        frames: FrameParameters? = nil,
        flowLayout: FlowLayout? = nil
    ) {
        self.title = title
        self.container = container
        self.viewport = viewport
        self.items = items
        self.inverted = inverted
        self.tuning = tuning ?? .defaults(for: container)
        self.batchFetching = batchFetching
        self.scroll = scroll
        self.frames = frames
        self.flowLayout = flowLayout
    }

    /// True when some item, or the batch template, holds a container; the
    /// output then carries `nested` in every record.
    public var hasNestedContainers: Bool { items.hasNestedContainers }

    /// How many records the scroll list makes.
    public var recordCount: Int { scroll.reduce(0) { $0 + $1.recordCount } }

    /// The initial item layout.
    public func initialLayout() -> ItemLayout {
        if let flowLayout {
            return ItemLayout(container: container, flow: flowLayout, viewport: viewport, sizes: items.sizes, sizeRanges: items.sizeRanges)
        }
        return ItemLayout(container: container, viewport: viewport, heights: items.heights)
    }
}
