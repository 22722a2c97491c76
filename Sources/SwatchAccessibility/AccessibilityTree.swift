import SwatchGeometry

/// The display nodes of one layout as VoiceOver's collection sees them, and
/// what it reads: the elements of the root, in its order, computed as
/// Texture's `Source/Details/_ASDisplayViewAccessiblity.mm` computes
/// `-[ASDisplayNode accessibilityElements]` (`CollectAccessibilityElements`,
/// `CollectAccessibilityElementsForContainer`, `SortAccessibilityElements`).
///
/// The nodes sit in a window (a plain view holding the top-level nodes, the
/// root node or, when the root is a layout spec, the nodes of its first
/// level), so the root is a subnode like any other: an element root is read
/// as one element, a hidden one is not read. A view that is no element but
/// has elements of its own (a plain node with text in it) is entered where
/// it sorts among its siblings: VoiceOver reads its elements, in their own
/// order, before moving on, and the list holds them there.
///
/// Not modelled, as the spec language cannot say them: `hidden` and an alpha
/// of 0 (hidden as `accessibilityElementsHidden` is), modal subnodes,
/// `rasterizesSubtree`, collection and table nodes, an `accessibilityElements`
/// array set by hand, and nodes outside the window (Texture leaves out a
/// subnode that does not intersect the window unless a scroll view holds it;
/// a cell is held by one, so nothing is left out here).
public struct AccessibilityTree: Hashable, Sendable {
    public let nodes: [AccessibilityNode]
    /// Each node's subnodes, and the top-level nodes, in subnode order.
    let subnodes: [[Int]]
    let topLevel: [Int]

    /// `nodes` in pre-order (Texture's subnode order); a `parent` that is not
    /// an earlier node is taken as none.
    public init(nodes: [AccessibilityNode]) {
        var clean = nodes
        var subnodes = [[Int]](repeating: [], count: nodes.count)
        var topLevel: [Int] = []
        for i in clean.indices {
            if let p = clean[i].parent, p >= 0, p < i {
                subnodes[p].append(i)
            } else {
                clean[i].parent = nil
                topLevel.append(i)
            }
        }
        self.nodes = clean
        self.subnodes = subnodes
        self.topLevel = topLevel
    }

    /// What VoiceOver visits, in its order.
    public func elements() -> [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        append(collect(subnodesOf: topLevel), to: &out)
        return out
    }

    // MARK: Collection

    /// What one view's `accessibilityElements` holds: an element, or a
    /// subnode's view that holds elements of its own (already collected).
    enum Entry {
        case element(AccessibilityElement)
        case view(frame: Rect, entries: [Entry])

        var frame: Rect {
            switch self {
            case .element(let e): e.frame
            case .view(let frame, _): frame
            }
        }
    }

    /// The entries in VoiceOver's order, a view's own entries where it sorts.
    func append(_ entries: [Entry], to out: inout [AccessibilityElement]) {
        for entry in entries {
            switch entry {
            case .element(let e): out.append(e)
            case .view(_, let inner): append(inner, to: &out)
            }
        }
    }

    /// `nodeIsHiddenFromAcessibility`: of its three tests, the spec
    /// language can say `accessibilityElementsHidden`.
    func isHidden(_ n: Int) -> Bool { nodes[n].elementsHidden }

    /// `-[ASDisplayNode accessibilityElements]` of node `n`:
    /// `CollectAccessibilityElements`, then `SortAccessibilityElements`.
    /// A container collects as one (its check comes before the hidden
    /// one: a hidden container still reads, when it is asked).
    func collect(_ n: Int) -> [Entry] {
        if nodes[n].isContainer {
            var found: [AccessibilityElement] = []
            collect(container: n, into: &found)
            return AccessibilityOrder.sorted(found.map { Entry.element($0) }) { $0.frame }
        }
        if isHidden(n) { return [] }
        return collect(subnodesOf: subnodes[n])
    }

    /// The loop over a view's subnodes in `CollectAccessibilityElements`
    /// (hidden ones skipped; an element taken whole, its subnodes unread; a
    /// layer-backed node's tree searched for elements; a view holding
    /// elements taken as a container of them), sorted.
    func collect(subnodesOf list: [Int]) -> [Entry] {
        var entries: [Entry] = []
        for s in list where !isHidden(s) {
            if nodes[s].isElement {
                entries.append(.element(element(s)))
            } else if nodes[s].isLayerBacked {
                collect(layerBackedTreeOf: s, into: &entries)
            } else {
                let inner = collect(s)
                if !inner.isEmpty { entries.append(.view(frame: nodes[s].frame, entries: inner)) }
            }
        }
        return AccessibilityOrder.sorted(entries) { $0.frame }
    }

    /// `CollectUIAccessibilityElementsForNode`: every element in the tree of
    /// `top`, breadth first. It tests nothing else: it goes on under an
    /// element and under a hidden node, and a container there is not one.
    func collect(layerBackedTreeOf top: Int, into entries: inout [Entry]) {
        var queue = [top]
        var next = 0
        while next < queue.count {
            let n = queue[next]
            next += 1
            if nodes[n].isElement { entries.append(.element(element(n))) }
            queue += subnodes[n]
        }
    }

    /// A node read as itself (`ASAccessibilityElement`, or its own view).
    func element(_ n: Int) -> AccessibilityElement {
        let node = nodes[n]
        return AccessibilityElement(label: node.label, traits: node.traits, frame: node.frame, node: n, labelNodes: [n])
    }

    /// `CollectAccessibilityElementsForContainer`: the container as one
    /// element, after the elements of the containers under it. Breadth
    /// first from the container: a container under it collects as its own
    /// (and is not entered); a node with a label and an interactive trait is
    /// a custom action; another labelled node joins the container's label
    /// when the container has none of its own, or has one but is itself
    /// interactive. The walk tests neither `isAccessibilityElement` nor
    /// hiding, and goes on under every node: under a button to its title
    /// node, whose label (the title again) joins the sentence.
    func collect(container: Int, into found: inout [AccessibilityElement]) {
        let own = nodes[container]
        let aggregates = own.label.isEmpty || own.traits.isInteractive
        var labelled: [Int] = []
        var actions: [AccessibilityAction] = []
        var queue = [container]
        var next = 0
        while next < queue.count {
            let n = queue[next]
            next += 1
            let node = nodes[n]
            if n != container, node.isContainer {
                collect(container: n, into: &found)
                continue
            }
            if !node.label.isEmpty {
                if node.traits.isInteractive {
                    actions.append(AccessibilityAction(name: node.label, node: n, frame: node.frame))
                } else if n == container || aggregates {
                    labelled.append(n)
                }
            }
            queue += subnodes[n]
        }
        labelled = AccessibilityOrder.sorted(labelled) { nodes[$0].frame }
        var label = ""
        for (i, n) in labelled.enumerated() {
            if i > 0 { label += ", " }
            label += nodes[n].label
        }
        found.append(AccessibilityElement(
            label: label, traits: own.traits, frame: own.frame, node: container, labelNodes: labelled,
            actions: AccessibilityOrder.sorted(actions) { $0.frame }))
    }
}
