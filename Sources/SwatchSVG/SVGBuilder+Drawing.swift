/// The root and the paper every standalone drawing starts with (ranges,
/// frame timelines, transitions).
extension SVGBuilder {
    /// The drawings' text face: the system's sans-serif.
    static let drawingFont = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"

    /// `<svg>` of `width` by `height` (its viewBox from 0, 0) with `class`,
    /// read as one image, in `drawingFont`; `extra` attributes follow.
    mutating func openDrawing(class name: String, width: Double, height: Double, extra: [(String, String)] = []) {
        open("svg", list: [
            ("xmlns", "http://www.w3.org/2000/svg"), ("class", name),
            ("width", svgNumber(width)), ("height", svgNumber(height)),
            ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"), ("role", "img"),
            ("font-family", Self.drawingFont),
        ] + extra)
    }

    /// The white rect under the whole drawing (`swatch-paper`, which a page
    /// in a dark theme finds).
    mutating func paper(width: Double, height: Double) {
        empty("rect", ["class": "swatch-paper", "x": "0", "y": "0", "width": svgNumber(width), "height": svgNumber(height), "fill": "#ffffff"])
    }
}
