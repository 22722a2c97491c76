@preconcurrency import Dispatch
import Glibc
internal import Synchronization

/// Catches SIGINT and SIGTERM from the moment it is made, so a server can
/// stop cleanly: create it before starting the server, then `wait()`.
public final class TerminationSignals: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let received = ReceivedSignal()
    // Set once in init, only cancelled in deinit.
    private let sources: [any DispatchSourceSignal]

    /// Starts catching SIGINT and SIGTERM.
    public convenience init() { self.init(signals: [SIGINT, SIGTERM]) }

    public init(signals: [Int32]) {
        var sources: [any DispatchSourceSignal] = []
        let semaphore = self.semaphore
        let received = self.received
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                received.set(number)
                semaphore.signal()
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Blocks until one of the signals arrives; returns its number.
    @discardableResult
    public func wait() -> Int32 {
        semaphore.wait()
        return received.value
    }

    deinit {
        for source in sources { source.cancel() }
    }
}

private final class ReceivedSignal: Sendable {
    private let number = Atomic<Int32>(0)
    func set(_ value: Int32) { number.store(value, ordering: .releasing) }
    var value: Int32 { number.load(ordering: .acquiring) }
}
