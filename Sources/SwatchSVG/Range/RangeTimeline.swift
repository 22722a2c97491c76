import SwatchGeometry
import SwatchRanges

/// A timeline of a whole run: updates on x, items on y, each cell coloured
/// by the item's state after that update, batch fetches marked, so the
/// ranges are seen to move and flip with the scroll direction.
public struct RangeTimeline: Sendable {
    /// Most columns and rows; longer runs or more items are bucketed, each
    /// cell showing the hottest state in its bucket.
    public var maxColumns: Int
    public var maxRows: Int

    public init(maxColumns: Int = 400, maxRows: Int = 300) {
        self.maxColumns = maxColumns
        self.maxRows = maxRows
    }

    public func render(scenario: RangeScenario, run: RangeRun) -> String {
        let records = run.records
        // Items that ever held a state, and the items ever present.
        var lo = Int.max, hi = -1
        for r in records {
            for list in [r.states.preload, r.states.display, r.states.visible] where !list.isEmpty {
                lo = min(lo, list[0])
                hi = max(hi, list[list.count - 1])
            }
        }
        if hi < 0 { lo = 0; hi = max(0, (records.last?.itemCount ?? 1) - 1) }
        lo = max(0, lo - 2)
        hi = min(max(0, (records.last?.itemCount ?? 1) - 1), hi + 2)
        // A narrow chart (it scales to a phone's column): the plot at most
        // `maxPlotWidth` by `maxPlotHeight`, cells at least 2 pixels.
        let width = RangeFrame.width, margin = RangeFrame.margin
        let maxPlotWidth = width - 48 - margin, maxPlotHeight = 560.0
        let itemSpan = hi - lo + 1
        let rowLimit = max(1, min(maxRows, Int(maxPlotHeight / 2)))
        let itemsPerRow = max(1, (itemSpan + rowLimit - 1) / rowLimit)
        let rows = (itemSpan + itemsPerRow - 1) / itemsPerRow
        let columnLimit = max(1, min(maxColumns, Int(maxPlotWidth / 2)))
        let stepsPerColumn = max(1, (records.count + columnLimit - 1) / columnLimit)
        let columns = (records.count + stepsPerColumn - 1) / stepsPerColumn

        let cellW = max(2, min(36, maxPlotWidth / Double(max(1, columns))))
        let cellH = max(2, min(14, maxPlotHeight / Double(max(1, rows))))
        let title = RangeFrame.title(scenario) + ": timeline"
        let titleBlock = RangeFrame.titleBlock(title, width: width)
        var sub = "\(records.count) updates across, items \(lo)–\(hi) down"
        if itemsPerRow > 1 { sub += " (\(itemsPerRow) items a row)" }
        if stepsPerColumn > 1 { sub += " (\(stepsPerColumn) updates a column)" }
        if scenario.inverted { sub += "; inverted: item 0 at the bottom" }
        let subtitle = TextBlock(sub, fontSize: RangeFrame.textSize, maxWidth: width - 2 * margin, y: titleBlock.lastBaseline + 22,
                                 leading: RangeFrame.textLeading)
        let left = 48.0
        let top = subtitle.lastBaseline + 56
        let plotW = cellW * Double(columns), plotH = cellH * Double(rows)
        let legendTop = top + plotH + 64
        let legendRows = RangeFrame.legendColumn(width: width) == nil ? 4 : 2
        let height = legendTop + 8 + Double(legendRows) * 21 + (scenario.batchFetching != nil ? 27 : 0) + margin

        var svg = SVGBuilder()
        svg.openDrawing(class: "swatch-range-timeline", width: width, height: height)
        svg.element("title", text: title)
        svg.paper(width: width, height: height)
        svg.textBlock(titleBlock, x: margin, ["font-size": svgNumber(RangeFrame.titleSize), "font-weight": "600", "fill": RangePalette.text])
        svg.textBlock(subtitle, x: margin, ["font-size": svgNumber(RangeFrame.textSize), "fill": RangePalette.mutedText])
        svg.newline()

        // Row position of an item bucket (inverted: item 0 at the bottom).
        func rowY(_ row: Int) -> Double {
            scenario.inverted ? top + plotH - Double(row + 1) * cellH : top + Double(row) * cellH
        }

        // States per column and row: the hottest in each bucket.
        var grid = Array(repeating: Array(repeating: UInt8(0), count: rows), count: columns)
        var present = Array(repeating: 0, count: columns)
        for c in 0..<columns {
            for s in (c * stepsPerColumn)..<min(records.count, (c + 1) * stepsPerColumn) {
                let r = records[s]
                present[c] = max(present[c], r.itemCount)
                func mark(_ list: [Int], _ level: UInt8) {
                    for i in list where i >= lo && i <= hi {
                        let row = (i - lo) / itemsPerRow
                        grid[c][row] = max(grid[c][row], level)
                    }
                }
                mark(r.states.preload, 1)
                mark(r.states.display, 2)
                mark(r.states.visible, 3)
            }
        }
        let colors = [RangePalette.none, RangePalette.preload, RangePalette.display, RangePalette.visible]
        let names = ["none", "preload", "display", "visible"]

        svg.open("g", ["class": "swatch-timeline-cells", "shape-rendering": "crispEdges"])
        for row in 0..<rows {
            let firstItem = lo + row * itemsPerRow
            var c = 0
            while c < columns {
                let exists = firstItem < present[c]
                let level = grid[c][row]
                var end = c + 1
                while end < columns, grid[end][row] == level, (firstItem < present[end]) == exists { end += 1 }
                if exists {
                    let label = itemsPerRow == 1 ? "item \(firstItem)" : "items \(firstItem)–\(firstItem + itemsPerRow - 1)"
                    svg.open("rect", list: [("x", svgNumber(left + Double(c) * cellW)), ("y", svgNumber(rowY(row))),
                                            ("width", svgNumber(Double(end - c) * cellW)), ("height", svgNumber(cellH)),
                                            ("fill", colors[Int(level)])])
                    svg.element("title", text: "\(label), updates \(c * stepsPerColumn)–\(min(records.count, end * stepsPerColumn) - 1): \(names[Int(level)])")
                    svg.close("rect")
                }
                c = end
            }
        }
        svg.close("g")
        svg.newline()

        // Light grid lines between items when there is room.
        if cellH >= 6 {
            svg.open("g", ["stroke": "#ffffff", "stroke-width": "1"])
            for row in 1..<max(1, rows) {
                let y = scenario.inverted ? top + plotH - Double(row) * cellH : top + Double(row) * cellH
                svg.empty("line", list: [("x1", svgNumber(left)), ("x2", svgNumber(left + plotW)), ("y1", svgNumber(y)), ("y2", svgNumber(y))])
            }
            svg.close("g")
        }

        // Axes.
        svg.element("text", ["x": svgNumber(left + plotW / 2), "y": svgNumber(top + plotH + 40), "font-size": "13",
                             "text-anchor": "middle", "fill": RangePalette.text], text: "update (step)")
        svg.element("text", ["x": "16", "y": svgNumber(top + plotH / 2), "font-size": "13", "fill": RangePalette.text,
                             "transform": "rotate(-90 16 \(svgNumber(top + plotH / 2)))", "text-anchor": "middle"], text: "item")
        let columnLabel = TextEstimate.width(String(records.count), fontSize: 12) + 8
        let tickEvery = RangeFrame.numberSpacing(cellLength: cellW, tagLength: columnLabel)
        for c in stride(from: 0, to: columns, by: tickEvery) {
            let x = left + (Double(c) + 0.5) * cellW
            svg.element("text", ["x": svgNumber(x), "y": svgNumber(top + plotH + 18), "font-size": "12",
                                 "text-anchor": "middle", "fill": RangePalette.mutedText], text: String(c * stepsPerColumn))
        }
        let rowTick = RangeFrame.numberSpacing(cellLength: cellH, tagLength: 15)
        for row in stride(from: 0, to: rows, by: rowTick) {
            svg.element("text", ["x": svgNumber(left - 6), "y": svgNumber(rowY(row) + cellH / 2 + 4), "font-size": "12",
                                 "text-anchor": "end", "fill": RangePalette.mutedText], text: String(lo + row * itemsPerRow))
        }

        // Direction strip above the plot: ▼ down, ▲ up (▶/◀ for a pager), · still.
        for c in 0..<columns {
            let r = records[c * stepsPerColumn]
            var mark = "·"
            let d = r.direction
            let flip = scenario.inverted
            if d.contains(.down) { mark = flip ? "▲" : "▼" } else if d.contains(.up) { mark = flip ? "▼" : "▲" }
            else if d.contains(.right) { mark = "▶" } else if d.contains(.left) { mark = "◀" }
            if cellW >= 8 {
                svg.element("text", ["x": svgNumber(left + (Double(c) + 0.5) * cellW), "y": svgNumber(top - 6), "font-size": "10",
                                     "text-anchor": "middle", "fill": RangePalette.mutedText], text: mark)
            }
        }

        // Batch fetches: a line where one begins, a filled marker where one
        // completes; their words where the one before leaves room.
        var wordsEnd = -Double.infinity
        func words(_ text: String, at x: Double) {
            guard x >= wordsEnd + 4, x + TextEstimate.width(text, fontSize: 11) <= width - 4 else { return }
            svg.element("text", ["x": svgNumber(x), "y": svgNumber(top - 34), "font-size": "11", "fill": RangePalette.batch], text: text)
            wordsEnd = x + TextEstimate.width(text, fontSize: 11)
        }
        for (s, r) in records.enumerated() {
            guard let event = r.batch else { continue }
            let x = left + (Double(s / stepsPerColumn) + 0.5) * cellW
            switch event {
            case .willBeginBatchFetch:
                svg.open("line", list: [("x1", svgNumber(x)), ("x2", svgNumber(x)), ("y1", svgNumber(top - 30)), ("y2", svgNumber(top + plotH)),
                                        ("stroke", RangePalette.batch), ("stroke-width", "2"), ("stroke-dasharray", "4 3")])
                svg.element("title", text: "update \(s + 1): willBeginBatchFetch")
                svg.close("line")
                words("fetch", at: x + 3)
            case .completeBatchFetching(let n):
                svg.open("path", list: [("d", "M \(svgNumber(x - 5)) \(svgNumber(top - 30)) L \(svgNumber(x + 5)) \(svgNumber(top - 30)) L \(svgNumber(x)) \(svgNumber(top - 21)) z"),
                                        ("fill", RangePalette.batch)])
                svg.element("title", text: "update \(s + 1): completeBatchFetching, \(n) items inserted")
                svg.close("path")
                words("+\(n)", at: x + 6)
            }
        }

        // Legend, under the plot.
        var y = RangeFrame.drawStateLegend(&svg, top: legendTop, width: width)
        if scenario.batchFetching != nil {
            y += 6
            svg.empty("line", list: [("x1", svgNumber(margin + 8)), ("x2", svgNumber(margin + 8)), ("y1", svgNumber(y)), ("y2", svgNumber(y + 16)),
                                     ("stroke", RangePalette.batch), ("stroke-width", "2"), ("stroke-dasharray", "4 3")])
            svg.element("text", ["x": svgNumber(margin + 23), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: "fetch begins (line), completes (▼ +n)")
        }
        svg.close("svg")
        svg.newline()
        return svg.text
    }
}
