import SwatchGeometry
import SwatchRanges

/// What the visible cells show, frame by frame, the frame axis, and the
/// legend.
extension FrameChart {
    /// What a visible cell shows, worst last.
    enum Shown: UInt8 {
        case notVisible, content, placeholder, blank

        var color: String {
            switch self {
            case .notVisible: "none"
            case .content: FramePalette.content
            case .placeholder: FramePalette.placeholder
            case .blank: FramePalette.blank
            }
        }

        var words: String {
            switch self {
            case .notVisible: "not visible"
            case .content: "content"
            case .placeholder: "placeholder"
            case .blank: "blank (not measured yet)"
            }
        }
    }

    /// Per column and row, the worst a cell of its items showed in its frames.
    func shownGrid() -> [[Shown]] {
        var grid = Array(repeating: Array(repeating: Shown.notVisible, count: rows), count: columns)
        guard rows > 0 else { return grid }
        for (k, record) in run.records.enumerated() where k < frameCount {
            let frame = timeline.frames[k]
            let c = k / stepsPerColumn
            var p = 0, b = 0
            for item in record.states.visible where item >= lo && item <= hi {
                while p < frame.placeholders.count && frame.placeholders[p] < item { p += 1 }
                while b < frame.blanks.count && frame.blanks[b] < item { b += 1 }
                let shown: Shown
                if b < frame.blanks.count && frame.blanks[b] == item {
                    shown = .blank
                } else if p < frame.placeholders.count && frame.placeholders[p] == item {
                    shown = .placeholder
                } else {
                    shown = .content
                }
                let row = (item - lo) / itemsPerRow
                if shown.rawValue > grid[c][row].rawValue { grid[c][row] = shown }
            }
        }
        return grid
    }

    /// A row's top (inverted tables put item 0 at the bottom, as drawn).
    func rowY(_ row: Int) -> Double {
        scenario.inverted ? cellsTop + Double(rows - row - 1) * rowHeight : cellsTop + Double(row) * rowHeight
    }

    func drawCells(_ svg: inout SVGBuilder) {
        drawLaneHeading(&svg, cellsHeading)
        svg.open("g", ["class": "swatch-frame-cells"])
        guard rows > 0 else {
            svg.element("text", ["x": svgNumber(Self.plotLeft), "y": svgNumber(cellsTop + 13), "font-size": "13",
                                 "fill": RangePalette.mutedText], text: "No cell is visible in any frame.")
            svg.close("g")
            return
        }
        svg.empty("rect", list: [("x", svgNumber(Self.plotLeft)), ("y", svgNumber(cellsTop)), ("width", svgNumber(plotWidth)),
                                 ("height", svgNumber(Double(rows) * rowHeight)), ("fill", FramePalette.lane)])
        let grid = shownGrid()
        svg.open("g", ["shape-rendering": "crispEdges"])
        for row in 0..<rows {
            let first = lo + row * itemsPerRow
            let label = itemsPerRow == 1 ? "item \(first)" : "items \(first)–\(min(hi, first + itemsPerRow - 1))"
            var c = 0
            while c < columns {
                let shown = grid[c][row]
                var end = c + 1
                while end < columns, grid[end][row] == shown { end += 1 }
                if shown != .notVisible {
                    svg.open("rect", list: [("x", svgNumber(columnX(c))), ("y", svgNumber(rowY(row))),
                                            ("width", svgNumber(Double(end - c) * cellWidth)), ("height", svgNumber(rowHeight)),
                                            ("fill", shown.color)])
                    let span = end - c == 1 ? framesText(c) : "frames \(c * stepsPerColumn)–\(min(frameCount, end * stepsPerColumn) - 1)"
                    svg.element("title", text: "\(label), \(span): \(shown.words)")
                    svg.close("rect")
                }
                c = end
            }
        }
        svg.close("g")
        // Lines between rows and frames when there is room for them.
        if rowHeight >= 5 || cellWidth >= 5 {
            svg.open("g", ["stroke": "#ffffff", "stroke-width": "1"])
            if rowHeight >= 5 {
                for row in 1..<max(1, rows) {
                    let y = cellsTop + Double(row) * rowHeight
                    svg.empty("line", list: [("x1", svgNumber(Self.plotLeft)), ("x2", svgNumber(plotRight)),
                                             ("y1", svgNumber(y)), ("y2", svgNumber(y))])
                }
            }
            if cellWidth >= 5 {
                for c in 1..<max(1, columns) {
                    let x = columnX(c)
                    svg.empty("line", list: [("x1", svgNumber(x)), ("x2", svgNumber(x)),
                                             ("y1", svgNumber(cellsTop)), ("y2", svgNumber(cellsBottom))])
                }
            }
            svg.close("g")
        }
        let every = RangeFrame.numberSpacing(cellLength: rowHeight, tagLength: Self.tickSize + 3)
        for row in stride(from: 0, to: rows, by: every) {
            svg.element("text", ["x": svgNumber(Self.plotLeft - 5), "y": svgNumber(rowY(row) + rowHeight / 2 + 4),
                                 "font-size": svgNumber(Self.tickSize), "text-anchor": "end", "fill": RangePalette.mutedText],
                        text: String(lo + row * itemsPerRow))
        }
        svg.close("g")
        svg.newline()
    }

    // MARK: Frame axis

    func drawFrameAxis(_ svg: inout SVGBuilder) {
        let tag = TextEstimate.width(String(frameCount), fontSize: Self.tickSize) + 8
        let every = RangeFrame.numberSpacing(cellLength: cellWidth, tagLength: tag)
        for c in stride(from: 0, to: columns, by: every) {
            svg.element("text", ["x": svgNumber(columnX(c) + cellWidth / 2), "y": svgNumber(axisY + 16),
                                 "font-size": svgNumber(Self.tickSize), "text-anchor": "middle", "fill": RangePalette.mutedText],
                        text: String(c * stepsPerColumn))
        }
        var words = "frame (one scroll step each, \(Self.ms(frameLength)) ms)"
        if stepsPerColumn > 1 { words = "frame (\(stepsPerColumn) a column, one scroll step each)" }
        let textWidth = TextEstimate.width(words, fontSize: 13)
        let center = min(max(Self.plotLeft + plotWidth / 2, Self.margin + textWidth / 2), Self.width - Self.margin - textWidth / 2)
        svg.element("text", ["x": svgNumber(center), "y": svgNumber(axisY + 36), "font-size": "13", "text-anchor": "middle",
                             "fill": RangePalette.text], text: words)
        svg.newline()
    }

    // MARK: Legend

    enum LegendMark {
        case fill(String)
        case pattern
        case line(String, dash: String, width: Double)
    }

    /// The legend's entries, two a row when two columns fit: each row a
    /// pair (main thread, background threads, visible cells), gaps kept.
    static func legendEntries(_ p: FrameParameters) -> [(mark: LegendMark, words: String)?] {
        [
            (.fill(FramePalette.onTime), "main thread on time"),
            (.fill(FramePalette.late), "late (+n: n frames late)"),
            (.line(FramePalette.budget, dash: "5 3", width: 1.5), "budget, \(ms(p.mainThreadBudget)) ms"),
            (.line(FramePalette.frameLength, dash: "1 2", width: 1.5), "a frame, \(ms(p.frameLength)) ms"),
            (.fill(FramePalette.measure), "measure"),
            (.fill(FramePalette.display), "display"),
            (.pattern, "display thrown away"),
            nil,
            (.fill(FramePalette.content), "cell shows content"),
            (.fill(FramePalette.placeholder), "cell shows placeholder"),
            (.fill(FramePalette.blank), "blank: not measured"),
            nil,
        ]
    }

    /// Where the legend's second column starts, if two fit across.
    static func legendColumn(_ entries: [(mark: LegendMark, words: String)?], width: Double) -> Double? {
        var first = 0.0, second = 0.0
        for (i, entry) in entries.enumerated() {
            guard let entry else { continue }
            let w = TextEstimate.width(entry.words, fontSize: 13) + 23
            if i % 2 == 0 { first = max(first, w) } else { second = max(second, w) }
        }
        return margin + first + 16 + second <= width - margin ? margin + first + 16 : nil
    }

    /// Each entry's slot: with two columns, its place in the pairs; with one,
    /// one after the other with no gaps.
    func legendSlots() -> [(entry: (mark: LegendMark, words: String), x: Double, top: Double)] {
        var out: [(entry: (mark: LegendMark, words: String), x: Double, top: Double)] = []
        for (i, entry) in Self.legendEntries(timeline.parameters).enumerated() {
            guard let entry else { continue }
            if let second = legendSecondColumn {
                out.append((entry, i % 2 == 0 ? Self.margin : second, legendTop + Double(i / 2) * 21))
            } else {
                out.append((entry, Self.margin, legendTop + Double(out.count) * 21))
            }
        }
        return out
    }

    /// How many rows the legend takes.
    static func legendRows(_ p: FrameParameters, twoColumns: Bool) -> Int {
        let entries = legendEntries(p)
        return twoColumns ? (entries.count + 1) / 2 : entries.compactMap { $0 }.count
    }

    func drawLegend(_ svg: inout SVGBuilder) {
        svg.open("g", ["class": "swatch-legend"])
        for (entry, x, top) in legendSlots() {
            switch entry.mark {
            case .fill(let color):
                var attributes: [(String, String)] = [("x", svgNumber(x)), ("y", svgNumber(top)), ("width", "16"), ("height", "16"),
                                                      ("rx", "2"), ("fill", color)]
                if color == FramePalette.blank { attributes += [("stroke", FramePalette.blankEdge), ("stroke-width", "1")] }
                svg.empty("rect", list: attributes)
            case .pattern:
                svg.empty("rect", list: [("x", svgNumber(x)), ("y", svgNumber(top)), ("width", "16"), ("height", "16"), ("rx", "2"),
                                         ("fill", "url(#\(thrownID))"), ("stroke", FramePalette.display), ("stroke-width", "1")])
            case .line(let color, let dash, let width):
                svg.empty("line", list: [("x1", svgNumber(x)), ("x2", svgNumber(x + 16)), ("y1", svgNumber(top + 8)),
                                         ("y2", svgNumber(top + 8)), ("stroke", color), ("stroke-width", svgNumber(width)),
                                         ("stroke-dasharray", dash)])
            }
            svg.element("text", ["x": svgNumber(x + 23), "y": svgNumber(top + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: entry.words)
        }
        svg.close("g")
        svg.newline()
    }
}
