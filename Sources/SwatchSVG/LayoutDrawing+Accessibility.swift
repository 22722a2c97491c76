import SwatchGeometry
import SwatchLayout

// What VoiceOver reads, over a layout drawing (`swatch layout --show
// accessibility`, `accessibility=true` on a guide figure): each element
// outlined with its number in VoiceOver's order on a tag beside it that
// covers no content (`SpokenTagPlacer`), the nodes a container reads and those
// its actions stand for outlined finer, and under the drawing the list of
// what each says, wrapped to the drawing's width, so that nothing is
// covered and nothing runs off the drawing.

extension LayoutDrawing {
    /// The overlay's colour (violet, apart from the debug view's pink and
    /// blue and the touch areas' green), and its tags' ink.
    static let spokenColor = "#6a3fc4"
    static let spokenInk = "#ffffff"
    /// The list's text colour and its heading's.
    static let spokenText = "#1d2127"
    static let spokenMuted = "#5c6470"
    /// The narrowest the list is: a narrow root's drawing grows to it.
    static let spokenListMinimumWidth = 240.0

    /// Where the overlay goes: a number tag per element, and the list.
    struct SpokenPlan {
        var tags: [Rect]
        /// Tags in the column left of the drawing, joined to their element.
        var leaders: [Bool]
        var fontSize: Double
        var heading: Point
        var entries: [SpokenEntry]
        /// Everything the overlay adds to the drawing.
        var box: Rect
    }

    /// One line of the list: its badge, and its text's lines.
    struct SpokenEntry {
        var badge: Rect
        var textX: Double
        var baselines: [Double]
        var lines: [String]
    }

    /// The overlay's places for `spoken` over a drawing that reaches
    /// `extent`, clear of the tags already placed (`reserved`).
    func planSpoken(_ spoken: [SpokenElement], frames: [NodeFrame], layoutWidth: Double, extent: Rect, reserved: [Rect]) -> SpokenPlan {
        let content = LayoutDrawing.content(frames)
        var placer = SpokenTagPlacer(
            fontSize: SpecLabelPlacer.fontSize(layoutWidth: layoutWidth), extent: extent, content: content, reserved: reserved)
        let fontSize = placer.fontSize
        var tags: [Rect] = []
        var leaders: [Bool] = []
        var box = extent
        for (k, element) in spoken.enumerated() {
            let (tag, leader) = placer.place(String(k + 1), by: element.frame)
            tags.append(tag)
            leaders.append(leader)
            box = box.union(tag)
        }
        let lineHeight = fontSize * 1.4
        // The list keeps a margin inside the drawing's edges, as a page shows
        // the drawing edge to edge on a phone.
        let margin = 4.0
        let width = max(box.size.width, Self.spokenListMinimumWidth)
        let left = box.minX + margin
        let right = box.minX + width - margin
        let heading = Point(x: left, y: box.maxY + 6 + fontSize)
        var y = heading.y + fontSize * 0.6
        var entries: [SpokenEntry] = []
        for (k, element) in spoken.enumerated() {
            let badgeSize = placer.tagSize(String(k + 1))
            let badge = Rect(x: left, y: y, width: badgeSize.width, height: badgeSize.height)
            let textX = badge.maxX + 6
            let lines = TextEstimate.wrap(
                element.sentence, fontSize: fontSize, maxWidth: max(fontSize * 4, right - textX), breakingWords: true)
            // The first line's baseline sits level with the badge's number.
            let first = badge.maxY - 2 - fontSize * 0.2
            let baselines = lines.indices.map { first + Double($0) * lineHeight }
            entries.append(SpokenEntry(badge: badge, textX: textX, baselines: baselines, lines: lines))
            y = max(badge.maxY, (baselines.last ?? first) + fontSize * 0.35) + 4
        }
        box = box.union(Rect(x: box.minX, y: heading.y - fontSize, width: width, height: max(0, y - (heading.y - fontSize)) + margin))
        return SpokenPlan(tags: tags, leaders: leaders, fontSize: fontSize, heading: heading, entries: entries, box: box)
    }

    /// The overlay: outlines and tags over the nodes, then the list.
    func drawSpoken(_ svg: inout SVGBuilder, _ spoken: [SpokenElement], plan: SpokenPlan, frames: [Rect], ids: [String]) {
        svg.open("g", list: [("class", "swatch-accessibility"), ("pointer-events", "none")])
        svg.newline()
        func id(_ n: Int) -> String { n < ids.count ? ids[n] : "" }
        func outline(_ n: Int, _ dash: String, width: String) {
            guard n < frames.count else { return }
            svg.empty("rect", list: rectAttributes(frames[n], [
                ("fill", "none"), ("stroke", Self.spokenColor), ("stroke-width", width), ("stroke-dasharray", dash),
            ]))
        }
        for (k, element) in spoken.enumerated() {
            let nodes = ([element.node] + element.readNodes + element.actionNodes).map(id).joined(separator: " ")
            svg.open("g", list: [("class", "swatch-spoken"), ("data-order", String(k + 1)), ("data-nodes", nodes)])
            svg.element("title", text: "\(k + 1). \(element.sentence)")
            svg.empty("rect", list: rectAttributes(element.frame, [
                ("fill", Self.spokenColor), ("fill-opacity", "0.07"), ("stroke", Self.spokenColor), ("stroke-width", "1.5"),
            ]))
            for n in element.readNodes where n != element.node { outline(n, "2 2", width: "0.75") }
            for n in element.actionNodes { outline(n, "5 2", width: "1") }
            svg.close("g")
            svg.newline()
        }
        for (k, tag) in plan.tags.enumerated() where plan.leaders[k] && k < spoken.count {
            let y = tag.minY + tag.size.height / 2
            svg.empty("line", list: [
                ("x1", svgNumber(tag.maxX)), ("y1", svgNumber(y)), ("x2", svgNumber(spoken[k].frame.minX)), ("y2", svgNumber(y)),
                ("stroke", Self.spokenColor), ("stroke-width", "0.75"), ("stroke-opacity", "0.7"),
            ])
        }
        for (k, tag) in plan.tags.enumerated() { drawSpokenBadge(&svg, tag, number: k + 1, fontSize: plan.fontSize) }
        drawSpokenList(&svg, spoken, plan: plan)
        svg.close("g")
        svg.newline()
    }

    /// A number on a violet tag.
    func drawSpokenBadge(_ svg: inout SVGBuilder, _ tag: Rect, number: Int, fontSize: Double) {
        svg.empty("rect", list: rectAttributes(tag, [("rx", "3"), ("fill", Self.spokenColor)]))
        svg.element("text", [
            "x": svgNumber(tag.minX + tag.size.width / 2), "y": svgNumber(tag.maxY - 2 - fontSize * 0.2),
            "text-anchor": "middle", "font-family": "ui-monospace, monospace", "font-size": svgNumber(fontSize),
            "font-weight": "700", "fill": Self.spokenInk,
        ], text: String(number))
    }

    /// "VoiceOver reads", then each element's number and what it says.
    func drawSpokenList(_ svg: inout SVGBuilder, _ spoken: [SpokenElement], plan: SpokenPlan) {
        let font = "system-ui, -apple-system, 'Segoe UI', sans-serif"
        svg.element("text", [
            "class": "swatch-spoken-heading", "x": svgNumber(plan.heading.x), "y": svgNumber(plan.heading.y),
            "font-family": font, "font-size": svgNumber(plan.fontSize), "font-weight": "700", "fill": Self.spokenMuted,
        ], text: spoken.isEmpty ? "VoiceOver finds nothing to read here" : "VoiceOver reads, in this order:")
        for (k, entry) in plan.entries.enumerated() {
            svg.open("g", list: [("class", "swatch-spoken-entry"), ("data-order", String(k + 1))])
            drawSpokenBadge(&svg, entry.badge, number: k + 1, fontSize: plan.fontSize)
            svg.open("text", [
                "font-family": font, "font-size": svgNumber(plan.fontSize), "fill": Self.spokenText, "xml:space": "preserve",
            ])
            for (line, baseline) in zip(entry.lines, entry.baselines) {
                svg.element("tspan", ["x": svgNumber(entry.textX), "y": svgNumber(baseline)], text: line)
            }
            svg.close("text")
            svg.close("g")
            svg.newline()
        }
    }

    /// The list as one text, for the drawing's `<desc>`.
    static func spokenDescription(_ spoken: [SpokenElement]) -> String {
        guard !spoken.isEmpty else { return "VoiceOver finds nothing to read here." }
        var out = "VoiceOver reads, in this order: "
        for (k, element) in spoken.enumerated() {
            out += (k == 0 ? "" : " ") + "\(k + 1). \(element.sentence)."
        }
        return out
    }
}
