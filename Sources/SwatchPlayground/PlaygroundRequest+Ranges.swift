import SwatchKit
import SwatchLayout
import SwatchRanges
import SwatchSVG
import SwatchSpec

extension PlaygroundRequest {
    /// The answer for a range scenario.
    public func rangesAnswer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        answer(.ranges) { response throws(SpecError) in try ranges(into: &response, textMeasurer: textMeasurer) }
    }

    /// The cell files the scenario names that the request lacks, while the
    /// reader has not read them yet (`cellFilesRead`); else none.
    public var cellFilesWanted: [String] {
        guard !cellFilesRead, let value = try? JSONParser.parse(text), value.isObject else { return [] }
        return ScenarioDecoder.cellFileNames(value).filter { cellFiles[$0] == nil }
    }

    func ranges(into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        let (scenario, run, cells) = try RangesDocument.runWithCells(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
        let rows = cells.rangeRows
        if run.frames != nil {
            // With frames: the range animation and the frame timeline, one slider for both.
            let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: idPrefix, rows: rows)
            response.svg = pair.ranges + pair.frames
        } else {
            response.svg = RangesRenderer.render(scenario, run, format: .svg, idPrefix: idPrefix, rows: rows)
        }
        response.size = run.contentSize
        for record in run.records.prefix(PlaygroundResponse.maxStepRows) {
            response.steps.append(PlaygroundResponse.StepRow(
                step: record.step, offset: record.offset, direction: record.direction.name,
                mode: record.mode?.name ?? "–", visible: record.states.visible, display: record.states.display,
                preload: record.states.preload, batch: record.batch?.name))
        }
        response.omittedSteps = max(0, run.records.count - PlaygroundResponse.maxStepRows)
    }
}
