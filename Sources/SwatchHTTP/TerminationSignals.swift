import Glibc
internal import Synchronization

/// Catches SIGINT and SIGTERM from the moment it is made (the handler is
/// installed synchronously, so a signal arriving right after start-up is
/// not lost), so a server can stop cleanly: create it before starting the
/// server, then `wait()`. A second signal while stopping exits at once
/// with status 1.
///
/// The handler only writes the signal number to a pipe (async-signal-safe);
/// `wait()` reads it. One instance per process.
public final class TerminationSignals: Sendable {
    private let readEnd: Int32

    /// Starts catching SIGINT and SIGTERM.
    public convenience init() { self.init(signals: [SIGINT, SIGTERM]) }

    public init(signals: [Int32]) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        } else {
            ends = [-1, -1]
        }
        readEnd = ends[0]
        terminationSignalPipe.store(ends[1], ordering: .releasing)
        terminationSignalCount.store(0, ordering: .releasing)
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = terminationSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Blocks until one of the signals arrives; returns its number.
    @discardableResult
    public func wait() -> Int32 {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0 && errno == EINTR { continue }
            return 0
        }
    }
}

private let terminationSignalPipe = Atomic<Int32>(-1)
private let terminationSignalCount = Atomic<Int>(0)

private let terminationSignalHandler: @convention(c) (Int32) -> Void = { number in
    if terminationSignalCount.add(1, ordering: .relaxed).newValue > 1 { _exit(1) }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(terminationSignalPipe.load(ordering: .relaxed), &byte, 1)
}
