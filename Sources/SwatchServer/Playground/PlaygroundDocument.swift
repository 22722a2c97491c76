import SwatchGeometry
import SwatchKit
public import SwatchLayout
import SwatchRanges
public import SwatchSpec
import SwatchSVG

/// A playground document evaluated: the drawing and the table beside it, or
/// the error that stopped it.
struct PlaygroundResult: Sendable {
    struct FrameRow: Sendable, Equatable {
        let id: String
        let depth: Int
        let frame: Rect
    }

    struct StepRow: Sendable, Equatable {
        let step: Int
        let offset: Point
        let direction: String
        let mode: String
        let visible: [Int]
        let display: [Int]
        let preload: [Int]
        let batch: String?
    }

    var kind: DocumentKind
    var svg: String?
    var size: Size?
    var frames: [FrameRow] = []
    var steps: [StepRow] = []
    /// Records not listed in `steps` (long runs list their first ones).
    var omittedSteps = 0
    var error: SpecError?

    /// Most step records listed in the page's table.
    static let maxStepRows = 300

    /// Lays out or runs `text`; `width` (points) replaces the spec's size
    /// range width, keeping its heights.
    static func evaluate(_ text: String, width: Double?, textMeasurer: (any TextMeasuring)?) -> PlaygroundResult {
        let kind = DocumentKind.detect(text)
        do {
            switch kind {
            case .layout: return try layout(text, width: width, textMeasurer: textMeasurer)
            case .ranges: return try ranges(text, textMeasurer: textMeasurer)
            }
        } catch {
            return PlaygroundResult(kind: kind, error: error)
        }
    }

    static func layout(_ text: String, width: Double?, textMeasurer: (any TextMeasuring)?) throws(SpecError) -> PlaygroundResult {
        var document = try SpecDecoder.decode(text)
        if let width {
            let range = document.sizeRange
            document.sizeRange = SizeRange(
                min: Size(width: width, height: range.min.height), max: Size(width: width, height: range.max.height))
        }
        try document.requireText(textMeasurer)
        // Laid out once, for both the drawing and the table.
        let layout = document.layout(text: textMeasurer)
        let svg = LayoutDrawing(idPrefix: "pg").render(
            tree: document.tree, layout: layout, elements: document.drawables, title: document.title)
        var depth: [Int: Int] = [:]
        var rows: [FrameRow] = []
        for node in layout.frames(in: document.tree) {
            let level = node.parent.map { (depth[$0] ?? 0) + 1 } ?? 0
            depth[node.element] = level
            rows.append(FrameRow(id: document.elements[node.element].id, depth: level, frame: node.frame))
        }
        return PlaygroundResult(kind: .layout, svg: svg, size: layout.size, frames: rows)
    }

    static func ranges(_ text: String, textMeasurer: (any TextMeasuring)?) throws(SpecError) -> PlaygroundResult {
        let (scenario, run) = try RangesDocument.run(text, textMeasurer: textMeasurer)
        let svg = RangesRenderer.render(scenario, run, format: .svg, idPrefix: "pg")
        var rows: [StepRow] = []
        for record in run.records.prefix(maxStepRows) {
            rows.append(StepRow(
                step: record.step, offset: record.offset, direction: record.direction.name,
                mode: record.mode?.name ?? "–", visible: record.states.visible, display: record.states.display,
                preload: record.states.preload, batch: record.batch?.name))
        }
        return PlaygroundResult(
            kind: .ranges, svg: svg, size: run.contentSize, steps: rows,
            omittedSteps: max(0, run.records.count - maxStepRows))
    }

}
