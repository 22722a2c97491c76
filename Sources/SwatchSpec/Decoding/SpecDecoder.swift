import SwatchGeometry
import SwatchJSON
import SwatchLayout

/// Decodes spec documents (SPEC.md "Document", "Elements", "Style") strictly:
/// every unknown key, wrong type or out-of-range value is an error naming its
/// JSON path and line and column. `SpecReader` does the reading, from the
/// schema (`SpecSchema`).
public enum SpecDecoder: DocumentDecoder {
    public static var what: String { "spec" }

    public static func decode(_ value: JSONValue) throws(SpecError) -> SpecDocument {
        try SpecReader.with(value) { (reader: inout SpecReader) throws(SpecError) in try reader.document(value.index) }
    }

    /// Decodes one element tree (a scenario's `cell`, say) on its own.
    public static func decodeElementTree(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> (LayoutTree, [ElementInfo]) {
        try SpecReader.with(value) { (reader: inout SpecReader) throws(SpecError) in
            try reader.element(value.index, at: path, parent: nil, depth: 1)
            return (reader.tree, reader.infos)
        }
    }
}
