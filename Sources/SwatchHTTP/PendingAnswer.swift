internal import Synchronization

/// A request being answered on the work pool while its connection is
/// suspended. Whoever settles it first (the job with its response, or the
/// server stopping) resumes the connection, exactly once; the event loop
/// then takes the response and queues it.
final class PendingAnswer: Sendable {
    enum Stage {
        /// Waiting for a work thread.
        case queued
        /// A work thread is answering it.
        case working
        case answered(Response)
        case taken
    }

    let connection: ConnectionHandle
    let loop: EventLoop
    /// When the request was handed over (MonotonicTime milliseconds).
    let queuedAt: Int64
    /// The request, for an answer the server makes itself (busy, stopping).
    let request: Request
    private let stage = Mutex<Stage>(.queued)

    init(connection: ConnectionHandle, loop: EventLoop, queuedAt: Int64, request: Request) {
        self.connection = connection
        self.loop = loop
        self.queuedAt = queuedAt
        self.request = request
    }

    /// A work thread takes it; false when it was settled meanwhile.
    func begin() -> Bool {
        stage.withLock { stage in
            guard case .queued = stage else { return false }
            stage = .working
            return true
        }
    }

    /// Settles with `response` and resumes the connection, unless already
    /// settled (then the response is dropped). Any thread.
    func settle(_ response: Response) {
        settle(response, onlyIfQueued: false)
    }

    /// Settles with `response` if no work thread has taken it yet.
    func settleIfQueued(_ response: Response) {
        settle(response, onlyIfQueued: true)
    }

    private func settle(_ response: Response, onlyIfQueued: Bool) {
        let first = stage.withLock { stage -> Bool in
            switch stage {
            case .queued: break
            case .working where !onlyIfQueued: break
            default: return false
            }
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

}
