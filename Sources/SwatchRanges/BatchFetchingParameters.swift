/// A scenario's batch fetching (R10): when to fetch and what a fetch does.
public struct BatchFetchingParameters: Hashable, Sendable {
    /// `leadingScreensForBatching`.
    public var leadingScreens: Double
    /// Items one fetch appends.
    public var batchSize: Int
    /// The app declines once the item count reaches this.
    public var limit: Int?
    /// Records from `willBeginBatchFetch` to `completeBatchFetching` (>= 1).
    public var latency: Int

    public init(leadingScreens: Double = 2, batchSize: Int = 20, limit: Int? = nil, latency: Int = 1) {
        self.leadingScreens = leadingScreens
        self.batchSize = batchSize
        self.limit = limit
        self.latency = latency
    }
}
