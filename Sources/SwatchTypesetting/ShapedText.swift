/// A paragraph (no newline in it) cut into graphemes, each with its advance
/// and the font it was set in: what shaping answers, what line breaking reads.
package struct ShapedText: Hashable, Sendable {
    /// No font in the chain has the grapheme: it is measured, not shaped.
    package static let noFont: UInt8 = .max

    package var text: String
    /// UTF-8 offset of each grapheme's start, then the text's UTF-8 length.
    package var offsets: [Int]
    /// Advances in ems (multiply by the font size for points).
    package var advances: [Double]
    /// Index in the font chain, per grapheme (`noFont` for none).
    package var fonts: [UInt8]
    var classes: [BreakClass]
    var isDelimiter: [Bool]

    package var count: Int { advances.count }

    /// The graphemes `range` as a string.
    package func substring(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: offsets[range.lowerBound])
        let to = utf8.index(from, offsetBy: offsets[range.upperBound] - offsets[range.lowerBound])
        return String(Substring(utf8[from..<to]))
    }

    /// Cuts `text` into graphemes with their break classes; advances and
    /// fonts are filled by the shaper.
    package init(graphemesOf text: String) {
        self.text = text
        var offsets: [Int] = []
        var classes: [BreakClass] = []
        var isDelimiter: [Bool] = []
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without CR: every byte is a grapheme (no grapheme breaking to run).
            offsets.reserveCapacity(utf8.count + 1)
            classes.reserveCapacity(utf8.count)
            isDelimiter.reserveCapacity(utf8.count)
            for (i, byte) in utf8.enumerated() {
                offsets.append(i)
                let scalar = Unicode.Scalar(byte)
                classes.append(BreakClass.of(scalar))
                isDelimiter.append(TailTruncation.isDelimiter(Character(scalar)))
            }
            offsets.append(utf8.count)
            self.offsets = offsets
            self.classes = classes
            self.isDelimiter = isDelimiter
            self.advances = [Double](repeating: 0, count: classes.count)
            self.fonts = [UInt8](repeating: 0, count: classes.count)
            return
        }
        var offset = 0
        for character in text {
            offsets.append(offset)
            offset += character.utf8.count
            classes.append(BreakClass.of(character))
            isDelimiter.append(TailTruncation.isDelimiter(character))
        }
        offsets.append(offset)
        self.offsets = offsets
        self.classes = classes
        self.isDelimiter = isDelimiter
        self.advances = [Double](repeating: 0, count: classes.count)
        self.fonts = [UInt8](repeating: 0, count: classes.count)
    }

    /// A paragraph with given advances (ems) and fonts, for tests and
    /// measurers that do not shape.
    package init(_ text: String, advances: [Double], fonts: [UInt8]? = nil) {
        self.init(graphemesOf: text)
        precondition(advances.count == count, "one advance per grapheme")
        self.advances = advances
        self.fonts = fonts ?? [UInt8](repeating: 0, count: count)
    }
}

extension ShapedText {
    /// Bytes a cache entry's bookkeeping takes beyond its contents (the
    /// dictionary slot, array and string headers), roughly.
    package static let entryOverhead = 256

    /// About how many bytes this keeps alive: the text and the per-grapheme
    /// arrays (its cache key shares the text).
    package var approximateBytes: Int {
        ShapedText.entryOverhead + text.utf8.count
            + offsets.count * MemoryLayout<Int>.stride + advances.count * MemoryLayout<Double>.stride
            + fonts.count + classes.count * MemoryLayout<BreakClass>.stride + isDelimiter.count
    }
}
