/// `ASBatchContext`: whether a batch fetch is in flight.
public struct BatchContext: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case completed
        case fetching
        case cancelled
    }

    public private(set) var state: State = .completed

    public init() {}

    /// `-isFetching`.
    public var isFetching: Bool { state == .fetching }

    /// `-beginBatchFetching`, before `willBeginBatchFetchWithContext:`.
    public mutating func beginBatchFetching() { state = .fetching }

    /// `-completeBatchFetching:`: YES returns to completed, NO stays fetching.
    public mutating func completeBatchFetching(_ didComplete: Bool) {
        if didComplete { state = .completed }
    }

    /// `-cancelBatchFetching`: permits a new fetch.
    public mutating func cancelBatchFetching() { state = .cancelled }
}
