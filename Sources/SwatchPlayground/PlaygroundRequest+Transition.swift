import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchSVG
import SwatchSpec

extension PlaygroundRequest {
    /// The answer for a transition document.
    public func transitionAnswer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        answer(.transition) { response throws(SpecError) in try transition(into: &response, textMeasurer: textMeasurer) }
    }

    /// Every state laid out and every transition played; or, for a state's
    /// tab, that state laid out as a layout spec.
    func transition(into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        let document = try TransitionDecoder.decode(text)
        response.states = document.states.map { $0.name }
        if let state, state < document.states.count {
            response.state = state
            try layout(document.states[state].document, into: &response, textMeasurer: textMeasurer)
            return
        }
        try document.requireText(textMeasurer)
        let run = document.run(text: textMeasurer)
        response.svg = TransitionDrawing(options: .init(idPrefix: idPrefix, embedsStyle: false)).render(document.scene(run))
        response.size = run.layouts.first?.size
    }
}
