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
        if sizing == .sizeToFit || size.width.isNaN {
            size.width = range.min.width
            var c = element.firstChild
            while c >= 0 {
                size.width = macroMax(size.width, positions[Int(c)].x + sizes[Int(c)].width)
                c = elements[Int(c)].nextSibling
            }
        }
        if sizing == .sizeToFit || size.height.isNaN {
            size.height = range.min.height
            var c = element.firstChild
            while c >= 0 {
                size.height = macroMax(size.height, positions[Int(c)].y + sizes[Int(c)].height)
                c = elements[Int(c)].nextSibling
            }
        }
        return range.clamp(size)
    }
}
