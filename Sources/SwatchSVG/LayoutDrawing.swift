import SwatchGeometry
import SwatchLayout

/// What a layout drawing needs to know of one element besides its frame.
public struct DrawableElement: Sendable {
    public var id: String
    public var type: String
    public var color: String?
    public var cornerRadius: Double?

    public init(id: String, type: String, color: String? = nil, cornerRadius: Double? = nil) {
        self.id = id
        self.type = type
        self.color = color
        self.cornerRadius = cornerRadius
    }
}

/// Draws a laid-out tree: every display node a rectangle in its colour with a
/// `<title>` giving its id and frame; with `debug`, every layout spec's frame
/// outlined and labelled with its type, so a reader sees why each node is
/// where it is.
public struct LayoutDrawing: Sendable {
    public var debug = false
    /// Room around the layout, in points (labels of specs at the edge need it).
    public var margin = 0.0

    public init(debug: Bool = false, margin: Double? = nil) {
        self.debug = debug
        self.margin = margin ?? (debug ? 12 : 0)
    }

    /// A standalone SVG document.
    public func render(tree: LayoutTree, layout: Layout, elements: [DrawableElement], title: String?) -> String {
        var svg = SVGBuilder()
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
        drawNodes(&svg, tree: tree, layout: layout, elements: elements)
        if debug { drawSpecs(&svg, tree: tree, layout: layout, elements: elements) }
        svg.close("svg")
        svg.newline()
        return svg.text
    }

    func drawNodes(_ svg: inout SVGBuilder, tree: LayoutTree, layout: Layout, elements: [DrawableElement]) {
        for frame in layout.frames(in: tree) {
            let element = elements[frame.element]
            let r = frame.frame
            let fill = element.color ?? "none"
            svg.open("rect", [
                "class": "swatch-node",
                "data-id": element.id,
                "x": svgNumber(r.origin.x), "y": svgNumber(r.origin.y),
                "width": svgNumber(r.size.width), "height": svgNumber(r.size.height),
                "rx": svgNumber(min(element.cornerRadius ?? 0, r.size.width / 2, r.size.height / 2)),
                "fill": fill,
                "stroke": element.color == nil ? "#8a8f98" : "none",
                "stroke-width": element.color == nil ? "0.5" : "0",
            ])
            svg.element("title", text: "\(element.id) [\(svgNumber(r.origin.x)), \(svgNumber(r.origin.y)), \(svgNumber(r.size.width)), \(svgNumber(r.size.height))]")
            svg.close("rect")
            svg.newline()
        }
    }

    func drawSpecs(_ svg: inout SVGBuilder, tree: LayoutTree, layout: Layout, elements: [DrawableElement]) {
        let frames = layout.elementFrames(in: tree)
        for i in tree.elements.indices where !tree.elements[i].kind.isDisplayNode {
            guard let r = frames[i] else { continue }
            let label = elements[i].type
            svg.open("g", ["class": "swatch-spec", "data-id": elements[i].id])
            svg.empty("rect", [
                "x": svgNumber(r.origin.x), "y": svgNumber(r.origin.y),
                "width": svgNumber(r.size.width), "height": svgNumber(r.size.height),
                "fill": "none", "stroke": "#d0457b", "stroke-width": "0.75", "stroke-dasharray": "3 2",
            ])
            svg.element("text", [
                "x": svgNumber(r.origin.x + 2), "y": svgNumber(r.origin.y - 2),
                "font-family": "ui-monospace, monospace", "font-size": "7", "fill": "#d0457b",
            ], text: label)
            svg.element("title", text: "\(label) [\(svgNumber(r.origin.x)), \(svgNumber(r.origin.y)), \(svgNumber(r.size.width)), \(svgNumber(r.size.height))]")
            svg.close("g")
            svg.newline()
        }
    }
}
