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
    /// Room around the layout, in points (labels of specs at the edge need it).
    public var margin = 0.0
    /// Prefix of the ids this drawing defines (clip paths), unique per page
    /// when several drawings are inlined in one HTML document.
    public var idPrefix = "swatch"
    /// Whether the touch areas (given to `render`) are shown; they are drawn
    /// hidden otherwise, for a page to show.
    public var showsTouchAreas = false

    public init(
        debug: Bool = false, presentation: Presentation = .displayed, margin: Double? = nil, idPrefix: String = "swatch",
        showsTouchAreas: Bool = false
    ) {
        self.debug = debug
        self.presentation = presentation
        self.margin = margin ?? (debug ? 12 : 0)
        self.idPrefix = idPrefix
        self.showsTouchAreas = showsTouchAreas
    }

    /// Seconds one round of the animation lasts, placeholders to contents.
    static let cycle = 4.0

    /// A standalone SVG document. `touch` holds each node's touch area, in
    /// the order of `layout.frames(in: tree)`; given, every node carries its
    /// touch data and the areas are drawn (see `LayoutDrawing+Touch.swift`).
    public func render(
        tree: LayoutTree, layout: Layout, elements: [DrawableElement], title: String?, touch: [TouchArea?]? = nil
    ) -> String {
        var svg = SVGBuilder()
        let margin = effectiveMargin(layout)
        let width = layout.size.width + 2 * margin
        let height = layout.size.height + 2 * margin
        svg.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            "class": "swatch-layout",
            "width": svgNumber(width),
            "height": svgNumber(height),
            "viewBox": "\(svgNumber(-margin)) \(svgNumber(-margin)) \(svgNumber(width)) \(svgNumber(height))",
            "role": "img",
        ])
        if let title { svg.element("title", text: title) }
        svg.newline()
        svg.empty("rect", [
            "class": "swatch-bounds", "x": "0", "y": "0",
            "width": svgNumber(layout.size.width), "height": svgNumber(layout.size.height),
            "fill": "none", "stroke": "#8a8f98", "stroke-width": "0.5", "stroke-dasharray": "2 2",
        ])
        svg.newline()
        let frames = layout.frames(in: tree)
        var nodeOfElement: [Int: Int] = [:]
        for (n, frame) in frames.enumerated() {
            nodeOfElement[frame.element] = n
            let data = touch.map { areas in
                LayoutDrawing.touchData(
                    elements[frame.element], frame: frame.frame, area: n < areas.count ? areas[n] : nil,
                    parent: frame.parent.flatMap { nodeOfElement[$0] })
            } ?? []
            drawNode(
                &svg, elements[frame.element], frame.frame, lines: layout.textLayouts[frame.element]?.lines ?? [],
                order: n, of: frames.count, data: data)
        }
        if debug { drawSpecs(&svg, tree: tree, layout: layout, elements: elements, margin: margin) }
        if let touch {
            drawTouchAreas(&svg, areas: touch, ids: frames.map { elements[$0.element].id })
        }
        svg.close("svg")
        svg.newline()
        return svg.text
    }

    /// The font family text is set in: the bundled face (Public/fonts, declared
    /// by the pages' CSS), then the system's sans.
    public static let fontFamily = "'Swatch Sans', sans-serif"

    func drawNode(
        _ svg: inout SVGBuilder, _ element: DrawableElement, _ r: Rect, lines: [TextLine], order: Int, of count: Int,
        data: [(String, String)] = []
    ) {
        let radius = svgNumber(min(element.cornerRadius ?? 0, r.size.width / 2, r.size.height / 2))
        let box: KeyValuePairs<String, String> = [
            "x": svgNumber(r.origin.x), "y": svgNumber(r.origin.y),
            "width": svgNumber(r.size.width), "height": svgNumber(r.size.height),
        ]
        svg.open("g", list: [("class", "swatch-node"), ("data-id", element.id)] + data)
        svg.element("title", text: "\(element.id) [\(svgNumber(r.origin.x)), \(svgNumber(r.origin.y)), \(svgNumber(r.size.width)), \(svgNumber(r.size.height))]")
        if case .text(let fontSize, let bold) = element.content {
            drawText(&svg, element, r, lines: lines, fontSize: fontSize, bold: bold, order: order, of: count)
            svg.close("g")
            svg.newline()
            return
        }
        // The placeholder: a block of the node's colour (an outline when it has none).
        svg.open("rect", [
            "class": "swatch-placeholder",
            "x": box[0].value, "y": box[1].value, "width": box[2].value, "height": box[3].value, "rx": radius,
            "fill": element.color ?? "none",
            "stroke": element.color == nil ? "#8a8f98" : "none",
            "stroke-width": element.color == nil ? "0.5" : "0",
        ])
        svg.close("rect")
        if presentation != .measured, case .image = element.content, r.size.width > 0, r.size.height > 0 {
            let clip = "\(idPrefix)-clip-\(order)"
            svg.open("clipPath", ["id": clip])
            svg.empty("rect", ["x": box[0].value, "y": box[1].value, "width": box[2].value, "height": box[3].value, "rx": radius])
            svg.close("clipPath")
            svg.open("g", [
                "class": "swatch-content", "clip-path": "url(#\(clip))",
                "opacity": presentation == .displayed ? "1" : "0",
            ])
            drawPicture(&svg, r)
            if case .animated(let fade) = presentation {
                animateFade(&svg, fade: fade, order: order, of: count)
            }
            svg.close("g")
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
        let base = y + h
        svg.empty("path", [
            "d": "M\(svgNumber(x)) \(svgNumber(base)) L\(svgNumber(x)) \(svgNumber(y + h * 0.8)) "
                + "L\(svgNumber(x + w * 0.38)) \(svgNumber(y + h * 0.5)) "
                + "L\(svgNumber(x + w * 0.62)) \(svgNumber(y + h * 0.75)) L\(svgNumber(x + w * 0.78)) \(svgNumber(y + h * 0.6)) "
                + "L\(svgNumber(x + w)) \(svgNumber(y + h * 0.8)) L\(svgNumber(x + w)) \(svgNumber(base)) Z",
            "fill": "#4f7f52",
        ])
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

    /// Every layout spec's frame outlined, then its label on a tag placed by
    /// `SpecLabelPlacer` (tags last, so no outline crosses them).
    func drawSpecs(_ svg: inout SVGBuilder, tree: LayoutTree, layout: Layout, elements: [DrawableElement], margin: Double) {
        let specs = specFrames(tree: tree, layout: layout)
        for (i, r) in specs {
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
        let placer = labelPlacer(tree: tree, layout: layout, margin: margin)
        let tags = placer.place(specs.map { (elements[$0.element].label, $0.frame) })
        for ((i, _), tag) in zip(specs, tags) {
            svg.open("g", ["class": "swatch-spec-label", "data-id": elements[i].id, "pointer-events": "none"])
            svg.empty("rect", [
                "x": svgNumber(tag.minX), "y": svgNumber(tag.minY), "width": svgNumber(tag.size.width),
                "height": svgNumber(tag.size.height), "rx": "2", "fill": "#ffffff", "fill-opacity": "0.92",
                "stroke": "#d0457b", "stroke-width": "0.5",
            ])
            svg.element("text", [
                "x": svgNumber(tag.minX + SpecLabelPlacer.padding), "y": svgNumber(tag.maxY - 2 - placer.fontSize * 0.2),
                "font-family": "ui-monospace, monospace", "font-size": svgNumber(placer.fontSize), "fill": "#a8325c",
            ], text: elements[i].label)
            svg.close("g")
            svg.newline()
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

    /// The placer of the debug view's tags for this drawing.
    func labelPlacer(tree: LayoutTree, layout: Layout, margin: Double) -> SpecLabelPlacer {
        let frames = layout.elementFrames(in: tree)
        let nodes = tree.elements.indices.compactMap { tree.elements[$0].kind.isDisplayNode ? frames[$0] : nil }
        return SpecLabelPlacer(
            fontSize: SpecLabelPlacer.fontSize(layoutWidth: layout.size.width),
            canvas: Rect(x: -margin, y: -margin, width: layout.size.width + 2 * margin, height: layout.size.height + 2 * margin),
            nodes: nodes)
    }

    /// The room around the layout: with `debug`, at least a tag's height,
    /// so tags above the outermost frames fit.
    func effectiveMargin(_ layout: Layout) -> Double {
        guard debug else { return margin }
        let tag = SpecLabelPlacer.tagHeight(fontSize: SpecLabelPlacer.fontSize(layoutWidth: layout.size.width))
        return max(margin, tag + 3)
    }
}
