import SwatchJSON

/// A decoder of one kind of document (a spec, a transition document): the
/// text is parsed alike, within `SpecLimits.maxInputBytes`, and each kind
/// decodes the JSON its own way.
public protocol DocumentDecoder {
    associatedtype Document
    /// Names the document in the size limit's error: "spec", "document".
    static var what: String { get }
    static func decode(_ value: JSONValue) throws(SpecError) -> Document
}

extension DocumentDecoder {
    /// Parses and decodes a whole document.
    public static func decode(_ text: String) throws(SpecError) -> Document {
        try decode(bytes: Array(text.utf8))
    }

    /// Parses and decodes a whole document from its UTF-8 bytes (checked as
    /// they are parsed).
    public static func decode(bytes: [UInt8]) throws(SpecError) -> Document {
        try decode(try parse(bytes))
    }

    /// The document's JSON, parsed within the size limit.
    static func parse(_ bytes: [UInt8]) throws(SpecError) -> JSONValue {
        try DocumentJSON.parse(bytes, limit: SpecLimits.maxInputBytes, what: what)
    }
}
