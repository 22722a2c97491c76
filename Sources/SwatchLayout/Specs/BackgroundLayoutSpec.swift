import SwatchGeometry

// ASBackgroundLayoutSpec.mm: the child in the offered range, the background at
// exactly the child's size behind it; the background's parent size is the
// one the spec received, not the child's size. Skips the style step.
// Children are stored background first (sublayout order).

extension LayoutPass {
    func backgroundLayout(_ i: Int, _ range: SizeRange, _ parentSize: Size) -> Size {
        let background = Int(elements[i].firstChild)
        let child = Int(elements[background].nextSibling)
        let size = layoutThatFits(child, range, parentSize: parentSize)
        _ = layoutThatFits(background, SizeRange(exactly: size), parentSize: parentSize)
        positions[background] = .zero
        positions[child] = .zero
        return size
    }
}
