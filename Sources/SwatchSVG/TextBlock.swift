/// Lines of text set from a first baseline, each next one `leading` lower:
/// a drawing's title, a heading, a note, wrapped to the room it has. What
/// comes under it is placed from its last baseline.
struct TextBlock {
    var lines: [String]
    /// The first line's baseline.
    var y: Double
    var leading: Double

    init(lines: [String], y: Double, leading: Double) {
        self.lines = lines
        self.y = y
        self.leading = leading
    }

    /// `text` wrapped to `maxWidth` (`TextEstimate.wrap`).
    init(_ text: String, fontSize: Double, maxWidth: Double, bold: Bool = false, y: Double, leading: Double) {
        self.init(lines: TextEstimate.wrap(text, fontSize: fontSize, maxWidth: maxWidth, bold: bold), y: y, leading: leading)
    }

    /// The last line's baseline.
    var lastBaseline: Double { y + Double(lines.count - 1) * leading }
}

extension SVGBuilder {
    /// `<text>` with `attributes`, holding `block`'s lines from `x`.
    mutating func textBlock(_ block: TextBlock, x: Double, _ attributes: KeyValuePairs<String, String>) {
        open("text", attributes)
        tspans(block.lines, x: x, y: block.y, leading: block.leading)
        close("text")
    }
}
