import SwatchGeometry

/// One display node as VoiceOver's collection sees it: where it is, what
/// encloses it, and its accessibility properties as Texture holds them
/// (each node type's defaults already applied: an `ASTextNode` labelled
/// with its text, an `ASButtonNode` with its title, and so on).
public struct AccessibilityNode: Hashable, Sendable {
    /// The node's frame in root coordinates (its `accessibilityFrame`, up
    /// to a translation that changes no order).
    public var frame: Rect
    /// The enclosing node's index (always an earlier one), or nil for a
    /// node at the top.
    public var parent: Int?
    /// `accessibilityLabel`; empty when it has none.
    public var label: String
    public var traits: AccessibilityTraits
    /// `isAccessibilityElement`.
    public var isElement: Bool
    /// `isAccessibilityContainer` (`ASDisplayNode+Beta.h`).
    public var isContainer: Bool
    /// `accessibilityElementsHidden`.
    public var elementsHidden: Bool
    /// Backed by a layer, not a view (`ASButtonNode` makes its title and
    /// image nodes so): reached by a walk of its own in the collection.
    public var isLayerBacked: Bool

    public init(
        frame: Rect, parent: Int?, label: String = "", traits: AccessibilityTraits = [], isElement: Bool = false,
        isContainer: Bool = false, elementsHidden: Bool = false, isLayerBacked: Bool = false
    ) {
        self.frame = frame
        self.parent = parent
        self.label = label
        self.traits = traits
        self.isElement = isElement
        self.isContainer = isContainer
        self.elementsHidden = elementsHidden
        self.isLayerBacked = isLayerBacked
    }
}
