/// base64url (RFC 4648 §5), written without padding as share links carry it.
enum Base64URL {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index + 3 <= bytes.count {
            let n = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
            out += [alphabet[n >> 18 & 63], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], alphabet[n & 63]]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let n = Int(bytes[index]) << 16
            out += [alphabet[n >> 18 & 63], alphabet[n >> 12 & 63]]
        } else if rest == 2 {
            let n = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8
            out += [alphabet[n >> 18 & 63], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63]]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of base64url text (`-` and `_`, or base64's `+` and `/`;
    /// `=` padding optional), or nil.
    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(text.utf8.count)
        var padding = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0 else { return nil }
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "-"), UInt8(ascii: "+"): values.append(62)
            case UInt8(ascii: "_"), UInt8(ascii: "/"): values.append(63)
            default: return nil
            }
        }
        guard values.count % 4 != 1, padding <= 2 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(values.count * 3 / 4)
        var index = 0
        while index + 4 <= values.count {
            let a = values[index], b = values[index + 1], c = values[index + 2], d = values[index + 3]
            out.append(a << 2 | b >> 4)
            out.append(b << 4 | c >> 2)
            out.append(c << 6 | d)
            index += 4
        }
        let rest = values.count - index
        if rest >= 2 { out.append(values[index] << 2 | values[index + 1] >> 4) }
        if rest == 3 { out.append(values[index + 1] << 4 | values[index + 2] >> 2) }
        return out
    }
}
