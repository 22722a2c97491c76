// Baselines for ASStackLayoutSpec's baselineFirst / baselineLast. Texture
// keeps them in each element's style: a vertical stack copies its first
// child's ascender and its last child's descender after every layout
// (ASStackLayoutSpec.mm); every other element keeps the value it was given.
// A text node sets both from its font whenever it is measured (ASTextNode.mm).
// Those values never depend on the range an element is laid out in, so they
// are read here on demand instead of stored per layout.

extension LayoutPass {
    /// The ascender element `i` reports once laid out.
    func ascender(_ i: Int) -> Double {
        var e = i
        while case .stack(let options) = elements[e].kind, options.direction == .vertical, elements[e].firstChild >= 0 {
            e = Int(elements[e].firstChild)
        }
        if case .text(let index) = elements[e].kind, let measurer {
            return measurer.baselines(texts[Int(index)]).ascender
        }
        return style(e).pointee.ascender
    }

    /// The descender element `i` reports once laid out.
    func descender(_ i: Int) -> Double {
        var e = i
        while case .stack(let options) = elements[e].kind, options.direction == .vertical, elements[e].lastChild >= 0 {
            e = Int(elements[e].lastChild)
        }
        if case .text(let index) = elements[e].kind, let measurer {
            return measurer.baselines(texts[Int(index)]).descender
        }
        return style(e).pointee.descender
    }
}
