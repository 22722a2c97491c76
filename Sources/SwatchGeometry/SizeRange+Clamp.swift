// Foundation's MIN/MAX macros: `a < b ? a : b` and `a < b ? b : a`. They differ
// from Swift's min/max only when an argument is NaN, and Texture's results in
// that case (an undefined parent dimension) follow from exactly these forms.

/// `MIN(a, b)` as the Foundation macro evaluates it.
@inlinable
public func macroMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

/// `MAX(a, b)` as the Foundation macro evaluates it.
@inlinable
public func macroMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

extension SizeRange {
    /// `ASSizeRangeClamp`: the size pulled into the range, min winning when the
    /// range is inverted.
    @inlinable
    public func clamp(_ size: Size) -> Size {
        Size(
            width: macroMax(min.width, macroMin(max.width, size.width)),
            height: macroMax(min.height, macroMin(max.height, size.height)))
    }

    /// `ASSizeRangeIntersect`, with `self` the range a parent offers and `other`
    /// the range the child's style asks for. Where they do not overlap the
    /// parent wins with a point: its max if the child wanted more, else its min.
    @inlinable
    public func intersect(_ other: SizeRange) -> SizeRange {
        let (w0, w1) = SizeRange.intersectAxis(min.width, max.width, other.min.width, other.max.width)
        let (h0, h1) = SizeRange.intersectAxis(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(width: w0, height: h0), max: Size(width: w1, height: h1))
    }

    @inlinable
    static func intersectAxis(
        _ cMin: Double, _ cMax: Double, _ sMin: Double, _ sMax: Double
    ) -> (Double, Double) {
        let lo = macroMax(cMin, sMin)
        let hi = macroMin(cMax, sMax)
        if lo <= hi { return (lo, hi) }
        if cMin < sMin { return (cMax, cMax) }
        return (cMin, cMin)
    }
}
