/// How a range drawing strokes a rect outline or a line: its colour, width
/// and dash pattern.
struct RangeStroke: Equatable {
    var color: String
    var width: Double
    /// An SVG `stroke-dasharray`, nil for a solid line.
    var dash: String?

    /// The stroke's attributes: colour, width, then the dash if any.
    var attributes: [(String, String)] {
        var out: [(String, String)] = [("stroke", color), ("stroke-width", svgNumber(width))]
        if let dash { out.append(("stroke-dasharray", dash)) }
        return out
    }
}

/// The strokes of range drawings, written once for the single update, the
/// animation and the labels' samples: each range rect's outline, and the
/// batch-fetch trigger line (its colour marks the updates that fetch).
enum RangeStrokes {
    static let preload = RangeStroke(color: RangePalette.preload, width: 2.5, dash: "7 4")
    static let display = RangeStroke(color: RangePalette.display, width: 2.5, dash: "3 3")
    static let viewport = RangeStroke(color: RangePalette.viewport, width: 3, dash: nil)
    /// The trigger line where no fetch happens, and in the updates that fetch.
    static let trigger = RangeStroke(color: RangePalette.trigger, width: 2.5, dash: "10 4")
    static let batch = RangeStroke(color: RangePalette.batch, width: 2.5, dash: "10 4")

    /// Width of a label's sample of its stroke (the same for every label, so
    /// the samples line up).
    static let sampleWidth = 2.5
    /// Pixels the trigger line reaches past the column on each side.
    static let triggerOverhang = 30.0
}
