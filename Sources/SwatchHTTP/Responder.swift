/// Anything that turns a request into a response. The server calls it from
/// its event loops and its work threads, so it must be safe to call
/// concurrently.
public protocol Responder: Sendable {
    func respond(to request: Request) -> Response

    /// Whether answering `request` may take long: CPU-heavy work (laying
    /// out a posted spec), reading or writing files, rendering. The server
    /// answers such requests on its work threads and every other one on
    /// the event loop that read it, so a slow request never holds up quick
    /// ones (cached pages). Called on the event loop; it must be quick.
    /// The default is false.
    func mayTakeLong(_ request: Request) -> Bool

    /// The answer to `request` when it is quick to make, or nil when it
    /// may take long (then `respond` is called on a work thread). The
    /// server asks this on the event loop for every request, so a responder
    /// that routes can decide and answer with one lookup; the default asks
    /// `mayTakeLong`, then `respond`.
    func respondIfQuick(to request: Request) -> Response?

    /// An answer the server made itself for `request`, without calling
    /// `respond` (a request head it refused, a body over the limit, a busy
    /// or stopping server), handed over to be finished as the responder's
    /// own answers are (the same security headers, a log line) before it is
    /// sent. Called on the event loop; it must be quick. The default returns
    /// it as it is.
    func finishing(_ answer: Response, for request: Request) -> Response
}

extension Responder {
    public func mayTakeLong(_ request: Request) -> Bool { false }

    public func respondIfQuick(to request: Request) -> Response? {
        mayTakeLong(request) ? nil : respond(to: request)
    }

    public func finishing(_ answer: Response, for request: Request) -> Response { answer }
}

/// A responder made from a closure.
public struct ClosureResponder: Responder {
    let body: @Sendable (Request) -> Response
    let takesLong: @Sendable (Request) -> Bool

    /// `takesLong` tells which requests go to the work threads (none by default).
    public init(
        takesLong: @escaping @Sendable (Request) -> Bool = { _ in false },
        _ body: @escaping @Sendable (Request) -> Response
    ) {
        self.body = body
        self.takesLong = takesLong
    }

    public func respond(to request: Request) -> Response { body(request) }
    public func mayTakeLong(_ request: Request) -> Bool { takesLong(request) }
}
