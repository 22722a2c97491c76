import SwatchGeometry
import SwatchRanges

// Batch fetching: the trigger line and its label.
extension RangeFrame {
    /// Where a fetch triggers: the viewport's far edge within
    /// `leadingScreens` screenfuls of the content's end.
    func triggerPosition(itemCount: Int) -> Double? {
        guard let batch = scenario.batchFetching, batch.leadingScreens > 0 else { return nil }
        return scene.contentLength(itemCount: itemCount) - scene.viewLength * batch.leadingScreens
    }

    /// What the trigger line's label says in this record.
    func batchText(_ record: RangeRecord) -> String? {
        guard let batch = scenario.batchFetching else { return nil }
        let screens = "\(screenfuls(batch.leadingScreens)) screen\(batch.leadingScreens == 1 ? "" : "s")"
        switch record.batch {
        case .willBeginBatchFetch: return "willBeginBatchFetch: the viewport's end is \(screens) from the end"
        case .completeBatchFetching(let n): return "completeBatchFetching: \(n) items inserted at the end"
        case nil: return "batch fetch trigger: \(screens) before the content's end"
        }
    }

    /// The trigger line's stroke in this record: its colour marks the
    /// updates that fetch.
    func batchStroke(_ record: RangeRecord) -> RangeStroke {
        record.batch == nil ? RangeStrokes.trigger : RangeStrokes.batch
    }

    func batchLabel(_ record: RangeRecord) -> RangeLabel? {
        guard let text = batchText(record), let trigger = triggerPosition(itemCount: record.itemCount) else { return nil }
        let p = scene.screenAlong(trigger, camera: scene.camera(record))
        let area = scene.areaRect
        let inside = scene.axis == .vertical ? (p >= area.minY && p <= area.maxY) : (p >= area.minX && p <= area.maxX)
        return RangeLabel(pos: inside ? p : .infinity, text: text, stroke: batchStroke(record), anchor: inside ? p : nil,
                          overhang: RangeStrokes.triggerOverhang)
    }

    /// The trigger line across the column at `p` pixels along the axis.
    func batchLine(at p: Double, stroke: RangeStroke) -> [(String, String)] {
        let area = scene.areaRect, over = RangeStrokes.triggerOverhang
        let ends = scene.axis == .vertical
            ? [("x1", svgNumber(area.minX - over)), ("y1", svgNumber(p)), ("x2", svgNumber(area.maxX + over)), ("y2", svgNumber(p))]
            : [("x1", svgNumber(p)), ("y1", svgNumber(area.minY - over)), ("x2", svgNumber(p)), ("y2", svgNumber(area.maxY + over))]
        return [("class", "swatch-batch-trigger")] + ends + stroke.attributes
    }

    func drawBatch(_ svg: inout SVGBuilder, record: RangeRecord) {
        guard scenario.batchFetching != nil, let trigger = triggerPosition(itemCount: record.itemCount) else { return }
        let p = scene.screenAlong(trigger, camera: scene.camera(record))
        svg.open("g", ["clip-path": "url(#\(areaClipID))"])
        svg.empty("line", list: batchLine(at: p, stroke: batchStroke(record)))
        svg.close("g")
        svg.newline()
    }
}
