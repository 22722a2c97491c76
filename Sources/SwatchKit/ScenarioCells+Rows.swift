import SwatchGeometry
import SwatchLayout
import SwatchSpec
import SwatchSVG

extension ScenarioCells {
    /// The cells as a range figure draws them in their rows, or nil when the
    /// scenario's items are only sizes.
    public var rangeRows: RangeRows? {
        guard !isEmpty else { return nil }
        return RangeRows(uniform: uniform.map(ScenarioCells.rangeRow), items: items.map { $0.map(ScenarioCells.rangeRow) })
    }

    /// One cell's display nodes as shapes: text lines as bars, images as
    /// pictures, other nodes as their colour (a node without one, and the
    /// cell itself, whose colour is its row's, draw nothing).
    static func rangeRow(_ row: Row) -> RangeRows.Row {
        let document = row.document, layout = row.layout
        var shapes: [RangeRows.Shape] = []
        for f in layout.frames(in: document.tree) where f.element != 0 {
            let info = document.elements[f.element]
            let r = f.frame
            var radius = info.cornerRadius ?? 0
            if case .roundBorder? = info.imageModification { radius = min(r.size.width, r.size.height) / 2 }
            switch document.tree.elements[f.element].kind {
            case .text:
                let colour = info.color ?? (info.part?.role == .titleNode ? "#007aff" : "#222222")
                for line in layout.textLayouts[f.element]?.lines ?? [] {
                    shapes.append(RangeRows.Shape(
                        frame: Rect(x: r.minX + line.x, y: r.minY + line.top, width: line.width, height: line.height),
                        fill: colour, kind: .text))
                }
            case .image:
                let flat = info.part?.role == .backgroundImageNode
                shapes.append(RangeRows.Shape(
                    frame: r, fill: flat ? (info.color ?? "#e4e7ec") : "#6f9fcf", kind: flat ? .block : .image, cornerRadius: radius))
            default:
                if let colour = info.color {
                    shapes.append(RangeRows.Shape(frame: r, fill: colour, kind: .block, cornerRadius: radius))
                } else if info.type == .networkImage, r.size.width > 0, r.size.height > 0 {
                    shapes.append(RangeRows.Shape(frame: r, fill: "#d8dde6", kind: .block, cornerRadius: radius))
                }
            }
        }
        return RangeRows.Row(size: layout.size, shapes: shapes)
    }
}
