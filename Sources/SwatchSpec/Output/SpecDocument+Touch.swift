import SwatchGeometry
import SwatchLayout
import SwatchTouch

/// A laid-out document's display nodes as hit testing sees them: the
/// `TouchTree` in the frames output's order, with each node's element.
public struct DocumentTouch: Sendable {
    public let tree: TouchTree
    /// The frames `tree` was made from (node `n` is `frames[n]`).
    public let frames: [NodeFrame]
    /// Every node's touch area (H4), same indices.
    public let areas: [TouchArea?]

    /// The element index of node `n`.
    public func element(_ n: Int) -> Int { frames[n].element }
}

extension SpecDocument {
    /// Each node's enclosing node, by its place in `frames` (the frames
    /// output's order), for the trees touch and accessibility are computed on.
    func nodeParents(_ frames: [NodeFrame]) -> [Int?] {
        var nodeOfElement = [Int](repeating: -1, count: tree.elements.count)
        var parents: [Int?] = []
        parents.reserveCapacity(frames.count)
        for (n, frame) in frames.enumerated() {
            nodeOfElement[frame.element] = n
            parents.append(frame.parent.map { nodeOfElement[$0] })
        }
        return parents
    }

    /// The touch tree of `layout` (`reference/touch.md` H1): a node's parent
    /// is its enclosing display node; when the root is a layout spec, the
    /// top-level nodes sit in a container the size of the root layout.
    public func touch(_ layout: Layout, frames: [NodeFrame]? = nil) -> DocumentTouch {
        let frames = frames ?? layout.frames(in: tree)
        let parents = nodeParents(frames)
        var nodes: [TouchNode] = []
        nodes.reserveCapacity(frames.count)
        for (n, frame) in frames.enumerated() {
            let info = elements[frame.element]
            nodes.append(TouchNode(
                frame: frame.frame, parent: parents[n], hitTestSlop: info.hitTestSlop,
                userInteractionEnabled: info.userInteractionEnabled))
        }
        let rootIsNode = tree.elements.first?.kind.isDisplayNode ?? false
        let container: Rect? = rootIsNode ? nil : Rect(origin: .zero, size: layout.size)
        let touchTree = TouchTree(nodes: nodes, container: container)
        return DocumentTouch(tree: touchTree, frames: frames, areas: touchTree.touchAreas())
    }
}
