import SwatchLayout

extension SpecDocument {
    /// Lays the document out as Texture would: its root in its size range at its scale.
    public func layout() -> Layout {
        LayoutEngine.layout(tree, in: sizeRange, scale: scale)
    }
}
