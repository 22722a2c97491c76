import SwatchGeometry
import SwatchRanges

/// A label of a range drawing: an outline's or the trigger line's name and
/// what it is, with a sample of its stroke.
struct RangeLabel {
    /// Where the outline starts along the axis, in pixels (infinite when
    /// it is out of the window or absent: such labels go last).
    var pos: Double
    /// "name: what it is".
    var text: String
    var stroke: RangeStroke
    /// The point along the axis a leader line points at, if in the window.
    var anchor: Double?
    /// Pixels the labelled outline reaches past the column.
    var overhang: Double

    /// The name line and the lines of the rest, each clause on its own.
    func lines(maxWidth: Double) -> (name: String, details: [String]) {
        guard let colon = text.firstRange(ofText: ": ") else { return (text, []) }
        let rest = String(text[colon.upperBound...])
        return (String(text[..<colon.lowerBound]),
                TextEstimate.wrapClauses(rest, fontSize: RangeFrame.labelSize, maxWidth: maxWidth))
    }
}

/// Where a range drawing's labels go. Vertical: beside the content area,
/// each as near its outline's edge as the ones before it allow, the stack
/// moved up to end inside the area. Horizontal: in rows of two under it.
struct RangeLabelPlacer {
    let axis: ScrollAxis
    /// The content area, in the picture.
    let area: Rect
    /// Vertical: the x of the labels' stroke samples. Horizontal: the top of
    /// the label rows.
    let labelsAt: Double
    /// The drawing's width.
    let width: Double

    /// Room between stacked labels.
    static let gap = 8.0

    /// A label placed: its text's top-left corner and lines.
    struct Placed {
        var label: RangeLabel
        var origin: Point
        var name: String
        var details: [String]
        var height: Double { Double(1 + details.count) * RangeFrame.labelLeading }
        var box: Rect { Rect(x: origin.x, y: origin.y, width: 1, height: height) }
    }

    /// Width the label text may take, from its x to the drawing's edge.
    var textWidth: Double {
        axis == .vertical
            ? width - RangeFrame.margin / 2 - (labelsAt + 28)
            : (width - 2 * RangeFrame.margin) / 2 - 36
    }

    /// Each label's place, nearest the content's start first.
    func place(_ labels: [RangeLabel]) -> [Placed] {
        let maxWidth = textWidth
        let sorted = labels.enumerated().sorted { ($0.element.pos, $0.offset) < ($1.element.pos, $1.offset) }.map { $0.element }
        var placed = sorted.map { label -> Placed in
            let (name, details) = label.lines(maxWidth: maxWidth)
            return Placed(label: label, origin: .zero, name: name, details: details)
        }
        if axis == .vertical {
            var next = area.minY
            for i in placed.indices {
                let wanted = placed[i].label.pos.isFinite ? placed[i].label.pos - 5 : next
                placed[i].origin = Point(x: labelsAt, y: max(wanted, next))
                next = placed[i].origin.y + placed[i].height + Self.gap
            }
            var limit = area.maxY
            for i in placed.indices.reversed() {
                placed[i].origin.y = max(area.minY, min(placed[i].origin.y, limit - placed[i].height))
                limit = placed[i].origin.y - Self.gap
            }
        } else {
            let column = (width - 2 * RangeFrame.margin) / 2
            for i in placed.indices {
                placed[i].origin = Point(x: RangeFrame.margin + Double(i % 2) * column,
                                         y: labelsAt + Double(i / 2) * RangeFrame.labelRowHeight)
            }
        }
        return placed
    }
}
