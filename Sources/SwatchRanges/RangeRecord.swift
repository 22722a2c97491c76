import SwatchGeometry

/// What a record says about batch fetching.
public enum BatchEvent: Hashable, Sendable {
    /// `willBeginBatchFetchWithContext:` was called in this record.
    case willBeginBatchFetch
    /// The fetch begun `latency` records earlier completed and appended
    /// `inserted` items.
    case completeBatchFetching(inserted: Int)

    public var name: String {
        switch self {
        case .willBeginBatchFetch: "willBeginBatchFetch"
        case .completeBatchFetching: "completeBatchFetching"
        }
    }
}

/// A nested container's part of a record (R15).
public struct NestedRecord: Hashable, Sendable {
    /// The outer item holding the container.
    public var item: Int
    public var mode: RangeMode?
    public var states: StateLists
    public var events: [InterfaceEvent]
}

/// One record of a run (R14): one range update, or a no-op.
public struct RangeRecord: Hashable, Sendable {
    public var step: Int
    /// The content offset `[x, y]`.
    public var offset: Point
    /// The raw direction (none when the offset did not move).
    public var direction: ScrollDirection
    public var mode: RangeMode?
    public var rects: RangeRects
    public var states: StateLists
    public var events: [InterfaceEvent]
    public var batch: BatchEvent?
    /// Records of nested containers, ascending by outer item.
    public var nested: [NestedRecord]

    /// Whether the record ran a range update.
    public var ranUpdate: Bool
    /// Whether the container was visible (in a window) after the record.
    public var containerVisible: Bool
    /// The item count after the record's insert, if any.
    public var itemCount: Int
    /// Whether the record was a memory warning.
    public var memoryWarning: Bool
    /// The remembered direction the range rects were built with.
    public var rangeDirection: ScrollDirection
}

/// The whole simulation of a scenario.
public struct RangeRun: Sendable {
    /// The content size before any batch insert.
    public var contentSize: Size
    public var records: [RangeRecord]
    /// Whether records carry `nested` (the scenario has nested containers).
    public var hasNestedContainers: Bool
    /// The item layout after every insert (the first `itemCount` items of a
    /// record are laid out as here).
    public var finalLayout: ItemLayout
    /// The frame model of the records, when the scenario has `frames`.
    public var frames: FrameTimeline?
}
