import SwatchGeometry
import SwatchLayout
import SwatchTouch

/// Draws a laid-out tree: every display node a rectangle in its colour with a
/// `<title>` giving its id and frame; with `debug`, every layout spec's frame
/// outlined and labelled, so a reader sees why each node is where it is.
///
/// Texture shows a node in two states: measured (its frame is known; it shows
/// its placeholder, a block of its colour) and displayed (its contents were
/// rendered off the main thread). `presentation` picks one, or animates the
/// change: each node's content fades in over its placeholder after its own
/// delay, as contents finish rendering at different times, in pure SMIL.
public struct LayoutDrawing: Sendable {
    public enum Presentation: Hashable, Sendable {
        case measured
        case displayed
        /// Placeholders first, then contents fading in over `fadeDuration`
        /// seconds (`placeholderFadeDuration`), repeating.
        case animated(fadeDuration: Double)
    }

    public var debug = false
    public var presentation = Presentation.displayed
    /// Room around the drawing, in points (around the spec labels in debug).
    public var margin = 0.0
    /// Prefix of the ids this drawing defines (clip paths), unique per page
    /// when several drawings are inlined in one HTML document.
    public var idPrefix = "swatch"
    /// Whether the touch areas (given to `render`) are shown; they are drawn
    /// hidden otherwise, for a page to show.
    public var showsTouchAreas = false
    /// Whether what VoiceOver reads (given to `render`) is drawn over the
    /// nodes and listed under them (`LayoutDrawing+Accessibility.swift`).
    public var showsAccessibility = false
    /// Fonts the drawing carries for its text (a standalone file); a page
    /// declares the family in its stylesheet instead.
    public var fonts: [EmbeddedFont] = []
    /// A stack's arithmetic drawn over the nodes (`LayoutDrawing+Arithmetic.swift`).
    public var arithmetic: StackArithmetic?
    /// Elements outlined where the layout warns (`markWarning`,
    /// `LayoutDrawing+WarningMarks.swift`): hidden, for a page to show one
    /// at a time, unless `showsWarningMarks`.
    var warningMarks: [WarningMark] = []
    public var showsWarningMarks = false

    public init(
        debug: Bool = false, presentation: Presentation = .displayed, margin: Double? = nil, idPrefix: String = "swatch",
        showsTouchAreas: Bool = false
    ) {
        self.debug = debug
        self.presentation = presentation
        self.margin = margin ?? (debug ? 3 : 0)
        self.idPrefix = idPrefix
        self.showsTouchAreas = showsTouchAreas
    }

    /// Seconds one round of the animation lasts, placeholders to contents.
    static let cycle = 4.0
    /// A moment of the round when every content is displayed (the last
    /// fade ends by `cycle - 0.5`; all fade out from `cycle - 0.2`).
    static let stillTime = cycle - 0.35

    /// A standalone SVG document. `touch` holds each node's touch area, in
    /// the order of `layout.frames(in: tree)`; given, every node carries its
    /// touch data and the areas are drawn (see `LayoutDrawing+Touch.swift`).
    /// `spoken` is what VoiceOver reads, drawn when `showsAccessibility`.
    public func render(
        tree: LayoutTree, layout: Layout, elements: [DrawableElement], title: String?, touch: [TouchArea?]? = nil,
        spoken: [SpokenElement]? = nil
    ) -> String {
        var svg = SVGBuilder()
        let frames = layout.frames(in: tree)
        let bounds = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
        // Nodes reaching outside the root are drawn dimmed, with the root's
        // bounds marked and named, and the drawing grows to show them.
        let outside = frames.indices.filter { !LayoutDrawing.holds(bounds, frames[$0].frame) }
        var extent = bounds
        for n in outside { extent = extent.union(LayoutDrawing.reach(frames[n].frame, around: bounds)) }
        let rootNote = outside.isEmpty ? nil : LayoutDrawing.rootNote(root: bounds, extent: extent)
        if let rootNote { extent = extent.union(rootNote.box) }
        var outlines: [(element: Int, frame: Rect)] = []
        var tags: [(element: Int, frame: Rect, tag: Rect)] = []
        var badges: [(element: Int, text: String, tag: Rect)] = []
        var fontSize = 0.0
        let counts = layout.measureCounts
        if debug {
            // Every spec is outlined; the ones a node makes for its own
            // layout (a button's) carry no tag, only their outline's title.
            outlines = specFrames(tree: tree, layout: layout)
            let specs = outlines.filter { elements[$0.element].labelled }
            // Nodes measured more than once carry a tag saying so.
            var remeasured: [(element: Int, text: String, frame: Rect)] = []
            if let counts {
                for f in frames where counts.calculations[f.element] > 1 || counts.cacheHits[f.element] > 0 {
                    remeasured.append((f.element, LayoutDrawing.measureNote(
                        counts.calculations[f.element], counts.cacheHits[f.element], id: elements[f.element].id), f.frame))
                }
            }
            let placer = labelPlacer(tree: tree, layout: layout, around: extent)
            fontSize = placer.fontSize
            let placed = placer.place(
                specs.map { (elements[$0.element].label, $0.frame) } + remeasured.map { ($0.text, $0.frame) },
                reserved: rootNote.map { [$0.box] } ?? [])
            tags = zip(specs, placed).map { ($0.element, $0.frame, $1) }
            badges = zip(remeasured, placed.dropFirst(specs.count)).map { ($0.element, $0.text, $1) }
            for tag in placed { extent = extent.union(tag) }
        }
        var spokenPlan: SpokenPlan?
        if showsAccessibility, let spoken {
            let reserved = tags.map { $0.tag } + badges.map { $0.tag } + (rootNote.map { [$0.box] } ?? [])
            let plan = planSpoken(spoken, frames: frames, layoutWidth: layout.size.width, extent: extent, reserved: reserved)
            extent = extent.union(plan.box)
            spokenPlan = plan
        }
        let marked = warningMarks.isEmpty ? [] : markedElements(layout.elementFrames(in: tree))
        for mark in marked { extent = extent.union(LayoutDrawing.markOutline(mark.frame, root: bounds)) }
        var arithmeticPlan: ArithmeticPlan?
        if let arithmetic {
            var reserved = tags.map { $0.tag } + badges.map { $0.tag } + (rootNote.map { [$0.box] } ?? [])
            reserved += spokenPlan?.tags ?? []
            let plan = planArithmetic(
                arithmetic, content: LayoutDrawing.content(frames), root: bounds, extent: extent, reserved: reserved,
                fontSize: SpecLabelPlacer.fontSize(layoutWidth: layout.size.width), pixel: 1 / layout.grid.scale)
            extent = extent.union(plan.box)
            arithmeticPlan = plan
        }
        let pad = debug ? max(3, margin) : margin
        let view = Rect(x: extent.minX - pad, y: extent.minY - pad, width: extent.size.width + 2 * pad, height: extent.size.height + 2 * pad)
        var root: [(String, String)] = [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("class", "swatch-layout"),
            ("width", svgNumber(view.size.width)),
            ("height", svgNumber(view.size.height)),
            ("viewBox", "\(svgNumber(view.minX)) \(svgNumber(view.minY)) \(svgNumber(view.size.width)) \(svgNumber(view.size.height))"),
            ("role", "img"),
        ]
        // The moment a page shows when motion is reduced: every content displayed.
        if case .animated = presentation { root.append(("data-still-time", svgNumber(LayoutDrawing.stillTime))) }
        svg.open("svg", list: root)
        if let title { svg.element("title", text: title) }
        if spokenPlan != nil, let spoken { svg.element("desc", text: LayoutDrawing.spokenDescription(spoken)) }
        svg.newline()
        if !fonts.isEmpty {
            svg.open("defs")
            svg.open("style")
            svg.content(fonts.map { $0.rule }.joined(separator: "\n"))
            svg.close("style")
            svg.close("defs")
            svg.newline()
        }
        let overflowing = rootNote != nil
        svg.empty("rect", [
            "class": "swatch-bounds", "x": "0", "y": "0",
            "width": svgNumber(layout.size.width), "height": svgNumber(layout.size.height),
            "fill": "none", "stroke": overflowing ? "#5c6470" : "#8a8f98", "stroke-width": overflowing ? "1" : "0.5",
            "stroke-dasharray": overflowing ? "4 3" : "2 2",
        ])
        svg.newline()
        let outsideSet = Set(outside)
        let clipCorners = LayoutDrawing.clipCornersAfter(frames, elements: elements)
        var nodeOfElement: [Int: Int] = [:]
        for (n, frame) in frames.enumerated() {
            nodeOfElement[frame.element] = n
            var data = touch.map { areas in
                LayoutDrawing.touchData(
                    elements[frame.element], frame: frame.frame, area: n < areas.count ? areas[n] : nil,
                    parent: frame.parent.flatMap { nodeOfElement[$0] })
            } ?? []
            if outsideSet.contains(n) { data += [("data-outside", "true"), ("opacity", "0.45")] }
            // The debug view tells how often each node was measured.
            var note: String?
            if debug, let counts {
                note = LayoutDrawing.measureNote(counts.calculations[frame.element], counts.cacheHits[frame.element], id: nil)
            }
            drawNode(
                &svg, elements[frame.element], frame.frame, lines: layout.textLayouts[frame.element]?.lines ?? [],
                order: n, of: frames.count, data: data, outside: outsideSet.contains(n), note: note)
            for k in clipCorners[n] ?? [] { drawClipCorners(&svg, elements[frames[k].element], frames[k].frame) }
        }
        if let rootNote { drawRootNote(&svg, rootNote, count: outside.count) }
        if debug {
            drawSpecs(&svg, outlines: outlines, tags: tags, elements: elements, fontSize: fontSize)
            drawMeasureBadges(&svg, badges: badges, elements: elements, fontSize: fontSize)
        }
        if let arithmetic, let arithmeticPlan { drawArithmetic(&svg, arithmetic, plan: arithmeticPlan) }
        if let touch {
            drawTouchAreas(&svg, areas: touch, ids: frames.map { elements[$0.element].id })
        }
        drawWarningMarks(&svg, marked, root: bounds, elements: elements)
        if let spokenPlan, let spoken {
            drawSpoken(&svg, spoken, plan: spokenPlan, frames: frames.map { $0.frame }, ids: frames.map { elements[$0.element].id })
        }
        svg.close("svg")
        svg.newline()
        return svg.text
    }

    /// The font family text is set in: the bundled face (Public/fonts, declared
    /// by the pages' CSS, or carried in `fonts`), then the system's sans.
    public static let fontFamily = "'\(fontFamilyName)', sans-serif"
    public static let fontFamilyName = "Swatch Sans"

    func drawNode(
        _ svg: inout SVGBuilder, _ element: DrawableElement, _ r: Rect, lines: [TextLine], order: Int, of count: Int,
        data: [(String, String)] = [], outside: Bool = false, note: String? = nil
    ) {
        // The layer's own rounding rounds the placeholder; precomposited
        // corners are in the drawn contents only, and clipping corners are
        // layers of their own (drawn after the node's subnodes).
        let rounded = min(element.cornerRadius ?? 0, r.size.width / 2, r.size.height / 2)
        let layerRadius = element.cornerRounding == .layer ? rounded : 0
        let contentRadius = element.cornerRounding == .clipping ? 0 : rounded
        let radius = svgNumber(layerRadius)
        let box: KeyValuePairs<String, String> = [
            "x": svgNumber(r.origin.x), "y": svgNumber(r.origin.y),
            "width": svgNumber(r.size.width), "height": svgNumber(r.size.height),
        ]
        svg.open("g", list: [("class", "swatch-node"), ("data-id", element.id)] + data)
        svg.element("title", text: "\(element.id) [\(svgNumber(r.origin.x)), \(svgNumber(r.origin.y)), \(svgNumber(r.size.width)), \(svgNumber(r.size.height))]"
                    + (outside ? ", outside the root's bounds" : "") + (note.map { ", " + $0 } ?? ""))
        if case .text(let fontSize, let bold) = element.content {
            drawText(&svg, element, r, lines: lines, fontSize: fontSize, bold: bold, order: order, of: count)
            svg.close("g")
            svg.newline()
            return
        }
        // The placeholder: a block of the node's colour (an outline when it
        // has none, except where displayed contents show the node: an image,
        // a chart, a button's subnodes).
        var outlined = element.color == nil
        if presentation != .measured {
            switch element.content {
            case .image, .chart, .button: outlined = false
            default: break
            }
        }
        // Displayed, an image whose modification block leaves part of its
        // bounds empty (a circle, rounded corners, a template) shows what is
        // behind it there: the placeholder is gone, as on a device.
        var fill = element.color ?? "none"
        if presentation == .displayed, case .image = element.content,
            element.image.effect != nil || element.image.resizableRadius != nil, element.cornerRounding != .precomposited
        {
            fill = "none"
        }
        svg.open("rect", [
            "class": "swatch-placeholder",
            "x": box[0].value, "y": box[1].value, "width": box[2].value, "height": box[3].value, "rx": radius,
            "fill": fill,
            "stroke": outlined ? "#8a8f98" : "none",
            "stroke-width": outlined ? "0.5" : "0",
        ])
        svg.close("rect")
        if presentation != .measured, r.size.width > 0, r.size.height > 0 {
            switch element.content {
            case .image: drawImageContent(&svg, element, r, radius: svgNumber(contentRadius), order: order, of: count)
            case .pendingImage: drawLoadingMark(&svg, r)
            case .chart: drawChart(&svg, element, r, order: order, of: count)
            default: break
            }
        }
        svg.close("g")
        svg.newline()
    }

    /// A text node: measured, a bar per line (a placeholder of the text's
    /// shape); displayed, each line a `<text>` at its measured baseline.
    func drawText(
        _ svg: inout SVGBuilder, _ element: DrawableElement, _ r: Rect, lines: [TextLine], fontSize: Double, bold: Bool,
        order: Int, of count: Int
    ) {
        let color = element.color ?? "#222"
        if presentation != .displayed {
            svg.open("g", ["class": "swatch-placeholder", "fill": color, "opacity": "0.18"])
            for line in lines {
                let barHeight = max(1, line.height * 0.6)
                svg.empty("rect", [
                    "x": svgNumber(r.origin.x + line.x), "y": svgNumber(r.origin.y + line.top + (line.height - barHeight) / 2),
                    "width": svgNumber(line.width), "height": svgNumber(barHeight), "rx": svgNumber(barHeight / 4),
                ])
            }
            svg.close("g")
        }
        guard presentation != .measured else { return }
        // Spaces are kept as measured (xml:space); each line carries the width
        // the engine measured (data-width), which the browser check compares
        // with what the browser draws.
        svg.open("g", [
            "class": "swatch-content", "fill": color, "font-family": LayoutDrawing.fontFamily,
            "font-size": svgNumber(fontSize), "font-weight": bold ? "700" : "400",
            "xml:space": "preserve",
            "opacity": presentation == .displayed ? "1" : "0",
        ])
        for line in lines {
            svg.element("text", [
                "x": svgNumber(r.origin.x + line.x), "y": svgNumber(r.origin.y + line.top + line.baseline),
                "data-width": svgNumber(line.width),
            ], text: line.text)
        }
        if case .animated(let fade) = presentation {
            animateFade(&svg, fade: fade, order: order, of: count)
        }
        svg.close("g")
    }

    /// An image's content without loading anything: a sky, a sun and hills
    /// (clipped to the node's corners by the caller).
    func drawPicture(_ svg: inout SVGBuilder, _ r: Rect) {
        let x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        svg.empty("rect", [
            "x": svgNumber(x), "y": svgNumber(y), "width": svgNumber(w), "height": svgNumber(h), "fill": "#8fb8de",
        ])
        let sun = min(w, h) * 0.12
        svg.empty("circle", [
            "cx": svgNumber(x + w * 0.7), "cy": svgNumber(y + h * 0.32), "r": svgNumber(sun), "fill": "#ffd45c",
        ])
        svg.empty("path", ["d": hillsPath(r), "fill": "#4f7f52"])
    }

    /// Content opacity 0 until this node's turn, then up to 1 over `fade`
    /// seconds, held, and back to 0 at the end of the cycle. Turns follow a
    /// fixed shuffle of the nodes, as background renders finish out of order.
    func animateFade(_ svg: inout SVGBuilder, fade: Double, order: Int, of count: Int) {
        let cycle = LayoutDrawing.cycle
        let slot = Double((order * 7 + 3) % max(count, 1)) / Double(max(count, 1))
        let start = 0.4 + slot * 1.6
        let end = min(start + max(fade, 0.001), cycle - 0.5)
        let t0 = start / cycle, t1 = end / cycle, t2 = (cycle - 0.2) / cycle
        svg.empty("animate", [
            "attributeName": "opacity",
            "values": "0;0;1;1;0",
            "keyTimes": "0;\(svgNumber(t0));\(svgNumber(t1));\(svgNumber(t2));1",
            "dur": "\(svgNumber(cycle))s",
            "repeatCount": "indefinite",
        ])
    }

    /// Every layout spec's frame outlined, then the labels of the labelled
    /// ones on tags placed by `SpecLabelPlacer` (tags last, so no outline
    /// crosses them).
    func drawSpecs(
        _ svg: inout SVGBuilder, outlines: [(element: Int, frame: Rect)], tags: [(element: Int, frame: Rect, tag: Rect)],
        elements: [DrawableElement], fontSize: Double
    ) {
        for (i, r) in outlines {
            let label = elements[i].label
            svg.open("g", ["class": "swatch-spec", "data-id": elements[i].id])
            svg.empty("rect", [
                "x": svgNumber(r.origin.x), "y": svgNumber(r.origin.y),
                "width": svgNumber(r.size.width), "height": svgNumber(r.size.height),
                "fill": "none", "stroke": "#d0457b", "stroke-width": "0.75", "stroke-dasharray": "3 2",
            ])
            svg.element("title", text: "\(label) [\(svgNumber(r.origin.x)), \(svgNumber(r.origin.y)), \(svgNumber(r.size.width)), \(svgNumber(r.size.height))]")
            svg.close("g")
            svg.newline()
        }
        for (i, _, tag) in tags {
            drawTag(&svg, "swatch-spec-label", id: elements[i].id, tag, text: elements[i].label, fontSize: fontSize,
                    stroke: "#d0457b", ink: "#a8325c")
        }
    }

    /// A debug tag: its text on a white tag outlined in `stroke`.
    func drawTag(
        _ svg: inout SVGBuilder, _ className: String, id: String, _ tag: Rect, text: String, fontSize: Double,
        stroke: String, ink: String
    ) {
        svg.open("g", ["class": className, "data-id": id, "pointer-events": "none"])
        svg.empty("rect", [
            "x": svgNumber(tag.minX), "y": svgNumber(tag.minY), "width": svgNumber(tag.size.width),
            "height": svgNumber(tag.size.height), "rx": "2", "fill": "#ffffff", "fill-opacity": "0.92",
            "stroke": stroke, "stroke-width": "0.5",
        ])
        svg.element("text", [
            "x": svgNumber(tag.minX + SpecLabelPlacer.padding), "y": svgNumber(tag.maxY - 2 - fontSize * 0.2),
            "font-family": "ui-monospace, monospace", "font-size": svgNumber(fontSize), "fill": ink,
        ], text: text)
        svg.close("g")
        svg.newline()
    }

    /// A node's measure counts in words: for its title, "measured once",
    /// "measured 2 times, 1 cache hit"; with its id, for its tag.
    static func measureNote(_ calculations: UInt32, _ hits: UInt32, id: String?) -> String {
        var out = (id.map { $0 + " " } ?? "") + (calculations == 1 ? "measured once" : "measured \(calculations) times")
        if hits > 0 { out += ", \(hits) cache hit" + (hits == 1 ? "" : "s") }
        return out
    }

    /// The tags of re-measured nodes, in blue beside the specs' pink ones.
    func drawMeasureBadges(_ svg: inout SVGBuilder, badges: [(element: Int, text: String, tag: Rect)], elements: [DrawableElement], fontSize: Double) {
        for (i, text, tag) in badges {
            drawTag(&svg, "swatch-measure-label", id: elements[i].id, tag, text: text, fontSize: fontSize,
                    stroke: "#2f6db5", ink: "#245a96")
        }
    }

    /// The laid-out layout specs, in tree order (outer ones first).
    func specFrames(tree: LayoutTree, layout: Layout) -> [(element: Int, frame: Rect)] {
        let frames = layout.elementFrames(in: tree)
        return tree.elements.indices.compactMap { i in
            guard !tree.elements[i].kind.isDisplayNode, let r = frames[i] else { return nil }
            return (i, r)
        }
    }

    /// The placer of the debug view's tags for this drawing: tags may go
    /// around `extent` (the root and what overflows it) by up to two tags'
    /// height above and below, and the drawing grows to hold them; not at
    /// the sides, where growing would shrink a phone-wide drawing on a phone.
    func labelPlacer(tree: LayoutTree, layout: Layout, around extent: Rect) -> SpecLabelPlacer {
        let frames = layout.elementFrames(in: tree)
        let nodes = tree.elements.indices.compactMap { tree.elements[$0].kind.isDisplayNode ? frames[$0] : nil }
        let fontSize = SpecLabelPlacer.fontSize(layoutWidth: layout.size.width)
        let h = SpecLabelPlacer.tagHeight(fontSize: fontSize)
        let side = 3.0
        return SpecLabelPlacer(
            fontSize: fontSize,
            canvas: Rect(x: extent.minX - side, y: extent.minY - 2 * h - 2, width: extent.size.width + 2 * side,
                         height: extent.size.height + 4 * h + 4),
            nodes: nodes, bounds: extent)
    }

    /// Whether `frame` lies within `root` (a hair's tolerance for rounding).
    static func holds(_ root: Rect, _ frame: Rect) -> Bool {
        let e = 0.001
        return frame.minX >= root.minX - e && frame.minY >= root.minY - e && frame.maxX <= root.maxX + e && frame.maxY <= root.maxY + e
    }

    /// The frames of content: the nodes that hold no other node (a node
    /// that does, a cell or a card, is the backdrop they are drawn on, where
    /// an overlay's tag may sit).
    static func content(_ frames: [NodeFrame]) -> [Rect] {
        var holds = Set<Int>()
        for f in frames { if let p = f.parent { holds.insert(p) } }
        return frames.filter { !holds.contains($0.element) }.map { $0.frame }
    }

    /// The part of an overflowing frame the drawing shows: all of it within
    /// three root sizes (at least 400 points) of the root, so that a node
    /// flung far away leaves the root legible.
    static func reach(_ frame: Rect, around root: Rect) -> Rect {
        let room = 3 * max(root.size.width, root.size.height, 400)
        func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { v.isNaN ? lo : max(lo, min(hi, v)) }
        let x0 = clamp(frame.minX, root.minX - room, root.maxX + room), x1 = clamp(frame.maxX, root.minX - room, root.maxX + room)
        let y0 = clamp(frame.minY, root.minY - room, root.maxY + room), y1 = clamp(frame.maxY, root.minY - room, root.maxY + room)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Where "root bounds" is written: above the root's top-left corner.
    struct RootNote {
        var box: Rect
        var fontSize: Double
    }

    static func rootNote(root: Rect, extent: Rect) -> RootNote {
        let fontSize = max(11, min(14, max(root.size.width, extent.size.width) / 34))
        let text = "root bounds"
        let width = TextEstimate.width(text, fontSize: fontSize) * 1.15 + 4
        return RootNote(box: Rect(x: root.minX, y: root.minY - fontSize - 4, width: width, height: fontSize + 3), fontSize: fontSize)
    }

    func drawRootNote(_ svg: inout SVGBuilder, _ note: RootNote, count: Int) {
        svg.open("text", [
            "class": "swatch-root-note", "x": svgNumber(note.box.minX), "y": svgNumber(note.box.maxY - 3),
            "font-family": "system-ui, sans-serif", "font-size": svgNumber(note.fontSize), "fill": "#5c6470",
        ])
        svg.element("title", text: "\(count) node\(count == 1 ? "" : "s") outside the root's bounds, drawn dimmed")
        svg.content("root bounds")
        svg.close("text")
        svg.newline()
    }
}
