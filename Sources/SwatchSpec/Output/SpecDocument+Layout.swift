import SwatchGeometry
import SwatchJSON
import SwatchLayout

extension SpecDocument {
    /// Lays the document out as Texture would: its root in its size range at
    /// its scale, text measured by `text` (which a document with text needs:
    /// see `requireText`), counting how often each display node is measured
    /// (`Layout.measureCounts`).
    public func layout(text: (any TextMeasuring)? = nil) -> Layout {
        LayoutEngine.countedLayout(tree, in: sizeRange, scale: scale, text: text)
    }

    /// What to tell the reader when the layout computed a size Texture
    /// refuses (10^7 points or more in an axis: `ASIsCGSizeValidForSize`),
    /// which it laid out as 0 x 0, as Texture does, without a word, or a
    /// size below that which rounding up to pixels made 10^7 (kept, as
    /// Texture tests before it rounds); nil otherwise. Names the element by
    /// its id, JSON path, line and column.
    public func sizeWarning(_ layout: Layout) -> String? {
        guard let refused = layout.refusedSize else { return nil }
        let element = elements[refused.element]
        var place = "`\(element.id)` (\(element.path.description)"
        if let location = location(ofElement: refused.element) { place += ", line \(location.line), column \(location.column)" }
        place += ")"
        func points(_ v: Double) -> String { v.isFinite ? JSONWriter.number(v) : "infinite" }
        let size = points(refused.size.width) + " x " + points(refused.size.height)
        if refused.roundedUp {
            let rounded = layout.grid.ceil(refused.size.width), roundedHeight = layout.grid.ceil(refused.size.height)
            return "\(place) measured \(size) points, which rounds up to \(points(rounded)) x \(points(roundedHeight)) "
                + "at scale \(JSONWriter.number(layout.grid.scale)): Texture tests a size (ASIsCGSizeValidForSize) before "
                + "it rounds it to pixels, so it keeps this one at 10^7 points instead of laying it out as 0 x 0, and so does Swatch"
        }
        return "\(place) measured \(size) points: Texture lays out a size of 10^7 points or more in an axis "
            + "(ASIsCGSizeValidForSize) as 0 x 0, and so does Swatch"
    }

    /// The first text element, if the document has any.
    public var firstTextElement: Int? {
        tree.elements.firstIndex { if case .text = $0.kind { true } else { false } }
    }

    /// Throws the error a document with text nodes gets when no text
    /// measurer is available.
    public func requireText(_ text: (any TextMeasuring)?, reason: String = "no font was found") throws(SpecError) {
        guard text == nil, let i = firstTextElement else { return }
        throw SpecError(
            "text nodes need the text engine, and \(reason)", path: elements[i].path, location: location(ofElement: i))
    }
}
