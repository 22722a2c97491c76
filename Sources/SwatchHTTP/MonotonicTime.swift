import Glibc

/// Milliseconds on the coarse monotonic clock: a few nanoseconds to read,
/// a few milliseconds fine, which is what connection deadlines need.
enum MonotonicTime {
    static func nowMilliseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC_COARSE, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }

    /// Whole milliseconds in a duration (rounded down, at least 0).
    static func milliseconds(_ duration: Duration) -> Int64 {
        let parts = duration.components
        return max(0, parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
    }
}
