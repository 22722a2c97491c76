@preconcurrency import Dispatch

/// A timer calling `handler` every `interval` (at least every millisecond)
/// on its own serial queue, until cancelled.
enum RepeatingTimer {
    static func start(label: String, every interval: Duration, _ handler: @escaping @Sendable () -> Void)
        -> any DispatchSourceTimer
    {
        let nanos = max(
            1_000_000,
            Int(interval.components.seconds) * 1_000_000_000 + Int(interval.components.attoseconds / 1_000_000_000))
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: label))
        source.schedule(deadline: .now() + .nanoseconds(nanos), repeating: .nanoseconds(nanos))
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }
}
