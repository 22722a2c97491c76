/// Writes JSON text straight into UTF-8 bytes, with the numbers and string
/// escapes of `JSONWriter`: what a server sends is built once, not as a
/// String first and copied into bytes after.
public struct JSONByteWriter {
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

    /// JSON text written elsewhere (one whole value), as it is.
    public mutating func append(raw json: String) {
        bytes.append(contentsOf: json.utf8)
    }

    /// A number as `JSONWriter.number` writes it.
    public mutating func append(number v: Double) {
        guard v.isFinite else { return append("null") }
        if v == v.rounded(), abs(v) < 1e15 {
            append(integer: Int64(v))
            return
        }
        let quarters = v * 4
        if quarters == quarters.rounded(), abs(v) < 1e12 {
            let q = Int64(quarters)
            if q < 0 { bytes.append(UInt8(ascii: "-")) }
            append(integer: Int64(q.magnitude / 4))
            switch q.magnitude % 4 {
            case 1: append(".25")
            case 2: append(".5")
            default: append(".75")
            }
            return
        }
        bytes.append(contentsOf: v.description.utf8)
    }

    mutating func append(integer: Int64) {
        if integer == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
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

    /// A string in double quotes, escaped as `JSONWriter.string` escapes it.
    public mutating func append(string s: String) {
        // Most strings need no escape: copied in one piece.
        let plain = s.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard !buffer.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 })
            else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: buffer)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if plain == true { return }
        bytes.append(UInt8(ascii: "\""))
        var utf8 = s.utf8.makeIterator()
        var pending: [UInt8] = []
        while let b = utf8.next() {
            // U+2028 and U+2029 (E2 80 A8/A9) are escaped, as JSONWriter does.
            if b == 0xE2 {
                pending = [b]
                if let b1 = utf8.next() { pending.append(b1) }
                if let b2 = utf8.next() { pending.append(b2) }
                if pending.count == 3 && pending[1] == 0x80 && (pending[2] == 0xA8 || pending[2] == 0xA9) {
                    append(pending[2] == 0xA8 ? "\\u2028" : "\\u2029")
                } else {
                    bytes.append(contentsOf: pending)
                }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 15)])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
