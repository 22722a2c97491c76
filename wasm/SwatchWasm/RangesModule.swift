import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the ranges module answers (`swatch_ranges`): range scenarios (with
/// their cells and frame timelines), and the playground's answer for them.
/// A scenario that names cell files the request does not carry yet is
/// answered with the files it wants (`EngineAnswer.files`).
enum RangesModule {
    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        switch request {
        case .playground(let playground):
            switch playground.documentKind {
            case .ranges: break
            case .layout: return .elsewhere(.core)
            case .transition: return .elsewhere(.transitions)
            }
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
        case .transition:
            return .elsewhere(.transitions)
        case .layout(_, let format):
            if case .code = format.kind { return .elsewhere(.code) }
            return .elsewhere(.core)
        case .hit, .edit:
            return .elsewhere(.core)
        case .importCode:
            return .elsewhere(.importer)
        }
    }
}
