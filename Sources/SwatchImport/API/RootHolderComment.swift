import SwatchSpec

/// The note Swatch's export writes in the header of a class whose spec's
/// root is not a node (a layout spec, or a text or an image the class holds
/// in a wrapper): "The spec's root is this node's layout: the node only
/// holds it." (`swatch layout --format swift|objc`). The import then gives
/// that root back rather than the class's node around it, so that exported
/// code imports to the nodes it came from. The lexer notes it
/// (`SourceNotes.onlyHoldsRoot`).
enum RootHolderComment {
    static let text = "The spec's root is this node's layout: the node only holds it."

    /// What the class's node (`root`) holds: its layout, or the lone child
    /// of a wrapper, with the keys that lead to it from the node; nil when
    /// the node has anything of its own beyond its id and its layout.
    static func held(_ root: JSONOut) -> (json: JSONOut, under: [String])? {
        guard case .object(let members) = root else { return nil }
        var layout: JSONOut?
        for (key, value) in members {
            switch key {
            case "type":
                guard case .string("node") = value else { return nil }
            case "id":
                continue
            case "layout":
                layout = value
            default:
                return nil
            }
        }
        if case .object(let inner)? = layout, inner.count == 2, case .string("wrapper") = inner[0].1, inner[1].0 == "child" {
            return (inner[1].1, ["layout", "child"])
        }
        return layout.map { ($0, ["layout"]) }
    }
}
