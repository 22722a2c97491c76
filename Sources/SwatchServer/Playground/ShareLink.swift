/// A playground state in a URL: `/playground?z=DATA`, where DATA is the
/// spec's UTF-8 text compressed with raw DEFLATE (the browser's
/// `CompressionStream("deflate-raw")`) and written in base64url without
/// padding. The page's "Share" button makes these links; the server opens
/// them, so they work with script off too, and the text comes back exactly.
enum ShareLink {
    /// The largest text a link may hold.
    static let maxTextBytes = 1 << 20

    struct Failure: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// The text a link's `z` value holds.
    static func text(from value: String) throws(Failure) -> String {
        guard let packed = base64URLDecoded(value) else {
            throw Failure(reason: "its data is not base64url text")
        }
        let bytes: [UInt8]
        do {
            bytes = try Inflate.decompress(packed, limit: maxTextBytes)
        } catch {
            throw Failure(reason: "its data cannot be decompressed (\(error.reason))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(reason: "its text is not UTF-8")
        }
        return text
    }

    /// Decodes base64url (`-` and `_`; `=` padding optional), or nil.
    static func base64URLDecoded(_ text: String) -> [UInt8]? {
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
