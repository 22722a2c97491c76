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
        let itemSpan = hi - lo + 1
        let itemsPerRow = max(1, (itemSpan + maxRows - 1) / maxRows)
        let rows = (itemSpan + itemsPerRow - 1) / itemsPerRow
        let stepsPerColumn = max(1, (records.count + maxColumns - 1) / maxColumns)
        let columns = (records.count + stepsPerColumn - 1) / stepsPerColumn

        let cellW = max(2, min(36, 900 / Double(max(1, columns))))
        let cellH = max(2, min(12, 620 / Double(max(1, rows))))
        let left = 90.0, top = 110.0
        let plotW = cellW * Double(columns), plotH = cellH * Double(rows)
        let width = max(760, left + plotW + 330), height = top + plotH + 80

        var svg = SVGBuilder()
        svg.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "class": "swatch-range-timeline",
            "width": svgNumber(width), "height": svgNumber(height),
            "viewBox": "0 0 \(svgNumber(width)) \(svgNumber(height))", "role": "img",
            "font-family": "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif",
        ])
        let title = (scenario.title ?? "\(scenario.container.name.capitalizedFirst) working ranges") + ": timeline"
        svg.element("title", text: title)
        svg.empty("rect", ["x": "0", "y": "0", "width": svgNumber(width), "height": svgNumber(height), "fill": "#ffffff"])
        svg.element("text", ["x": "24", "y": "30", "font-size": "19", "font-weight": "600", "fill": RangePalette.text], text: title)
        var sub = "\(records.count) updates across, items \(lo)–\(hi) down"
        if itemsPerRow > 1 { sub += " (\(itemsPerRow) items a row)" }
        if stepsPerColumn > 1 { sub += " (\(stepsPerColumn) updates a column)" }
        if scenario.inverted { sub += "; inverted: item 0 at the bottom" }
        svg.element("text", ["x": "24", "y": "52", "font-size": "13", "fill": RangePalette.mutedText], text: sub)
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
        svg.element("text", ["x": "24", "y": svgNumber(top + plotH / 2), "font-size": "13", "fill": RangePalette.text,
                             "transform": "rotate(-90 24 \(svgNumber(top + plotH / 2)))", "text-anchor": "middle"], text: "item")
        let tickEvery = max(1, Int((40 / cellW).rounded(.up)))
        for c in stride(from: 0, to: columns, by: tickEvery) {
            let x = left + (Double(c) + 0.5) * cellW
            svg.element("text", ["x": svgNumber(x), "y": svgNumber(top + plotH + 18), "font-size": "10",
                                 "text-anchor": "middle", "fill": RangePalette.mutedText], text: String(c * stepsPerColumn))
        }
        let rowTick = max(1, Int((24 / cellH).rounded(.up)))
        for row in stride(from: 0, to: rows, by: rowTick) {
            svg.element("text", ["x": svgNumber(left - 8), "y": svgNumber(rowY(row) + cellH / 2 + 3.5), "font-size": "10",
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
            if cellW >= 7 {
                svg.element("text", ["x": svgNumber(left + (Double(c) + 0.5) * cellW), "y": svgNumber(top - 8), "font-size": "9",
                                     "text-anchor": "middle", "fill": RangePalette.mutedText], text: mark)
            }
        }

        // Batch fetches: a line where one begins, a filled marker where one completes.
        for (s, r) in records.enumerated() {
            guard let event = r.batch else { continue }
            let x = left + (Double(s / stepsPerColumn) + 0.5) * cellW
            switch event {
            case .willBeginBatchFetch:
                svg.open("line", list: [("x1", svgNumber(x)), ("x2", svgNumber(x)), ("y1", svgNumber(top - 30)), ("y2", svgNumber(top + plotH)),
                                        ("stroke", RangePalette.batch), ("stroke-width", "2"), ("stroke-dasharray", "4 3")])
                svg.element("title", text: "step \(s): willBeginBatchFetch")
                svg.close("line")
                svg.element("text", ["x": svgNumber(x + 3), "y": svgNumber(top - 34), "font-size": "10", "fill": RangePalette.batch], text: "fetch")
            case .completeBatchFetching(let n):
                svg.open("path", list: [("d", "M \(svgNumber(x - 5)) \(svgNumber(top - 30)) L \(svgNumber(x + 5)) \(svgNumber(top - 30)) L \(svgNumber(x)) \(svgNumber(top - 21)) z"),
                                        ("fill", RangePalette.batch)])
                svg.element("title", text: "step \(s): completeBatchFetching, \(n) items inserted")
                svg.close("path")
                svg.element("text", ["x": svgNumber(x + 6), "y": svgNumber(top - 34), "font-size": "10", "fill": RangePalette.batch], text: "+\(n)")
            }
        }

        // Legend.
        var y = top + 4
        let lx = left + plotW + 30
        svg.element("text", ["x": svgNumber(lx), "y": svgNumber(y), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                    text: "Cell interface state")
        y += 8
        for entry in RangePalette.legend {
            svg.empty("rect", ["x": svgNumber(lx), "y": svgNumber(y), "width": "16", "height": "16", "rx": "2", "fill": entry.color])
            svg.element("text", ["x": svgNumber(lx + 24), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text], text: entry.name)
            y += 21
        }
        if scenario.batchFetching != nil {
            y += 6
            svg.empty("line", list: [("x1", svgNumber(lx + 8)), ("x2", svgNumber(lx + 8)), ("y1", svgNumber(y)), ("y2", svgNumber(y + 16)),
                                     ("stroke", RangePalette.batch), ("stroke-width", "2"), ("stroke-dasharray", "4 3")])
            svg.element("text", ["x": svgNumber(lx + 24), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: "fetch begins (line), completes (▼ +n)")
        }
        svg.close("svg")
        svg.newline()
        return svg.text
    }
}
