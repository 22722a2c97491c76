import SwatchGeometry
import SwatchLayout
import SwatchTransitions

// The stage: each state on its own between transitions, and each
// transition's subnodes animating as Texture's default
// `animateLayoutTransition:` animates them (reference/transitions.md T4).

extension TransitionPainter {
    mutating func drawStage(_ svg: inout SVGBuilder) {
        let extent = plan.extent
        let dx = plan.stageOrigin.x - extent.minX, dy = plan.stageOrigin.y - extent.minY
        svg.open("g", list: [("id", stageID), ("class", "swatch-transition-stage"), ("cursor", "pointer"),
                             ("transform", "translate(\(svgNumber(dx)) \(svgNumber(dy)))")])
        // Clicks anywhere on the stage replay it, between nodes too.
        svg.empty("rect", list: rectAttributes(extent, [("fill", "#ffffff"), ("fill-opacity", "0")]))
        svg.newline()
        // Before the first transition: the first state as laid out.
        svg.open("g", list: [("class", "swatch-transition-state"), ("data-state", scene.states[0].name), ("visibility", "visible")])
        discrete(&svg, "visibility", [(0, "visible"), (cycle.calls[0], "hidden")])
        drawState(&svg, 0, drawer: LayoutDrawing(idPrefix: "\(prefix)-s"))
        svg.close("g")
        svg.newline()
        let n = scene.transitions.count
        for k in 0..<n {
            if cycle.hasWindow(k) { drawTransition(&svg, k) }
            // After it: the subnodes the node is left with (`after`, which
            // may lack one the layout lists), at their new frames.
            let b = (k + 1) % scene.states.count
            svg.open("g", list: [("class", "swatch-transition-state"), ("data-state", scene.states[b].name),
                                 ("data-after", String(k)), ("visibility", "hidden")])
            var frames: [(time: Double, value: String)] = [(0, "hidden"), (cycle.ends[k], "visible")]
            if k < n - 1 { frames.append((cycle.calls[k + 1], "hidden")) }
            discrete(&svg, "visibility", frames)
            let drawer = LayoutDrawing(idPrefix: "\(prefix)-r\(k)")
            drawRoot(&svg, b, size: scene.states[b].layout.size, to: nil)
            for id in scene.transitions[k].after { drawPiece(&svg, b, id, drawer: drawer) }
            svg.close("g")
            svg.newline()
        }
        svg.close("g")
        svg.newline()
    }

    /// State `s` as laid out: the node's bounds, then its subnodes.
    func drawState(_ svg: inout SVGBuilder, _ s: Int, drawer: LayoutDrawing) {
        drawRoot(&svg, s, size: scene.states[s].layout.size, to: nil)
        for id in plan.nodes[s].subnodeIDs { drawPiece(&svg, s, id, drawer: drawer) }
    }

    /// Transition `k` from its call to its end: the bounds growing or
    /// shrinking, and the subnodes in `during` order (back to front).
    func drawTransition(_ svg: inout SVGBuilder, _ k: Int) {
        let transition = scene.transitions[k]
        let (a, b) = (k, (k + 1) % scene.states.count)
        svg.open("g", list: [("class", "swatch-transition-move"), ("data-transition", String(k)), ("visibility", "hidden")])
        discrete(&svg, "visibility", [(0, "hidden"), (cycle.calls[k], "visible"), (cycle.ends[k], "hidden")])
        let animates = cycle.animates(k)
        let start = cycle.starts[k], end = cycle.ends[k]
        drawRoot(&svg, b, size: transition.fromSize, to: animates && transition.isResized ? (transition.toSize, start, end) : nil)

        let oldDrawer = LayoutDrawing(idPrefix: "\(prefix)-t\(k)a"), newDrawer = LayoutDrawing(idPrefix: "\(prefix)-t\(k)b")
        let fading = Set(transition.fadeIn), leaving = Set(transition.fadeOut), sliding = Set(transition.frameAnimated)
        var oldFrames: [String: Rect] = [:]
        for subnode in transition.old { oldFrames[subnode.id] = subnode.frame }
        var newFrames: [String: Rect] = [:]
        for subnode in transition.new { newFrames[subnode.id] = subnode.frame }

        for id in transition.during {
            if fading.contains(id) {
                // At its final frame, invisible, then faded in.
                svg.open("g", list: [("class", "swatch-transition-fade-in"), ("data-id", id), ("opacity", "0")])
                if animates { eased(&svg, "opacity", from: "0", to: "1", start: start, end: end) }
                drawPiece(&svg, b, id, drawer: newDrawer)
                svg.close("g")
            } else if leaving.contains(id) {
                // Where it was, fading out; it leaves when the animation ends.
                svg.open("g", list: [("class", "swatch-transition-fade-out"), ("data-id", id), ("opacity", "1")])
                if animates { eased(&svg, "opacity", from: "1", to: "0", start: start, end: end) }
                drawPiece(&svg, a, id, drawer: oldDrawer)
                svg.close("g")
            } else if sliding.contains(id), let from = oldFrames[id], let to = newFrames[id] {
                // Drawn at its final frame, moved back to its old origin, slid home.
                let shift = "\(svgNumber(from.minX - to.minX)) \(svgNumber(from.minY - to.minY))"
                svg.open("g", list: [("class", "swatch-transition-slide"), ("data-id", id), ("transform", "translate(\(shift))")])
                if animates { eased(&svg, "transform", from: shift, to: "0 0", start: start, end: end, type: "translate") }
                drawPiece(&svg, b, id, drawer: newDrawer)
                svg.close("g")
            } else if newFrames[id] != nil {
                drawPiece(&svg, b, id, drawer: newDrawer)
            } else {
                drawPiece(&svg, a, id, drawer: oldDrawer)
            }
            svg.newline()
        }
        svg.close("g")
        svg.newline()
    }

    /// The transitioning node itself: its colour, if it has one, under the
    /// dashed outline of its bounds; `to` animates the size.
    func drawRoot(_ svg: inout SVGBuilder, _ s: Int, size: Size, to: (size: Size, start: Double, end: Double)?) {
        let element = scene.states[s].elements[0]
        let box = Rect(origin: .zero, size: size)
        func animateSize(_ svg: inout SVGBuilder) {
            guard let to else { return }
            if to.size.width != size.width {
                eased(&svg, "width", from: svgNumber(size.width), to: svgNumber(to.size.width), start: to.start, end: to.end)
            }
            if to.size.height != size.height {
                eased(&svg, "height", from: svgNumber(size.height), to: svgNumber(to.size.height), start: to.start, end: to.end)
            }
        }
        if let color = element.color {
            svg.open("rect", list: rectAttributes(box, [("class", "swatch-placeholder"), ("fill", color)]))
            animateSize(&svg)
            svg.close("rect")
        }
        svg.open("rect", list: rectAttributes(box, [("class", "swatch-bounds"), ("fill", "none"), ("stroke", TransitionPalette.bounds),
                                                    ("stroke-width", "0.75"), ("stroke-dasharray", "3 2")]))
        svg.element("title", text: "\(element.id) \(svgNumber(size.width)) × \(svgNumber(size.height))")
        animateSize(&svg)
        svg.close("rect")
    }

    /// Subnode `id` of state `s` with every display node inside it, at their
    /// frames in that state; a plain leaf node big enough for it gets its id
    /// written in its top left corner.
    func drawPiece(_ svg: inout SVGBuilder, _ s: Int, _ id: String, drawer: LayoutDrawing) {
        let state = scene.states[s], nodes = plan.nodes[s]
        guard let indices = nodes.pieces[id] else { return }
        for n in indices {
            let frame = nodes.frames[n]
            drawer.drawNode(&svg, state.elements[frame.element], frame.frame,
                            lines: state.layout.textLayouts[frame.element]?.lines ?? [], order: n, of: nodes.frames.count)
        }
        guard indices.count == 1 else { return }
        let frame = nodes.frames[indices[0]]
        let element = state.elements[frame.element]
        guard case .node = element.content else { return }
        let size = TransitionDrawing.labelSize
        let text = ListsPlan.shown(id)
        let r = frame.frame
        guard TextEstimate.width(text, fontSize: size, monospace: true) + 8 <= r.size.width, size + 6 <= r.size.height else { return }
        svg.element("text", [
            "class": "swatch-transition-label", "x": svgNumber(r.minX + 4), "y": svgNumber(r.minY + 3 + size * 0.85),
            "font-family": TransitionPalette.mono, "font-size": svgNumber(size), "fill": TransitionPalette.text,
            "stroke": "#ffffff", "stroke-width": "3", "stroke-linejoin": "round", "paint-order": "stroke",
            "pointer-events": "none",
        ], text: text)
    }
}
