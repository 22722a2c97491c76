import SwatchGeometry

// ASRelativeLayoutSpec.mm (ASCenterLayoutSpec.mm is this with centre or none
// on each axis): fill every bounded axis, then place the child at the start,
// middle or end of the free space, rounded to pixels.

extension LayoutPass {
    func relativeLayout(_ element: Element, _ options: RelativeOptions, _ range: SizeRange) -> Size {
        let child = Int(element.firstChild)
        var size = Size(
            width: Size.isValidForSize(range.max.width) ? range.max.width : .nan,
            height: Size.isValidForSize(range.max.height) ? range.max.height : .nan)
        let minChild = Size(
            width: options.horizontalPosition != .none ? 0 : range.min.width,
            height: options.verticalPosition != .none ? 0 : range.min.height)
        let s = layoutThatFits(child, SizeRange(min: minChild, max: range.max), parentSize: size)

        size = range.clamp(Size(
            width: size.width.isFinite ? size.width : s.width,
            height: size.height.isFinite ? size.height : s.height))
        size = range.clamp(Size(
            width: macroMin(size.width, options.minimumWidth ? s.width : size.width),
            height: macroMin(size.height, options.minimumHeight ? s.height : size.height)))

        positions[child] = Point(
            x: grid.round((size.width - s.width) * options.horizontalPosition.proportion),
            y: grid.round((size.height - s.height) * options.verticalPosition.proportion))
        return size
    }
}
