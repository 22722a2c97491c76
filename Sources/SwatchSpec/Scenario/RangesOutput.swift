import SwatchGeometry
import SwatchJSON
import SwatchRanges

/// SPEC.md / R14 range output: `{"contentSize", "steps": [record...]}`, one
/// record per line, numbers as the shortest decimal that round-trips.
public enum RangesOutput {
    public static func json(_ run: RangeRun) -> String {
        var out = "{\"contentSize\": "
        numbers(&out, [run.contentSize.width, run.contentSize.height])
        if let flow = run.finalLayout.flow { items(&out, flow) }
        out += ", \"steps\": ["
        for (n, record) in run.records.enumerated() {
            out += n == 0 ? "\n  " : ",\n  "
            write(record, nested: run.hasNestedContainers, frame: run.frames?.frames[n], into: &out)
        }
        out += run.records.isEmpty ? "]" : "\n]"
        if let frames = run.frames { summary(&out, frames.summary) }
        out += "}\n"
        return out
    }

    static func write(_ r: RangeRecord, nested: Bool, frame: FrameRecord? = nil, into out: inout String) {
        out += "{\"step\": \(r.step), \"offset\": "
        numbers(&out, [r.offset.x, r.offset.y])
        out += ", \"direction\": \"\(r.direction.name)\", \"mode\": "
        out += r.mode.map { "\"\($0.name)\"" } ?? "null"
        out += ", \"rects\": {\"visible\": "
        rect(&out, r.rects.visible)
        out += ", \"display\": "
        rect(&out, r.rects.display)
        out += ", \"preload\": "
        rect(&out, r.rects.preload)
        out += "}, \"states\": "
        states(&out, r.states)
        out += ", \"events\": "
        events(&out, r.events)
        out += ", \"batch\": "
        switch r.batch {
        case nil: out += "null"
        case .willBeginBatchFetch: out += "\"willBeginBatchFetch\""
        case .completeBatchFetching(let inserted): out += "\"completeBatchFetching\", \"inserted\": \(inserted)"
        }
        if nested {
            out += ", \"nested\": {"
            for (n, record) in r.nested.enumerated() {
                out += n == 0 ? "" : ", "
                out += "\"\(record.item)\": {\"mode\": "
                out += record.mode.map { "\"\($0.name)\"" } ?? "null"
                out += ", \"states\": "
                states(&out, record.states)
                out += ", \"events\": "
                events(&out, record.events)
                out += "}"
            }
            out += "}"
        }
        if let frame { write(frame, into: &out) }
        out += "}"
    }

    /// A flow layout's items, batch inserts included: each one's size range
    /// (a bound of `CGFLOAT_MAX` or infinity written "inf") and frame.
    static func items(_ out: inout String, _ flow: FlowFrames) {
        out += ", \"items\": ["
        for i in 0..<flow.count {
            out += i == 0 ? "\n  " : ",\n  "
            let range = flow.sizeRanges[i]
            out += "{\"sizeRange\": {\"min\": "
            bounds(&out, [range.min.width, range.min.height])
            out += ", \"max\": "
            bounds(&out, [range.max.width, range.max.height])
            out += "}, \"frame\": "
            rect(&out, flow.frames[i])
            out += "}"
        }
        out += flow.count == 0 ? "]" : "\n]"
    }

    /// `[w, h]`, an infinite component as "inf" (as documents write it).
    static func bounds(_ out: inout String, _ values: [Double]) {
        out += "["
        for (i, v) in values.enumerated() {
            if i > 0 { out += ", " }
            out += v.isInfinite ? "\"inf\"" : JSONWriter.number(v)
        }
        out += "]"
    }

    static func numbers(_ out: inout String, _ values: [Double]) {
        out += "["
        for (i, v) in values.enumerated() {
            if i > 0 { out += ", " }
            out += JSONWriter.number(v)
        }
        out += "]"
    }

    static func rect(_ out: inout String, _ r: Rect?) {
        guard let r else { out += "null"; return }
        numbers(&out, [r.origin.x, r.origin.y, r.size.width, r.size.height])
    }

    static func indices(_ out: inout String, _ items: [Int]) {
        out += "["
        for (i, item) in items.enumerated() {
            if i > 0 { out += ", " }
            out += String(item)
        }
        out += "]"
    }

    static func states(_ out: inout String, _ s: StateLists) {
        out += "{\"visible\": "
        indices(&out, s.visible)
        out += ", \"display\": "
        indices(&out, s.display)
        out += ", \"preload\": "
        indices(&out, s.preload)
        out += "}"
    }

    static func events(_ out: inout String, _ events: [InterfaceEvent]) {
        out += "["
        for (i, e) in events.enumerated() {
            if i > 0 { out += ", " }
            out += "{\"item\": \(e.item), \"event\": \"\(e.kind.name)\"}"
        }
        out += "]"
    }
}
