/// Text set on several lines.
extension SVGBuilder {
    /// `lines` as `<tspan>`s of one `<text>`, at `x`, the first baseline at
    /// `y` and each next one `leading` lower. A space separates them, so the
    /// text's content (`textContent`, what a screen reader or a script reads)
    /// is the words in order, not lines run together.
    mutating func tspans(_ lines: [String], x: Double, y: Double, leading: Double, first: [(String, String)] = []) {
        for (i, line) in lines.enumerated() {
            if i > 0 { content(" ") }
            let position = [("x", svgNumber(x)), ("y", svgNumber(y + Double(i) * leading))]
            open("tspan", list: i == 0 ? position + first : position)
            content(line)
            close("tspan")
        }
    }
}
