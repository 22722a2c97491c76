import SwatchJSON
import SwatchLayout
import SwatchSpec

extension PlaygroundRequest {
    /// The kind of document the request holds: the one it names, else the
    /// one its text is (`DocumentKind.detect`).
    public var documentKind: DocumentKind { kind ?? DocumentKind.detect(text) }

    /// Lays out, runs or plays the text, whichever kind of document it is.
    /// A document that cannot be used is an answer with its error; so is a
    /// drawing over `AnswerLimits` (a range run is held to it as it runs).
    /// (The engine in the page splits this by kind across its modules:
    /// `layoutAnswer` in its core, the others where they live.)
    public func answer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        switch documentKind {
        case .layout: layoutAnswer(textMeasurer: textMeasurer)
        case .ranges: rangesAnswer(textMeasurer: textMeasurer)
        case .transition: transitionAnswer(textMeasurer: textMeasurer)
        }
    }

    /// The answer made by `body` for a document of `kind`, or with the
    /// error it threw; a drawing over the answer limit is an error too.
    func answer(
        _ kind: DocumentKind, _ body: (inout PlaygroundResponse) throws(SpecError) -> Void
    ) -> PlaygroundResponse {
        var response = PlaygroundResponse(kind: kind, scale: scale)
        do throws(SpecError) {
            try body(&response)
            try AnswerLimits.check(response.svg?.utf8.count ?? 0, what: "drawing")
        } catch {
            response.svg = nil
            response.error = error
        }
        return response
    }
}
