import SwatchLayout

extension SpecDocument {
    /// Lays the document out as Texture would: its root in its size range at
    /// its scale, text measured by `text` (which a document with text needs:
    /// see `requireText`), counting how often each display node is measured
    /// (`Layout.measureCounts`).
    public func layout(text: (any TextMeasuring)? = nil) -> Layout {
        LayoutEngine.countedLayout(tree, in: sizeRange, scale: scale, text: text)
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
