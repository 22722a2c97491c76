/// Writes JSON text straight into UTF-8 bytes, with the numbers and string
/// escapes of `JSONWriter`: what a server sends is built once, not as a
/// String first and copied into bytes after.
public struct JSONByteWriter: JSONOutput {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
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

    /// `,"key":` and the string, when there is one (an optional member
    /// after the first).
    public mutating func append(member key: StaticString, string: String?) {
        guard let string else { return }
        appendKey(key)
        append(string: string)
    }

    /// `,"key":` and the number, when there is one.
    public mutating func append(member key: StaticString, number: Double?) {
        guard let number else { return }
        appendKey(key)
        append(number: number)
    }

    private mutating func appendKey(_ key: StaticString) {
        append(",\"")
        append(key)
        append("\":")
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
        // Most strings (ids, names, paths) need no escape: found in one pass
        // over their bytes and copied in one piece.
        let copied = s.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard !buffer.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2
                || (scriptSafe && $0 == UInt8(ascii: "<")) })
            else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: buffer)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if copied == true { return }
        JSONWriter.write(string: s, scriptSafe: scriptSafe, into: &self)
    }

    mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// A whole number, its digits made on the stack (no array for them).
    public mutating func append(integer: Int64) {
        if integer == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        // Room for the 20 digits of the largest magnitude, last digit first.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for k in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[k]) }
        }
    }
}
