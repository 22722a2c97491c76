import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchSVG
import SwatchSpec

/// What the transitions module makes of a transition document's request:
/// the answer, or, for a state's tab, the request the core answers.
public enum TransitionAnswer: Sendable {
    /// The transitions played, or the document's error.
    case played(PlaygroundResponse)
    /// The document read whole and the request for its state's tab, with
    /// its states' names (`PlaygroundRequest.stateNames`).
    case state(PlaygroundRequest)
}

extension PlaygroundRequest {
    /// The answer for a transition document: every transition played; or,
    /// for a state's tab, that state laid out as a layout spec.
    public func transitionAnswer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        if stateNames != nil { return stateAnswer(textMeasurer: textMeasurer) }
        switch transitionOrState(textMeasurer: textMeasurer) {
        case .played(let response): return response
        case .state(let request): return request.stateAnswer(textMeasurer: textMeasurer)
        }
    }

    /// The document read whole: its transitions played, or, when the
    /// request is for one of its states (`state`), the request for that
    /// state's tab. Nothing here lays a state out, so the transitions module
    /// (which answers with this) carries no layout spec's answer.
    public func transitionOrState(textMeasurer: (any TextMeasuring)?) -> TransitionAnswer {
        var tab: PlaygroundRequest?
        let response = answer(.transition) { response throws(SpecError) in
            let document = try TransitionDecoder.decode(text)
            response.states = document.states.map { $0.name }
            if let state, state < document.states.count {
                var request = self
                request.stateNames = response.states
                tab = request
                return
            }
            try document.requireText(textMeasurer)
            let run = document.run(text: textMeasurer)
            response.svg = TransitionDrawing(options: .init(idPrefix: idPrefix, embedsStyle: false)).render(document.scene(run))
            response.size = run.layouts.first?.size
        }
        return tab.map { .state($0) } ?? .played(response)
    }

    /// A state's tab (`stateNames` and `state` given): the state laid out as
    /// a layout spec, read alone from the document (`TransitionDecoder.state`).
    public func stateAnswer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        answer(.transition) { response throws(SpecError) in
            let names = stateNames ?? []
            response.states = names
            guard let state, state < names.count else {
                throw SpecError(
                    "must name one of the document's \(names.count) states, from 0", path: SpecPath().appending("state"), location: nil)
            }
            response.state = state
            try layout(try TransitionDecoder.state(state, of: text), into: &response, textMeasurer: textMeasurer)
        }
    }
}
