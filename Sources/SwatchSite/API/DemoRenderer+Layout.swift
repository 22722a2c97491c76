import SwatchKit
import SwatchSpec

extension DemoRenderer {
    /// Layout specs drawn by the layout engine (SwatchKit), for `swatch` blocks.
    public static let layout = DemoRenderer { text in
        let document = try SpecDecoder.decode(text)
        return DemoFigure(svg: try LayoutRenderer.render(document, format: .svg), title: document.title)
    }
}
