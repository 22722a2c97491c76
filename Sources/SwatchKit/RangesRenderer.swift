import SwatchJSON
import SwatchLayout
import SwatchRanges
import SwatchSVG
import SwatchSpec

/// One call from scenario text to an answer, shared by the CLI, the server
/// and the site builder.
public enum RangesRenderer {
    /// Decodes `text`, runs the scenario and renders it in `format`; `step`
    /// picks one update for `svg` (clamped to the run). Text nodes in
    /// `items.cell` are measured by `textMeasurer`. The run is held to
    /// `AnswerLimits`, and stops early when `shouldStop` says so.
    public static func render(
        _ text: String, format: RangesFormat, step: Int? = nil, idPrefix: String = "swatch",
        textMeasurer: (any TextMeasuring)? = nil, cellFiles: [String: String] = [:],
        shouldStop: (@Sendable () -> Bool)? = nil
    ) throws(SpecError) -> String {
        let (scenario, run, cells) = try RangesDocument.runWithCells(
            text, limits: AnswerLimits.rangeLimits(shouldStop: shouldStop), textMeasurer: textMeasurer, cellFiles: cellFiles)
        return render(scenario, run, format: format, step: step, idPrefix: idPrefix, rows: cells.rangeRows)
    }

    /// `render`'s output of `text` when it does not come from the scenario's
    /// frame model (`usesFrames`), the frame model not run; nil when it does
    /// (the page's ranges module then hands the request to the frames module).
    public static func renderWithoutFrames(
        _ text: String, format: RangesFormat, textMeasurer: (any TextMeasuring)?, cellFiles: [String: String]
    ) throws(SpecError) -> String? {
        let (scenario, run, cells) = try RangesDocument.recordsWithCells(
            text, limits: AnswerLimits.rangeLimits(), textMeasurer: textMeasurer, cellFiles: cellFiles)
        guard !usesFrames(scenario, run, format: format) else { return nil }
        return rangesOutput(scenario, run, format: format, rows: cells.rangeRows)
    }

    /// `render`'s output of `text` when it comes from the scenario's frame
    /// model (`framesOutput`, the page's frames module's); nil when it does not.
    public static func renderFrames(
        _ text: String, format: RangesFormat, textMeasurer: (any TextMeasuring)?, cellFiles: [String: String]
    ) throws(SpecError) -> String? {
        let (scenario, run, _) = try RangesDocument.runWithCells(
            text, limits: AnswerLimits.rangeLimits(), textMeasurer: textMeasurer, cellFiles: cellFiles)
        return framesOutput(scenario, run, format: format)
    }

    /// `idPrefix` starts every id a drawing defines, for pages holding several;
    /// `rows` are the real rows of a scenario whose items are cells.
    public static func render(
        _ scenario: RangeScenario, _ run: RangeRun, format: RangesFormat, step: Int? = nil, idPrefix: String = "swatch",
        rows: RangeRows? = nil
    ) -> String {
        framesOutput(scenario, run, format: format, idPrefix: idPrefix)
            ?? rangesOutput(scenario, run, format: format, step: step, idPrefix: idPrefix, rows: rows)
    }

    /// Whether `format`'s output of a scenario comes from its frame model
    /// (`RangeRun.frames`), which the page's engine computes and draws in
    /// its frames module: for a scenario with `frames`, its JSON (a frame
    /// beside each record) and its timeline (the frame timeline; a run
    /// without records has none, and gets the range timeline). The
    /// playground's figure has a frame timeline when `.timeline` does.
    public static func usesFrames(_ scenario: RangeScenario, _ run: RangeRun, format: RangesFormat) -> Bool {
        guard scenario.frames != nil else { return false }
        return switch format {
        case .json: true
        case .timeline: !run.records.isEmpty
        case .svg: false
        }
    }

    /// The output that comes from the frame model (`usesFrames`), of a run
    /// whose frame model has been run; nil for any other.
    public static func framesOutput(_ scenario: RangeScenario, _ run: RangeRun, format: RangesFormat, idPrefix: String = "swatch") -> String? {
        guard usesFrames(scenario, run, format: format), run.frames != nil else { return nil }
        if format == .json { return RangesOutput.json(run) }
        return FrameTimelineDrawing(idPrefix: idPrefix).drawn(scenario: scenario, run: run)?.text
    }

    /// Every output that does not come from the frame model: the JSON of a
    /// scenario without `frames`, the range animation (or, with `step`, one
    /// update drawn), the range timeline.
    public static func rangesOutput(
        _ scenario: RangeScenario, _ run: RangeRun, format: RangesFormat, step: Int? = nil, idPrefix: String = "swatch",
        rows: RangeRows? = nil
    ) -> String {
        switch format {
        case .json:
            return RangesOutput.json(run)
        case .svg:
            if let step {
                var drawing = RangeDrawing(idPrefix: idPrefix)
                drawing.rows = rows
                return drawing.render(scenario: scenario, run: run, step: step)
            }
            var animation = RangeAnimation(idPrefix: idPrefix)
            animation.rows = rows
            return animation.render(scenario: scenario, run: run)
        case .timeline:
            return RangeTimeline().render(scenario: scenario, run: run)
        }
    }

    /// A scenario with `frames` as a page shows it: the range animation and
    /// the frame timeline, whose cursor steps through the same updates at the
    /// same pace (a page's step slider moves both).
    public static func framesFigure(
        _ scenario: RangeScenario, _ run: RangeRun, idPrefix: String = "swatch", rows: RangeRows? = nil
    ) -> (ranges: String, frames: String) {
        let half = rangeFigure(scenario, run, idPrefix: idPrefix, rows: rows, still: nil)
        return (half.svg.text, FrameTimelineDrawing(idPrefix: idPrefix, cursor: half.cursor).marked(scenario: scenario, run: run).text)
    }

    /// A scenario as the playground shows it: the range animation, and the
    /// frame timeline after it when the run has frames. The updates' groups
    /// are marked as groups that may follow later, so that a page can show
    /// the update in view first; with `still`, that update (from 0, among
    /// those animated) is drawn alone, not animated.
    public static func figure(
        _ scenario: RangeScenario, _ run: RangeRun, idPrefix: String = "swatch", rows: RangeRows? = nil, still: Int? = nil
    ) -> MarkedSVG {
        let half = rangeFigure(scenario, run, idPrefix: idPrefix, rows: rows, still: still)
        return figure(half, framesOf: scenario, run, idPrefix: idPrefix) ?? figure(half, withoutFramesOf: scenario, run)
    }

    /// The figure's first half: the range animation (or its still), and the
    /// cursor of the frame timeline that may follow it.
    public static func rangeFigure(
        _ scenario: RangeScenario, _ run: RangeRun, idPrefix: String, rows: RangeRows?, still: Int?
    ) -> RangeFigure {
        var animation = RangeAnimation(idPrefix: idPrefix)
        animation.rows = rows
        let svg = still.map { MarkedSVG(text: animation.still(scenario: scenario, run: run, step: $0)) }
            ?? animation.marked(scenario: scenario, run: run)
        let cursor = FrameCursor(steps: animation.animatedStepCount(scenario: scenario, run: run),
                                 secondsPerStep: animation.secondsPerStep, still: still)
        return RangeFigure(svg: svg, cursor: cursor)
    }

    /// `half` and the frame timeline after it, of a run whose frame model
    /// has been run; nil when the figure has no frame timeline (`usesFrames`).
    public static func figure(_ half: RangeFigure, framesOf scenario: RangeScenario, _ run: RangeRun, idPrefix: String) -> MarkedSVG? {
        guard usesFrames(scenario, run, format: .timeline) else { return nil }
        return FrameTimelineDrawing(idPrefix: idPrefix, cursor: half.cursor).drawn(scenario: scenario, run: run).map { half.svg + $0 }
    }

    /// The figure of a scenario without a frame timeline (`usesFrames`):
    /// `half`, and for one with `frames` (whose run has no records) the
    /// range timeline after it.
    public static func figure(_ half: RangeFigure, withoutFramesOf scenario: RangeScenario, _ run: RangeRun) -> MarkedSVG {
        guard scenario.frames != nil else { return half.svg }
        return half.svg + MarkedSVG(text: RangeTimeline().render(scenario: scenario, run: run))
    }
}
