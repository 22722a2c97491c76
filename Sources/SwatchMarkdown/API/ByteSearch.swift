/// Finding text in text by its UTF-8 bytes: Foundation's `contains` and
/// `range(of:)` on a Swift string go through UTF-16 (a large build spent a
/// seventh of its own time there), and a `Character` loop or split walks
/// graphemes, where a byte search finds the same lines and markers.
public enum ByteSearch {
    /// `text` split at each `"\n"` character, empty lines kept, as
    /// `split(separator: "\n", omittingEmptySubsequences: false)` splits it:
    /// at a line feed not after a carriage return (`"\r\n"` is one character).
    public static func lines(_ text: Substring) -> [Substring] {
        var text = text
        // The offsets of the line feeds that end lines, found in the bytes.
        let ends = text.withUTF8 { bytes -> [Int] in
            var ends: [Int] = []
            var previous: UInt8 = 0
            for i in 0..<bytes.count {
                let byte = bytes[i]
                if byte == 0x0A && previous != 0x0D { ends.append(i) }
                previous = byte
            }
            return ends
        }
        var out: [Substring] = []
        out.reserveCapacity(ends.count + 1)
        let utf8 = text.utf8
        var start = utf8.startIndex
        var startOffset = 0
        for end in ends {
            let endIndex = utf8.index(start, offsetBy: end - startOffset)
            out.append(text[start..<endIndex])
            start = utf8.index(after: endIndex)
            startOffset = end + 1
        }
        out.append(text[start...])
        return out
    }

    /// `lines` of a whole string.
    public static func lines(_ text: String) -> [Substring] {
        lines(Substring(text))
    }

    /// Whether `text` holds `needle`'s bytes.
    public static func contains(_ text: some StringProtocol, _ needle: String) -> Bool {
        var text = String(text)
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { needle in firstOffset(of: needle, in: haystack) != nil }
        }
    }

    /// The offset of `needle`'s first occurrence in `bytes` at or after `start`.
    public static func firstOffset(
        of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
    ) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty ? start : nil }
        var i = start
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first {
                var n = 1
                while n < needle.count && bytes[i + n] == needle[n] { n += 1 }
                if n == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
