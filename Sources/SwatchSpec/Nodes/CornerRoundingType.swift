/// `ASCornerRoundingType` (Texture's ASDisplayNode.h 70-74): how a node's
/// `cornerRadius` is drawn.
public enum CornerRoundingType: Hashable, Sendable {
    /// The layer's own `cornerRadius`; an image node, which clips to its
    /// bounds, rounds its picture this way too (offscreen rendering).
    case defaultSlowCALayer
    /// The corners are painted over in the node's `backgroundColor` in its
    /// own drawing; a node that draws nothing (a plain container) gets none.
    case precomposited
    /// Four small layers over the node's corners, above its subnodes,
    /// painted in its `backgroundColor`.
    case clipping
}
