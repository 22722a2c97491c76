import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the transitions module answers (`swatch_transitions`): transition
/// documents, every state laid out and every transition played, and the
/// playground's answer for them (a state's tab is that state laid out).
enum TransitionsModule {
    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        switch request {
        case .playground(let playground):
            switch playground.documentKind {
            case .transition: return .json(playground.transitionAnswer(textMeasurer: textMeasurer).json())
            case .layout: return .elsewhere(.core)
            case .ranges: return .elsewhere(.ranges)
            }
        case .transition(let text, let format):
            return answering { () throws(SpecError) in try TransitionRenderer.render(text, format: format, textMeasurer: textMeasurer) }
        case .ranges:
            return .elsewhere(.ranges)
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
