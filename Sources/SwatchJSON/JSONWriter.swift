/// JSON text, written one way: numbers as the shortest decimal that reads
/// back the same (integral values without ".0", halves and quarters
/// exactly), strings in double quotes with what JSON requires escaped (and
/// U+2028 and U+2029, which a script cannot hold raw). These functions give
/// Strings; `JSONByteWriter` writes the same text into bytes, and
/// `JSONTree` lays a whole value out, with both going through the
/// functions below.
public enum JSONWriter {
    public static func number(_ v: Double) -> String {
        var out = ""
        write(number: v, into: &out)
        return out
    }

    /// A JSON string literal for `s`. `scriptSafe` also escapes `<`, so the
    /// JSON can sit inside an HTML `<script>` element (`</script>` cannot
    /// close it early).
    public static func string(_ s: String, scriptSafe: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count + 2)
        write(string: s, scriptSafe: scriptSafe, into: &out)
        return out
    }

    /// `[a, b, c]` of numbers.
    public static func numbers(_ values: [Double]) -> String {
        var out = "["
        for (i, v) in values.enumerated() {
            if i > 0 { out += ", " }
            write(number: v, into: &out)
        }
        return out + "]"
    }

    /// A string literal of a language whose escapes for quotes,
    /// backslashes and line breaks are JSON's (`\"`, `\\`, `\n`, `\r`, `\t`):
    /// `open`, `s` escaped, `"`. `escape` answers for the rest a language
    /// may escape (ASCII's other control characters, DEL, `<`, `?`, U+2028
    /// and U+2029), given the byte before each: the text standing for it,
    /// or nil to keep it (Swift writes `\u{1}`; Objective-C `\001`, and `?\?`
    /// for a trigraph's start).
    public static func quoted(_ s: String, open: String = "\"", escape: (Unicode.Scalar, _ previous: UInt8) -> String?) -> String {
        var out = open
        out.reserveCapacity(s.utf8.count + open.utf8.count + 1)
        write(escaped: s, into: &out, other: escape)
        out += "\""
        return out
    }

    // MARK: The one way, for any output

    static func write<Out: JSONOutput>(number v: Double, into out: inout Out) {
        guard v.isFinite else { return out.append("null") }
        if v == 0 { return out.append("0") }
        if v == v.rounded(), abs(v) < 1e15 { return out.append(integer: Int64(v)) }
        // Halves and quarters (pixel values at scale 2 and 4) exactly, without
        // the general shortest-decimal search.
        let quarters = v * 4
        if quarters == quarters.rounded(), abs(v) < 1e12 {
            let q = Int64(quarters)
            if q < 0 { out.append("-") }
            out.append(integer: Int64(q.magnitude / 4))
            switch q.magnitude % 4 {
            case 1: out.append(".25")
            case 2: out.append(".5")
            default: out.append(".75")
            }
            return
        }
        var text = v.description
        text.withUTF8 { out.append(utf8: $0) }
    }

    static func write<Out: JSONOutput>(string s: String, scriptSafe: Bool, into out: inout Out) {
        out.append("\"")
        write(escaped: s, into: &out) { scalar, _ in
            switch scalar {
            case "<": return scriptSafe ? "\\u003c" : nil
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            default: return scalar.value < 0x20 ? controlEscapes[Int(scalar.value)] : nil
            }
        }
        out.append("\"")
    }

    /// `s` with `"`, `\\`, line feed, carriage return and tab escaped as
    /// JSON, Swift and C all escape them, and what `other` answers in place
    /// of the rest it is asked about: ASCII's other control characters,
    /// DEL, `<` and `?` (with the byte before each), U+2028 and U+2029 (the
    /// only characters beyond ASCII that any of them escapes). Runs of text
    /// that needs nothing are copied whole. The text is read as its UTF-8
    /// bytes in one piece (a String index costs a call per step).
    static func write<Out: JSONOutput>(escaped s: String, into out: inout Out, other: (Unicode.Scalar, _ previous: UInt8) -> String?) {
        var s = s
        s.withUTF8 { write(escaped: $0, into: &out, other: other) }
    }

    static func write<Out: JSONOutput>(escaped utf8: UnsafeBufferPointer<UInt8>, into out: inout Out, other: (Unicode.Scalar, _ previous: UInt8) -> String?) {
        let end = utf8.count
        var plain = 0
        var previous: UInt8 = 0
        var i = 0
        while i < end {
            let b = utf8[i]
            var after = i + 1
            var fixed: StaticString?
            var escape: String?
            switch b {
            case UInt8(ascii: "\""): fixed = "\\\""
            case UInt8(ascii: "\\"): fixed = "\\\\"
            case 0x0A: fixed = "\\n"
            case 0x0D: fixed = "\\r"
            case 0x09: fixed = "\\t"
            case 0..<0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: "?"):
                escape = other(Unicode.Scalar(b), previous)
            case 0xE2:
                // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
                if i + 2 < end, utf8[i + 1] == 0x80, utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9 {
                    escape = other(utf8[i + 2] == 0xA8 ? "\u{2028}" : "\u{2029}", previous)
                    if escape != nil { after = i + 3 }
                }
            default: break
            }
            if fixed != nil || escape != nil {
                if plain < i { out.append(utf8: UnsafeBufferPointer(rebasing: utf8[plain..<i])) }
                if let fixed {
                    out.append(fixed)
                } else if var escape {
                    escape.withUTF8 { out.append(utf8: $0) }
                }
                plain = after
            }
            previous = b
            i = after
        }
        if plain < end { out.append(utf8: UnsafeBufferPointer(rebasing: utf8[plain..<end])) }
    }

    /// `\u0000` to `\u001f`, but for the three with short escapes (`\t`, `\n`, `\r`).
    static let controlEscapes: [String] = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\t", "\\n", "\\u000b", "\\u000c", "\\r", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]
}

/// Where JSON text goes: a String (`JSONWriter`) or bytes (`JSONByteWriter`).
protocol JSONOutput {
    mutating func append(_ literal: StaticString)
    /// UTF-8 bytes that are whole characters.
    mutating func append(utf8: UnsafeBufferPointer<UInt8>)
    mutating func append(integer: Int64)
}

extension String: JSONOutput {
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { self += String(decoding: $0, as: UTF8.self) }
    }

    mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        self += String(decoding: utf8, as: UTF8.self)
    }

    mutating func append(integer: Int64) {
        self += String(integer)
    }
}
