import SwatchGeometry

extension Style {
    /// `ASLayoutElementSizeResolveAutoSize`: the range the style asks for, with
    /// fractions taken of `parent` (NaN where the parent dimension is undefined)
    /// and `autoRange` standing in for unset min/max.
    @inlinable
    public func resolve(parent: Size, auto autoRange: SizeRange = .unconstrained) -> SizeRange {
        let (w0, w1) = Style.constrain(
            min: minWidth.resolve(parent: parent.width, auto: autoRange.min.width),
            exact: width.resolve(parent: parent.width, auto: .nan),
            max: maxWidth.resolve(parent: parent.width, auto: autoRange.max.width))
        let (h0, h1) = Style.constrain(
            min: minHeight.resolve(parent: parent.height, auto: autoRange.min.height),
            exact: height.resolve(parent: parent.height, auto: .nan),
            max: maxHeight.resolve(parent: parent.height, auto: autoRange.max.height))
        return SizeRange(min: Size(width: w0, height: h0), max: Size(width: w1, height: h1))
    }

    /// `ASLayoutElementSizeConstrain`: min overrides max overrides exact. The
    /// comparisons are written as Texture writes them, so NaN (an undefined
    /// parent) falls through the same branches.
    @inlinable
    static func constrain(min: Double, exact: Double, max: Double) -> (Double, Double) {
        if max <= min { return (min, min) }
        if exact.isNaN { return (min, max) }
        if exact > max { return (max, max) }
        if exact < min { return (min, min) }
        return (exact, exact)
    }
}
