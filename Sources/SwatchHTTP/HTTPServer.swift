internal import CMicroHTTPD
import Glibc
internal import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: a pool of worker threads (one per
/// core by default), each with its own epoll loop, all calling one `Responder`.
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
        /// Worker threads; defaults to one per online core but one (at least one).
        public var threads: Int
        /// Largest request body accepted; larger ones get 413.
        public var maxBodySize: Int
        /// Seconds an idle connection is kept open.
        public var connectionTimeout: Int
        /// Most connections open at once.
        public var maxConnections: Int
        /// Per-connection memory for the request line and headers.
        public var connectionMemoryLimit: Int

        public init(
            host: String = "127.0.0.1", port: Int = 8080, threads: Int? = nil,
            maxBodySize: Int = 1 << 20, connectionTimeout: Int = 60, maxConnections: Int = 1024,
            connectionMemoryLimit: Int = 32 * 1024
        ) {
            self.host = host
            self.port = port
            self.threads = max(1, threads ?? HTTPServer.defaultThreads)
            self.maxBodySize = maxBodySize
            self.connectionTimeout = connectionTimeout
            self.maxConnections = maxConnections
            self.connectionMemoryLimit = connectionMemoryLimit
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
        let daemon: OpaquePointer
        let socket: ListeningSocket
    }

    public init(configuration: Configuration = Configuration(), responder: some Responder) {
        self.configuration = configuration
        self.core = ServerCore(responder: responder, maxBodySize: configuration.maxBodySize)
    }

    /// Binds and starts serving. Throws a clear `HTTPServerError` when the
    /// address cannot be used (already in use, not local, no permission).
    public func start() throws(HTTPServerError) {
        guard !started.exchange(true, ordering: .acquiringAndReleasing) else { throw .alreadyStarted }
        let socket = try ListeningSocket.open(
            host: configuration.host, port: configuration.port,
            backlog: Int32(clamping: max(128, configuration.maxConnections)))
        var flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
            | MHD_USE_TURBO.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let cls = Unmanaged.passUnretained(core).toOpaque()
        let daemon = swatch_mhd_start(
            UInt32(flags), socket.descriptor, UInt32(configuration.threads),
            UInt32(clamping: configuration.connectionTimeout), configuration.connectionMemoryLimit,
            UInt32(clamping: configuration.maxConnections),
            accessHandlerCallback, cls, requestCompletedCallback, cls, uriLogCallback, cls)
        guard let daemon else {
            close(socket.descriptor)
            throw .cannotStart(reason: "libmicrohttpd did not start on \(HostPort.format(host: socket.address, port: socket.port))")
        }
        running.withLock { $0 = Running(daemon: daemon, socket: socket) }
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
        core.stopping.store(true, ordering: .sequentiallyConsistent)
        // libmicrohttpd: with internal threads the quiesced listen socket must
        // stay open until MHD_stop_daemon returns (a worker may still be taking
        // it out of its epoll set; closing it first aborts the process).
        let listener = MHD_quiesce_daemon(current.daemon)
        core.finishAllStreams()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while core.inFlight.load(ordering: .acquiring) > 0 && clock.now < deadline {
            usleep(2_000)
        }
        core.finishAllStreams()
        MHD_stop_daemon(current.daemon)
        if listener >= 0 { close(listener) }
    }

    deinit {
        stop(grace: .zero)
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
