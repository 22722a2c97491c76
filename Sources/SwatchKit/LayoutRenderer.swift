import SwatchSVG
import SwatchSpec

/// One call from spec text to an answer, shared by the CLI, the server and
/// the site builder.
public enum LayoutRenderer {
    /// Decodes `text`, lays it out and renders it in `format`.
    public static func render(
        _ text: String, format: LayoutFormat, debug: Bool = false,
        presentation: LayoutDrawing.Presentation = .displayed
    ) throws(SpecError) -> String {
        let document = try SpecDecoder.decode(text)
        return render(document, format: format, debug: debug, presentation: presentation)
    }

    public static func render(
        _ document: SpecDocument, format: LayoutFormat, debug: Bool = false,
        presentation: LayoutDrawing.Presentation = .displayed
    ) -> String {
        let layout = document.layout()
        switch format {
        case .json:
            return FramesJSON.render(document, layout)
        case .ascii:
            return ElementTreeText.render(document, layout)
        case .svg:
            return LayoutDrawing(debug: debug, presentation: presentation).render(
                tree: document.tree, layout: layout, elements: document.drawables, title: document.title)
        }
    }
}
