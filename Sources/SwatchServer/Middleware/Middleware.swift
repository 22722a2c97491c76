public import SwatchHTTP

/// Code around a responder: it sees the request on its way in and the
/// response on its way out, and calls `next` (or answers by itself).
public protocol Middleware: Sendable {
    func respond(to request: Request, next: any Responder) -> Response
}

/// A responder with one middleware in front of it.
public struct MiddlewareResponder: Responder {
    let middleware: any Middleware
    let next: any Responder

    public init(_ middleware: any Middleware, next: any Responder) {
        self.middleware = middleware
        self.next = next
    }

    public func respond(to request: Request) -> Response {
        middleware.respond(to: request, next: next)
    }

    /// As the responder behind (middleware itself is quick).
    public func mayTakeLong(_ request: Request) -> Bool {
        next.mayTakeLong(request)
    }

    /// The responders behind decide and answer (one route lookup); a quick
    /// answer then goes through the middleware as an answer already made.
    public func respondIfQuick(to request: Request) -> Response? {
        guard let answer = next.respondIfQuick(to: request) else { return nil }
        return middleware.respond(to: request, next: Made(answer: answer))
    }

    /// The server's own answer goes through the middleware as an answer
    /// from the responder behind would.
    public func finishing(_ answer: Response, for request: Request) -> Response {
        middleware.respond(to: request, next: Finished(next: next, answer: answer))
    }

    /// An answer made already, standing behind the middleware.
    struct Made: Responder {
        let answer: Response

        func respond(to request: Request) -> Response { answer }
    }

    /// What stands behind the middleware for an answer the server made itself.
    struct Finished: Responder {
        let next: any Responder
        let answer: Response

        func respond(to request: Request) -> Response { next.finishing(answer, for: request) }
    }
}

extension Responder {
    /// This responder behind `middleware`, the first one outermost:
    /// `router.wrapped(in: [log, securityHeaders])` logs what the headers
    /// middleware returns.
    public func wrapped(in middleware: [any Middleware]) -> any Responder {
        middleware.reversed().reduce(self as any Responder) { MiddlewareResponder($1, next: $0) }
    }
}
