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
        ownBaselines(baselineSource(i, first: true)).ascender
    }

    /// The descender element `i` reports once laid out.
    func descender(_ i: Int) -> Double {
        ownBaselines(baselineSource(i, first: false)).descender
    }

    /// The element whose value `i` reports: down a vertical stack's first
    /// child (the ascender) or last child (the descender), to an element
    /// that keeps its own.
    func baselineSource(_ i: Int, first: Bool) -> Int {
        var e = i
        while case .stack(let options) = elements[e].kind, options.direction == .vertical {
            let child = first ? elements[e].firstChild : elements[e].lastChild
            if child < 0 { break }
            e = Int(child)
        }
        return e
    }

    /// What element `e` keeps: a text node its font's, any other its style's.
    func ownBaselines(_ e: Int) -> (ascender: Double, descender: Double) {
        if case .text(let index) = elements[e].kind, let measurer {
            return measurer.baselines(texts[Int(index)])
        }
        let kept = style(e)
        return (kept.pointee.ascender, kept.pointee.descender)
    }
}
