import SwatchJSON
import SwatchLayout

extension DocumentKind {
    /// Checks that `text` is a document the engines accept, whichever kind
    /// it is (as a file of `content/specs/` must be: every kind lives there).
    /// A scenario's cells with text are measured by `textMeasurer`; the
    /// cell files it names are `cellFiles`.
    public static func validate(
        _ text: String, textMeasurer: (any TextMeasuring)?, cellFiles: [String: String] = [:]
    ) throws(SpecError) {
        switch detect(text) {
        case .layout: _ = try SpecDecoder.decode(text)
        case .ranges: _ = try ScenarioDecoder.decode(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
        case .transition: _ = try TransitionDecoder.decode(text)
        }
    }
}
