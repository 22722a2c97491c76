import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the ranges module answers (`swatch_ranges`): range scenarios (with
/// their cells and frame timelines), and the playground's answer for them.
/// A scenario that names cell files the request does not carry yet is
/// answered with the files it wants (`EngineAnswer.files`).
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
            return .json(playground.rangesAnswer(textMeasurer: textMeasurer).json())
        case .ranges(let text, let format, let cellFiles):
            if cellFiles == nil {
                var unread = PlaygroundRequest(text: text, kind: .ranges)
                unread.cellFilesRead = false
                let wanted = unread.cellFilesWanted
                guard wanted.isEmpty else { return .files(wanted) }
            }
            return answering { () throws(SpecError) in
                try RangesRenderer.render(text, format: format, textMeasurer: textMeasurer, cellFiles: cellFiles ?? [:])
            }
        case .transition, .layout, .hit, .edit, .importCode, .unread:
            return .elsewhere(home)
        }
    }
}
