internal import Synchronization

/// A response body written over time (server-sent events, for instance).
/// One stream is the body of one response: a second response with the same
/// stream is answered 500.
///
/// Any thread may `send` and `finish`; the server sends what was written as
/// soon as it can, without holding a worker thread while the stream is idle.
/// After the client goes away (or the server stops) the stream is closed and
/// `send` returns false, so a publisher can drop it.
public final class ResponseStream: Sendable {
    /// What a reader gets from `poll()`.
    public enum Poll: Equatable, Sendable {
        case data([UInt8])
        case pending
        case finished
    }

    struct State {
        var pending: [UInt8] = []
        var finished = false
        var closed = false
        /// Whether a response is already sending this stream.
        var attached = false
        /// Set while the connection sending this stream is parked waiting for data.
        var wake: (@Sendable () -> Void)?
    }

    let state = Mutex(State())

    public init() {}

    /// Queues bytes; false when the stream is finished or closed.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        state.withLock { state in
            guard !state.finished, !state.closed else { return false }
            state.pending.append(contentsOf: bytes)
            state.wakeReader()
            return true
        }
    }

    /// Queues UTF-8 text; false when the stream is finished or closed.
    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Ends the body once what was sent is delivered.
    public func finish() {
        state.withLock { state in
            state.finished = true
            state.wakeReader()
        }
    }

    /// Whether the stream accepts no more data (finished, or its client is gone).
    public var isClosed: Bool { state.withLock { $0.finished || $0.closed } }

    /// Takes what was written so far (for in-process readers such as tests).
    public func poll() -> Poll {
        state.withLock { state in
            if !state.pending.isEmpty {
                defer { state.pending.removeAll(keepingCapacity: true) }
                return .data(state.pending)
            }
            return state.finished || state.closed ? .finished : .pending
        }
    }

    /// Server side: copies up to `capacity` bytes to `buffer`. Returns the
    /// count, -1 at the end, or 0 after calling `park` (under the stream's
    /// lock) when nothing is waiting; `wake` is then called once data or the
    /// end arrives.
    func read(
        into buffer: UnsafeMutableRawPointer, capacity: Int, stopping: Bool,
        park: () -> Void, wake: @escaping @Sendable () -> Void
    ) -> Int {
        state.withLock { state in
            if !state.pending.isEmpty {
                let n = min(capacity, state.pending.count)
                state.pending.withUnsafeBytes { source in
                    if let base = source.baseAddress { buffer.copyMemory(from: base, byteCount: n) }
                }
                state.pending.removeFirst(n)
                return n
            }
            if state.finished || state.closed || stopping { return -1 }
            park()
            state.wake = wake
            return 0
        }
    }

    /// Server side: claims the stream for one response; false if already claimed.
    func attach() -> Bool {
        state.withLock { state in
            defer { state.attached = true }
            return !state.attached
        }
    }

    /// Server side: the client is gone; nothing more will be read.
    func close() {
        state.withLock { state in
            state.closed = true
            state.wake = nil
        }
    }
}

extension ResponseStream.State {
    mutating func wakeReader() {
        if let wake {
            self.wake = nil
            wake()
        }
    }
}
