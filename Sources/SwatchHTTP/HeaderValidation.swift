/// Header syntax checks (RFC 9110 field names are tokens; values carry no
/// CR, LF or NUL), so no field can inject another.
enum HeaderValidation {
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isTokenCharacter)
    }

    static func isValidValue(_ value: String) -> Bool {
        !value.utf8.contains { $0 == 0 || $0 == 10 || $0 == 13 }
    }

    static func isTokenCharacter(_ c: UInt8) -> Bool {
        tokenCharacters.contains(c)
    }

    /// RFC 9110's `tchar`: letters, digits and ``!#$%&'*+-.^_`|~``.
    static let tokenCharacters = ByteSet(ranges: ["a"..."z", "A"..."Z", "0"..."9"], "!#$%&'*+-.^_`|~")
}

/// A set of bytes, tested with one load (header names and hosts are checked
/// byte by byte on every request).
struct ByteSet: Sendable {
    private let low: UInt64
    private let high: UInt64

    init(ranges: [ClosedRange<Character>], _ others: String) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
        }
        for range in ranges {
            guard let first = range.lowerBound.asciiValue, let last = range.upperBound.asciiValue else { continue }
            for byte in first...last { insert(byte) }
        }
        for byte in others.utf8 { insert(byte) }
        self.low = low
        self.high = high
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }
}
