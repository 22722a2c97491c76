import SwatchJSON

/// Positions in a document's text, from its bytes: the line and column a
/// byte offset is at (counted as `SpecError` locations count them: lines
/// from 1, columns in Unicode scalars from 1, a byte order mark skipped) and
/// its offset in UTF-16 code units (as editors and JavaScript strings index
/// text). Worked out once for a whole text, then looked up.
struct TextPositions {
    /// Per byte offset (and one past the end): UTF-16 code units before it.
    private let utf16: [Int32]
    /// Byte offsets where lines start, in order.
    private let lineStarts: [Int]
    private let bytes: [UInt8]
    /// Where the text proper starts: 3 after a byte order mark, else 0.
    private let textStart: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        textStart = JSONTape.hasByteOrderMark(bytes) ? 3 : 0
        var utf16 = [Int32](repeating: 0, count: bytes.count + 1)
        var lineStarts = [0]
        var units: Int32 = 0
        for (offset, byte) in bytes.enumerated() {
            utf16[offset] = units
            // A scalar's first byte counts its units: one, or two from U+10000.
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            if byte == 0x0A { lineStarts.append(offset + 1) }
        }
        utf16[bytes.count] = units
        self.utf16 = utf16
        self.lineStarts = lineStarts
    }

    /// UTF-16 code units before byte `offset`.
    func utf16Offset(_ offset: Int) -> Int {
        Int(utf16[min(max(offset, 0), bytes.count)])
    }

    /// The UTF-16 range of a byte range.
    func utf16Range(_ range: Range<Int>) -> Range<Int> {
        utf16Offset(range.lowerBound)..<utf16Offset(range.upperBound)
    }

    /// The line and column of byte `offset`, as `JSONTape.location(of:)` gives it.
    func location(_ offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        var column = 1
        for i in max(lineStarts[low], textStart)..<max(offset, textStart) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(line: low + 1, column: column)
    }
}
