import SwatchGeometry
import SwatchRanges

/// The frame model of a run drawn frame by frame (reference/frames.md):
/// frames across; the main thread's milliseconds against the budget without
/// Texture and with it, late frames marked; the background workers' tasks at
/// their times; and what each visible cell shows (content, its placeholder,
/// or nothing yet). With a cursor, the frame shown by a page's step slider is
/// outlined and described above the chart.
public struct FrameTimelineDrawing: MarkedRunDrawing, Sendable {
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

    /// The drawing, the cursor's steps marked as groups that may follow
    /// later (`SVGLaterGroup`); a run without `frames` gets the range
    /// timeline instead.
    public func marked(scenario: RangeScenario, run: RangeRun) -> MarkedSVG {
        drawn(scenario: scenario, run: run) ?? MarkedSVG(text: RangeTimeline().render(scenario: scenario, run: run))
    }

    /// `marked`'s drawing alone: nil for a run without frames or without
    /// records, which has no frames to draw (the page's frames module calls
    /// this, and links no range timeline).
    public func drawn(scenario: RangeScenario, run: RangeRun) -> MarkedSVG? {
        guard let timeline = run.frames, !run.records.isEmpty else { return nil }
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
