public import SwatchCompression

/// Which content coding a request's `Accept-Encoding` allows (RFC 9110
/// §12.5.3): each coding with its weight (`q`, 1 when not given; 0 means
/// "not acceptable"), `*` for any coding not listed, `x-gzip` as `gzip`.
/// With no header the answer is sent as it is.
///
/// Read on every request for a cached page, so it reads the header's bytes
/// in place, allocating nothing.
public enum AcceptEncoding {
    /// The coding to answer with among `available` (the server's order of
    /// preference breaks ties): the acceptable one of highest weight, or
    /// nil (the identity) when the header is absent or allows none.
    ///
    ///     preferred("gzip, deflate, br")      // .brotli
    ///     preferred("br;q=0, gzip")           // .gzip
    ///     preferred("*;q=0, identity")        // nil
    public static func preferred(_ header: String?, among available: [ContentCoding] = ContentCoding.allCases) -> ContentCoding? {
        guard var header, !header.isEmpty else { return nil }
        return header.withUTF8 { bytes in
            // Weights in thousandths (RFC 9110's three decimals), -1 when not listed.
            var brotli = -1
            var gzip = -1
            var wildcard = -1
            var index = 0
            while index < bytes.count {
                var end = index
                while end < bytes.count && bytes[end] != UInt8(ascii: ",") { end += 1 }
                let (name, weight) = entry(bytes, from: index, to: end)
                switch name {
                case .brotli: brotli = max(brotli, weight)
                case .gzip: gzip = max(gzip, weight)
                case .wildcard: wildcard = weight
                case .other: break
                }
                index = end + 1
            }
            var best: (coding: ContentCoding, weight: Int)?
            for coding in available {
                let listed = coding == .brotli ? brotli : gzip
                let weight = listed >= 0 ? listed : max(0, wildcard)
                if weight > 0, weight > (best?.weight ?? 0) { best = (coding, weight) }
            }
            return best?.coding
        }
    }

    enum Name { case brotli, gzip, wildcard, other }

    /// One entry, `token *( ; parameter )`, between `start` and `end`: its
    /// coding and its weight in thousandths (an unreadable one is 0).
    static func entry(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (Name, Int) {
        var index = skipSpaces(bytes, start, end)
        let nameStart = index
        while index < end && bytes[index] != UInt8(ascii: ";") && !isSpace(bytes[index]) { index += 1 }
        let name = coding(bytes, nameStart, index)
        var weight = 1000
        while index < end {
            // Each parameter: `; name=value`.
            while index < end && bytes[index] != UInt8(ascii: ";") { index += 1 }
            index = skipSpaces(bytes, index + 1, end)
            guard index + 1 < end, lower(bytes[index]) == UInt8(ascii: "q") else { continue }
            index = skipSpaces(bytes, index + 1, end)
            guard index < end, bytes[index] == UInt8(ascii: "=") else { continue }
            index = skipSpaces(bytes, index + 1, end)
            let valueStart = index
            while index < end && bytes[index] != UInt8(ascii: ";") && !isSpace(bytes[index]) { index += 1 }
            weight = thousandths(bytes, valueStart, index)
        }
        return (name, weight)
    }

    static func coding(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Name {
        func matches(_ word: StaticString) -> Bool {
            guard end - start == word.utf8CodeUnitCount else { return false }
            let letters = word.utf8Start
            for offset in 0..<(end - start) where lower(bytes[start + offset]) != letters[offset] { return false }
            return true
        }
        if matches("br") { return .brotli }
        if matches("gzip") || matches("x-gzip") { return .gzip }
        if matches("*") { return .wildcard }
        return .other
    }

    /// `0`, `0.5`, `1.000` in thousandths, clamped to 0...1000; 0 when it is not a number.
    static func thousandths(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var index = start
        var whole = 0
        var digits = 0
        while index < end, let digit = digitValue(bytes[index]) {
            whole = min(whole * 10 + digit, 10)
            digits += 1
            index += 1
        }
        var fraction = 0
        var scale = 100
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, let digit = digitValue(bytes[index]) {
                fraction += digit * scale
                scale /= 10
                digits += 1
                index += 1
            }
        }
        guard digits > 0, index == end else { return 0 }
        return min(1000, whole * 1000 + fraction)
    }

    static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end && isSpace(bytes[index]) { index += 1 }
        return index
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}
