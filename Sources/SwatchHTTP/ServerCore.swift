internal import CMicroHTTPD
import Glibc
internal import Synchronization

/// State shared by every event loop and work thread of one running server.
final class ServerCore: Sendable {
    let responder: any Responder
    /// Largest request head (request line and headers) answered; larger is 414 or 431.
    let maxHeadSize: Int
    let maxBodySize: Int
    /// How much of an oversized body of unknown length is read (and dropped)
    /// before the connection is closed instead of answering 413.
    let maxDiscardedBody: Int
    let pool: WorkPool
    /// A request that waited longer than this for a work thread is answered 503.
    let maxWorkWait: Int64

    let stopping = Atomic<Bool>(false)
    let inFlight = Atomic<Int>(0)
    let streams = Mutex<[ObjectIdentifier: ResponseStream]>([:])
    let pending = Mutex<[ObjectIdentifier: PendingAnswer]>([:])

    init(responder: any Responder, configuration: HTTPServer.Configuration) {
        self.responder = responder
        self.maxHeadSize = configuration.maxHeadSize
        self.maxBodySize = configuration.maxBodySize
        self.maxDiscardedBody = max(configuration.maxBodySize, 1 << 20) * 4
        self.pool = WorkPool(
            threads: configuration.workThreads, maxThreads: configuration.maxWorkThreads,
            stallTime: MonotonicTime.milliseconds(configuration.workStallTime), capacity: configuration.maxQueuedWork)
        self.maxWorkWait = MonotonicTime.milliseconds(configuration.maxWorkWait)
    }

    func register(_ stream: ResponseStream) {
        streams.withLock { $0[ObjectIdentifier(stream)] = stream }
    }

    func unregister(_ stream: ResponseStream) {
        _ = streams.withLock { $0.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    /// Ends every stream being sent, so no connection stays parked.
    func finishAllStreams() {
        let open = streams.withLock { Array($0.values) }
        for stream in open { stream.finish() }
    }

    func register(_ answer: PendingAnswer) {
        pending.withLock { $0[ObjectIdentifier(answer)] = answer }
    }

    func unregister(_ answer: PendingAnswer) {
        _ = pending.withLock { $0.removeValue(forKey: ObjectIdentifier(answer)) }
    }

    /// Answers 503 to every request that has waited for a work thread
    /// longer than `maxWorkWait` (its job then finds it settled and does
    /// nothing). Called by the event loops as they check deadlines.
    func expireWaitingAnswers(now: Int64) {
        let overdue = pending.withLock { pending in
            pending.values.filter { now - $0.queuedAt > maxWorkWait }
        }
        for answer in overdue { answer.settleIfQueued(serverAnswer(ServerCore.busyResponse, for: answer.request)) }
    }

    /// Answers every request still waiting for a work thread (or still being
    /// worked on) with 503, so that its connection can be closed.
    func abandonPendingAnswers() {
        let open = pending.withLock { Array($0.values) }
        for answer in open { answer.settle(serverAnswer(ServerCore.stoppingResponse, for: answer.request)) }
    }

    /// Hands a request to the work pool; its connection stays suspended
    /// until the answer is ready.
    func answerLater(_ asked: Request, state: RequestState, connection: OpaquePointer, loop: EventLoop) {
        var probed = asked
        if let socket = state.record?.socket, socket >= 0 {
            // The connection stays suspended, its socket open, until the answer is in.
            probed.clientHasGone = { ClientProbe.hasHungUp(socket) }
        }
        let request = probed
        let answer = PendingAnswer(
            connection: ConnectionHandle(connection: connection), loop: loop,
            queuedAt: MonotonicTime.nowMilliseconds(), request: request)
        state.pending = answer
        register(answer)
        loop.suspend(connection)
        let accepted = pool.submit { [self] in
            if MonotonicTime.nowMilliseconds() - answer.queuedAt > maxWorkWait {
                answer.settleIfQueued(serverAnswer(ServerCore.busyResponse, for: request))
            } else if answer.begin() {
                answer.settle(responder.respond(to: request))
            }
        }
        if !accepted {
            answer.settle(
                serverAnswer(stopping.load(ordering: .relaxed) ? ServerCore.stoppingResponse : ServerCore.busyResponse, for: request))
        }
    }

    /// An answer the server makes itself, finished by the responder as its
    /// own answers are (security headers, a log line).
    func serverAnswer(_ answer: Response, for request: Request) -> Response {
        var finished = responder.finishing(answer, for: request)
        if let close = answer.headers["Connection"] { finished.headers["Connection"] = close }
        return finished
    }

    /// A refusal of a request whose body is not read: finished as above,
    /// and the connection closed after it.
    func serverAnswer(_ answer: Response, for state: RequestState, connection: OpaquePointer) -> Response {
        let request = Request(
            method: state.method, target: state.target, headers: state.headers,
            remoteAddress: state.record?.client ?? remoteAddress(connection))
        var finished = serverAnswer(answer, for: request)
        finished.headers["Connection"] = "close"
        return finished
    }

    static var busyResponse: Response {
        var response = Response.text(
            "The server is busy with other long requests; try again in a moment.\n", status: .serviceUnavailable)
        response.headers["Retry-After"] = "1"
        return response
    }

    static var stoppingResponse: Response {
        var response = Response.text("The server is stopping.\n", status: .serviceUnavailable)
        response.headers["Connection"] = "close"
        return response
    }
}

/// A connection pointer carried to another thread to resume it.
/// libmicrohttpd allows `MHD_resume_connection` from any thread.
struct ConnectionHandle: @unchecked Sendable {
    let connection: OpaquePointer
}
