/// A width and a height in points. Components may be infinite or NaN while a
/// layout is computed (Texture passes both around); finished layouts never hold them.
@frozen
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Texture's `ASIsCGSizeValidForSize`: both components finite-or-zero,
    /// non-negative and below 10^7 (`CGFLOAT_MAX` stands for "unbounded").
    @inlinable
    public var isValidForSize: Bool {
        Size.isValidForSize(width) && Size.isValidForSize(height)
    }

    /// Texture's `ASPointsValidForSize` for one component: normal or zero,
    /// non-negative, below 10^7 (so NaN, infinity and subnormals are not).
    @inlinable
    public static func isValidForSize(_ v: Double) -> Bool {
        (v.isNormal || v == 0) && v >= 0 && v < validLimit
    }

    /// 10^7 points: Texture's bound on a layout's size; a size at or above it
    /// in either axis lays out as 0 x 0.
    public static let validLimit = 10_000_000.0
}
