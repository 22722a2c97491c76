/// Percent-decoding of URL components (RFC 3986), strict or lenient.
public enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`).
    /// Returns nil for a malformed escape or bytes that are not UTF-8.
    public static func decode<S: StringProtocol>(_ text: S, plusIsSpace: Bool = false) -> String? {
        var utf8 = text.utf8.makeIterator()
        var hasEscape = false
        for byte in text.utf8 where byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
            hasEscape = true
            break
        }
        if !hasEscape { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
