import Dispatch

/// A value worked out on another thread, started at once: `value` waits for it.
final class InBackground<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = work()
            done.leave()
        }
    }

    /// The value, once it is worked out (the group orders the write before this read).
    var value: Value {
        done.wait()
        return result!
    }
}
