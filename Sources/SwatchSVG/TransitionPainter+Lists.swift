import SwatchGeometry
import SwatchTransitions

// The subnode lists of each transition (reference/transitions.md T3):
// before, during (insertions and moves applied, removed subnodes still
// there) and after (removals done), the one that matches the stage lit.

extension TransitionPainter {
    mutating func drawLists(_ svg: inout SVGBuilder) {
        let n = scene.transitions.count
        for k in 0..<n {
            var frames: [(time: Double, value: String)] = [(0, k == 0 ? "visible" : "hidden")]
            if k > 0 { frames.append((cycle.calls[k], "visible")) }
            if k < n - 1 { frames.append((cycle.calls[k + 1], "hidden")) }
            svg.open("g", list: [("class", "swatch-transition-lists"), ("data-transition", String(k)),
                                 ("visibility", k == 0 ? "visible" : "hidden")])
            discrete(&svg, "visibility", frames)
            drawLists(&svg, k)
            svg.close("g")
            svg.newline()
        }
    }

    func drawLists(_ svg: inout SVGBuilder, _ k: Int) {
        let lists = plan.lists
        let transition = scene.transitions[k]
        let small = svgNumber(TransitionDrawing.smallSize)
        svg.element("text", [
            "x": svgNumber(lists.origin.x), "y": svgNumber(lists.headingY),
            "font-size": svgNumber(TransitionDrawing.textSize), "font-weight": "600", "fill": TransitionPalette.text,
        ], text: TransitionPlan.truncate(lists.heading, width: lists.width, fontSize: TransitionDrawing.textSize, bold: true))

        // The column matching the stage: before until the call, during while
        // the transition runs, after from its end.
        let top = lists.headerY - 15
        let box = Rect(x: lists.columnX(0) - 4, y: top, width: lists.columnWidth + 8, height: lists.rowsBottom - top + 2)
        svg.open("rect", list: rectAttributes(box, [("class", "swatch-transition-current"), ("rx", "4"), ("fill", TransitionPalette.highlight)]))
        let x = { (column: Int) in svgNumber(lists.columnX(column) - 4) }
        discrete(&svg, "x", [(0, x(0)), (cycle.calls[k], x(cycle.hasWindow(k) ? 1 : 2)), (cycle.ends[k], x(2))])
        svg.close("rect")

        let inserted = Set(transition.inserted), removed = Set(transition.removed), moved = Set(transition.moved)
        let columns: [(name: String, ids: [String], marks: [(Set<String>, String, String)])] = [
            ("before", transition.before, [(removed, "−", TransitionPalette.removed), (moved, "↕", TransitionPalette.moved)]),
            ("during", transition.during, [(inserted, "+", TransitionPalette.inserted), (removed, "−", TransitionPalette.removed),
                                           (moved, "↕", TransitionPalette.moved)]),
            ("after", transition.after, [(inserted, "+", TransitionPalette.inserted), (moved, "↕", TransitionPalette.moved)]),
        ]
        for (c, column) in columns.enumerated() {
            let cx = lists.columnX(c)
            svg.element("text", [
                "x": svgNumber(cx), "y": svgNumber(lists.headerY), "font-size": small, "font-weight": "600",
                "fill": TransitionPalette.mutedText,
            ], text: column.name)
            for (row, id) in column.ids.enumerated() {
                let y = lists.firstRowY + Double(row) * ListsPlan.rowHeight
                svg.open("g", list: [("class", "swatch-transition-row"), ("data-id", id), ("data-list", column.name)])
                svg.element("title", text: id + rowNote(id, marks: column.marks))
                let marks = column.marks.filter { $0.0.contains(id) }
                if !marks.isEmpty {
                    svg.open("text", list: [("x", svgNumber(cx)), ("y", svgNumber(y + 14)), ("font-size", svgNumber(TransitionDrawing.textSize)),
                                            ("font-weight", "700")])
                    for mark in marks {
                        svg.open("tspan", list: [("fill", mark.2)])
                        svg.content(mark.1)
                        svg.close("tspan")
                    }
                    svg.close("text")
                }
                let color = nodeColor(id, transition: k)
                svg.empty("rect", list: rectAttributes(
                    Rect(x: cx + ListsPlan.markWidth, y: y + 5, width: 10, height: 10),
                    [("rx", "2"), ("fill", color ?? "none"), ("stroke", color == nil ? TransitionPalette.bounds : "none")]))
                svg.element("text", [
                    "x": svgNumber(cx + ListsPlan.markWidth + ListsPlan.swatchWidth), "y": svgNumber(y + 14),
                    "font-family": TransitionPalette.mono, "font-size": svgNumber(ListsPlan.idSize), "fill": TransitionPalette.text,
                ], text: ListsPlan.shown(id))
                svg.close("g")
            }
        }

        for (line, entries) in lists.legendLines.enumerated() {
            var lx = lists.origin.x
            let y = lists.legendY + Double(line) * 18
            for entry in entries {
                svg.open("text", list: [("x", svgNumber(lx)), ("y", svgNumber(y)), ("font-size", small), ("fill", TransitionPalette.mutedText)])
                svg.open("tspan", list: [("fill", entry.color), ("font-weight", "700")])
                svg.content(entry.mark)
                svg.close("tspan")
                svg.content(" " + entry.text)
                svg.close("text")
                lx += ListsPlan.legendWidth(entry) + 14
            }
        }
        if k < lists.summaries.count {
            svg.open("text", list: [("class", "swatch-transition-summary"), ("font-size", small), ("fill", TransitionPalette.text)])
            svg.tspans(lists.summaries[k], x: lists.origin.x, y: lists.summaryY + 12, leading: 17)
            svg.close("text")
        }
    }

    /// The marks of a row in words, for its title.
    func rowNote(_ id: String, marks: [(Set<String>, String, String)]) -> String {
        let words = marks.filter { $0.0.contains(id) }.map { mark -> String in
            switch mark.1 {
            case "+": return "inserted"
            case "−": return "removed"
            default: return "moved"
            }
        }
        return words.isEmpty ? "" : " (" + words.joined(separator: ", ") + ")"
    }

    /// The colour subnode `id` is drawn in: from the state transition `k`
    /// ends in, else the one it starts from.
    func nodeColor(_ id: String, transition k: Int) -> String? {
        for s in [(k + 1) % scene.states.count, k] {
            if let element = plan.nodes[s].subnodeElements[id] { return scene.states[s].elements[element].color }
        }
        return nil
    }
}
