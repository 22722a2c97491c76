/// A strict RFC 8259 parser over UTF-8 bytes that records where every value
/// starts. Limits are explicit: nesting depth (`maxDepth`) and input size are
/// checked, so hostile input is an error, never a crash or a hang.
public struct JSONParser {
    /// Deepest array/object nesting accepted.
    public static let maxDepth = 1024

    public static func parse(_ text: String) throws(SpecError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    public static func parse(bytes: [UInt8]) throws(SpecError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            return Result { () throws(SpecError) in
                try reader.parseDocument()
                return reader.nodes
            }
        }
        let nodes = try result.get()
        return JSONValue(JSONTape(bytes: bytes, nodes: nodes), 0)
    }
}

/// The cursor (a byte offset: lines and columns are only worked out for an
/// error) and the tape of nodes written so far.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0
    var nodes: [JSONTape.Node] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        nodes.reserveCapacity(bytes.count / 8 + 4)
    }

    /// Appends a leaf node that starts at byte `start` and ends where the
    /// cursor is (or a container to be finished, whose length `close` sets).
    @inline(__always)
    mutating func push(_ type: JSONTape.NodeType, at start: Int, number: Double = 0) -> Int {
        nodes.append(JSONTape.Node(
            type: type, escaped: false, start: 0, length: Int32(offset - start), count: 0, end: Int32(nodes.count + 1),
            offset: Int32(start), number: number))
        return nodes.count - 1
    }

    var location: SourceLocation { JSONTape.location(of: offset, in: bytes) }

    func fail(_ message: String) -> SpecError {
        SpecError(message, path: nil, location: location, isSyntax: true)
    }

    mutating func parseDocument() throws(SpecError) {
        // A UTF-8 byte order mark is tolerated, as editors write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
        }
        skipWhitespace()
        guard offset < bytes.count else { throw fail("the document is empty; expected a JSON value") }
        try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw fail("unexpected \(describeByte(bytes[offset])) after the end of the JSON value")
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D, 0x0A: offset += 1
            default: return
            }
        }
    }

    /// Moves past one byte.
    @inline(__always)
    mutating func advance() {
        offset += 1
    }

    /// Moves past `byte` when it is the next one; says whether it was.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    func describeByte(_ b: UInt8) -> String {
        switch b {
        case 0x20...0x7E: "'\(Character(Unicode.Scalar(b)))'"
        default: "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
    }

    mutating func parseValue() throws(SpecError) {
        guard offset < bytes.count else { throw fail("unexpected end of input; expected a value") }
        let start = offset
        switch bytes[offset] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString(at: start)
        case UInt8(ascii: "t"): try expectWord("true"); _ = push(.true, at: start)
        case UInt8(ascii: "f"): try expectWord("false"); _ = push(.false, at: start)
        case UInt8(ascii: "n"): try expectWord("null"); _ = push(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let n = try parseNumber()
            _ = push(.number, at: start, number: n)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw fail("NaN and Infinity are not JSON numbers; write \"inf\" where a spec allows it")
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            throw fail("unexpected \(describeByte(bytes[offset])); expected a value")
        default:
            throw fail("unexpected \(describeByte(bytes[offset])); expected a value")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(SpecError) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        let start = offset
        for i in 0..<count {
            guard offset < bytes.count, bytes[offset] == expected[i] else {
                throw SpecError(
                    "invalid literal; expected '\(word)'", path: nil, location: JSONTape.location(of: start, in: bytes),
                    isSyntax: true)
            }
            advance()
        }
    }

    mutating func enter() throws(SpecError) {
        depth += 1
        if depth > JSONParser.maxDepth {
            throw fail("nesting is deeper than \(JSONParser.maxDepth) arrays and objects")
        }
    }

    /// Finishes container node `i` (the cursor just past its closing
    /// bracket): its member or element count, where its subtree ends on the
    /// tape and in the text.
    @inline(__always)
    mutating func close(_ i: Int, count: Int) {
        nodes[i].count = Int32(count)
        nodes[i].end = Int32(nodes.count)
        nodes[i].length = Int32(offset) - nodes[i].offset
        depth -= 1
    }

    /// Pushes the container whose opening bracket is next and moves past the
    /// bracket and the white space after it. Nil, the container closed, when
    /// it is empty (`closing` comes next).
    @inline(__always)
    mutating func openContainer(_ type: JSONTape.NodeType, closing: UInt8) throws(SpecError) -> Int? {
        let start = offset
        try enter()
        let node = push(type, at: start)
        advance()
        skipWhitespace()
        if take(closing) {
            close(node, count: 0)
            return nil
        }
        return node
    }

    mutating func parseObject() throws(SpecError) {
        guard let node = try openContainer(.object, closing: UInt8(ascii: "}")) else { return }
        var count = 0
        /// Keys of this object, to find repeats: the first 32 as nodes on the
        /// stack, compared byte for byte; any more (rare) as hashed text, so
        /// that an object of many keys costs linear time, not quadratic.
        var firstKeys = InlineArray<32, Int32>(repeating: 0)
        var moreKeys = Set<String>()
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of input inside an object; expected '}'") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw fail("expected a member name in double quotes, found \(describeByte(bytes[offset]))")
            }
            let keyStart = offset
            try parseString(at: keyStart)
            let key = nodes.count - 1
            for k in 0..<min(count, 32) where sameString(Int(firstKeys[k]), key) {
                throw duplicate(key, at: keyStart)
            }
            if count < 32 {
                firstKeys[count] = Int32(key)
            } else if !moreKeys.insert(keyText(key)).inserted {
                throw duplicate(key, at: keyStart)
            }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else {
                throw fail("expected ':' after the member name \"\(keyText(key))\"")
            }
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of input inside an object; expected ',' or '}'") }
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) {
                close(node, count: count)
                return
            }
            throw fail("expected ',' or '}' after an object member, found \(describeByte(bytes[offset]))")
        }
    }

    func duplicate(_ key: Int, at start: Int) -> SpecError {
        SpecError(
            "duplicate key \"\(keyText(key))\" in an object", path: nil,
            location: JSONTape.location(of: start, in: bytes), isSyntax: true)
    }

    /// The text of key node `i`, for messages.
    func keyText(_ i: Int) -> String {
        let n = nodes[i]
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(n.start)..<Int(n.start + n.length)])
        return n.escaped ? JSONTape.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// True when string nodes `a` and `b` hold the same text.
    func sameString(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        if x.escaped || y.escaped { return keyText(a) == keyText(b) }
        guard x.length == y.length else { return false }
        for k in 0..<Int(x.length) where bytes[Int(x.start) + k] != bytes[Int(y.start) + k] { return false }
        return true
    }

    mutating func parseArray() throws(SpecError) {
        guard let node = try openContainer(.array, closing: UInt8(ascii: "]")) else { return }
        var count = 0
        while true {
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of input inside an array; expected ',' or ']'") }
            if take(UInt8(ascii: ",")) {
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    throw fail("trailing comma before ']'")
                }
                continue
            }
            if take(UInt8(ascii: "]")) {
                close(node, count: count)
                return
            }
            throw fail("expected ',' or ']' after an array element, found \(describeByte(bytes[offset]))")
        }
    }

    mutating func parseNumber() throws(SpecError) -> Double {
        let startOffset = offset
        if bytes[offset] == UInt8(ascii: "-") { advance() }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit in a number") }
        if bytes[offset] == UInt8(ascii: "0") {
            advance()
            if offset < bytes.count, isDigit(bytes[offset]) {
                throw fail("numbers may not have leading zeros")
            }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        if take(UInt8(ascii: ".")) {
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit after the decimal point") }
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            advance()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { advance() }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit in the exponent") }
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        if let value = JSONReader.fastNumber(UnsafeBufferPointer(rebasing: bytes[startOffset..<offset])) {
            return value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[startOffset..<offset]), as: UTF8.self)
        guard let value = Double(text) else { throw fail("invalid number \(text)") }
        guard value.isFinite else {
            throw SpecError("the number \(text) is out of range", path: nil, location: location, isSyntax: true)
        }
        return value
    }

    /// Numbers with at most 15 significant digits and no exponent, read
    /// exactly: the digits form an integer below 2^53 and dividing it by a
    /// power of ten up to 10^22 is one correctly rounded operation, the same
    /// double strtod gives. Anything else returns nil for the full reader.
    static func fastNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") { negative = true; i = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fraction = 0
        var seenPoint = false
        while i < text.count {
            let b = text[i]
            if b == UInt8(ascii: ".") {
                seenPoint = true
            } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                if mantissa != 0 || b != UInt8(ascii: "0") { digits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0"))
                if seenPoint { fraction += 1 }
            } else {
                return nil  // an exponent
            }
            i += 1
        }
        guard fraction <= 22 else { return nil }
        var value = Double(mantissa)
        if fraction > 0 {
            // 10^k for k <= 22 is a double, and so is every product on the way.
            var power = 10.0
            for _ in 1..<fraction { power *= 10 }
            value /= power
        }
        return negative ? -value : value
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Checks a string (escapes, control characters, UTF-8) and appends its
    /// node: the raw bytes between the quotes, unescaped only when read.
    mutating func parseString(at start: Int) throws(SpecError) {
        advance()  // opening quote
        let first = offset
        var escaped = false
        while true {
            // Plain ASCII runs in one tight loop.
            while offset < bytes.count {
                let b = bytes[offset]
                if b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b >= 0x80 { break }
                offset += 1
            }
            guard offset < bytes.count else { throw fail("unterminated string; expected '\"'") }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                let node = push(.string, at: start)
                nodes[node].start = Int32(first)
                nodes[node].length = Int32(offset - first)
                nodes[node].escaped = escaped
                advance()
                return
            }
            if b < 0x20 {
                throw fail(b == 0x0A ? "unterminated string (a newline must be written \\n)" : "control character \(describeByte(b)) in a string must be escaped")
            }
            if b == UInt8(ascii: "\\") {
                escaped = true
                advance()
                guard offset < bytes.count else { throw fail("unterminated escape sequence") }
                let e = bytes[offset]
                advance()
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    let code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw fail("a high surrogate escape must be followed by a low surrogate escape")
                        }
                        advance(); advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid low surrogate escape") }
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw fail("unpaired low surrogate escape")
                    }
                default:
                    throw fail("invalid escape sequence '\\\(Character(Unicode.Scalar(e)))'")
                }
                continue
            }
            if b >= 0x80 {
                try checkUTF8Scalar()
                continue
            }
            advance()
        }
    }

    /// Validates one multi-byte UTF-8 sequence (RFC 3629: no overlong forms,
    /// no surrogates, nothing past U+10FFFF) and moves past it.
    mutating func checkUTF8Scalar() throws(SpecError) {
        let b0 = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // bounds of the second byte
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw fail("invalid UTF-8 byte 0x\(String(b0, radix: 16, uppercase: true))")
        }
        guard offset + length <= bytes.count else { throw fail("truncated UTF-8 sequence") }
        let b1 = bytes[offset + 1]
        guard b1 >= low && b1 <= high else { throw fail("invalid UTF-8 sequence") }
        for k in 2..<length where bytes[offset + k] & 0xC0 != 0x80 {
            throw fail("invalid UTF-8 sequence")
        }
        offset += length
    }

    mutating func parseHex4() throws(SpecError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw fail("truncated \\u escape") }
            let b = bytes[offset]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("invalid hex digit in a \\u escape")
            }
            code = code << 4 | digit
            advance()
        }
        return code
    }
}
