import SwatchGeometry

// ASWrapperLayoutSpec (ASLayoutSpec.mm): every child in the same range at the
// origin; the spec is as large as the largest, at least its range's min.

extension LayoutPass {
    func wrapperLayout(_ element: Element, _ range: SizeRange) -> Size {
        var size = range.min
        var c = element.firstChild
        while c >= 0 {
            let child = Int(c)
            let s = layoutThatFits(child, range, parentSize: range.max)
            positions[child] = .zero
            size.width = macroMax(size.width, s.width)
            size.height = macroMax(size.height, s.height)
            c = elements[child].nextSibling
        }
        return size
    }
}
