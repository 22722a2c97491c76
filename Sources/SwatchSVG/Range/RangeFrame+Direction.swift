import SwatchGeometry
import SwatchRanges

// The scroll direction: an arrow beside the viewport and its caption.
extension RangeFrame {
    /// What the arrow's caption says.
    func directionCaption(_ record: RangeRecord) -> String {
        let raw = record.direction
        var caption = raw.isEmpty ? "still: ranges keep \(sides(record.rangeDirection).0)" : "scrolling \(raw.name)"
        if scene.flipsDirection && !raw.isEmpty { caption += " (inverted: drawn \(raw.contains(.down) ? "up" : "down"))" }
        return caption
    }

    /// The direction arrow's line and its caption's lines and their top-left
    /// baseline (x is the caption's centre).
    func directionLayout(_ record: RangeRecord) -> (from: Point, to: Point, caption: [String], at: Point) {
        let raw = record.direction
        let shown = raw.isEmpty ? record.rangeDirection : raw
        let area = scene.areaRect
        let viewport = scene.viewportSpan(record)
        let mid = viewport.start + viewport.length / 2
        let half = max(12, min(40, viewport.length / 2 - 4))
        let size = Self.labelSize
        if scene.axis == .vertical {
            var down = shown.contains(.down)
            if scene.flipsDirection { down.toggle() }
            let x = (Self.margin / 2 + area.minX - 22) / 2
            let lines = TextEstimate.wrap(directionCaption(record), fontSize: size, maxWidth: area.minX - 22 - 12 - Self.margin / 2)
            let captionHeight = Double(lines.count - 1) * Self.labelLeading
            var y = mid + half + 8 + size
            if y + captionHeight > area.maxY { y = mid - half - 8 - captionHeight }
            let (y1, y2) = down ? (mid - half, mid + half) : (mid + half, mid - half)
            return (Point(x: x, y: y1), Point(x: x, y: y2), lines, Point(x: x, y: y))
        }
        let right = shown.contains(.right)
        let y = area.minY - 22 - 14
        let (x1, x2) = right ? (mid - half, mid + half) : (mid + half, mid - half)
        let caption = directionCaption(record)
        let halfWidth = TextEstimate.width(caption, fontSize: size) / 2
        let cx = max(Self.margin + halfWidth, min(width - Self.margin - halfWidth, mid))
        return (Point(x: x1, y: y), Point(x: x2, y: y), [caption], Point(x: cx, y: y - 12))
    }

    func drawDirection(_ svg: inout SVGBuilder, record: RangeRecord) {
        let still = record.direction.isEmpty
        let color = still ? "#777777" : RangePalette.text
        let layout = directionLayout(record)
        svg.empty("line", ["class": "swatch-direction", "x1": svgNumber(layout.from.x), "y1": svgNumber(layout.from.y),
                           "x2": svgNumber(layout.to.x), "y2": svgNumber(layout.to.y), "stroke": color, "stroke-width": "4",
                           "stroke-dasharray": still ? "4 3" : "none", "marker-end": "url(#\(arrowID))"])
        svg.open("text", ["class": "swatch-direction-caption", "font-size": svgNumber(Self.labelSize), "fill": color,
                          "text-anchor": "middle"])
        svg.element("title", text: directionCaption(record))
        svg.tspans(layout.caption, x: layout.at.x, y: layout.at.y, leading: Self.labelLeading)
        svg.close("text")
        svg.newline()
    }
}
