import SwatchGeometry

// Under reduced motion: every state on its own, side by side in order (in
// rows when they do not fit), named, with arrows between neighbours.

extension TransitionPainter {
    func drawStill(_ svg: inout SVGBuilder) {
        let still = plan.still
        svg.element("text", [
            "x": svgNumber(TransitionPlan.margin), "y": svgNumber(still.top + 13),
            "font-size": svgNumber(TransitionDrawing.smallSize), "fill": TransitionPalette.mutedText,
        ], text: TransitionPlan.truncate(
            still.columns > 1 ? "Motion is reduced: the states side by side." : "Motion is reduced: the states one below the other.",
            width: plan.textWidth, fontSize: TransitionDrawing.smallSize))
        let extent = plan.extent
        let count = scene.states.count
        for s in scene.states.indices {
            let origin = still.origin(of: s)
            // A name may run over its gap up to the next state's, or to the edge.
            let room = still.hasRightNeighbour(s, count: count)
                ? still.scaledWidth + StillPlan.gap - 10 : plan.width - TransitionPlan.margin - origin.x
            svg.element("text", [
                "x": svgNumber(origin.x), "y": svgNumber(origin.y - 7),
                "font-size": svgNumber(TransitionDrawing.textSize), "font-weight": "600", "fill": TransitionPalette.text,
            ], text: TransitionPlan.truncate("\(s + 1). \(scene.states[s].name)", width: room, fontSize: TransitionDrawing.textSize, bold: true))
            svg.open("g", list: [("class", "swatch-transition-still-state"), ("data-state", scene.states[s].name),
                                 ("transform", "translate(\(svgNumber(origin.x - extent.minX * still.scale)) \(svgNumber(origin.y - extent.minY * still.scale)))"
                                  + (still.scale < 1 ? " scale(\(svgNumber(still.scale)))" : ""))])
            drawState(&svg, s, drawer: LayoutDrawing(idPrefix: "\(prefix)-still\(s)"))
            svg.close("g")
            if still.hasRightNeighbour(s, count: count) {
                svg.element("text", [
                    "x": svgNumber(origin.x + still.scaledWidth + StillPlan.gap / 2),
                    "y": svgNumber(origin.y + min(still.heights[s] * still.scale / 2, 40) + 6),
                    "text-anchor": "middle", "font-size": "18", "fill": TransitionPalette.mutedText,
                ], text: "→")
            }
            svg.newline()
        }
        svg.open("text", list: [("class", "swatch-transition-changes"), ("font-size", svgNumber(TransitionDrawing.smallSize)),
                                ("fill", TransitionPalette.text)])
        svg.tspans(plan.stillNotes, x: TransitionPlan.margin, y: still.bottom + 10 + 12, leading: TransitionPlan.noteLeading)
        svg.close("text")
    }
}
