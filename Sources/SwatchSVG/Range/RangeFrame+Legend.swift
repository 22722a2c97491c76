import SwatchGeometry
import SwatchRanges

// The legend under the picture: the interface states' colours.
extension RangeFrame {
    /// Where the legend's second column starts, if two fit across.
    static func legendColumn(width: Double) -> Double? {
        let entries = RangePalette.legend.map { TextEstimate.width($0.name, fontSize: 13) + 23 }
        let first = max(entries[0], entries[2]) + 18, second = max(entries[1], entries[3])
        return margin + first + second <= width - margin ? margin + first : nil
    }

    static func legendHeight(nested: Bool, width: Double) -> Double {
        18 + (legendColumn(width: width) == nil ? 4 : 2) * 21 + (nested ? 21 : 0)
    }

    /// The legend under the picture: the states in two columns, or one
    /// when two do not fit.
    func drawLegend(_ svg: inout SVGBuilder) {
        let x0 = Self.margin
        let second = Self.legendColumn(width: width)
        let rows = second == nil ? 4 : 2
        var y = legendTop
        svg.open("g", ["class": "swatch-legend"])
        svg.element("text", ["x": svgNumber(x0), "y": svgNumber(y), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                    text: "Cell interface state")
        y += 8
        for (i, entry) in RangePalette.legend.enumerated() {
            let x = second.map { i % 2 == 0 ? x0 : $0 } ?? x0
            let top = y + Double(second == nil ? i : i / 2) * 21
            svg.empty("rect", ["x": svgNumber(x), "y": svgNumber(top), "width": "16", "height": "16", "rx": "2", "fill": entry.color])
            svg.element("text", ["x": svgNumber(x + 23), "y": svgNumber(top + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: entry.name)
        }
        y += Double(rows) * 21
        if run.hasNestedContainers {
            svg.empty("rect", ["x": svgNumber(x0 + 2), "y": svgNumber(y + 3), "width": "12", "height": "10", "rx": "1.5",
                               "fill": "none", "stroke": RangePalette.text, "stroke-width": "1"])
            svg.element("text", ["x": svgNumber(x0 + 23), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: "boxes in a cell: its nested container's items")
        }
        svg.close("g")
        svg.newline()
    }
}
