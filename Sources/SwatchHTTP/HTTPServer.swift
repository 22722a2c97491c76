internal import CMicroHTTPD
import Glibc
internal import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: one or more event loops (one per
/// core but one by default), each a thread driving its own libmicrohttpd
/// daemon on the shared listening socket (see `EventLoop` for why the
/// server drives them itself), and a pool of work threads for requests
/// that may take long, all calling one `Responder`.
///
/// Limits (`Configuration`) keep one client, or many slow ones, from
/// holding the server: deadlines for a request's head and body, a share of
/// the connections per client address, room kept for new clients, a
/// bounded queue for long requests.
///
///     let server = HTTPServer(configuration: .init(port: 0), responder: app)
///     try server.start()          // throws HTTPServerError (e.g. port in use)
///     print(server.port)          // the bound port
///     server.stop()               // stop accepting, finish what is in flight
public final class HTTPServer: Sendable {
    public struct Configuration: Sendable {
        /// Address to listen on: an IP literal or a host name of this machine.
        public var host: String
        /// 0 picks a free port; read it back from `HTTPServer.port`.
        public var port: Int
        /// Event loops (threads reading requests and sending answers);
        /// defaults to one per online core but one (at least one).
        public var threads: Int
        /// Threads answering requests that may take long (`Responder.mayTakeLong`);
        /// defaults to one per online core but one (at least one).
        public var workThreads: Int
        /// Most work threads at once: when long requests wait while every
        /// work thread has been on its request for longer than
        /// `workStallTime`, another is started, up to this many (at least
        /// `workThreads`; 4 by default, or `workThreads` when more); those
        /// beyond `workThreads` end when no request waits. One slow request
        /// never starves the others; how many run at once bounds the memory
        /// large answers hold (README, "What one request can cost").
        public var maxWorkThreads: Int
        /// See `maxWorkThreads`.
        public var workStallTime: Duration
        /// Most long requests waiting for a work thread; more are answered 503.
        public var maxQueuedWork: Int
        /// A long request that waited this long for a work thread is answered 503.
        public var maxWorkWait: Duration
        /// Largest request body accepted; larger ones get 413.
        public var maxBodySize: Int
        /// Time for a request's head (request line and headers) to arrive,
        /// counted from the connection opening or from its previous answer;
        /// a connection that misses it is closed. This is also how long an
        /// idle keep-alive connection stays open.
        public var requestHeadTimeout: Duration
        /// Time for a request's body to arrive once its head is in.
        public var requestBodyTimeout: Duration
        /// A connection that makes no progress for this long while the
        /// server sends to it is closed (whole seconds).
        public var connectionTimeout: Duration
        /// Most connections open at once. When fewer than an eighth are
        /// free, each new connection closes the one that has waited longest
        /// for its client (slow or idle), so a new client always finds room.
        public var maxConnections: Int
        /// Most connections open at once from one client address.
        public var maxConnectionsPerClient: Int
        /// Largest request head (request line and header lines) answered:
        /// a larger one is refused with 414 (the request line alone is over)
        /// or 431, the server's own answer, finished by the responder.
        public var maxHeadSize: Int
        /// libmicrohttpd's memory per connection: the head as read, its
        /// parsed headers, the answer's headers. Kept above `maxHeadSize`,
        /// so that a head just over that limit still fits and gets the
        /// server's answer; one that does not fit at all gets
        /// libmicrohttpd's own (its 414 or 431 page, which no hook of 0.9.75
        /// lets the server dress). libmicrohttpd zeroes all of it before
        /// each request a connection carries: 24 KiB (16 KiB of head) cost
        /// half the 10% of a cached page's CPU that 48 KiB did.
        public var connectionMemoryLimit: Int

        public init(
            host: String = "127.0.0.1", port: Int = 8080, threads: Int? = nil, workThreads: Int? = nil,
            maxWorkThreads: Int? = nil, workStallTime: Duration = .milliseconds(250),
            maxQueuedWork: Int = 256, maxWorkWait: Duration = .seconds(10),
            maxBodySize: Int = 1 << 20, requestHeadTimeout: Duration = .seconds(10),
            requestBodyTimeout: Duration = .seconds(30), connectionTimeout: Duration = .seconds(60),
            maxConnections: Int = 1024, maxConnectionsPerClient: Int = 512,
            maxHeadSize: Int = 16 * 1024, connectionMemoryLimit: Int = 24 * 1024
        ) {
            self.host = host
            self.port = port
            self.threads = max(1, threads ?? HTTPServer.defaultThreads)
            self.workThreads = max(1, workThreads ?? HTTPServer.defaultThreads)
            self.maxWorkThreads = max(self.workThreads, maxWorkThreads ?? 4)
            self.workStallTime = workStallTime
            self.maxQueuedWork = max(1, maxQueuedWork)
            self.maxWorkWait = maxWorkWait
            self.maxBodySize = maxBodySize
            self.requestHeadTimeout = requestHeadTimeout
            self.requestBodyTimeout = requestBodyTimeout
            self.connectionTimeout = connectionTimeout
            self.maxConnections = max(1, maxConnections)
            self.maxConnectionsPerClient = max(1, maxConnectionsPerClient)
            self.maxHeadSize = maxHeadSize
            self.connectionMemoryLimit = max(connectionMemoryLimit, maxHeadSize + 4096)
        }
    }

    /// Where the server listens once started.
    public struct Endpoint: Sendable, Equatable {
        /// The numeric address bound (`127.0.0.1`, `::1`).
        public let host: String
        public let port: Int
        /// Whether only this machine can connect (127.0.0.0/8 or ::1).
        public let isLoopback: Bool

        /// `http://127.0.0.1:8080`.
        public var url: String { "http://\(HostPort.format(host: host, port: port))" }
    }

    public let configuration: Configuration
    let core: ServerCore
    let running = Mutex<Running?>(nil)
    let started = Atomic<Bool>(false)

    struct Running: @unchecked Sendable {
        let loops: [EventLoop]
        let socket: ListeningSocket
    }

    public init(configuration: Configuration = Configuration(), responder: some Responder) {
        self.configuration = configuration
        self.core = ServerCore(responder: responder, configuration: configuration)
    }

    /// Binds and starts serving. Throws a clear `HTTPServerError` when the
    /// address cannot be used (already in use, not local, no permission).
    public func start() throws(HTTPServerError) {
        guard !started.exchange(true, ordering: .acquiringAndReleasing) else { throw .alreadyStarted }
        HTTPServer.raiseDescriptorLimit(toAtLeast: configuration.maxConnections + 64)
        MemoryReturn.configure()
        // A peer gone while a body is sent makes send and sendfile fail
        // with EPIPE instead of ending the process.
        signal(SIGPIPE, SIG_IGN)
        let socket = try ListeningSocket.open(
            host: configuration.host, port: configuration.port,
            backlog: Int32(clamping: max(1024, configuration.maxConnections * 2)))
        let flags = MHD_USE_EPOLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_TURBO.rawValue
        let address = HostPort.format(host: socket.address, port: socket.port)
        guard core.pool.start() else {
            close(socket.descriptor)
            throw .cannotStart(reason: "no threads could be started to serve \(address)")
        }
        // Each loop gets an equal share of the connections.
        let count = configuration.threads
        let share = max(1, configuration.maxConnections / count)
        let clients = ClientCounts(limit: configuration.maxConnectionsPerClient)
        var loops: [EventLoop] = []
        for _ in 0..<count {
            let table = ConnectionTable(
                limit: share, headTimeout: MonotonicTime.milliseconds(configuration.requestHeadTimeout),
                bodyTimeout: MonotonicTime.milliseconds(configuration.requestBodyTimeout), clients: clients)
            let loop = EventLoop(core: core, table: table)
            guard loop.start(listener: socket.descriptor, flags: UInt32(flags), configuration: configuration) else {
                HTTPServer.shutDown(loops, core: core, grace: .zero)
                close(socket.descriptor)
                throw .cannotStart(reason: "libmicrohttpd did not start on \(address)")
            }
            loops.append(loop)
        }
        running.withLock { $0 = Running(loops: loops, socket: socket) }
    }

    /// The address and port being listened on, or nil before `start()`.
    public var endpoint: Endpoint? {
        running.withLock { running in
            running.map {
                Endpoint(host: $0.socket.address, port: $0.socket.port, isLoopback: $0.socket.isLoopback)
            }
        }
    }

    /// The bound port (useful with port 0), or nil before `start()`.
    public var port: Int? { endpoint?.port }

    /// Requests received and not yet answered and sent.
    public var requestsInFlight: Int { core.inFlight.load(ordering: .relaxed) }

    /// Stops accepting connections at once, ends open streams, lets requests
    /// in flight finish (up to `grace`), then closes everything. Idempotent.
    public func stop(grace: Duration = .seconds(5)) {
        guard let current = running.withLock({ running -> Running? in
            defer { running = nil }
            return running
        }) else { return }
        HTTPServer.shutDown(current.loops, core: core, grace: grace)
        close(current.socket.descriptor)
    }

    /// Stops the loops and the pool: quiesce, finish streams, wait for
    /// requests in flight (up to `grace`), answer the rest 503, end the
    /// loops, stop their daemons.
    static func shutDown(_ loops: [EventLoop], core: ServerCore, grace: Duration) {
        core.stopping.store(true, ordering: .sequentiallyConsistent)
        for loop in loops { loop.quiesce() }
        core.finishAllStreams()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while core.inFlight.load(ordering: .acquiring) > 0 && clock.now < deadline {
            usleep(2_000)
        }
        core.pool.stop()
        core.finishAllStreams()
        core.abandonPendingAnswers()
        for loop in loops { loop.exit() }
        for loop in loops {
            while !loop.exited.load(ordering: .acquiring) { usleep(1_000) }
            // A daemon stopped with a connection still suspended aborts the
            // process; such a daemon (none is expected) is left as it is.
            if let daemon = loop.daemon, loop.cleanExit.load(ordering: .acquiring) {
                MHD_stop_daemon(daemon)
            }
        }
    }

    deinit {
        stop(grace: .zero)
    }

    /// Raises this process's soft limit on open files to `count` (as far as
    /// the hard limit allows), so that the connection limit, not the file
    /// limit, is what bounds the server.
    static func raiseDescriptorLimit(toAtLeast count: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(limit.rlim_max, rlim_t(count))
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// One worker per core but one: a local server shares the machine with
    /// its clients (the browser, or a load generator), and a core left to
    /// them keeps response times even. On one core, one worker.
    static var defaultThreads: Int {
        max(1, onlineCores - 1)
    }

    static var onlineCores: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
