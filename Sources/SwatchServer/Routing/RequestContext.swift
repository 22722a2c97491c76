public import SwatchHTTP

/// What a route handler gets: the request and the values its pattern captured.
public struct RequestContext: Sendable {
    public let request: Request
    public let parameters: RouteParameters

    public init(request: Request, parameters: RouteParameters = RouteParameters()) {
        self.request = request
        self.parameters = parameters
    }
}

/// Values captured by a route pattern, percent-decoded.
public struct RouteParameters: Sendable, Equatable {
    /// `:name` segments by name.
    public var named: [String: String]
    /// The segments matched by a trailing `**` (possibly none).
    public var rest: [String] {
        get { storedRest ?? RouteParameters.segments(of: restPath ?? "") }
        set {
            storedRest = newValue
            restPath = nil
        }
    }
    private var storedRest: [String]?
    /// A plain path (no escapes) whose segments are the rest, split when asked.
    private var restPath: String?

    public init(named: [String: String] = [:], rest: [String] = []) {
        self.named = named
        self.storedRest = rest
    }

    /// The rest is every segment of `path`, a path with nothing to decode
    /// (a trailing slash is not significant).
    init(restOfPath path: String) {
        self.named = [:]
        self.restPath = path
    }

    static func segments(of path: String) -> [String] {
        var segments = path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        if segments.last == "" { segments.removeLast() }
        return segments
    }

    public static func == (a: RouteParameters, b: RouteParameters) -> Bool {
        a.named == b.named && a.rest == b.rest
    }

    public subscript(name: String) -> String? { named[name] }
}
