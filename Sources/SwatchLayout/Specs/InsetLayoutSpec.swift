import SwatchGeometry

// ASInsetLayoutSpec.mm. Skips the style step; an infinite inset lets the child
// take its own size on that axis and pushes it to the other edge, or centres it
// when both insets of the axis are infinite.

extension LayoutPass {
    func insetLayout(_ i: Int, _ insets: Insets, _ range: SizeRange, _ parentSize: Size) -> Size {
        let child = Int(elements[i].firstChild)
        @inline(__always) func finite(_ v: Double, _ substitute: Double) -> Double {
            v.isInfinite ? substitute : v
        }
        let insetsX = finite(insets.left, 0) + finite(insets.right, 0)
        let insetsY = finite(insets.top, 0) + finite(insets.bottom, 0)
        let minWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : range.min.width
        let minHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : range.min.height
        let childRange = SizeRange(
            min: Size(width: macroMax(0, minWidth - insetsX), height: macroMax(0, minHeight - insetsY)),
            max: Size(
                width: macroMax(0, range.max.width - insetsX),
                height: macroMax(0, range.max.height - insetsY)))
        let childParent = Size(
            width: macroMax(0, parentSize.width - insetsX),
            height: macroMax(0, parentSize.height - insetsY))
        let s = layoutThatFits(child, childRange, parentSize: childParent)

        let size = range.clamp(Size(
            width: finite(s.width + insets.left + insets.right, range.max.width),
            height: finite(s.height + insets.top + insets.bottom, range.max.height)))

        // centerInset: ASRoundPixelValue((outer - inner) / 2).
        let x = finite(
            insets.left,
            range.max.width - (finite(insets.right, grid.round((range.max.width - s.width) / 2)) + s.width))
        let y = finite(
            insets.top,
            range.max.height - (finite(insets.bottom, grid.round((range.max.height - s.height) / 2)) + s.height))
        positions[child] = Point(x: x, y: y)
        return size
    }
}
