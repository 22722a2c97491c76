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
    public var rest: [String]

    public init(named: [String: String] = [:], rest: [String] = []) {
        self.named = named
        self.rest = rest
    }

    public subscript(name: String) -> String? { named[name] }
}
