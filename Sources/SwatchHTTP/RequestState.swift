/// What the server keeps about one request between libmicrohttpd's calls.
/// Confined to the thread serving its connection.
final class RequestState: @unchecked Sendable {
    /// The request target exactly as received.
    let target: String
    var method: HTTPMethod = .get
    /// Set on the first access-handler call; the response is queued on a later one.
    var started = false
    /// Whether a response was queued (then no further upload is read).
    var responded = false
    var body: [UInt8] = []
    /// Bytes beyond the body limit that were read and thrown away.
    var discarded = 0
    var tooLarge = false
    /// The stream this request's response is sending, if any.
    var stream: ResponseStream?

    init(target: String) { self.target = target }
}
