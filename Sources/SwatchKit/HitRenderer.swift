import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec

/// One call from spec text and points to `swatch hit`'s answer, shared by the
/// CLI and the server.
public enum HitRenderer {
    /// Decodes `text`, lays it out and answers which node each point (root
    /// coordinates) is delivered to, as SPEC.md "Touch"'s `{"hits": [...]}`.
    public static func render(
        _ text: String, points: [Point], textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> String {
        try render(try SpecDecoder.decode(text), points: points, textMeasurer: textMeasurer)
    }

    public static func render(
        _ document: SpecDocument, points: [Point], textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> String {
        try document.requireText(textMeasurer)
        return HitsJSON.render(document, document.layout(text: textMeasurer), points: points)
    }
}
