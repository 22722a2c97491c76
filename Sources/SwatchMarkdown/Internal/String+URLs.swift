extension String {
    /// A URL for an `href`/`src` attribute, as cmark writes it: URL-safe and
    /// reserved ASCII characters kept (and `%`, so escapes stay escapes), `&` and
    /// `'` as entities, every other byte percent-encoded.
    var escapingHref: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"):
                out += "&amp;"
            case UInt8(ascii: "'"):
                out += "&#x27;"
            case _ where Self.isHrefSafe(byte):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%"
                out.unicodeScalars.append(Self.hexDigit(byte >> 4))
                out.unicodeScalars.append(Self.hexDigit(byte & 0xF))
            }
        }
        return out
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }

    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.+!*(),%#@?=;:/$".utf8.contains(byte)
        }
    }

    /// A URL a browser would run or read locally (`javascript:`, `vbscript:`,
    /// `file:`, and `data:` other than a few image types). Untrusted content gets
    /// an empty URL instead, as cmark's safe mode does.
    var isDangerousURL: Bool {
        let lower = lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where lower.hasPrefix(scheme) {
            return true
        }
        if lower.hasPrefix("data:") {
            let images = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return !images.contains { lower.hasPrefix($0) }
        }
        return false
    }
}
