import SwatchGeometry

/// One element VoiceOver visits, as a layout drawing shows it (its number is
/// its place in the list): what it says and which nodes it stands for, by
/// their index among the drawing's nodes (`layout.frames(in: tree)`).
public struct SpokenElement: Hashable, Sendable {
    public var frame: Rect
    public var label: String
    /// Its traits' names.
    public var traits: [String]
    /// Its custom actions' names.
    public var actions: [String]
    /// The node it is made from.
    public var node: Int
    /// The other nodes whose labels it reads (a container's).
    public var readNodes: [Int]
    /// The nodes its actions stand for.
    public var actionNodes: [Int]

    public init(
        frame: Rect, label: String, traits: [String] = [], actions: [String] = [], node: Int, readNodes: [Int] = [],
        actionNodes: [Int] = []
    ) {
        self.frame = frame
        self.label = label
        self.traits = traits
        self.actions = actions
        self.node = node
        self.readNodes = readNodes
        self.actionNodes = actionNodes
    }

    /// What the list says of it: the label (or that it has none), the
    /// traits besides static text (the plain case of a text), and its
    /// actions: "Ada Lovelace, 2 h, liked your photo; actions: Follow".
    public var sentence: String {
        var out = label.isEmpty ? "(no label)" : label
        let shown = traits.filter { $0 != "staticText" }
        if !shown.isEmpty { out += " [" + shown.joined(separator: ", ") + "]" }
        if !actions.isEmpty { out += "; actions: " + actions.joined(separator: ", ") }
        return out
    }
}
