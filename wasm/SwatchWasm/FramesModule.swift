import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the frames module answers (`swatch_frames`): what comes from a
/// range scenario's frame model, from the request the ranges module made
/// once it had read the scenario (`FramesRequest`): the playground's
/// figure, the frame timeline after the range animation drawn there; a
/// ranges call's JSON with frames, or its frame timeline. The scenario is
/// run here again, its frame model too; no range animation or range
/// timeline is linked into it.
enum FramesModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { .frames }

    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        guard case .frames(let frames) = request else { return .elsewhere(request.module()) }
        switch frames {
        case .figure(let playground, let half):
            return .json(playground.framesAnswer(after: half, textMeasurer: textMeasurer).json())
        case .output(let text, let format, let cellFiles):
            return answered { () throws(SpecError) in
                guard let output = try RangesRenderer.renderFrames(text, format: format, textMeasurer: textMeasurer, cellFiles: cellFiles ?? [:])
                else { return .badCall("the scenario's \(format.rawValue) output does not come from its frame model: it is the ranges call's") }
                return .text(output)
            }
        }
    }
}
