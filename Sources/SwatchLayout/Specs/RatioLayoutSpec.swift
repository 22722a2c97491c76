import SwatchGeometry

// ASRatioLayoutSpec.mm: of the sizes the bounded maxes allow at this ratio
// (height / width), take the one closest to it, ties to the width-based one.

extension LayoutPass {
    func ratioLayout(_ element: Element, _ ratio: Double, _ range: SizeRange) -> Size {
        let child = Int(element.firstChild)
        var best: Size? = nil
        if Size.isValidForSize(range.max.width) {
            best = range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width)))
        }
        if Size.isValidForSize(range.max.height) {
            let option = range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height))
            // std::max_element keeps the first unless a later one is strictly closer.
            if let current = best {
                if abs(current.height / current.width - ratio) > abs(option.height / option.width - ratio) {
                    best = option
                }
            } else {
                best = option
            }
        }
        let s: Size
        if let best {
            s = layoutThatFits(child, range.intersect(SizeRange(exactly: best)), parentSize: best)
        } else {
            s = layoutThatFits(child, range, parentSize: Size(width: .nan, height: .nan))
        }
        positions[child] = .zero
        return s
    }
}
