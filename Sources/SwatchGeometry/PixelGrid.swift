/// Texture rounds layout values to device pixels (`ASCeilPixelValue`,
/// `ASFloorPixelValue`, `ASRoundPixelValue` in ASInternalHelpers.mm). The
/// epsilon is `FLT_EPSILON`, applied in double precision, so that float noise
/// such as 100.666666666669 at scale 3 does not ceil a whole pixel up.
@frozen
public struct PixelGrid: Hashable, Sendable {
    public var scale: Double

    @inlinable
    public init(scale: Double) {
        self.scale = scale
    }

    /// `FLT_EPSILON`: 2^-23.
    public static let epsilon: Double = 1.1920928955078125e-07

    @inlinable
    public func ceil(_ v: Double) -> Double {
        ((v - PixelGrid.epsilon) * scale).rounded(.up) / scale
    }

    @inlinable
    public func floor(_ v: Double) -> Double {
        ((v + PixelGrid.epsilon) * scale).rounded(.down) / scale
    }

    /// Halves round away from zero, as C's `round`.
    @inlinable
    public func round(_ v: Double) -> Double {
        (v * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `ASCeilSizeValues` on a finished layout's size; a size that is not valid
    /// for a layout (infinite, NaN, negative, >= 10^7 in either axis) becomes 0 x 0,
    /// as `ASLayout` does.
    @inlinable
    public func ceil(_ s: Size) -> Size {
        guard s.isValidForSize else { return .zero }
        return Size(width: ceil(s.width) + 0, height: ceil(s.height) + 0)
    }
}
