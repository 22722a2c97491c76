import SwatchLayout

// ASDisplayNode+Layout.mm with `automaticallyManagesSubnodes`: a node's
// subnodes are the display nodes of its flattened layout, in flattening
// order (reference/transitions.md T1).

extension Layout {
    /// The subnodes `automaticallyManagesSubnodes` gives the display node
    /// `node` (the root, element 0, by default): the display nodes whose
    /// enclosing display node it is, in sublayout order, with their frames in
    /// root coordinates. A subnode's own layout is not entered.
    public func subnodeFrames(in tree: LayoutTree, of node: Int = 0) -> [NodeFrame] {
        frames(in: tree).filter { $0.parent == node }
    }
}
