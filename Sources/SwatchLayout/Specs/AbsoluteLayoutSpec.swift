import SwatchGeometry

// ASAbsoluteLayoutSpec.mm: each child at its layoutPosition in a range of its
// own (its style, with the room left after its position as the auto max, not
// intersected with the spec's range); the spec fills a bounded max unless it
// sizes to fit.

extension LayoutPass {
    func absoluteLayout(_ element: Element, _ sizing: AbsoluteSizing, _ range: SizeRange) -> Size {
        var size = Size(
            width: Size.isValidForSize(range.max.width) ? range.max.width : .nan,
            height: Size.isValidForSize(range.max.height) ? range.max.height : .nan)
        let parentSize = size
        var c = element.firstChild
        while c >= 0 {
            let child = Int(c)
            let style = self.style(child).pointee
            let position = style.layoutPosition
            let autoRange = SizeRange(
                min: .zero,
                max: Size(width: range.max.width - position.x, height: range.max.height - position.y))
            let constraint = style.resolve(parent: parentSize, auto: autoRange)
            _ = layoutThatFits(child, constraint, parentSize: parentSize)
            positions[child] = position
            c = elements[child].nextSibling
        }
        let fits = sizing == .sizeToFit
        if fits || size.width.isNaN || size.height.isNaN {
            // The children's extent: their farthest right and bottom edges, from the range's min.
            var extent = range.min
            var c = element.firstChild
            while c >= 0 {
                let child = Int(c)
                extent.width = macroMax(extent.width, positions[child].x + sizes[child].width)
                extent.height = macroMax(extent.height, positions[child].y + sizes[child].height)
                c = elements[child].nextSibling
            }
            if fits || size.width.isNaN { size.width = extent.width }
            if fits || size.height.isNaN { size.height = extent.height }
        }
        return range.clamp(size)
    }
}
