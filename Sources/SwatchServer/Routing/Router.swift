public import SwatchHTTP

/// Routes requests by method and path pattern to handlers.
///
/// - An unknown path is 404; a known path with a method none of its routes
///   takes is 405 with `Allow`; `HEAD` is answered wherever `GET` is (the
///   server sends the headers only).
/// - A path with a malformed percent escape or a NUL is 400.
/// - Each route says where its handler runs (`RouteWork`): on a work
///   thread (the default, for anything that parses, lays out, renders or
///   touches files) or on the event loop (quick answers from memory), so
///   that a slow request never holds up a cached page.
/// - Errors thrown by handlers become responses: an `HTTPResponseError`
///   gives its status; anything else is a 500 (its text is not shown).
///   They are HTML, or JSON for routes (and unknown paths) under a prefix
///   given to `useErrorFormat(_:forPathsUnder:)`.
///
///     var router = Router()
///     router.useErrorFormat(.json, forPathsUnder: "/api/")
///     router.get("/api/specs/:name") { context in ... }
///     router.get("/public/**") { context in try files.response(for: context) }
public struct Router: Responder {
    public typealias Handler = @Sendable (RequestContext) throws -> Response
    /// Where a request's handler runs, decided from the request (quick).
    public typealias WorkRule = @Sendable (RequestContext) -> RouteWork

    struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let work: WorkRule
        let handler: Handler
        /// An answer made on the event loop with one lookup, nil when the
        /// request goes to `work` and `handler` (the fallback's pages).
        var quick: (@Sendable (RequestContext) -> Response?)? = nil
    }

    struct Fallback: Sendable {
        let exists: @Sendable (Request) -> Bool
        let route: Route
    }

    private(set) var routes: [Route] = []
    /// The first segments of every route's pattern, so that a path no route
    /// can match (a guide page) goes to the fallback without trying each one;
    /// nil when some route starts with a parameter or `**`. A list: a dozen
    /// short names compare faster than they hash.
    private(set) var firstSegments: [String]? = []
    private(set) var fallback: Fallback?
    private(set) var errorFormats: [(prefix: String, format: ErrorFormat)] = []
    /// The error format where no prefix applies.
    public var defaultErrorFormat: ErrorFormat

    /// The paths of the GET routes that take no parameters (`/playground`,
    /// `/schema.json`): what the guide's links may point at besides its pages.
    public var plainGetPaths: [String] {
        var out: [String] = []
        for route in routes where route.method == .get {
            var path = ""
            for segment in route.pattern.segments {
                guard case .literal(let name) = segment else {
                    path = ""
                    break
                }
                path += "/" + name
            }
            if !path.isEmpty { out.append(path) }
        }
        return out
    }

    public init(defaultErrorFormat: ErrorFormat = .html) {
        self.defaultErrorFormat = defaultErrorFormat
    }

    /// Adds a route. Patterns: `/literal`, `:name`, a final `**`.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, work: RouteWork = .long, _ handler: @escaping Handler
    ) {
        add(method, pattern, work: { _ in work }, handler)
    }

    /// Adds a route whose work depends on the request (quick when its
    /// answer is already in memory, say).
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, work: @escaping WorkRule, _ handler: @escaping Handler
    ) {
        let route = Route(method: method, pattern: RoutePattern(pattern), work: work, handler: handler)
        routes.append(route)
        switch route.pattern.segments.first {
        case .literal(let first): if firstSegments?.contains(first) == false { firstSegments?.append(first) }
        case nil: if firstSegments?.contains("") == false { firstSegments?.append("") }
        default: firstSegments = nil
        }
    }

    public mutating func get(_ pattern: String, work: RouteWork = .long, _ handler: @escaping Handler) {
        add(.get, pattern, work: work, handler)
    }
    public mutating func get(_ pattern: String, work: @escaping WorkRule, _ handler: @escaping Handler) {
        add(.get, pattern, work: work, handler)
    }
    public mutating func post(_ pattern: String, work: RouteWork = .long, _ handler: @escaping Handler) {
        add(.post, pattern, work: work, handler)
    }
    public mutating func put(_ pattern: String, work: RouteWork = .long, _ handler: @escaping Handler) {
        add(.put, pattern, work: work, handler)
    }
    public mutating func delete(_ pattern: String, work: RouteWork = .long, _ handler: @escaping Handler) {
        add(.delete, pattern, work: work, handler)
    }

    /// Answers `GET` and `HEAD` for paths no route matches (pages looked up
    /// by path, such as the guide's); `exists` tells whether there is
    /// something at a path, so that another method there is 405, not 404.
    /// The handler gets every decoded segment as `parameters.rest`; `work`
    /// tells where it runs (on a work thread unless it says otherwise).
    /// `quick` answers on the event loop what it can with one lookup (a
    /// cached page), nil for the rest, which `work` and the handler take.
    public mutating func fallback(
        exists: @escaping @Sendable (Request) -> Bool, work: @escaping WorkRule = { _ in .long },
        quick: (@Sendable (RequestContext) -> Response?)? = nil, _ handler: @escaping Handler
    ) {
        fallback = Fallback(
            exists: exists, route: Route(method: .get, pattern: RoutePattern("/**"), work: work, handler: handler, quick: quick))
    }

    /// Errors for paths starting with `prefix` (e.g. `/api/`) use `format`;
    /// the longest matching prefix wins.
    public mutating func useErrorFormat(_ format: ErrorFormat, forPathsUnder prefix: String) {
        errorFormats.append((prefix, format))
        errorFormats.sort { $0.prefix.utf8.count > $1.prefix.utf8.count }
    }

    /// The error format for a raw request path.
    public func errorFormat(forPath path: String) -> ErrorFormat {
        errorFormats.first { path.hasPrefix($0.prefix) }?.format ?? defaultErrorFormat
    }

    public func respond(to request: Request) -> Response {
        do {
            let (route, parameters) = try resolve(request)
            return answer(RequestContext(request: request, parameters: parameters), with: route)
        } catch {
            return error.response(format: errorFormat(forPath: request.path))
        }
    }

    /// Resolves the route once: its answer when its work is quick (or the
    /// 400/404/405 the request gets), nil when it runs on a work thread.
    public func respondIfQuick(to request: Request) -> Response? {
        do {
            let (route, parameters) = try resolve(request)
            let context = RequestContext(request: request, parameters: parameters)
            if let quick = route.quick, let answer = quick(context) { return answer }
            return route.work(context) == .quick ? answer(context, with: route) : nil
        } catch {
            return error.response(format: errorFormat(forPath: request.path))
        }
    }

    /// The route's handler's answer, or the error it threw as an answer.
    func answer(_ context: RequestContext, with route: Route) -> Response {
        do {
            return try route.handler(context)
        } catch let error as any HTTPResponseError {
            return error.response(format: errorFormat(forPath: context.request.path))
        } catch {
            return errorFormat(forPath: context.request.path).response(
                status: .internalServerError, message: "The server could not answer this request.")
        }
    }

    /// Whether the route for `request` runs on a work thread; answers to
    /// requests no route takes (400, 404, 405) are quick.
    public func mayTakeLong(_ request: Request) -> Bool {
        guard let (route, parameters) = try? resolve(request) else { return false }
        return route.work(RequestContext(request: request, parameters: parameters)) == .long
    }

    /// The route for a request and the values its pattern captured, or the
    /// 400/404/405 error to answer with.
    func resolve(_ request: Request) throws(HTTPError) -> (Route, RouteParameters) {
        // A plain path no route can match (a guide page): straight to the
        // fallback, its segments split only if the handler asks for them.
        if let fallback, request.method == .get || request.method == .head,
            let firstSegments, let first = Router.plainFirstSegment(request.path), !firstSegments.contains(first)
        {
            return (fallback.route, RouteParameters(restOfPath: request.path))
        }
        guard var segments = request.pathSegments, request.path.hasPrefix("/") else {
            throw HTTPError(.badRequest, "The request path is not valid.")
        }
        if segments.contains(where: { $0.utf8.contains(0) }) {
            throw HTTPError(.badRequest, "The request path is not valid.")
        }
        if segments.last == "" { segments.removeLast() }

        var best: (route: Route, parameters: RouteParameters)?
        var get: (route: Route, parameters: RouteParameters)?
        var allowed: [HTTPMethod] = []
        let mayMatch = firstSegments.map { $0.contains(segments.first ?? "") } ?? true
        for route in routes where mayMatch {
            guard let parameters = route.pattern.match(segments) else { continue }
            if !allowed.contains(route.method) { allowed.append(route.method) }
            if route.method == request.method {
                if best.map({ route.pattern.isMoreSpecific(than: $0.route.pattern) }) ?? true {
                    best = (route, parameters)
                }
            } else if route.method == .get && request.method == .head {
                if get.map({ route.pattern.isMoreSpecific(than: $0.route.pattern) }) ?? true {
                    get = (route, parameters)
                }
            }
        }
        if let match = best ?? get { return match }
        if allowed.isEmpty, let fallback {
            if request.method == .get || request.method == .head {
                return (fallback.route, RouteParameters(rest: segments))
            }
            if fallback.exists(request) { allowed = [.get] }
        }
        if allowed.isEmpty { throw HTTPError(.notFound, "There is nothing at \(request.path).") }
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        let allow = Router.orderedMethods(allowed).map(\.rawValue).joined(separator: ", ")
        throw HTTPError(
            .methodNotAllowed, "\(request.method) is not allowed here; use \(allow).",
            headers: ["Allow": allow])
    }

    /// The first segment of a path that needs no decoding ("guide" for
    /// "/guide/x/"), or nil when it has escapes, empty segments or a NUL.
    static func plainFirstSegment(_ path: String) -> String? {
        let utf8 = path.utf8
        guard utf8.first == UInt8(ascii: "/"),
            !utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0 })
        else { return nil }
        let rest = utf8.dropFirst()
        if rest.isEmpty { return "" }
        let end = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        guard end > rest.startIndex else { return nil }  // "//..."
        return String(Substring(rest[rest.startIndex..<end]))
    }

    static func orderedMethods(_ methods: [HTTPMethod]) -> [HTTPMethod] {
        let order: [HTTPMethod] = [.get, .head, .post, .put, .patch, .delete, .options]
        return methods.sorted {
            (order.firstIndex(of: $0) ?? order.count, $0.rawValue) < (order.firstIndex(of: $1) ?? order.count, $1.rawValue)
        }
    }
}

/// Where a route's handler runs (`Responder.mayTakeLong`).
public enum RouteWork: Sendable, Equatable {
    /// On the event loop that read the request: an answer already in
    /// memory (a cached page, a constant). It must not compute for long,
    /// block, or touch files.
    case quick
    /// On a work thread (the default): anything that parses, lays out,
    /// renders, or reads or writes files.
    case long
}
