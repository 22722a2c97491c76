import SwatchGeometry

/// A spec as one `ASDisplayNode` subclass, before it is spelled in a
/// language: its properties, what its initializer sets, and what its
/// `layoutSpecThatFits:` builds.
struct ExportedClass {
    /// A display node the class holds.
    struct Property {
        var name: String
        /// Its Texture class; nil for the fixed-size helper node.
        var className: String?
        var value: CodeExpression
    }

    var name: String
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
    /// What `calculateSizeThatFits:` answers, when the node has a size of its own.
    var intrinsicSize: Size?
    /// Whether a node of a fixed size (a spec's `intrinsicSize`) is needed
    /// for a subnode, and so the helper class that makes one.
    var usesFixedSizeNode: Bool
}
