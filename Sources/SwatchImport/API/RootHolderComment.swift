import SwatchSpec

/// What the import does with the export's note that a class only holds its
/// spec's root (`CodeNote.onlyHoldsRoot`, in the header of a class whose
/// spec's root is not a node: a layout spec, or a text or an image the
/// class holds in a wrapper): it gives that root back rather than the
/// class's node around it, so that exported code imports to the nodes it
/// came from. The lexer notes it (`SourceNotes.onlyHoldsRoot`).
enum RootHolderComment {
    /// What the class's node (`root`) holds: its layout, or the lone child
    /// of a wrapper; nil when the node has anything of its own beyond its id
    /// and its layout.
    static func held(_ root: JSONOut) -> JSONOut? {
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
            return inner[1].1
        }
        return layout
    }
}
