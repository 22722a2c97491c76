/// Anything that turns a request into a response. The server calls it from
/// its worker threads, so it must be safe to call concurrently.
public protocol Responder: Sendable {
    func respond(to request: Request) -> Response
}

/// A responder made from a closure.
public struct ClosureResponder: Responder {
    let body: @Sendable (Request) -> Response

    public init(_ body: @escaping @Sendable (Request) -> Response) { self.body = body }

    public func respond(to request: Request) -> Response { body(request) }
}
