/// A forgiving scanner over an HTML fragment: finds start tags with their
/// attributes, end tags and the text between, as a browser's tokenizer would for
/// well-formed markup. Comments, doctypes and the contents of `script` and
/// `style` are skipped. Works on UTF-8 bytes; ranges are byte offsets.
struct HTMLTagScanner {
    struct Attribute {
        /// Lowercased.
        var name: String
        /// The value's bytes without quotes (nil for a bare attribute).
        var value: Range<Int>?
        /// The quote used, or nil for an unquoted value.
        var quote: UInt8?
    }

    enum Token {
        case text(Range<Int>)
        /// Name lowercased.
        case startTag(name: String, attributes: [Attribute], range: Range<Int>)
        case endTag(name: String, range: Range<Int>)
    }

    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(_ html: String) {
        self.bytes = Array(html.utf8)
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func tokens() -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var textStart = 0
        let count = bytes.count

        func flushText(upTo end: Int) {
            if end > textStart { tokens.append(.text(textStart..<end)) }
        }

        while index < count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") {
                flushText(upTo: index)
                if hasPrefix("<!--", at: index) {
                    index = find("-->", from: index + 4).map { $0 + 3 } ?? count
                } else {
                    index = find(">", from: index + 2).map { $0 + 1 } ?? count
                }
                textStart = index
            } else if next == UInt8(ascii: "?") {
                flushText(upTo: index)
                index = find(">", from: index + 2).map { $0 + 1 } ?? count
                textStart = index
            } else if next == UInt8(ascii: "/"), index + 2 < count, isLetter(bytes[index + 2]) {
                flushText(upTo: index)
                let nameEnd = scanName(from: index + 2)
                let name = lowercased(index + 2..<nameEnd)
                let end = find(">", from: nameEnd).map { $0 + 1 } ?? count
                tokens.append(.endTag(name: name, range: index..<end))
                index = end
                textStart = index
            } else if isLetter(next) {
                flushText(upTo: index)
                let start = index
                let nameEnd = scanName(from: index + 1)
                let name = lowercased(index + 1..<nameEnd)
                var attributes: [Attribute] = []
                index = scanAttributes(from: nameEnd, into: &attributes)
                tokens.append(.startTag(name: name, attributes: attributes, range: start..<index))
                textStart = index
                if name == "script" || name == "style" {
                    // Raw text: runs to the matching end tag.
                    let close = findCaseInsensitive("</" + name, from: index) ?? count
                    index = close
                    textStart = close
                }
            } else {
                index += 1
            }
        }
        flushText(upTo: count)
        return tokens
    }

    // MARK: - Pieces

    private func scanName(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { break }
            index += 1
        }
        return index
    }

    /// Reads attributes up to and including the tag's `>`; returns the index after it.
    private func scanAttributes(from start: Int, into attributes: inout [Attribute]) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: ">") { return index + 1 }
            // Attribute name.
            let nameStart = index
            while index < count {
                let b = bytes[index]
                if isSpace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") {
                    if b == UInt8(ascii: "/") && index == nameStart { index += 1 }
                    break
                }
                index += 1
            }
            let name = lowercased(nameStart..<index)
            // Optional `= value`, spaces allowed around `=`.
            var lookahead = index
            while lookahead < count, isSpace(bytes[lookahead]) { lookahead += 1 }
            guard lookahead < count, bytes[lookahead] == UInt8(ascii: "=") else {
                if !name.isEmpty { attributes.append(Attribute(name: name, value: nil, quote: nil)) }
                continue
            }
            index = lookahead + 1
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let valueStart = index + 1
                let valueEnd = bytes[valueStart...].firstIndex(of: quote) ?? count
                attributes.append(Attribute(name: name, value: valueStart..<valueEnd, quote: quote))
                index = min(valueEnd + 1, count)
            } else {
                let valueStart = index
                while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                attributes.append(Attribute(name: name, value: valueStart..<index, quote: nil))
            }
        }
        return count
    }

    private func hasPrefix(_ prefix: String, at index: Int) -> Bool {
        let p = Array(prefix.utf8)
        guard index + p.count <= bytes.count else { return false }
        return bytes[index..<index + p.count].elementsEqual(p)
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let n = Array(needle.utf8)
        guard !n.isEmpty, start <= bytes.count - n.count else { return nil }
        var index = start
        while index <= bytes.count - n.count {
            if bytes[index] == n[0] && bytes[index..<index + n.count].elementsEqual(n) { return index }
            index += 1
        }
        return nil
    }

    private func findCaseInsensitive(_ needle: String, from start: Int) -> Int? {
        let n = Array(needle.lowercased().utf8)
        guard !n.isEmpty, start <= bytes.count - n.count else { return nil }
        var index = start
        while index <= bytes.count - n.count {
            var matched = true
            for offset in 0..<n.count where lower(bytes[index + offset]) != n[offset] {
                matched = false
                break
            }
            if matched { return index }
            index += 1
        }
        return nil
    }

    private func lowercased(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].map(lower), as: UTF8.self)
    }

    private func lower(_ byte: UInt8) -> UInt8 {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte + 32 : byte
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
