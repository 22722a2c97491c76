import SwatchGeometry

/// H4: the part of the root's coordinate space where a touch reaches a node's
/// `hitTest`: its slop-grown rectangle cut down by every ancestor's (and by the
/// container's), with the edges that were cut.
public struct TouchArea: Hashable, Sendable {
    /// In root coordinates; never empty.
    public var rect: Rect
    /// The sides an ancestor moved in: growing the node's slop past them changes
    /// nothing until that ancestor's slop grows too.
    public var clippedEdges: TouchEdges

    public init(rect: Rect, clippedEdges: TouchEdges = []) {
        self.rect = rect
        self.clippedEdges = clippedEdges
    }
}
