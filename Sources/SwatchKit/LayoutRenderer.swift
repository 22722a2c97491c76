import SwatchExport
import SwatchJSON
import SwatchLayout
import SwatchSVG
import SwatchSpec

/// One call from spec text to an answer, shared by the CLI, the server and
/// the site builder. A drawing (`svg`) is made as `drawing` says (debug
/// outlines, presentation, touch areas, id prefix, fonts); the other formats
/// ignore it.
public enum LayoutRenderer {
    /// Decodes `text`, lays it out and renders it in `format`. Text nodes are
    /// measured by `textMeasurer`; a spec with text and no measurer is an
    /// error, except as code (`swift`, `objc`: nothing is laid out, so
    /// nothing is measured).
    public static func render(
        _ text: String, format: LayoutFormat, drawing: LayoutDrawing = LayoutDrawing(),
        textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> String {
        try render(try SpecDecoder.decode(text), format: format, drawing: drawing, textMeasurer: textMeasurer)
    }

    /// From the spec's UTF-8 bytes (a request body) to the answer's UTF-8
    /// bytes, as `render(_:format:...)` answers.
    public static func renderBytes(
        _ bytes: [UInt8], format: LayoutFormat, textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> [UInt8] {
        let document = try SpecDecoder.decode(bytes: bytes)
        if format == .json {
            try document.requireText(textMeasurer)
            return FramesJSON.bytes(document, document.layout(text: textMeasurer))
        }
        return Array(try render(document, format: format, textMeasurer: textMeasurer).utf8)
    }

    /// `layout`: the document's layout when the caller has it already.
    public static func render(
        _ document: SpecDocument, format: LayoutFormat, drawing: LayoutDrawing = LayoutDrawing(),
        textMeasurer: (any TextMeasuring)? = nil, layout: Layout? = nil
    ) throws(SpecError) -> String {
        // Code is written from the spec alone: nothing is laid out or measured.
        switch format.kind {
        case .code(let language): return CodeExport.render(document, in: language)
        case .laidOut(let format):
            return try render(document, laidOut: format, drawing: drawing, textMeasurer: textMeasurer, layout: layout)
        }
    }

    /// The formats that lay the spec out (`json`, `svg`, `ascii`), without
    /// the code export: what the engine's WebAssembly module answers (its
    /// code module answers the code formats).
    public static func render(
        _ document: SpecDocument, laidOut format: LayoutFormat.LaidOut, drawing: LayoutDrawing = LayoutDrawing(),
        textMeasurer: (any TextMeasuring)? = nil, layout laidOut: Layout? = nil
    ) throws(SpecError) -> String {
        try document.requireText(textMeasurer)
        let layout = laidOut ?? document.layout(text: textMeasurer)
        switch format {
        case .json: return FramesJSON.render(document, layout)
        case .ascii: return ElementTreeText.render(document, layout)
        case .svg: return document.svg(layout, drawing: drawing)
        }
    }
}
