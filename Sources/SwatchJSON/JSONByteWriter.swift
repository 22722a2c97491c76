/// Writes JSON text straight into UTF-8 bytes, with the numbers and string
/// escapes of `JSONWriter`: what a server sends is built once, not as a
/// String first and copied into bytes after.
public struct JSONByteWriter: JSONOutput {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `["a","b"]`.
    public mutating func append(strings: [String]) {
        append("[")
        for (n, s) in strings.enumerated() {
            if n > 0 { append(",") }
            append(string: s)
        }
        append("]")
    }

    /// `"key":true` or `"key":false`, after a comma unless `first`.
    public mutating func append(key: StaticString, bool: Bool, first: Bool = false) {
        if !first { append(",") }
        append("\"")
        append(key)
        append(bool ? "\":true" : "\":false")
    }

    /// JSON text written elsewhere (one whole value), as it is.
    public mutating func append(raw json: String) {
        bytes.append(contentsOf: json.utf8)
    }

    /// A number as `JSONWriter.number` writes it.
    public mutating func append(number v: Double) {
        JSONWriter.write(number: v, into: &self)
    }

    /// A string in double quotes, escaped as `JSONWriter.string` escapes it.
    public mutating func append(string s: String, scriptSafe: Bool = false) {
        JSONWriter.write(string: s, scriptSafe: scriptSafe, into: &self)
    }

    mutating func append(text: String, _ range: Range<String.Index>) {
        bytes.append(contentsOf: text.utf8[range])
    }

    /// A whole number.
    public mutating func append(integer: Int64) {
        if integer == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        // The digits, last first, then in order.
        var magnitude = integer.magnitude
        let start = bytes.count
        while magnitude > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        bytes[start...].reverse()
    }
}
