import SwatchGeometry

/// A spec as one node subclass, before it is spelled in a language: its
/// properties, what its initializer sets, what its `layoutSpecThatFits:`
/// builds, the small custom nodes it holds, and its actions.
struct ExportedClass {
    /// A display node the class holds, made by its class's `init`.
    struct Property {
        var name: String
        /// Its class: Texture's, or one of `customNodes`.
        var className: String
    }

    /// A node that answers `calculateSizeThatFits:` itself (a spec's
    /// `intrinsicSize`): a class of its own, named for what it is.
    struct CustomNode {
        /// Its name in Swift, where it is nested in the exported class.
        var name: String
        /// Its name in Objective-C, where classes share one namespace: the
        /// exported class's stem before it.
        var objectiveCName: String
        /// `ASDisplayNode`, or `ASCellNode` for a cell.
        var superclass: String
        var documentation: [String]
        var sizeThatFits: [CodeStatement]
    }

    var name: String
    /// `ASDisplayNode`, or `ASCellNode` for a list's row.
    var superclass: String
    var title: String?
    var sizeRange: SizeRange
    var properties: [Property]
    /// What the initializer sets on the node itself, after
    /// `automaticallyManagesSubnodes`.
    var ownSetUp: [CodeStatement]
    /// Each subnode's configuration and style, one group a node.
    var subnodeSetUp: [(property: String, statements: [CodeStatement])]
    /// The body of `layoutSpecThatFits:`; nil when the node has none.
    var layout: [CodeStatement]?
    /// The body of `calculateSizeThatFits:`, when the node has a size of its own.
    var sizeThatFits: [CodeStatement]?
    var customNodes: [CustomNode]
    /// The methods a control's target calls (empty: the code that responds
    /// to the tap is the app's).
    var actions: [String]
    /// The spec's root is not a node (a layout spec, or a text or image the
    /// class holds): the class only holds it, as its header says.
    var onlyHoldsRoot = false

    /// The Objective-C name of class `name` (a custom node's has the
    /// exported class's stem before it).
    func objectiveCClass(of name: String) -> String {
        for custom in customNodes where custom.name == name { return custom.objectiveCName }
        return name
    }
}
