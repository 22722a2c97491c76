// The CGRect functions hit testing needs, with CoreGraphics' edge rules: a
// rectangle with a negative width or height is standardised before use, min
// edges belong to a rectangle and max edges do not, and one with no area
// contains nothing.

extension Rect {
    /// `CGRectStandardize`: the same rectangle with a non-negative width and height.
    @inlinable
    public var standardized: Rect {
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }

    /// `UIEdgeInsetsInsetRect`: the rectangle moved in by `insets` on each side
    /// (a negative inset moves that side out). Not standardised.
    @inlinable
    public func inset(by insets: Insets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }

    /// `CGRectIsEmpty` after standardising: no area (or NaN in it).
    @inlinable
    public var isEmpty: Bool {
        let r = standardized
        return !(r.size.width > 0 && r.size.height > 0)
    }

    /// `CGRectContainsPoint`: min edges included, max edges excluded, on the
    /// standardised rectangle; an empty rectangle contains nothing.
    @inlinable
    public func contains(_ p: Point) -> Bool {
        let r = standardized
        guard r.size.width > 0, r.size.height > 0 else { return false }
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    /// `CGRectIntersection` of the standardised rectangles, or nil for
    /// `CGRectNull` (they share no point). Rectangles that only meet along an
    /// edge give an empty rectangle there, as CoreGraphics does.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let a = standardized, b = other.standardized
        let x0 = Swift.max(a.minX, b.minX), x1 = Swift.min(a.maxX, b.maxX)
        let y0 = Swift.max(a.minY, b.minY), y1 = Swift.min(a.maxY, b.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
