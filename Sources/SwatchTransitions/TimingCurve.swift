/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control
/// points, as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it:
/// `value(at:)` maps the fraction of time elapsed to the fraction of the
/// change done.
public struct TimingCurve: Hashable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// `UIViewAnimationOptionCurveEaseInOut` (`kCAMediaTimingFunctionEaseInEaseOut`),
    /// which `animateLayoutTransition:` uses; CSS `ease-in-out` is the same curve.
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The fraction of the change done when `time` (0...1) of the duration
    /// has passed.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        // Solve x(s) = time for the curve parameter s by bisection (x is
        // increasing for control points with x in 0...1), then read y(s).
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if TimingCurve.bezier(mid, x1, x2) < time { low = mid } else { high = mid }
        }
        return TimingCurve.bezier((low + high) / 2, y1, y2)
    }

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
}
