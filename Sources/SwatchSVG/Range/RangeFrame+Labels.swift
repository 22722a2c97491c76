import SwatchGeometry
import SwatchRanges

// The outlines' and the trigger line's labels, placed by RangeLabelPlacer.
extension RangeFrame {
    /// Each outline's label, placed at the outline's near edge, and the
    /// trigger line's.
    func labels(_ record: RangeRecord) -> [RangeLabel] {
        let camera = scene.camera(record)
        let area = scene.areaRect
        var out: [RangeLabel] = outlines(record).map { outline in
            guard let world = outline.rect else {
                return RangeLabel(pos: .infinity, text: outline.label, stroke: outline.stroke, anchor: nil, overhang: outline.overhang)
            }
            let r = outlineRect(outline, world, camera: camera)
            let (start, end) = scene.axis == .vertical ? (r.minY, r.maxY) : (r.minX, r.maxX)
            let (lo, hi) = scene.axis == .vertical ? (area.minY, area.maxY) : (area.minX, area.maxX)
            // The edge in view: the start, else the window's start if the outline spans it.
            let edge = start >= lo ? start : (end > lo ? lo : .infinity)
            return RangeLabel(pos: edge, text: outline.label, stroke: outline.stroke, anchor: edge <= hi ? edge : nil,
                              overhang: outline.overhang)
        }
        if let trigger = batchLabel(record) { out.append(trigger) }
        return out
    }

    var labelPlacer: RangeLabelPlacer {
        RangeLabelPlacer(axis: scene.axis, area: scene.areaRect, labelsAt: labelsAt, width: width)
    }

    func placeLabels(_ labels: [RangeLabel]) -> [RangeLabelPlacer.Placed] {
        labelPlacer.place(labels)
    }

    /// Labels beside (vertical) or under (horizontal) the area, kept apart,
    /// each with a sample of its outline's stroke and the whole text as its title.
    func drawLabels(_ svg: inout SVGBuilder, _ labels: [RangeLabel]) {
        let area = scene.areaRect
        for p in placeLabels(labels) {
            let baseline = p.origin.y + Self.labelSize - 1
            let x = p.origin.x
            svg.open("g", ["class": "swatch-range-label"])
            svg.element("title", text: p.label.text)
            if scene.axis == .vertical, let anchor = p.label.anchor {
                svg.empty("polyline", list: [("points", "\(svgNumber(area.maxX + p.label.overhang + 3)),\(svgNumber(anchor)) \(svgNumber(x - 5)),\(svgNumber(baseline - 4))"),
                                             ("fill", "none"), ("stroke", "#aaaaaa"), ("stroke-width", "1")])
            }
            var sample = p.label.stroke
            sample.width = RangeStrokes.sampleWidth
            svg.empty("line", list: [("x1", svgNumber(x)), ("x2", svgNumber(x + 22)), ("y1", svgNumber(baseline - 4)),
                                     ("y2", svgNumber(baseline - 4))] + sample.attributes)
            svg.open("text", ["font-size": svgNumber(Self.labelSize), "fill": RangePalette.text])
            svg.tspans([p.name] + p.details, x: x + 28, y: baseline, leading: Self.labelLeading, first: [("font-weight", "600")])
            svg.close("text")
            svg.close("g")
        }
        svg.newline()
    }
}
