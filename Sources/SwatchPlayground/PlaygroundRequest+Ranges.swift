import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchRanges
import SwatchSVG
import SwatchSpec

/// What the ranges module makes of a range scenario's request: the answer,
/// or, for a scenario whose figure has a frame timeline, the request the
/// frames module answers.
public enum RangesAnswer: Sendable {
    /// The scenario's answer, or its error.
    case drawn(PlaygroundResponse)
    /// The figure's first half drawn, for the frames module to finish
    /// (`FramesRequest.figure`).
    case frames(RangeFigure)
}

extension PlaygroundRequest {
    /// The answer for a range scenario.
    public func rangesAnswer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        answer(.ranges) { response throws(SpecError) in
            let (scenario, run, cells) = try RangesDocument.runWithCells(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
            // With frames: the range animation and the frame timeline, one slider for both.
            let figure = RangesRenderer.figure(scenario, run, idPrefix: idPrefix, rows: cells.rangeRows, still: stillStep)
            fill(&response, figure: figure, run: run, secondsPerStep: RangeAnimation().secondsPerStep)
        }
    }

    /// The scenario run without its frame model: its answer, or, when its
    /// figure has a frame timeline (`RangesRenderer.usesFrames`), the
    /// request for it, the range animation drawn. Nothing here draws or
    /// runs frames, so the ranges module (which answers with this) links
    /// neither.
    public func rangesOrFrames(textMeasurer: (any TextMeasuring)?) -> RangesAnswer {
        var rest: RangeFigure?
        let response = answer(.ranges) { response throws(SpecError) in
            let (scenario, run, cells) = try RangesDocument.recordsWithCells(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
            let half = RangesRenderer.rangeFigure(scenario, run, idPrefix: idPrefix, rows: cells.rangeRows, still: stillStep)
            if RangesRenderer.usesFrames(scenario, run, format: .timeline) {
                rest = half
                return
            }
            let figure = RangesRenderer.figure(half, withoutFramesOf: scenario, run)
            fill(&response, figure: figure, run: run, secondsPerStep: half.cursor.secondsPerStep)
        }
        return rest.map { .frames($0) } ?? .drawn(response)
    }

    /// The answer for a scenario whose figure's first half the ranges
    /// module drew (`half`): the scenario run again, its frame model too,
    /// and the frame timeline drawn after that half.
    public func framesAnswer(after half: RangeFigure, textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        answer(.ranges) { response throws(SpecError) in
            let (scenario, run, _) = try RangesDocument.runWithCells(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
            guard let figure = RangesRenderer.figure(half, framesOf: scenario, run, idPrefix: idPrefix) else {
                throw SpecError("the scenario's figure has no frame timeline", path: SpecPath().appending("figure"), location: nil)
            }
            fill(&response, figure: figure, run: run, secondsPerStep: half.cursor.secondsPerStep)
        }
    }

    /// The cell files the scenario names that the request lacks, while the
    /// reader has not read them yet (`cellFilesRead`); else none.
    public var cellFilesWanted: [String] {
        guard !cellFilesRead, let value = try? JSONParser.parse(text), value.isObject else { return [] }
        return ScenarioDecoder.cellFileNames(value).filter { cellFiles[$0] == nil }
    }

    /// The update drawn still (`still`), from 0; nil: the animation.
    var stillStep: Int? { still ? step ?? 0 : nil }

    /// The answer's figure and what the page shows beside it: the step
    /// slider's updates and their table.
    func fill(_ response: inout PlaygroundResponse, figure: MarkedSVG, run: RangeRun, secondsPerStep: Double) {
        response.svg = figure.text
        response.size = run.contentSize
        if still {
            response.still = true
            return
        }
        response.later = figure.later
        let count = figure.later.reduce(0) { max($0, $1.step + 1) }
        response.step = max(0, min(step ?? 0, count - 1))
        response.secondsPerStep = secondsPerStep
        for record in run.records.prefix(PlaygroundResponse.maxStepRows) {
            response.steps.append(PlaygroundResponse.StepRow(
                step: record.step, offset: record.offset, direction: record.direction.name,
                mode: record.mode?.name ?? "–", visible: record.states.visible, display: record.states.display,
                preload: record.states.preload, batch: record.batch?.name))
        }
        response.omittedSteps = max(0, run.records.count - PlaygroundResponse.maxStepRows)
    }
}
