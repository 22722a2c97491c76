import SwatchSVG
import SwatchSpec

/// One call from spec text to an answer, shared by the CLI, the server and
/// the site builder.
public enum LayoutRenderer {
    /// Decodes `text`, lays it out and renders it in `format`.
    public static func render(_ text: String, format: LayoutFormat, debug: Bool = false) throws(SpecError) -> String {
        let document = try SpecDecoder.decode(text)
        return render(document, format: format, debug: debug)
    }

    public static func render(_ document: SpecDocument, format: LayoutFormat, debug: Bool = false) -> String {
        let layout = document.layout()
        switch format {
        case .json:
            return FramesJSON.render(document, layout)
        case .ascii:
            return ElementTreeText.render(document, layout)
        case .svg:
            return LayoutDrawing(debug: debug).render(
                tree: document.tree, layout: layout, elements: document.drawables, title: document.title)
        }
    }
}
