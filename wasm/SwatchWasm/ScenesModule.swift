import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the scenes module answers (`swatch_scenes`): range scenarios (with
/// their cells and frame timelines) and transition documents, and the
/// playground's answer for them (a transition's state tab is a layout, so
/// it answers the playground for every kind of document). A scenario that
/// names cell files the request does not carry yet is answered with the
/// files it wants (`EngineAnswer.files`).
enum ScenesModule {
    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        switch request {
        case .playground(let playground):
            let wanted = playground.cellFilesWanted
            guard wanted.isEmpty else { return .files(wanted) }
            return .json(playground.answer(textMeasurer: textMeasurer).json())
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
        case .transition(let text, let format):
            return answering { () throws(SpecError) in try TransitionRenderer.render(text, format: format, textMeasurer: textMeasurer) }
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
