import SwatchGeometry
import SwatchRanges

/// The geometry shared by range drawings: a camera that follows the
/// viewport along the scroll axis, a uniform scale, and the mapping from the
/// container's coordinates to the picture's (flipped for `inverted`, R11:
/// only the drawing flips).
struct RangeScene {
    let scenario: RangeScenario
    let run: RangeRun
    let axis: ScrollAxis
    /// Viewport length along and across the scroll axis, in points.
    let viewLength: Double
    let crossLength: Double
    /// Points shown before and after the viewport along the axis.
    let before: Double
    let after: Double
    /// Pixels per point along the scroll axis.
    let scale: Double
    /// Pixels per point across it: the column is drawn at a fixed width (a
    /// table's cells all span it, so only the along-axis scale carries
    /// information).
    let crossScale: Double
    /// Where the content area starts in the picture, in pixels.
    let origin: Point
    /// The content length the inverted drawing flips around (the longest).
    let flipBase: Double
    /// Points of the window any update shows content or its viewport in:
    /// the window's length, less what no update reaches past its far end,
    /// so a short list leaves no empty space under it.
    private(set) var shownLength: Double

    /// A scene whose content area is at most `maxAlong` by `maxCross` pixels.
    init(scenario: RangeScenario, run: RangeRun, origin: Point, maxAlong: Double, maxCross: Double) {
        self.scenario = scenario
        self.run = run
        self.axis = scenario.container.axis
        let vp = scenario.viewport
        viewLength = axis == .vertical ? vp.height : vp.width
        crossLength = axis == .vertical ? vp.width : vp.height
        // Show as far behind and ahead of the viewport as any update's range
        // rects reach (at least half a screen, at most four), plus a margin:
        // a list scrolled one way only needs no room for its short side.
        let base = run.finalLayout.contentLength
        let flipped = scenario.inverted && axis == .vertical
        func drawn(_ start: Double, _ length: Double) -> Double { flipped ? base - (start + length) : start }
        var behind = 0.5, ahead = 0.5
        for record in run.records {
            let view = drawn(axis == .vertical ? record.offset.y : record.offset.x, viewLength)
            for rect in [record.rects.display, record.rects.preload] {
                guard let rect, viewLength > 0 else { continue }
                let (start, length) = axis == .vertical ? (rect.minY, rect.size.height) : (rect.minX, rect.size.width)
                let from = drawn(start, length)
                behind = max(behind, (view - from) / viewLength)
                ahead = max(ahead, (from + length - view - viewLength) / viewLength)
            }
        }
        before = (min(behind, 4) + 0.35) * viewLength
        after = (min(ahead, 4) + 0.35) * viewLength
        let total = before + viewLength + after
        scale = total > 0 ? max(1e-6, maxAlong / total) : 1
        crossScale = crossLength > 0 ? maxCross / crossLength : 1
        self.origin = origin
        flipBase = base
        shownLength = total
        shownLength = min(total, run.records.reduce(0) { max($0, usedLength($1)) })
    }

    /// Points from the window's start to the end of what `record` shows in
    /// it (its content or its viewport), plus `edgeRoom`; a range rect
    /// reaching further runs off the area's edge.
    func usedLength(_ record: RangeRecord) -> Double {
        let windowStart = camera(record) - before
        let content = drawnSpan(0, contentLength(itemCount: record.itemCount))
        let end = max(content.start + content.length, viewportStart(record) + viewLength)
        return end + edgeRoom - windowStart
    }

    /// The content area's size in pixels.
    var areaAlong: Double { shownLength * scale }
    var areaCross: Double { crossLength * crossScale }
    var areaRect: Rect {
        axis == .vertical
            ? Rect(x: origin.x, y: origin.y, width: areaCross, height: areaAlong)
            : Rect(x: origin.x, y: origin.y, width: areaAlong, height: areaCross)
    }

    /// A world span along the axis, flipped when drawn inverted.
    func drawnSpan(_ start: Double, _ length: Double) -> (start: Double, length: Double) {
        scenario.inverted && axis == .vertical ? (flipBase - (start + length), length) : (start, length)
    }

    /// Points of empty space the window shows past an end of the content,
    /// at most: enough to see where the content stops.
    var edgeRoom: Double { min(before, 0.12 * viewLength) }

    /// The drawn start of a record's viewport.
    func viewportStart(_ record: RangeRecord) -> Double {
        let offset = axis == .vertical ? record.offset.y : record.offset.x
        return drawnSpan(offset, viewLength).start
    }

    /// The camera of a record: the drawn viewport start of a window that
    /// shows the buffers around the viewport, moved so that it shows no more
    /// than `edgeRoom` beyond either end of the content (the viewport stays
    /// in view, and the content's start wins when both ends are near).
    func camera(_ record: RangeRecord) -> Double {
        let start = viewportStart(record)
        let window = before + viewLength + after
        let content = drawnSpan(0, contentLength(itemCount: record.itemCount))
        var windowStart = start - before
        let latestStart = max(content.start + content.length + edgeRoom, start + viewLength + edgeRoom) - window
        let earliestStart = min(content.start - edgeRoom, start - edgeRoom)
        windowStart = max(min(windowStart, latestStart), earliestStart)
        return windowStart + before
    }

    /// The content's length along the axis with the first `count` items.
    func contentLength(itemCount count: Int) -> Double {
        let layout = run.finalLayout
        guard count > 0 else { return 0 }
        if count == layout.count { return layout.contentLength }
        if let length = layout.flowContentLength(firstItems: count) { return length }
        let last = layout.frame(of: count - 1)
        switch scenario.container {
        case .pager: return Double(count) * viewLength
        case .table: return last.maxY
        case .collection:
            // The row's bottom: the tallest item in the last row.
            var bottom = last.maxY
            var i = count - 1
            while i >= 0, layout.frame(of: i).minX > 0 || i == count - 1 {
                bottom = max(bottom, layout.frame(of: i).maxY)
                if layout.frame(of: i).minX == 0 { break }
                i -= 1
            }
            return bottom
        }
    }

    /// A record's viewport in pixels along the axis: its start and length.
    func viewportSpan(_ record: RangeRecord) -> (start: Double, length: Double) {
        let a = origin.along(axis) + (viewportStart(record) - camera(record) + before) * scale
        return (a, viewLength * scale)
    }

    /// A rect in the container's coordinates, in pixels, seen from `camera`.
    func screen(_ r: Rect, camera: Double) -> Rect {
        let along = axis == .vertical ? (r.minY, r.size.height) : (r.minX, r.size.width)
        let cross = axis == .vertical ? (r.minX, r.size.width) : (r.minY, r.size.height)
        let span = drawnSpan(along.0, along.1)
        let a = origin.along(axis) + (span.start - camera + before) * scale
        let c = origin.cross(axis) + cross.0 * crossScale
        return axis == .vertical
            ? Rect(x: c, y: a, width: cross.1 * crossScale, height: span.length * scale)
            : Rect(x: a, y: c, width: span.length * scale, height: cross.1 * crossScale)
    }

    /// A world position along the axis, in pixels from `camera`.
    func screenAlong(_ position: Double, camera: Double) -> Double {
        let p = scenario.inverted && axis == .vertical ? flipBase - position : position
        return origin.along(axis) + (p - camera + before) * scale
    }

    /// The items whose frames fall in the drawn window at `camera`, among the
    /// first `count`.
    func itemsInWindow(camera: Double, count: Int) -> [Int] {
        let layout = run.finalLayout
        // Undo the flip to query in container coordinates.
        var start = camera - before, length = before + viewLength + after
        if scenario.inverted && axis == .vertical { start = flipBase - (start + length) }
        let r = axis == .vertical
            ? Rect(x: 0, y: start, width: crossLength, height: length)
            : Rect(x: start, y: 0, width: length, height: crossLength)
        var out: [Int] = []
        layout.forEachItem(in: r) { if $0 < count { out.append($0) } }
        return out
    }

    /// Whether the drawn "down" (toward larger drawn positions) is the
    /// container's down: false when inverted.
    var flipsDirection: Bool { scenario.inverted && axis == .vertical }
}

extension Point {
    func along(_ axis: ScrollAxis) -> Double { axis == .vertical ? y : x }
    func cross(_ axis: ScrollAxis) -> Double { axis == .vertical ? x : y }
}

/// "1", "0.5", "2.25": screenfuls in labels.
func screenfuls(_ v: Double) -> String {
    svgNumber(v)
}
