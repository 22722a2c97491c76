/// `ASDimension`: a length that is automatic, in points, or a fraction of the
/// parent's size.
public enum Dimension: Hashable, Sendable {
    case auto
    case points(Double)
    /// 0...1; "50%" is `.fraction(0.5)`.
    case fraction(Double)

    /// `ASDimensionResolve`: `autoValue` for auto, the points, or the fraction
    /// of `parent` (NaN when the parent dimension is undefined).
    @inlinable
    public func resolve(parent: Double, auto autoValue: Double) -> Double {
        switch self {
        case .auto: autoValue
        case .points(let v): v
        case .fraction(let f): f * parent
        }
    }

    public var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }
}
