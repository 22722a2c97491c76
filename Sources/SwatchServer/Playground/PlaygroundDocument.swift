import SwatchGeometry
import SwatchKit
public import SwatchLayout
import SwatchRanges
public import SwatchSpec
import SwatchSVG

/// What the playground holds: a layout spec (SPEC.md "Document"), a range
/// scenario (SPEC.md "Range scenarios") or a transition document (SPEC.md
/// "Transition documents"), told apart by their keys.
public enum PlaygroundKind: String, Sendable {
    case layout
    case ranges
    case transition

    /// Keys only a range scenario has.
    static let scenarioKeys: Set<String> = [
        "container", "viewport", "items", "columns", "inverted", "tuning", "batchFetching", "scroll",
    ]

    /// Keys only a transition document has at its top.
    static let transitionKeys: Set<String> = ["states", "transition"]

    /// A document with `states` (or `transition`) is a transition document;
    /// one with `root` is a spec; one with a scenario's keys is a scenario;
    /// text that is not a JSON object yet is read loosely, so a half-typed
    /// scenario still shows scenario errors.
    public static func detect(_ text: String) -> PlaygroundKind {
        if let value = try? JSONParser.parse(text) {
            guard case .object(let members) = value.kind else { return .layout }
            if members.contains(where: { transitionKeys.contains($0.key) }) { return .transition }
            if members.contains(where: { $0.key == "root" }) { return .layout }
            return members.contains(where: { scenarioKeys.contains($0.key) }) ? .ranges : .layout
        }
        if transitionKeys.contains(where: { text.contains("\"\($0)\"") }) { return .transition }
        if text.contains("\"root\"") { return .layout }
        return scenarioKeys.contains(where: { text.contains("\"\($0)\"") }) ? .ranges : .layout
    }

    /// Checks that `text` is a spec, a scenario or a transition document the
    /// engines accept, as a file of `content/specs/` must be (every kind lives
    /// there). A scenario's cells with text are measured by `textMeasurer`.
    public static func validate(_ text: String, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        switch detect(text) {
        case .layout: _ = try SpecDecoder.decode(text)
        case .ranges: _ = try ScenarioDecoder.decode(text, textMeasurer: textMeasurer)
        case .transition: _ = try TransitionDecoder.decode(text)
        }
    }

    public var label: String {
        switch self {
        case .layout: "Layout spec"
        case .ranges: "Range scenario"
        case .transition: "Transition document"
        }
    }

    /// What a document of this kind is called in messages.
    var noun: String {
        switch self {
        case .layout: "spec"
        case .ranges: "scenario"
        case .transition: "transition document"
        }
    }
}

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

    var kind: PlaygroundKind
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
        let kind = PlaygroundKind.detect(text)
        do {
            switch kind {
            case .layout: return try layout(text, width: width, textMeasurer: textMeasurer)
            case .ranges: return try ranges(text, textMeasurer: textMeasurer)
            case .transition: return try transition(text, textMeasurer: textMeasurer)
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

    /// Every state laid out and every transition played; the table lists
    /// the first state's frames.
    static func transition(_ text: String, textMeasurer: (any TextMeasuring)?) throws(SpecError) -> PlaygroundResult {
        let document = try TransitionDecoder.decode(text)
        try document.requireText(textMeasurer)
        let run = document.run(text: textMeasurer)
        let svg = TransitionDrawing(options: .init(idPrefix: "pg", embedsStyle: false)).render(document.scene(run))
        return PlaygroundResult(kind: .transition, svg: svg, size: run.layouts.first?.size)
    }

}
