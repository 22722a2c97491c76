import SwatchGeometry
import SwatchLayout
import SwatchTransitions

/// What a transition drawing shows: every state of the transitioning node
/// laid out, and every transition between them (`transitions[k]` from state
/// `k` to the next, the last back to the first).
public struct TransitionScene: Sendable {
    /// One state: its name and its layout, with what drawing needs of each element.
    public struct State: Sendable {
        public var name: String
        public var tree: LayoutTree
        public var layout: Layout
        /// Same indices as `tree`; element 0 is the transitioning node.
        public var elements: [DrawableElement]

        public init(name: String, tree: LayoutTree, layout: Layout, elements: [DrawableElement]) {
            self.name = name
            self.tree = tree
            self.layout = layout
            self.elements = elements
        }
    }

    public var title: String?
    public var states: [State]
    public var transitions: [LayoutTransition]

    public init(title: String?, states: [State], transitions: [LayoutTransition]) {
        self.title = title
        self.states = states
        self.transitions = transitions
    }

    /// The transitioning node's id.
    public var rootID: String { states.first?.elements.first?.id ?? "" }
}

/// One state's display nodes grouped by the subnode of the root they belong
/// to, for drawing a subnode with its own subnodes as one piece.
struct StateNodes {
    /// Every display node's frame, in sublayout order.
    let frames: [NodeFrame]
    /// Per subnode id: the indices into `frames` of the subnode and every
    /// display node inside it, in order.
    let pieces: [String: [Int]]
    /// The subnode ids in subnode order, and each one's element.
    let subnodeIDs: [String]
    let subnodeElements: [String: Int]
    /// Everything drawn, root included, in root coordinates.
    let extent: Rect

    init(_ state: TransitionScene.State) {
        frames = state.layout.frames(in: state.tree)
        var top: [Int: String] = [:]
        var pieces: [String: [Int]] = [:]
        var ids: [String] = []
        var elements: [String: Int] = [:]
        var extent = Rect(origin: .zero, size: state.layout.size)
        for (n, frame) in frames.enumerated() {
            extent = extent.union(frame.frame)
            guard let parent = frame.parent else { continue }
            let id: String
            if parent == 0 {
                id = state.elements[frame.element].id
                ids.append(id)
                elements[id] = frame.element
            } else if let owner = top[parent] {
                id = owner
            } else {
                continue
            }
            top[frame.element] = id
            pieces[id, default: []].append(n)
        }
        self.pieces = pieces
        self.subnodeIDs = ids
        self.subnodeElements = elements
        self.extent = extent
    }
}
