import SwatchGeometry
import SwatchLayout

// Elements outlined for a page to point at (the playground's warnings): a
// layout spec has no group of its own in a drawing without debug outlines,
// so each marked element gets a frame here, hidden until the page shows it
// (a class of its own on `.swatch-mark[data-id]`, the element's id).

extension LayoutDrawing {
    /// The colour of a mark: the amber warnings are marked in.
    static let markColor = "#b57800"
    /// The least length a mark is drawn at, so that an element laid out 0
    /// wide or tall still shows where it is.
    static let markLeast = 4.0

    /// A hidden outline of each of `marked` (elements by index, once each),
    /// in their order, over everything else.
    func drawMarks(_ svg: inout SVGBuilder, tree: LayoutTree, layout: Layout, elements: [DrawableElement]) {
        guard !marked.isEmpty else { return }
        let frames = layout.elementFrames(in: tree)
        svg.open("g", list: [("class", "swatch-marks"), ("pointer-events", "none")])
        var seen = Set<Int>()
        for i in marked where i >= 0 && i < frames.count && seen.insert(i).inserted {
            guard let frame = frames[i] else { continue }
            let w = max(frame.size.width, Self.markLeast), h = max(frame.size.height, Self.markLeast)
            let r = Rect(x: frame.minX + (frame.size.width - w) / 2, y: frame.minY + (frame.size.height - h) / 2, width: w, height: h)
            svg.empty("rect", list: rectAttributes(r, [
                ("class", "swatch-mark"), ("data-id", elements[i].id), ("display", "none"), ("fill", Self.markColor),
                ("fill-opacity", "0.08"), ("stroke", Self.markColor), ("stroke-width", "2"), ("stroke-dasharray", "5 3"),
                ("vector-effect", "non-scaling-stroke"),
            ]))
        }
        svg.close("g")
        svg.newline()
    }
}
