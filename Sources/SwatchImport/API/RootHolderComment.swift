import SwatchSpec

/// What the import does with the export's note that a class only holds its
/// spec's root (`CodeNote.onlyHoldsRoot`, in the header of a class whose
/// spec's root is not a node: a layout spec, or a text or an image the
/// class holds in a wrapper): it gives that root back rather than the
/// class's node around it, so that exported code imports to the nodes it
/// came from. The lexer notes it (`SourceNotes.onlyHoldsRoot`).
enum RootHolderComment {
    /// What the class's node (`root`) holds: its layout, or the lone child
    /// of a wrapper, with the keys that lead to it from the node; nil when
    /// the node has anything of its own beyond its id and its layout.
    static func held(_ root: SpecTree.Element) -> (element: SpecTree.Element, under: [SpecKey])? {
        guard root.type == .node else { return nil }
        var layout: SpecTree.Element?
        for m in root.members {
            switch (m.key, m.value) {
            case (.id, _): continue
            case (.layout, .element(let e)): layout = e
            default: return nil
            }
        }
        if let wrapper = layout, wrapper.type == .wrapper, wrapper.members.count == 1, wrapper.members[0].key == .child,
            case .element(let child) = wrapper.members[0].value
        {
            return (child, [.layout, .child])
        }
        return layout.map { ($0, [.layout]) }
    }
}
