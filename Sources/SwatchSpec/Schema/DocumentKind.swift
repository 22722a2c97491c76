import SwatchJSON

/// The kinds of document Swatch reads, told apart in one place by their keys
/// for the CLI, the server, the site and the playground script.
public enum DocumentKind: UInt8, CaseIterable, Hashable, Sendable {
    /// SPEC.md "Document": a layout spec (`swatch layout`).
    case layout
    /// SPEC.md "Range scenarios" (`swatch ranges`).
    case ranges
    /// SPEC.md "Transition documents" (`swatch transition`).
    case transition

    public var schema: DocumentKindSchema { SpecSchema.documentKinds[Int(rawValue)] }

    /// `layout`, `ranges`: the CLI command and the API path that read it.
    public var name: String { schema.name }

    /// The kind of a document from its top-level keys: the first kind one of
    /// whose marker keys is present, else a layout spec.
    public static func detect(keys: some Sequence<String>) -> DocumentKind {
        var present = SpecKeySet()
        for key in keys {
            if let known = SpecKey.named(key) { present.insert(known) }
        }
        for kind in allCases where kind.schema.markers.contains(where: { present.contains($0) }) {
            return kind
        }
        return .layout
    }

    /// The kind of a document's text: by its top-level keys when it parses,
    /// else (half-typed text) by which marker keys appear in it as strings.
    public static func detect(_ text: String) -> DocumentKind {
        if let value = try? JSONParser.parse(text) {
            guard value.isObject else { return .layout }
            var keys: [String] = []
            for member in value.members { keys.append(member.key) }
            return detect(keys: keys)
        }
        // The marker written first wins: top-level keys come before the
        // nested ones of a half-typed document (a transition's states hold roots).
        let bytes = Array(text.utf8)
        var best: (kind: DocumentKind, at: Int)? = nil
        for kind in allCases {
            for marker in kind.schema.markers {
                if let at = firstOffset(of: Array(("\"" + marker.name + "\"").utf8), in: bytes), at < (best?.at ?? .max) {
                    best = (kind, at)
                }
            }
        }
        if let best { return best.kind }
        return .layout
    }
}

/// A document kind: what it is, its top-level object, and the keys that mark it.
public struct DocumentKindSchema: Sendable {
    public let kind: DocumentKind
    /// `layout`.
    public let name: String
    /// "Layout spec", for headings and labels.
    public let title: String
    public let object: ObjectSchema
    /// Keys only this kind has; checked in `DocumentKind` order.
    public let markers: [SpecKey]
    /// A small document of this kind, for the reference page.
    public let example: String
}

extension DocumentKind {
    /// Where `needle` first occurs in `bytes`.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            var k = 1
            while k < needle.count && bytes[start + k] == needle[k] { k += 1 }
            if k == needle.count { return start }
        }
        return nil
    }
}
