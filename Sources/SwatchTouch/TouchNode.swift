import SwatchGeometry

/// One display node as hit testing sees it (`reference/touch.md` H1): where it
/// is, what encloses it, how far its tappable area reaches past its bounds and
/// whether it takes touches at all.
public struct TouchNode: Hashable, Sendable {
    /// The node's frame in root coordinates.
    public var frame: Rect
    /// The enclosing node's index in `TouchTree.nodes` (always an earlier
    /// one), or nil for a node at the top.
    public var parent: Int?
    /// `ASDisplayNode.hitTestSlop`: negative insets grow the tappable area.
    public var hitTestSlop: Insets
    /// `userInteractionEnabled`: false skips the node and everything under it.
    public var userInteractionEnabled: Bool

    public init(frame: Rect, parent: Int?, hitTestSlop: Insets = .zero, userInteractionEnabled: Bool = true) {
        self.frame = frame
        self.parent = parent
        self.hitTestSlop = hitTestSlop
        self.userInteractionEnabled = userInteractionEnabled
    }

    /// H2: the bounds grown (or shrunk) by the slop, in root coordinates and
    /// standardised; `pointInside` is true exactly for the points it contains.
    public var slopRect: Rect { frame.inset(by: hitTestSlop).standardized }
}
