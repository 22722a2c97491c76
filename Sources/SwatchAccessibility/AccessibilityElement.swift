import SwatchGeometry

/// One element VoiceOver visits: what it reads (its label and traits),
/// where it is, the nodes it stands for and its custom actions.
public struct AccessibilityElement: Hashable, Sendable {
    public var label: String
    public var traits: AccessibilityTraits
    /// Its `accessibilityFrame`, in root coordinates: the frame of `node`.
    public var frame: Rect
    /// The node it is made from: an element node, or a container that
    /// reads its nodes as one element.
    public var node: Int
    /// The nodes whose labels make `label`, in the order they are read
    /// (a container's own node first when its own label is read; `[node]`
    /// for an element that reads its own).
    public var labelNodes: [Int]
    /// A container's custom actions, in their order.
    public var actions: [AccessibilityAction]

    public init(label: String, traits: AccessibilityTraits, frame: Rect, node: Int, labelNodes: [Int], actions: [AccessibilityAction] = []) {
        self.label = label
        self.traits = traits
        self.frame = frame
        self.node = node
        self.labelNodes = labelNodes
        self.actions = actions
    }

    /// Every node it stands for: its own, then those it reads.
    public var nodes: [Int] {
        var out = [node]
        for n in labelNodes where n != node { out.append(n) }
        return out
    }
}

/// A custom action a container offers (`UIAccessibilityCustomAction`): an
/// interactive node under it, named by its label.
public struct AccessibilityAction: Hashable, Sendable {
    public var name: String
    public var node: Int
    /// The node's frame: actions are sorted by it.
    public var frame: Rect
}
