import SwatchGeometry

/// Where the arithmetic overlay (`LayoutDrawing+Arithmetic.swift`) puts its
/// tags: by what each labels, where it covers no content (a node that holds
/// no other) and no tag placed before it, within the drawing grown by two
/// tags' height above and below (not at the sides, where growing would
/// shrink a phone-wide drawing on a phone). For each, in order: a tab above
/// its top-left corner, above its top-right corner, under its bottom-left
/// and bottom-right corners, inside its top corners or bottom-left corner,
/// beside it, centred above or below it, a second tab above; the first that
/// is free (`place`). When none is, the tag goes in rows under the drawing
/// and every tag placed by its target (`row`, once those are placed), left
/// to right, and a leader line joins it to what it labels.
struct ArithmeticTagPlacer {
    let fontSize: Double
    /// Where the tags by their targets may go.
    let canvas: Rect
    /// Content and tags placed, for overlap tests.
    var taken: RectGrid
    /// The bottom of the drawing and of the tags placed by their targets.
    var bottom: Double
    /// The rows under the drawing: their left and right edges, the next
    /// free place (nil until the first) and the bottom of the row being filled.
    let rowsLeft: Double
    let rowsRight: Double
    var next: Point?
    var rowBottom = 0.0

    init(fontSize: Double, extent: Rect, content: [Rect], reserved: [Rect]) {
        self.fontSize = fontSize
        let h = SpecLabelPlacer.tagHeight(fontSize: fontSize)
        canvas = Rect(x: extent.minX - 3, y: extent.minY - 2 * h - 2, width: extent.size.width + 6, height: extent.size.height + 4 * h + 4)
        taken = RectGrid(cell: 64, bounds: extent)
        for r in content + reserved { taken.insert(r) }
        bottom = extent.maxY
        rowsLeft = extent.minX
        rowsRight = extent.minX + max(extent.size.width, 200)
    }

    func tagSize(_ text: String) -> Size {
        Size(width: TextEstimate.width(text, fontSize: fontSize, monospace: true) + 2 * SpecLabelPlacer.padding,
             height: SpecLabelPlacer.tagHeight(fontSize: fontSize))
    }

    /// The tag for `text` by `r`, or nil when there is no room by it.
    mutating func place(_ text: String, by r: Rect) -> Rect? {
        let size = tagSize(text)
        let w = size.width, h = size.height, inset = 1.5
        func at(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
        let midX = r.minX + r.size.width / 2
        let candidates = [
            at(r.minX, r.minY - h - 1), at(r.maxX - w, r.minY - h - 1), at(r.minX, r.maxY + 1), at(r.maxX - w, r.maxY + 1),
            at(r.minX + inset, r.minY + inset), at(r.maxX - w - inset, r.minY + inset), at(r.minX + inset, r.maxY - h - inset),
            at(r.maxX + 2, r.minY), at(r.minX - w - 2, r.minY), at(midX - w / 2, r.minY - h - 1), at(midX - w / 2, r.maxY + 1),
            at(r.minX, r.minY - 2 * h - 2),
        ]
        for tag in candidates where isFree(tag) {
            taken.insert(tag)
            bottom = max(bottom, tag.maxY)
            return tag
        }
        return nil
    }

    /// The tag for `text` in the rows under the drawing and the tags by
    /// their targets (after every `place`).
    mutating func row(_ text: String) -> Rect {
        let size = tagSize(text)
        var at = next ?? Point(x: rowsLeft, y: bottom + 6)
        if at.x > rowsLeft, at.x + size.width > rowsRight { at = Point(x: rowsLeft, y: rowBottom + 2) }
        let tag = Rect(origin: at, size: size)
        next = Point(x: tag.maxX + 6, y: tag.minY)
        rowBottom = max(rowBottom, tag.maxY)
        return tag
    }

    func isFree(_ tag: Rect) -> Bool {
        tag.minX.isFinite && tag.minY.isFinite && tag.minX >= canvas.minX - 0.001 && tag.minY >= canvas.minY - 0.001
            && tag.maxX <= canvas.maxX + 0.001 && tag.maxY <= canvas.maxY + 0.001 && !taken.overlaps(tag)
    }
}
