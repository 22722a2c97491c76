internal import Synchronization

/// A request being answered on the work pool while its connection is
/// suspended. Whoever settles it first (the job with its response, or the
/// server stopping) resumes the connection, exactly once; the event loop
/// then takes the response and queues it.
final class PendingAnswer: Sendable {
    enum Stage {
        case working
        case answered(Response)
        case taken
    }

    let connection: ConnectionHandle
    let loop: EventLoop
    /// When the request was handed over (MonotonicTime milliseconds).
    let queuedAt: Int64
    private let stage = Mutex<Stage>(.working)

    init(connection: ConnectionHandle, loop: EventLoop, queuedAt: Int64) {
        self.connection = connection
        self.loop = loop
        self.queuedAt = queuedAt
    }

    /// Settles with `response` and resumes the connection, unless already
    /// settled (then the response is dropped). Any thread.
    func settle(_ response: Response) {
        let first = stage.withLock { stage -> Bool in
            guard case .working = stage else { return false }
            stage = .answered(response)
            return true
        }
        if first { loop.resume(connection.connection) }
    }

    /// The response, once settled; nil before. On the loop's thread.
    func take() -> Response? {
        stage.withLock { stage in
            guard case .answered(let response) = stage else { return nil }
            stage = .taken
            return response
        }
    }

    var isSettled: Bool {
        stage.withLock { stage in
            if case .working = stage { return false }
            return true
        }
    }
}
