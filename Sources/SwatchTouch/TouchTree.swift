import SwatchGeometry

/// The display nodes of one layout as UIKit's event delivery sees them
/// (`reference/touch.md`): the tree (H1), `pointInside` (H2), `hitTest` (H3)
/// and each node's touch area (H4). Nodes are in pre-order, which is
/// Texture's subnode order, so a node's subnodes follow it and the last of
/// them is the front-most.
public struct TouchTree: Hashable, Sendable {
    public let nodes: [TouchNode]
    /// H1: when the root is a layout spec, the top-level nodes sit in a
    /// container of the root layout's size at (0, 0) (no slop, interaction
    /// on), never a hit itself. Nil when the root is a display node.
    public let container: Rect?
    /// Each node's last (front-most) subnode, and the subnode before each
    /// node among its siblings (-1: none), for walking front to back; the
    /// same links with `-1` standing for the top of the tree.
    let lastSubnode: [Int32]
    let previousSibling: [Int32]
    let lastTopLevel: Int32

    /// `nodes` in pre-order; a `parent` that is not an earlier node is taken
    /// as none.
    public init(nodes: [TouchNode], container: Rect?) {
        var clean = nodes
        var lastSubnode = [Int32](repeating: -1, count: nodes.count)
        var previousSibling = [Int32](repeating: -1, count: nodes.count)
        var lastTopLevel: Int32 = -1
        for i in clean.indices {
            if let p = clean[i].parent, p >= 0, p < i {
                previousSibling[i] = lastSubnode[p]
                lastSubnode[p] = Int32(i)
            } else {
                clean[i].parent = nil
                previousSibling[i] = lastTopLevel
                lastTopLevel = Int32(i)
            }
        }
        self.nodes = clean
        self.container = container
        self.lastSubnode = lastSubnode
        self.previousSibling = previousSibling
        self.lastTopLevel = lastTopLevel
    }

    // MARK: H2

    /// `-[ASDisplayNode pointInside:withEvent:]` for a point in root
    /// coordinates: `CGRectContainsPoint(UIEdgeInsetsInsetRect(bounds, slop), p)`.
    public func pointInside(_ node: Int, _ p: Point) -> Bool {
        nodes[node].slopRect.contains(p)
    }

    // MARK: H3

    /// UIKit's `hitTest:withEvent:` from the root (or the container) for a
    /// point in root coordinates: the node the touch is delivered to, or nil.
    public func hitTest(_ p: Point) -> Int? {
        if let container, !container.contains(p) { return nil }
        return frontMost(from: lastTopLevel, p)
    }

    /// The first answer of `hitTest(node:)` from `last` back through its
    /// earlier siblings.
    func frontMost(from last: Int32, _ p: Point) -> Int? {
        var candidate = last
        while candidate >= 0 {
            if let hit = hitTest(node: Int(candidate), p) { return hit }
            candidate = previousSibling[Int(candidate)]
        }
        return nil
    }

    /// `hitTest` on one node: nothing when interaction is off (its subtree is
    /// skipped) or the point is outside its slop-grown bounds; else the
    /// front-most subnode's answer, else the node.
    func hitTest(node i: Int, _ p: Point) -> Int? {
        guard nodes[i].userInteractionEnabled, pointInside(i, p) else { return nil }
        return frontMost(from: lastSubnode[i], p) ?? i
    }

    /// The path from the top to `node`, both included (a `chain`).
    public func chain(to node: Int) -> [Int] {
        var path: [Int] = []
        var current: Int? = node
        while let i = current {
            path.append(i)
            current = nodes[i].parent
        }
        return path.reversed()
    }

    // MARK: H4

    /// Every node's touch area, same indices as `nodes`: nil when it is
    /// empty or when interaction is off on the node or an ancestor.
    public func touchAreas() -> [TouchArea?] {
        var areas = [TouchArea?](repeating: nil, count: nodes.count)
        // The rectangle every descendant is cut to (nil: nothing gets through).
        var reach = [Rect?](repeating: nil, count: nodes.count)
        for i in nodes.indices {
            let node = nodes[i]
            let bound: Rect?
            var enabled = node.userInteractionEnabled
            if let p = node.parent {
                bound = reach[p]
                enabled = enabled && reach[p] != nil
            } else {
                bound = container
            }
            guard enabled else { continue }
            let own = node.slopRect
            var cut: Rect? = own
            if let bound { cut = own.intersection(bound) }
            guard let rect = cut, !rect.isEmpty else { continue }
            reach[i] = rect
            var edges: TouchEdges = []
            if rect.minY > own.minY { edges.insert(.top) }
            if rect.minX > own.minX { edges.insert(.left) }
            if rect.maxY < own.maxY { edges.insert(.bottom) }
            if rect.maxX < own.maxX { edges.insert(.right) }
            areas[i] = TouchArea(rect: rect, clippedEdges: edges)
        }
        return areas
    }

    /// H4's flat search: the first node, last to first in pre-order (so
    /// children before their parent, later siblings before earlier ones),
    /// whose touch area contains `p`. Gives what `hitTest` gives.
    public static func flatHit(_ p: Point, in areas: [TouchArea?]) -> Int? {
        for i in areas.indices.reversed() {
            if let area = areas[i], area.rect.contains(p) { return i }
        }
        return nil
    }
}
