import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the transitions module answers (`swatch_transitions`): transition
/// documents, every state laid out and every transition played, and the
/// playground's answer for them. A state's tab is that state laid out as a
/// layout spec: the document is read whole here, and the states module lays
/// the state out (the answer names the request to send it), so no layout
/// spec's answer is linked into this module.
enum TransitionsModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { [.playground, .transition] }

    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        let home = request.module()
        guard home == .transitions else { return .elsewhere(home) }
        switch request {
        case .playground(let playground):
            switch playground.transitionOrState(textMeasurer: textMeasurer) {
            case .played(let response): return .json(response.json())
            case .state(let tab): return .elsewhere(.states, request: tab.requestJSON())
            }
        case .transition(let text, let format):
            return answering { () throws(SpecError) in try TransitionRenderer.render(text, format: format, textMeasurer: textMeasurer) }
        case .ranges, .layout, .hit, .edit, .importCode, .frames, .unread:
            return .elsewhere(home)
        }
    }
}
