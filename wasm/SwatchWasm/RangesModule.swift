import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the ranges module answers (`swatch_ranges`): range scenarios (with
/// their cells), and the playground's answer for them. What comes from a
/// scenario's frame model (its JSON with frames, its frame timeline, the
/// figure's frame timeline) is the frames module's: the scenario is run
/// here without it, and the answer names the request to send that module
/// (the figure's range animation drawn in it), so neither the frame model
/// nor its drawing is linked into this module. A scenario that names cell
/// files the request does not carry yet is answered with the files it
/// wants (`EngineAnswer.files`).
enum RangesModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { [.playground, .ranges] }

    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        let home = request.module()
        guard home == .ranges else { return .elsewhere(home) }
        switch request {
        case .playground(let playground):
            let wanted = playground.cellFilesWanted
            guard wanted.isEmpty else { return .files(wanted) }
            switch playground.rangesOrFrames(textMeasurer: textMeasurer) {
            case .drawn(let response): return .json(response.json())
            case .frames(let half): return .elsewhere(.frames, request: FramesRequest.figure(playground, half).requestJSON())
            }
        case .ranges(let text, let format, let cellFiles):
            if let wanted = RangesModule.filesWanted(text, cellFiles) { return .files(wanted) }
            return answered { () throws(SpecError) in
                guard let output = try RangesRenderer.renderWithoutFrames(
                    text, format: format, textMeasurer: textMeasurer, cellFiles: cellFiles ?? [:])
                else { return .elsewhere(.frames, request: FramesRequest.output(text: text, format: format, cellFiles: cellFiles).requestJSON()) }
                return .text(output)
            }
        case .transition, .layout, .hit, .edit, .importCode, .frames, .unread:
            return .elsewhere(home)
        }
    }

    /// The cell files a scenario names that a call without `cells` lacks
    /// (nil: none, or the call carries them).
    static func filesWanted(_ text: String, _ cellFiles: [String: String]?) -> [String]? {
        guard cellFiles == nil else { return nil }
        var unread = PlaygroundRequest(text: text, kind: .ranges)
        unread.cellFilesRead = false
        let wanted = unread.cellFilesWanted
        return wanted.isEmpty ? nil : wanted
    }
}
