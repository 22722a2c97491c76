import SwatchJSON
import SwatchLayout
import SwatchSVG
import SwatchSpec

/// One call from transition document text to an answer, shared by the CLI,
/// the server and the site builder.
public enum TransitionRenderer {
    /// Decodes `text`, lays out every state, computes every transition and
    /// renders them in `format`. Text nodes are measured by `textMeasurer`;
    /// a document with text and no measurer is an error.
    public static func render(
        _ text: String, format: TransitionFormat, options: TransitionDrawing.Options = .init(),
        textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> String {
        try render(TransitionDecoder.decode(text), format: format, options: options, textMeasurer: textMeasurer)
    }

    /// From the document's UTF-8 bytes (a request body) to the answer's bytes.
    public static func renderBytes(
        _ bytes: [UInt8], format: TransitionFormat, options: TransitionDrawing.Options = .init(),
        textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> [UInt8] {
        let document = try TransitionDecoder.decode(bytes: bytes)
        return Array(try render(document, format: format, options: options, textMeasurer: textMeasurer).utf8)
    }

    public static func render(
        _ document: TransitionDocument, format: TransitionFormat, options: TransitionDrawing.Options = .init(),
        textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> String {
        try document.requireText(textMeasurer)
        let run = document.run(text: textMeasurer)
        switch format {
        case .json:
            return TransitionOutput.json(document, run)
        case .svg:
            return TransitionDrawing(options: options).render(document.scene(run))
        }
    }
}
