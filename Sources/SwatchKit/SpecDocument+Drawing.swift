import SwatchSpec
import SwatchSVG

extension SpecDocument {
    /// Drawing information for every element, same indices as the tree.
    public var drawables: [DrawableElement] {
        elements.map { DrawableElement(id: $0.id, type: $0.type, color: $0.color, cornerRadius: $0.cornerRadius) }
    }
}
