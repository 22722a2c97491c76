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

    /// `idPrefix` starts every id a drawing defines, for pages holding several;
    /// `rows` are the real rows of a scenario whose items are cells.
    public static func render(
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
            if run.frames != nil { return FrameTimelineDrawing(idPrefix: idPrefix).render(scenario: scenario, run: run) }
            return RangeTimeline().render(scenario: scenario, run: run)
        }
    }

    /// A scenario with `frames` as a page shows it: the range animation and
    /// the frame timeline, whose cursor steps through the same updates at the
    /// same pace (a page's step slider moves both).
    public static func framesFigure(
        _ scenario: RangeScenario, _ run: RangeRun, idPrefix: String = "swatch", rows: RangeRows? = nil
    ) -> (ranges: String, frames: String) {
        let (ranges, frames) = figureParts(scenario, run, idPrefix: idPrefix, rows: rows, still: nil, withFrames: true)
        return (ranges.text, frames?.text ?? "")
    }

    /// A scenario as the playground shows it: the range animation, and the
    /// frame timeline after it when the run has frames. The updates' groups
    /// are marked as groups that may follow later, so that a page can show
    /// the update in view first; with `still`, that update (from 0, among
    /// those animated) is drawn alone, not animated.
    public static func figure(
        _ scenario: RangeScenario, _ run: RangeRun, idPrefix: String = "swatch", rows: RangeRows? = nil, still: Int? = nil
    ) -> MarkedSVG {
        let (ranges, frames) = figureParts(scenario, run, idPrefix: idPrefix, rows: rows, still: still, withFrames: run.frames != nil)
        return frames.map { ranges + $0 } ?? ranges
    }

    static func figureParts(
        _ scenario: RangeScenario, _ run: RangeRun, idPrefix: String, rows: RangeRows?, still: Int?, withFrames: Bool
    ) -> (ranges: MarkedSVG, frames: MarkedSVG?) {
        var animation = RangeAnimation(idPrefix: idPrefix)
        animation.rows = rows
        let ranges = still.map { MarkedSVG(text: animation.still(scenario: scenario, run: run, step: $0)) }
            ?? animation.marked(scenario: scenario, run: run)
        guard withFrames else { return (ranges, nil) }
        let cursor = FrameCursor(steps: animation.animatedStepCount(scenario: scenario, run: run),
                                 secondsPerStep: animation.secondsPerStep, still: still)
        return (ranges, FrameTimelineDrawing(idPrefix: idPrefix, cursor: cursor).marked(scenario: scenario, run: run))
    }
}
