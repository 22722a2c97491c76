import SwatchGeometry
import SwatchRanges

/// A cursor stepping through the frames in time with a range animation of
/// the same run (`RangeAnimation`): the same first `steps` updates, the same
/// seconds each, so a page's step slider moves both. With `still`, it
/// stands on that update (from 0), not animated, as the animation's still does.
public struct FrameCursor: Hashable, Sendable {
    public var steps: Int
    public var secondsPerStep: Double
    public var still: Int?

    public init(steps: Int, secondsPerStep: Double, still: Int? = nil) {
        self.steps = steps
        self.secondsPerStep = secondsPerStep
        self.still = still
    }
}

/// The frame model of a run drawn frame by frame (reference/frames.md):
/// frames across; the main thread's milliseconds against the budget without
/// Texture and with it, late frames marked; the background workers' tasks at
/// their times; and what each visible cell shows (content, its placeholder,
/// or nothing yet). With a cursor, the frame shown by a page's step slider is
/// outlined and described above the chart.
public struct FrameTimelineDrawing: Sendable {
    /// Prefix of the ids the drawing defines, unique per page.
    public var idPrefix: String
    /// Most columns and cell rows; longer runs or more items are bucketed,
    /// each column or row showing the worst of its frames or items.
    public var maxColumns: Int
    public var maxRows: Int
    public var cursor: FrameCursor?

    public init(idPrefix: String = "swatch", maxColumns: Int = 190, maxRows: Int = 80, cursor: FrameCursor? = nil) {
        self.idPrefix = idPrefix
        self.maxColumns = maxColumns
        self.maxRows = maxRows
        self.cursor = cursor
    }

    /// A standalone SVG document; a run without `frames` gets the range
    /// timeline instead.
    public func render(scenario: RangeScenario, run: RangeRun) -> String {
        marked(scenario: scenario, run: run).text
    }

    /// The drawing, the cursor's steps marked as groups that may follow
    /// later (`SVGLaterGroup`).
    public func marked(scenario: RangeScenario, run: RangeRun) -> MarkedSVG {
        guard let timeline = run.frames, !run.records.isEmpty else {
            return MarkedSVG(text: RangeTimeline().render(scenario: scenario, run: run))
        }
        let chart = FrameChart(scenario: scenario, run: run, timeline: timeline, maxColumns: maxColumns,
                               maxRows: maxRows, cursor: cursor, idPrefix: idPrefix)
        var svg = SVGBuilder()
        chart.openDocument(&svg)
        chart.drawHeader(&svg)
        chart.drawMainThread(&svg, chart.uikitLane)
        chart.drawMainThread(&svg, chart.textureLane)
        chart.drawWorkers(&svg)
        chart.drawCells(&svg)
        chart.drawFrameAxis(&svg)
        chart.drawCursor(&svg)
        chart.drawLegend(&svg)
        svg.close("svg")
        svg.newline()
        return MarkedSVG(svg)
    }
}
