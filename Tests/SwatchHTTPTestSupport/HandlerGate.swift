import Dispatch
import XCTest

/// A gate a responder's handler stops at, so that a test can hold a server's
/// thread busy for as long as it needs: the handler calls `hold()`, the test
/// waits for `arrived()` and later `open()`s the gate.
public final class HandlerGate: Sendable {
    private let opened = DispatchSemaphore(value: 0)
    private let arrival = DispatchSemaphore(value: 0)

    public init() {}

    /// In a handler: says it has arrived, then waits until the gate opens.
    public func hold() {
        arrival.signal()
        opened.wait()
    }

    /// Whether a handler arrived at the gate within 10 seconds.
    public func arrived() -> Bool {
        arrival.wait(timeout: .now() + 10) == .success
    }

    /// Lets `count` held handlers (or handlers still to come) through.
    public func open(_ count: Int = 1) {
        for _ in 0..<count { opened.signal() }
    }

    /// Opens the gate for eight handlers when `test` ends. Called after the
    /// server has started, it runs before the server stops (teardown blocks
    /// run last first), so a failed assertion never leaves a thread waiting
    /// at the gate.
    public func openAtTeardown(of test: XCTestCase) {
        test.addTeardownBlock { self.open(8) }
    }
}
