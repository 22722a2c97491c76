import SwatchGeometry
import SwatchRanges

/// Draws one range update: the content around the viewport with every cell
/// coloured by its interface state, the viewport and the display and preload
/// rects outlined and labelled with their screenfuls, the scroll direction,
/// the batch-fetch trigger line, and a legend.
public struct RangeDrawing: Sendable {
    /// Prefix of the ids the drawing defines, unique per page when several
    /// drawings are inlined in one HTML document.
    public var idPrefix: String
    /// The real rows, when the scenario's items are cells.
    public var rows: RangeRows?

    public init(idPrefix: String = "swatch") {
        self.idPrefix = idPrefix
    }

    /// A standalone SVG document of record `step` of `run`.
    public func render(scenario: RangeScenario, run: RangeRun, step: Int) -> String {
        var frame = RangeFrame(scenario: scenario, run: run, idPrefix: idPrefix)
        frame.rows = rows
        var svg = SVGBuilder()
        frame.openDocument(&svg, title: frame.caption(step: step))
        let index = max(0, min(step, run.records.count - 1))
        if run.records.isEmpty {
            svg.close("svg")
            return svg.text
        }
        let record = run.records[index]
        let nestedStates = RangeFrame.nestedStates(run: run, through: index)
        frame.drawTitle(&svg)
        frame.drawHeadline(&svg, record: record, count: run.records.count)
        frame.drawProgressTrack(&svg)
        frame.drawProgressBar(&svg, fraction: Double(index + 1) / Double(run.records.count))
        frame.drawContent(&svg, record: record, nestedStates: nestedStates)
        frame.drawOutlines(&svg, record: record)
        frame.drawBatch(&svg, record: record)
        frame.drawNumbers(&svg, record: record)
        frame.drawLabels(&svg, frame.labels(record))
        frame.drawDirection(&svg, record: record)
        frame.drawLegend(&svg)
        svg.close("svg")
        svg.newline()
        return svg.text
    }
}
