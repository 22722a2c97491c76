import SwatchMarkup

/// Writes SVG (or any XML) text with every text node and attribute value
/// escaped; raw markup only through `raw(_:)`. It records, as it writes
/// them, the groups a page may put in after the rest (`laterGroup`).
public struct SVGBuilder: Sendable {
    public private(set) var text = ""
    /// The groups written with `laterGroup`, in order.
    public internal(set) var later: [SVGLaterGroup] = []

    public init() {}

    /// `<name a="…">`; attributes are written in the order given.
    public mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += "<" + name
        appendAttributes(attributes)
        text += ">"
    }

    public mutating func close(_ name: String) {
        text += "</" + name + ">"
    }

    /// `<name a="…"/>`.
    public mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += "<" + name
        appendAttributes(attributes)
        text += "/>"
    }

    /// `<name a="…">text</name>` with the text escaped.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text content: String) {
        open(name, attributes)
        text += SVGBuilder.escape(content)
        close(name)
    }

    public mutating func content(_ s: String) {
        text += SVGBuilder.escape(s)
    }

    /// Appends markup as is: only for text this module produced itself.
    public mutating func raw(_ markup: String) {
        text += markup
    }

    public mutating func newline() {
        text += "\n"
    }

    private mutating func appendAttributes(_ attributes: KeyValuePairs<String, String>) {
        for (key, value) in attributes {
            text += " " + key + "=\"" + SVGBuilder.escape(value) + "\""
        }
    }

    /// Escapes `& < > " '` for text and attribute values alike.
    public static func escape(_ s: String) -> String {
        MarkupEscaping.attribute(s)
    }
}

/// Numbers in SVG attributes: integral values without a fraction, others
/// with at most three decimals (sub-pixel detail beyond that is invisible).
/// From 2^53 up a double is a whole number (and multiplying it by 1000 could
/// overflow), written as an integer while one fits, then in exponent form
/// (`5e+307`). Never `inf` or `nan`: a value that is not finite, which a
/// layout does not produce, is written as 0.
public func svgNumber(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    if v.magnitude >= 0x1p53 { return v.magnitude < 0x1p63 ? String(Int64(v)) : v.description }
    let rounded = (v * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    return rounded.description
}
