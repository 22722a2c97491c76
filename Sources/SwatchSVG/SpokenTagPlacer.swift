import SwatchGeometry

/// Where the accessibility overlay puts each element's number: a tag beside
/// the element that covers no node's content and no other tag. A node that
/// holds no other is content (text, an image, a coloured box); one that
/// holds others (a cell, a card behind its text, a button under its title)
/// is the backdrop they are drawn on, and a tag may sit on it.
///
/// For each element, in order: a tab above its top-left corner, beside its
/// top-left corner outside it, a tab above its top-right corner, beside its
/// top-right corner, inside its top-left corner (a container's margin),
/// under its bottom-left corner; the first that is free. When none is, the
/// tag goes in a column left of the drawing, level with the element or
/// below the column's last tag, and a leader line joins it to the element.
struct SpokenTagPlacer {
    let fontSize: Double
    /// The column's left edge.
    let gutterX: Double
    /// Content and tags placed, for overlap tests.
    var taken: RectGrid
    /// The bottom of the column's last tag.
    var gutterBottom = -Double.greatestFiniteMagnitude

    init(fontSize: Double, extent: Rect, content: [Rect], reserved: [Rect]) {
        self.fontSize = fontSize
        gutterX = extent.minX - 2 * SpecLabelPlacer.tagHeight(fontSize: fontSize) - 4
        taken = RectGrid(cell: 64, bounds: extent)
        for r in content + reserved { taken.insert(r) }
    }

    func tagSize(_ text: String) -> Size {
        Size(width: max(TextEstimate.width(text, fontSize: fontSize, monospace: true) + 2 * SpecLabelPlacer.padding,
                        SpecLabelPlacer.tagHeight(fontSize: fontSize)),
             height: SpecLabelPlacer.tagHeight(fontSize: fontSize))
    }

    /// The tag for `text` by `frame`, and whether a leader line must join
    /// them (a tag in the column).
    mutating func place(_ text: String, by r: Rect) -> (tag: Rect, leader: Bool) {
        let size = tagSize(text)
        let w = size.width, h = size.height
        func at(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
        let candidates = [
            at(r.minX, r.minY - h - 1), at(r.minX - w - 2, r.minY), at(r.maxX - w, r.minY - h - 1), at(r.maxX + 2, r.minY),
            at(r.minX + 1.5, r.minY + 1.5), at(r.minX, r.maxY + 1),
        ]
        for tag in candidates where tag.minX.isFinite && tag.minY.isFinite && !taken.overlaps(tag) {
            taken.insert(tag)
            return (tag, false)
        }
        var tag = at(gutterX, max(r.minY.isFinite ? r.minY : 0, gutterBottom + 1))
        while taken.overlaps(tag) { tag.origin.y += h + 1 }
        gutterBottom = tag.maxY
        taken.insert(tag)
        return (tag, true)
    }
}

/// Rectangles kept in the cells of a square grid they touch, for overlap
/// tests that look only near the rectangle asked about. A rectangle is
/// filed in the cells of its part within `bounds` grown by a margin (where
/// tags go); what lies further out is filed at the edge cells, so nothing
/// is missed and no rectangle takes more cells than the bounds have.
struct RectGrid {
    let cell: Double
    let bounds: Rect
    private var rects: [Rect] = []
    private var cells: [Int64: [Int32]] = [:]

    init(cell: Double, bounds: Rect) {
        self.cell = cell
        let margin = 4 * cell
        let x0 = bounds.minX.isFinite ? bounds.minX : 0, y0 = bounds.minY.isFinite ? bounds.minY : 0
        let x1 = bounds.maxX.isFinite ? bounds.maxX : x0, y1 = bounds.maxY.isFinite ? bounds.maxY : y0
        self.bounds = Rect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
    }

    /// The range of cell columns and rows `r` touches, clamped to the bounds.
    private func span(_ r: Rect) -> (ClosedRange<Int64>, ClosedRange<Int64>) {
        let columns = Int64((bounds.size.width / cell).rounded(.up)), rows = Int64((bounds.size.height / cell).rounded(.up))
        func index(_ v: Double, _ origin: Double, _ count: Int64) -> Int64 {
            let i = ((v - origin) / cell).rounded(.down)
            guard i.isFinite else { return i > 0 ? count : 0 }
            return Swift.max(0, Swift.min(count, Int64(Swift.max(-1, Swift.min(Double(count) + 1, i)))))
        }
        let c0 = index(r.minX, bounds.minX, columns), c1 = index(r.maxX, bounds.minX, columns)
        let r0 = index(r.minY, bounds.minY, rows), r1 = index(r.maxY, bounds.minY, rows)
        return (Swift.min(c0, c1)...Swift.max(c0, c1), Swift.min(r0, r1)...Swift.max(r0, r1))
    }

    mutating func insert(_ r: Rect) {
        let n = Int32(rects.count)
        rects.append(r)
        let (columns, rows) = span(r)
        for c in columns {
            for row in rows { cells[c << 32 | row, default: []].append(n) }
        }
    }

    func overlaps(_ r: Rect) -> Bool {
        let (columns, rows) = span(r)
        for c in columns {
            for row in rows {
                for n in cells[c << 32 | row] ?? [] where rects[Int(n)].overlaps(r) { return true }
            }
        }
        return false
    }
}
