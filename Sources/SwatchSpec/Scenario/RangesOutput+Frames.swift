import SwatchJSON
import SwatchRanges

/// SPEC.md "Frame timelines": a step record's `frame` and the document's
/// `frames` summary, written only for scenarios with `frames`.
extension RangesOutput {
    /// `, "frame": {"uikit": {...}, "texture": {...}}` inside a step record.
    static func write(_ f: FrameRecord, into out: inout String) {
        out += ", \"frame\": {\"uikit\": "
        mainThread(&out, f.uikit)
        out += "}, \"texture\": "
        mainThread(&out, f.texture)
        out += ", \"placeholders\": "
        indices(&out, f.placeholders)
        out += ", \"background\": "
        numbers(&out, f.background)
        out += "}}"
    }

    /// `{"main": ms, "late": frames` (left open for the texture fields).
    static func mainThread(_ out: inout String, _ m: MainThreadFrame) {
        out += "{\"main\": " + JSONWriter.number(m.main) + ", \"late\": " + String(m.late)
    }

    /// `, "frames": {...}` after the steps.
    static func summary(_ out: inout String, _ s: FrameSummary) {
        out += ", \"frames\": {\"uikit\": {\"lateFrames\": \(s.uikitLateFrames)}, \"texture\": {\"lateFrames\": \(s.textureLateFrames), "
        out += "\"placeholderFrames\": \(s.placeholderFrames), \"blankFrames\": \(s.blankFrames)}}"
    }
}
