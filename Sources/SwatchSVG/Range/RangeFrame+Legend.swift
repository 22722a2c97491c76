import SwatchGeometry
import SwatchRanges

// The legend under the picture: the interface states' colours, and a flow
// layout's size ranges.
extension RangeFrame {
    /// Where the legend's second column starts, if two fit across.
    static func legendColumn(width: Double) -> Double? {
        let entries = RangePalette.legend.map { TextEstimate.width($0.name, fontSize: 13) + 23 }
        let first = max(entries[0], entries[2]) + 18, second = max(entries[1], entries[3])
        return margin + first + second <= width - margin ? margin + first : nil
    }

    static func legendHeight(nested: Bool, width: Double, sizeRanges: Int = 0) -> Double {
        18 + (legendColumn(width: width) == nil ? 4 : 2) * 21 + (nested ? 21 : 0)
            + (sizeRanges == 0 ? 0 : 14 + Double(sizeRanges) * 18)
    }

    /// A flow layout's size ranges, one line per run of items that share
    /// one ("cells 0–11: exactly 115 × 115"), at most `maxSizeRangeLines`.
    static func sizeRangeLines(_ run: RangeRun) -> [String] {
        guard let flow = run.finalLayout.flow, flow.count > 0 else { return [] }
        var runs: [(first: Int, last: Int, range: SizeRange)] = []
        for (i, range) in flow.sizeRanges.enumerated() {
            if let last = runs.last, last.range == range {
                runs[runs.count - 1].last = i
            } else {
                runs.append((i, i, range))
            }
        }
        var lines = runs.prefix(maxSizeRangeLines).map { r in
            (r.first == r.last ? "cell \(r.first)" : "cells \(r.first)–\(r.last)") + ": " + describe(r.range)
        }
        if runs.count > maxSizeRangeLines {
            lines[maxSizeRangeLines - 1] = "\(runs.count - maxSizeRangeLines + 1) more runs of cells (the JSON lists each)"
        }
        return lines
    }

    static let maxSizeRangeLines = 6

    /// "exactly 115 × 115", or "0–375 wide, 0–∞ tall".
    static func describe(_ range: SizeRange) -> String {
        func n(_ v: Double) -> String { v.isInfinite ? "∞" : svgNumber(v) }
        if range.min == range.max { return "exactly \(n(range.min.width)) × \(n(range.min.height))" }
        func axis(_ lo: Double, _ hi: Double) -> String { lo == hi ? n(lo) : "\(n(lo))–\(n(hi))" }
        return "\(axis(range.min.width, range.max.width)) wide, \(axis(range.min.height, range.max.height)) tall"
    }

    /// The interface states' legend from `top` (a heading, then each
    /// state's colour and name, in two columns, or one when two do not fit
    /// a drawing `width` wide); the y under it.
    static func drawStateLegend(_ svg: inout SVGBuilder, top: Double, width: Double) -> Double {
        let second = legendColumn(width: width)
        let y = top + 8
        svg.element("text", ["x": svgNumber(margin), "y": svgNumber(top), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                    text: "Cell interface state")
        for (i, entry) in RangePalette.legend.enumerated() {
            let x = second.map { i % 2 == 0 ? margin : $0 } ?? margin
            let rowTop = y + Double(second == nil ? i : i / 2) * 21
            svg.empty("rect", ["x": svgNumber(x), "y": svgNumber(rowTop), "width": "16", "height": "16", "rx": "2", "fill": entry.color])
            svg.element("text", ["x": svgNumber(x + 23), "y": svgNumber(rowTop + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: entry.name)
        }
        return y + Double(second == nil ? 4 : 2) * 21
    }

    /// The legend under the picture: the states, what the outlines and
    /// nested boxes mean, and the cells' size ranges.
    func drawLegend(_ svg: inout SVGBuilder) {
        let x0 = Self.margin
        svg.open("g", ["class": "swatch-legend"])
        var y = Self.drawStateLegend(&svg, top: legendTop, width: width)
        if run.hasNestedContainers {
            svg.empty("rect", ["x": svgNumber(x0 + 2), "y": svgNumber(y + 3), "width": "12", "height": "10", "rx": "1.5",
                               "fill": "none", "stroke": RangePalette.text, "stroke-width": "1"])
            svg.element("text", ["x": svgNumber(x0 + 23), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: "boxes in a cell: its nested container's items")
            y += 21
        }
        let sizeRanges = Self.sizeRangeLines(run)
        if !sizeRanges.isEmpty {
            y += 14
            svg.element("text", ["x": svgNumber(x0), "y": svgNumber(y), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                        text: "Cell size ranges (the flow layout's inspector)")
            svg.open("text", ["class": "swatch-size-ranges", "font-size": "13", "fill": RangePalette.text])
            svg.tspans(sizeRanges, x: x0, y: y + 18, leading: 18)
            svg.close("text")
        }
        svg.close("g")
        svg.newline()
    }
}
