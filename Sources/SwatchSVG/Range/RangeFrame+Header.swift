import SwatchGeometry
import SwatchRanges

// The header of a range picture: its title, the headline naming the step,
// and the progress bar under them.
extension RangeFrame {
    /// The headline's lines: where the step is, how it moves, and what is
    /// unusual about it (on a line of its own, reserved when any step has it).
    func headline(_ record: RangeRecord, count: Int) -> [String] {
        let axisName = scene.axis == .vertical ? "y" : "x"
        let offset = scene.axis == .vertical ? record.offset.y : record.offset.x
        var lines = ["update \(record.step + 1) of \(count)  ·  offset \(axisName) = \(svgNumber(offset))",
                     "direction \(record.direction.name)  ·  mode \(record.mode?.name ?? "none yet")"]
        var flags: [String] = []
        if !record.containerVisible { flags.append("container hidden") }
        if record.memoryWarning { flags.append("memory warning") }
        if !record.ranUpdate { flags.append("no range update") }
        if !flags.isEmpty { lines.append(flags.joined(separator: "  ·  ")) }
        return lines
    }

    func drawTitle(_ svg: inout SVGBuilder) {
        Self.drawTitle(&svg, title)
    }

    static func drawTitle(_ svg: inout SVGBuilder, _ title: TextBlock) {
        svg.textBlock(title, x: margin, ["class": "swatch-range-title", "font-size": svgNumber(titleSize), "font-weight": "600",
                                         "fill": RangePalette.text])
        svg.newline()
    }

    func drawHeadline(_ svg: inout SVGBuilder, record: RangeRecord, count: Int) {
        svg.open("text", ["class": "swatch-range-step", "font-size": svgNumber(Self.textSize), "fill": RangePalette.mutedText])
        svg.tspans(headline(record, count: count), x: Self.margin, y: headlineY, leading: Self.textLeading)
        svg.close("text")
        svg.newline()
    }

    /// The progress bar's extent: the header's full width.
    var progressRect: Rect {
        Rect(x: Self.margin, y: progressY, width: width - 2 * Self.margin, height: 5)
    }

    func drawProgressTrack(_ svg: inout SVGBuilder) {
        rectElement(&svg, progressRect, [("class", "swatch-progress-track"), ("rx", "2.5"), ("fill", "#e4e4e4")])
    }

    func drawProgressBar(_ svg: inout SVGBuilder, fraction: Double) {
        var r = progressRect
        r.size.width *= max(0, min(1, fraction))
        rectElement(&svg, r, [("class", "swatch-progress"), ("rx", "2.5"), ("fill", RangePalette.text)])
        svg.newline()
    }
}
