import SwatchGeometry

// ASOverlayLayoutSpec.mm: the child in the offered range, the overlay at
// exactly the child's size on top of it. Skips the style step.

extension LayoutPass {
    func overlayLayout(_ i: Int, _ range: SizeRange, _ parentSize: Size) -> Size {
        let child = Int(elements[i].firstChild)
        let size = layoutThatFits(child, range, parentSize: parentSize)
        positions[child] = .zero
        let overlay = Int(elements[child].nextSibling)
        if overlay >= 0 {
            _ = layoutThatFits(overlay, SizeRange(exactly: size), parentSize: size)
            positions[overlay] = .zero
        }
        return size
    }
}
