/// A strict RFC 8259 parser over UTF-8 bytes that records where every value
/// starts. Limits are explicit: nesting depth (`maxDepth`) and input size are
/// checked, so hostile input is an error, never a crash or a hang.
public struct JSONParser {
    /// Deepest array/object nesting accepted.
    public static let maxDepth = 1024

    public static func parse(_ text: String) throws(SpecError) -> JSONValue {
        var copy = text
        let result = copy.withUTF8 { bytes in
            var reader = JSONReader(bytes: bytes)
            return Result { () throws(SpecError) in try reader.parseDocument() }
        }
        return try result.get()
    }

    public static func parse(bytes: [UInt8]) throws(SpecError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            return Result { () throws(SpecError) in try reader.parseDocument() }
        }
        return try result.get()
    }
}

/// The cursor: a byte offset plus the line and column it corresponds to.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1
    var column = 1
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    func fail(_ message: String) -> SpecError {
        SpecError(message, path: nil, location: location, isSyntax: true)
    }

    mutating func parseDocument() throws(SpecError) -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as editors write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
        }
        skipWhitespace()
        guard offset < bytes.count else { throw fail("the document is empty; expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw fail("unexpected \(describeByte(bytes[offset])) after the end of the JSON value")
        }
        return value
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
                column += 1
            case 0x0A:
                offset += 1
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    /// Moves past one byte that is not a newline.
    @inline(__always)
    mutating func advance() {
        // Continuation bytes of a multi-byte scalar do not start a new column.
        if bytes[offset] & 0xC0 != 0x80 { column += 1 }
        offset += 1
    }

    func describeByte(_ b: UInt8) -> String {
        switch b {
        case 0x20...0x7E: "'\(Character(Unicode.Scalar(b)))'"
        default: "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
    }

    mutating func parseValue() throws(SpecError) -> JSONValue {
        guard offset < bytes.count else { throw fail("unexpected end of input; expected a value") }
        let start = location
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: start)
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
        let start = location
        for i in 0..<count {
            guard offset < bytes.count, bytes[offset] == expected[i] else {
                throw SpecError("invalid literal; expected '\(word)'", path: nil, location: start, isSyntax: true)
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

    mutating func parseObject() throws(SpecError) -> JSONValue {
        let start = location
        try enter()
        advance()  // {
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONValue(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of input inside an object; expected '}'") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw fail("expected a member name in double quotes, found \(describeByte(bytes[offset]))")
            }
            let keyLocation = location
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw SpecError("duplicate key \"\(key)\" in an object", path: nil, location: keyLocation, isSyntax: true)
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the member name \"\(key)\"")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append((key, value))
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of input inside an object; expected ',' or '}'") }
            if bytes[offset] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                advance()
                depth -= 1
                return JSONValue(.object(members), at: start)
            }
            throw fail("expected ',' or '}' after an object member, found \(describeByte(bytes[offset]))")
        }
    }

    mutating func parseArray() throws(SpecError) -> JSONValue {
        let start = location
        try enter()
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONValue(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of input inside an array; expected ',' or ']'") }
            if bytes[offset] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    throw fail("trailing comma before ']'")
                }
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                advance()
                depth -= 1
                return JSONValue(.array(elements), at: start)
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
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            advance()
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit after the decimal point") }
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            advance()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { advance() }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit in the exponent") }
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[startOffset..<offset]), as: UTF8.self)
        guard let value = Double(text) else { throw fail("invalid number \(text)") }
        guard value.isFinite else {
            throw SpecError("the number \(text) is out of range", path: nil, location: location, isSyntax: true)
        }
        return value
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    mutating func parseString() throws(SpecError) -> String {
        advance()  // opening quote
        var runStart = offset
        // Fast path: copy runs of plain bytes at once.
        var result = ""
        func flush(_ reader: JSONReader, to result: inout String, from start: Int) {
            if start < reader.offset {
                result += String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.offset]), as: UTF8.self)
            }
        }
        while true {
            guard offset < bytes.count else { throw fail("unterminated string; expected '\"'") }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                flush(self, to: &result, from: runStart)
                advance()
                return result
            }
            if b < 0x20 {
                throw fail(b == 0x0A ? "unterminated string (a newline must be written \\n)" : "control character \(describeByte(b)) in a string must be escaped")
            }
            if b == UInt8(ascii: "\\") {
                flush(self, to: &result, from: runStart)
                advance()
                guard offset < bytes.count else { throw fail("unterminated escape sequence") }
                let e = bytes[offset]
                advance()
                switch e {
                case UInt8(ascii: "\""): result.append("\"")
                case UInt8(ascii: "\\"): result.append("\\")
                case UInt8(ascii: "/"): result.append("/")
                case UInt8(ascii: "b"): result.append("\u{08}")
                case UInt8(ascii: "f"): result.append("\u{0C}")
                case UInt8(ascii: "n"): result.append("\n")
                case UInt8(ascii: "r"): result.append("\r")
                case UInt8(ascii: "t"): result.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw fail("a high surrogate escape must be followed by a low surrogate escape")
                        }
                        advance(); advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid low surrogate escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw fail("unpaired low surrogate escape")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                    result.unicodeScalars.append(scalar)
                default:
                    throw fail("invalid escape sequence '\\\(Character(Unicode.Scalar(e)))'")
                }
                runStart = offset
                continue
            }
            if b >= 0x80 {
                try checkUTF8Scalar()
                continue
            }
            advance()
        }
    }

    /// Validates one multi-byte UTF-8 sequence and moves past it.
    mutating func checkUTF8Scalar() throws(SpecError) {
        let b = bytes[offset]
        let length: Int
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: throw fail("invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true))")
        }
        guard offset + length <= bytes.count else { throw fail("truncated UTF-8 sequence") }
        let decoded = String(validating: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        guard decoded != nil else { throw fail("invalid UTF-8 sequence") }
        column += 1
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
