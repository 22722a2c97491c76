/// What the server keeps about one request between libmicrohttpd's calls.
/// Confined to the event loop serving its connection.
final class RequestState: @unchecked Sendable {
    /// The request target exactly as received.
    let target: String
    /// The connection's record in its loop's table (nil if unknown).
    let record: ConnectionRecord?
    var method: HTTPMethod = .get
    /// Set on the first access-handler call; the response is queued on a later one.
    var started = false
    /// When its head was in (the first access-handler call).
    var receivedAt = ContinuousClock.now
    /// Whether a response was queued (then no further upload is read).
    var responded = false
    var headers = HTTPHeaders()
    var body: [UInt8] = []
    /// Bytes beyond the body limit that were read and thrown away.
    var discarded = 0
    var tooLarge = false
    /// The stream this request's response is sending, if any.
    var stream: ResponseStream?
    /// The answer being worked out on the work pool, if any.
    var pending: PendingAnswer?

    init(target: String, record: ConnectionRecord?) {
        self.target = target
        self.record = record
    }
}
