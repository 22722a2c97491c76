import SwatchGeometry
import SwatchLayout

/// Decodes spec documents (SPEC.md "Document", "Elements", "Style") strictly:
/// every unknown key, wrong type or out-of-range value is an error naming its
/// JSON path and line and column.
public struct SpecDecoder {
    var tree = LayoutTree()
    var infos: [ElementInfo] = []
    /// Where each explicit id was first used.
    var ids: [String: SpecPath] = [:]
    /// Text contents decoded so far (appended to the tree with their element).
    var texts: [TextContent] = []

    /// Parses and decodes a whole document.
    public static func decode(_ text: String) throws(SpecError) -> SpecDocument {
        try decode(bytes: Array(text.utf8))
    }

    /// Parses and decodes a whole document from its UTF-8 bytes (checked as
    /// they are parsed).
    public static func decode(bytes: [UInt8]) throws(SpecError) -> SpecDocument {
        guard bytes.count <= SpecLimits.maxInputBytes else {
            throw SpecError(
                "the spec is \(bytes.count) bytes; the limit is \(SpecLimits.maxInputBytes)",
                path: nil, location: nil)
        }
        return try decode(try JSONParser.parse(bytes: bytes))
    }

    public static func decode(_ value: JSONValue) throws(SpecError) -> SpecDocument {
        if let document = FastSpecReader.read(value) { return document }
        return try decodeCarefully(value)
    }

    /// The decoder that checks everything and names every error; the fast
    /// path hands it any document it does not take.
    static func decodeCarefully(_ value: JSONValue) throws(SpecError) -> SpecDocument {
        let root = SpecPath()
        let object = try JSONObject(value, at: root, what: "a spec document")
        try object.checkKeys([.title, .sizeRange, .scale, .root] as SpecKeySet, in: "the spec document")

        var title: String? = nil
        if let t = object[.title] { title = try t.string(at: root.appending("title")) }
        var sizeRange = SpecDocument.defaultSizeRange
        if let r = object[.sizeRange] { sizeRange = try decodeSizeRange(r, at: root.appending("sizeRange")) }
        var scale = SpecDocument.defaultScale
        if let s = object[.scale] {
            let path = root.appending("scale")
            scale = try s.number(at: path)
            guard scale >= SpecLimits.minScale, scale <= SpecLimits.maxScale else {
                throw s.error(
                    "scale must be at least \(format(SpecLimits.minScale)) and at most \(format(SpecLimits.maxScale)), got \(format(scale))",
                    at: path)
            }
        }
        let rootValue = try object.required(.root, in: "a spec document")
        var decoder = SpecDecoder()
        try decoder.element(rootValue, at: root.appending("root"), parent: nil, depth: 1)
        return SpecDocument(title: title, sizeRange: sizeRange, scale: scale, tree: decoder.tree, elements: decoder.infos)
    }

    /// Decodes one element tree (a scenario's `cell`, say) on its own.
    public static func decodeElementTree(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> (LayoutTree, [ElementInfo]) {
        var decoder = SpecDecoder()
        try decoder.element(value, at: path, parent: nil, depth: 1)
        return (decoder.tree, decoder.infos)
    }

    /// `{"min": [w, h], "max": [w, h]}` (a max component may be "inf"), or the
    /// `[w, h]` shorthand for an exact size.
    static func decodeSizeRange(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> SizeRange {
        if case .array = value.kind {
            let size = try value.sizePair(at: path)
            return SizeRange(exactly: size)
        }
        let object = try JSONObject(value, at: path, what: "sizeRange")
        try object.checkKeys([.min, .max] as SpecKeySet, in: "sizeRange")
        let minValue = try object.required(.min, in: "sizeRange")
        let maxValue = try object.required(.max, in: "sizeRange")
        let min = try minValue.sizePair(at: path.appending("min"))
        let max = try maxValue.sizePair(at: path.appending("max"), allowInfinity: true)
        if min.width > max.width {
            throw minValue.error(
                "sizeRange.min must not exceed sizeRange.max: min width \(format(min.width)) > max width \(format(max.width))",
                at: path.appending("min").appending(0))
        }
        if min.height > max.height {
            throw minValue.error(
                "sizeRange.min must not exceed sizeRange.max: min height \(format(min.height)) > max height \(format(max.height))",
                at: path.appending("min").appending(1))
        }
        return SizeRange(min: min, max: max)
    }
}
