import SwatchGeometry

/// What a range figure draws inside each cell when the scenario's items are
/// real cells: the cell's display nodes, laid out at the cell's size, as
/// small shapes over the cell's state colour (which stays visible around
/// and through them).
public struct RangeRows: Sendable {
    public enum Kind: Sendable {
        /// A node's block of colour.
        case block
        /// A line of text, as a bar.
        case text
        /// A picture.
        case image
    }

    /// One display node (or one line of a text node), in the cell's points.
    public struct Shape: Sendable {
        public var frame: Rect
        public var fill: String
        public var kind: Kind
        /// Rounded corners, in points (an avatar's circle).
        public var cornerRadius: Double

        public init(frame: Rect, fill: String, kind: Kind, cornerRadius: Double = 0) {
            self.frame = frame
            self.fill = fill
            self.kind = kind
            self.cornerRadius = cornerRadius
        }
    }

    /// A laid-out cell.
    public struct Row: Sendable {
        public var size: Size
        public var shapes: [Shape]

        public init(size: Size, shapes: [Shape]) {
            self.size = size
            self.shapes = shapes
        }
    }

    /// Every item's row, or per item (nil: that item has only a size).
    public var uniform: Row?
    public var items: [Row?]

    public init(uniform: Row? = nil, items: [Row?] = []) {
        self.uniform = uniform
        self.items = items
    }

    /// Item `index`'s row; items a batch fetch appends copy the last.
    public func row(_ index: Int) -> Row? {
        if let uniform { return uniform }
        guard !items.isEmpty else { return nil }
        return items[min(index, items.count - 1)]
    }
}

extension RangeFrame {
    /// Item `item`'s row drawn into its cell at `r` (the picture scales the
    /// two axes apart, so shapes keep their place, not their proportions).
    func drawRow(_ svg: inout SVGBuilder, item: Int, rect r: Rect) {
        guard let row = rows?.row(item), row.size.width > 0, row.size.height > 0 else { return }
        let sx = r.size.width / row.size.width, sy = r.size.height / row.size.height
        guard sx > 0, sy > 0, r.size.height >= 3 else { return }
        svg.open("g", ["class": "swatch-row", "data-item": String(item), "pointer-events": "none"])
        for shape in row.shapes {
            let f = shape.frame
            var box = Rect(x: r.minX + f.minX * sx, y: r.minY + f.minY * sy, width: f.size.width * sx, height: f.size.height * sy)
            if shape.kind == .text {
                // A text line as a bar two thirds of its height.
                let h = max(0.6, box.size.height * 0.6)
                box = Rect(x: box.minX, y: box.minY + (box.size.height - h) / 2, width: box.size.width, height: h)
            }
            guard box.size.width >= 0.4, box.size.height >= 0.4 else { continue }
            let radius = min(shape.cornerRadius * min(sx, sy), box.size.width / 2, box.size.height / 2)
            // See-through, so the cell's state colour reads through every shape.
            svg.empty("rect", list: rectAttributes(box, [
                ("fill", shape.fill), ("fill-opacity", shape.kind == .text ? "0.75" : "0.4"),
                ("rx", svgNumber(shape.kind == .text ? min(box.size.height / 2, 1.5) : radius)),
            ]))
        }
        svg.close("g")
    }
}
