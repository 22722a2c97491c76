/// One HTTP request as the responder sees it: a value, safe to pass between threads.
public struct Request: Sendable {
    public var method: HTTPMethod
    /// The request target exactly as sent: path and query, still percent-encoded.
    public var target: String
    /// The path part of `target`, still percent-encoded (so `%2F` and `/` differ).
    public var path: String
    /// The query part of `target`, decoded.
    public var query: QueryItems
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The peer's IP address as text (`127.0.0.1`, `::1`), or "" when unknown.
    public var remoteAddress: String
    /// Whether the client has hung up (closed its side of the connection),
    /// so its answer is no longer wanted: long work may ask it now and then
    /// and stop. The server sets it for requests answered on its work
    /// threads; otherwise it is always false.
    public var clientHasGone: @Sendable () -> Bool = { false }
    /// When the server had the request's head (nil for a request made in
    /// process): what the log counts an answer's time from, so that it
    /// includes the wait for a work thread.
    public var receivedAt: ContinuousClock.Instant?

    public init(
        method: HTTPMethod, target: String, headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [], remoteAddress: String = ""
    ) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        let origin = Request.originForm(target)
        if let mark = origin.utf8.firstIndex(of: UInt8(ascii: "?")) {
            path = String(origin[..<mark])
            query = QueryItems(parsing: origin[origin.index(after: mark)...])
        } else {
            path = String(origin)
            query = QueryItems()
        }
    }

    /// The path split at `/` and each segment percent-decoded; nil when an
    /// escape is malformed or decodes to bytes that are not UTF-8. A decoded
    /// segment may contain `/` (sent as `%2F`): callers mapping segments to
    /// files must refuse it. `/a/b/` gives `["a", "b", ""]`; `/` gives `[""]`.
    public var pathSegments: [String]? {
        var segments: [String] = []
        var rest = Substring(path)
        if rest.first == "/" { rest = rest.dropFirst() }
        // Most paths have nothing to decode: split them as they are.
        if !rest.utf8.contains(UInt8(ascii: "%")) {
            for raw in rest.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                segments.append(String(Substring(raw)))
            }
            return segments
        }
        for raw in rest.split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = PercentDecoding.decode(raw) else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// The path-and-query of a target: itself, or for the absolute form
    /// (`http://host/path?q`, which servers must accept) what follows the authority.
    static func originForm(_ target: String) -> Substring {
        let text = Substring(target)
        guard let first = text.utf8.first, first != UInt8(ascii: "/"),
            let scheme = text.firstRange(of: "://"),
            text[..<scheme.lowerBound].lowercased() == "http" || text[..<scheme.lowerBound].lowercased() == "https"
        else { return text }
        let authorityEnd = text[scheme.upperBound...].firstIndex { $0 == "/" || $0 == "?" } ?? text.endIndex
        let rest = text[authorityEnd...]
        return rest.first == "/" ? rest : "/" + rest
    }

    /// The body as UTF-8 text, or nil when it is not valid UTF-8.
    public var bodyText: String? { String(validating: body, as: UTF8.self) }
}
