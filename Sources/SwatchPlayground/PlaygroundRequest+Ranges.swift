import SwatchJSON
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
        // With frames: the range animation and the frame timeline, one slider for both.
        let figure = RangesRenderer.figure(scenario, run, idPrefix: idPrefix, rows: cells.rangeRows, still: still ? step ?? 0 : nil)
        response.svg = figure.text
        response.size = run.contentSize
        if still {
            response.still = true
            return
        }
        response.later = figure.later
        let count = figure.later.reduce(0) { max($0, $1.step + 1) }
        response.step = max(0, min(step ?? 0, count - 1))
        response.secondsPerStep = RangeAnimation().secondsPerStep
        for record in run.records.prefix(PlaygroundResponse.maxStepRows) {
            response.steps.append(PlaygroundResponse.StepRow(
                step: record.step, offset: record.offset, direction: record.direction.name,
                mode: record.mode?.name ?? "–", visible: record.states.visible, display: record.states.display,
                preload: record.states.preload, batch: record.batch?.name))
        }
        response.omittedSteps = max(0, run.records.count - PlaygroundResponse.maxStepRows)
    }
}
