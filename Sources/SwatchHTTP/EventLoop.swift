internal import CMicroHTTPD
import Glibc
internal import Synchronization

/// One libmicrohttpd daemon and the thread that drives it.
///
/// Why the server drives libmicrohttpd itself instead of letting it run its
/// own thread (`MHD_USE_EPOLL_INTERNAL_THREAD`): in libmicrohttpd 0.9.75
/// the internal epoll loop fetches events in batches of 128, calling
/// `epoll_wait` again for as long as a batch comes back full, and every one
/// of those calls blocks for the timeout computed before the first (up to
/// the idle-connection timeout, 60 s). When exactly 128, 256, ... sockets
/// are ready, the call after the last full batch finds nothing and sleeps,
/// while the connections it already collected sit unprocessed. With one
/// worker and `wrk -c256`, every connection has a request waiting at once:
/// two full batches, then a sleep until some timer fires — about 28
/// requests a second instead of tens of thousands. A pool of workers mostly
/// hid it because each worker rarely saw exactly a full batch.
///
/// So the daemon runs without a thread of its own: this loop waits on the
/// daemon's epoll descriptor with `poll` (which consumes no events) and
/// then calls `MHD_run`, whose `epoll_wait` calls never block. Between runs
/// it enforces the connection limits (`ConnectionTable`) and carries out
/// the server's stop commands. Other threads (work finished, a stream
/// written) wake it through a pipe, since libmicrohttpd has no wake-up
/// channel of its own in this mode.
///
/// The loop also accepts connections itself, up to `ConnectionTable.reserve`
/// a turn, and hands them to the daemon: libmicrohttpd accepts at most 10 a
/// turn, and while slow clients reconnect as fast as they are closed, a new
/// client waited seconds in the kernel's queue behind them.
final class EventLoop: @unchecked Sendable {
    let core: ServerCore
    let table: ConnectionTable
    /// Set by `start`, before the thread runs; read-only afterwards.
    private(set) var daemon: OpaquePointer?
    private var listener: Int32 = -1
    /// The address of the connection being handed to the daemon (for the
    /// connection-notify callback, which would otherwise look it up again).
    var acceptingClient: String?
    /// What libmicrohttpd's error log calls (`LibraryRefusal.swift`); at a
    /// fixed address for the daemon's lifetime.
    private let logger: UnsafeMutablePointer<swatch_mhd_logger>
    /// A pipe: other threads write a byte to wake the loop, which reads them.
    private let wakeDescriptor: Int32
    private let wakeWriteDescriptor: Int32
    private let wakePending = Atomic<Bool>(false)
    private let commands = Atomic<Int>(0)
    /// Connections suspended by this server and not yet resumed.
    let suspended = Atomic<Int>(0)
    /// Set when the thread has ended; `cleanExit` tells whether every
    /// suspended connection was resumed (libmicrohttpd aborts the process
    /// if a daemon is stopped with one still suspended).
    let exited = Atomic<Bool>(false)
    let cleanExit = Atomic<Bool>(true)

    enum Command {
        static let quiesce = 1
        static let exit = 2
    }

    /// How often deadlines are checked while connections are open.
    let sweepInterval: Int64

    init(core: ServerCore, table: ConnectionTable) {
        self.core = core
        self.table = table
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
        }
        wakeDescriptor = ends[0]
        wakeWriteDescriptor = ends[1]
        logger = .allocate(capacity: 1)
        logger.initialize(to: swatch_mhd_logger(cls: nil, refusal: libraryRefusalCallback))
        sweepInterval = max(10, min(250, min(table.headTimeout, table.bodyTimeout) / 4))
    }

    deinit {
        if wakeDescriptor >= 0 { close(wakeDescriptor) }
        if wakeWriteDescriptor >= 0 { close(wakeWriteDescriptor) }
        logger.deallocate()
    }

    /// Starts the daemon and the loop's thread, accepting from `listener`
    /// (shared by every loop; the server closes it).
    func start(listener: Int32, flags: UInt32, configuration: HTTPServer.Configuration) -> Bool {
        guard wakeDescriptor >= 0, wakeWriteDescriptor >= 0 else { return false }
        self.listener = listener
        let cls = Unmanaged.passUnretained(self).toOpaque()
        logger.pointee.cls = cls
        let timeoutSeconds = (MonotonicTime.milliseconds(configuration.connectionTimeout) + 999) / 1000
        guard let daemon = swatch_mhd_start(
            flags, UInt32(clamping: max(1, timeoutSeconds)), configuration.connectionMemoryLimit,
            UInt32(clamping: table.limit), cls,
            accessHandlerCallback, requestCompletedCallback, connectionNotifyCallback, uriLogCallback, logger)
        else { return false }
        guard swatch_mhd_epoll_fd(daemon) >= 0 else {
            MHD_stop_daemon(daemon)
            return false
        }
        self.daemon = daemon
        guard NativeThread.detach({ [self] in run() }) else {
            self.daemon = nil
            MHD_stop_daemon(daemon)
            return false
        }
        return true
    }

    /// Asks the loop to stop accepting connections (it keeps serving those open).
    /// The listening socket stays open until the server closes it.
    func quiesce() { post(Command.quiesce) }

    /// Asks the loop to end once every suspended connection is resumed.
    func exit() { post(Command.exit) }

    private func post(_ command: Int) {
        commands.bitwiseOr(command, ordering: .releasing)
        wakeUnconditionally()
    }

    /// Wakes the loop (from any thread), so it runs libmicrohttpd again.
    func wake() {
        if wakePending.exchange(true, ordering: .acquiringAndReleasing) { return }
        wakeUnconditionally()
    }

    private func wakeUnconditionally() {
        var byte: UInt8 = 1
        _ = Glibc.write(wakeWriteDescriptor, &byte, 1)
    }

    /// Suspends a connection (on this loop's thread, from a callback).
    func suspend(_ connection: OpaquePointer) {
        suspended.wrappingAdd(1, ordering: .acquiringAndReleasing)
        MHD_suspend_connection(connection)
    }

    /// Resumes a connection suspended by `suspend` (from any thread) and
    /// wakes the loop to carry on with it.
    func resume(_ connection: OpaquePointer) {
        MHD_resume_connection(connection)
        suspended.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        wake()
    }

    // MARK: - The loop's thread

    private func run() {
        // Set before the thread was started.
        guard let daemon else {
            exited.store(true, ordering: .releasing)
            return
        }
        var descriptors = [
            pollfd(fd: swatch_mhd_epoll_fd(daemon), events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        ]
        var nextSweep = MonotonicTime.nowMilliseconds() + sweepInterval
        while true {
            let command = commands.load(ordering: .acquiring)
            if command & Command.quiesce != 0 {
                descriptors[2].fd = -1  // poll ignores it from now on
            }
            if command & Command.exit != 0 {
                finish(daemon)
                return
            }
            var timeout = Int32(clamping: swatch_mhd_timeout(daemon))
            if table.hasDeadlines {
                let untilSweep = Int32(clamping: max(0, nextSweep - MonotonicTime.nowMilliseconds()))
                timeout = timeout < 0 ? untilSweep : min(timeout, untilSweep)
            }
            descriptors[1].revents = 0
            descriptors[2].revents = 0
            _ = poll(&descriptors, 3, timeout)
            if descriptors[1].revents != 0 {
                // Read the bytes first, then allow new ones: a wake between
                // the two is seen by the run below (its resume came first).
                drainWakes()
                wakePending.store(false, ordering: .releasing)
            }
            if descriptors[2].revents != 0 {
                acceptConnections(daemon)
            }
            _ = MHD_run(daemon)
            let now = MonotonicTime.nowMilliseconds()
            if now >= nextSweep {
                table.closeOverdue(now: now)
                core.expireWaitingAnswers(now: now)
                core.pool.checkStalls(now: now)
                nextSweep = now + sweepInterval
            }
        }
    }

    /// Accepts up to `table.reserve` waiting connections and hands them to
    /// the daemon (whose table makes room for each, `ConnectionTable.opened`).
    private func acceptConnections(_ daemon: OpaquePointer) {
        for _ in 0..<table.reserve {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let socket = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    // libmicrohttpd makes it non-blocking and close-on-exec.
                    accept(listener, $0, &length)
                }
            }
            if socket < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return  // none left (EAGAIN), or out of descriptors: try again next turn
            }
            acceptingClient = SocketAddress(storage: storage)?.host ?? ""
            // On failure libmicrohttpd closes the socket itself.
            _ = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { MHD_add_connection(daemon, socket, $0, length) }
            }
            acceptingClient = nil
        }
    }

    private func drainWakes() {
        var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while Glibc.read(wakeDescriptor, &bytes, 64) == 64 {}
    }

    /// Runs libmicrohttpd until every connection this server suspended has
    /// been resumed and taken back (bounded), then lets the thread end.
    private func finish(_ daemon: OpaquePointer) {
        let deadline = MonotonicTime.nowMilliseconds() + 2_000
        while true {
            let pending = suspended.load(ordering: .acquiring)
            _ = MHD_run(daemon)
            if pending <= 0 { break }
            if MonotonicTime.nowMilliseconds() > deadline {
                cleanExit.store(false, ordering: .releasing)
                break
            }
            var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 10)
            drainWakes()
        }
        exited.store(true, ordering: .releasing)
    }
}
