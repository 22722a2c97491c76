import SwatchJSON
import SwatchSpec

/// Turns Swift or Objective-C source into tokens: names, numbers, strings
/// (Swift's interpolations as head, code, middle, code, tail), operators
/// and punctuation, each with its line and column and whether space or a
/// line break comes before it. Comments go. Conditional compilation
/// (`#if`, `#ifdef`, `#elseif`/`#elif`, `#else`, `#endif`) keeps the branch
/// its condition picks: a name the file does not define is an assumption.
/// Objective-C's `#define` and `#undef` become tokens that `MacroExpander`
/// acts on; other directives (`#import`, `#pragma`) go.
struct Lexer {
    let bytes: [UInt8]
    let language: ImportLanguage
    /// Where lexing stops (the end of the source, or of a directive's line).
    var end: Int
    var offset = 0
    var line: Int32 = 1
    var column: Int32 = 1
    var tokens: [Token] = []
    /// Bodies of `#define`s, by the index of their `.define` token.
    var macroBodies: [Int: MacroDefinition] = [:]
    /// Sizes the comments note (`SourceNotes`).
    var notes = SourceNotes()
    /// Names `#define`d so far (for `#if defined(X)` and `#ifdef`), with their bodies.
    var defined: [String: MacroDefinition] = [:]

    /// Directives are read (false inside a directive's own line).
    var allowsDirectives = true
    var sawSpace = false
    var sawNewline = true
    /// Open `#if`s: whether the enclosing code is kept, whether a branch
    /// was taken already, whether the current branch is kept.
    var conditionalStack: [(outerActive: Bool, taken: Bool, active: Bool)] = []
    /// Where each open `#if` is.
    var conditionalLocations: [SourceLocation] = []
    /// What was still open where the code ends (an `#if`), read as closed there.
    var closedAtEnd: [ImportWarning] = []
    /// Open Swift interpolations: how many parentheses deep each is, and
    /// the string it continues.
    private var interpolations: [(depth: Int, string: StringForm)] = []

    struct StringForm {
        var multiline: Bool
        var hashes: Int
        /// Index of the head token, to strip a multi-line string's indentation once it closes.
        var firstToken: Int
    }

    init(_ source: String, language: ImportLanguage) {
        self.bytes = Array(source.utf8)
        self.end = bytes.count
        self.language = language
    }

    /// A lexer over `range` of the same source (a directive's condition or
    /// a macro's body), starting at `line` and `column`.
    init(_ other: Lexer, range: Range<Int>, line: Int32, column: Int32) {
        self.bytes = other.bytes
        self.language = other.language
        self.end = range.upperBound
        self.offset = range.lowerBound
        self.line = line
        self.column = column
        self.sawNewline = false
        self.allowsDirectives = false
    }

    var isActive: Bool { conditionalStack.last?.active ?? true }

    // MARK: Driver

    /// Every token of the source, ending with `.end`.
    mutating func tokenize(_ book: inout AssumptionBook) throws(ImportError) -> [Token] {
        while true {
            skipTrivia()
            if offset >= end { break }
            if tokens.count >= ImportLimits.maxTokens {
                throw ImportError("the code has more than \(ImportLimits.maxTokens) tokens; the limit keeps an import quick", at: here)
            }
            let c = bytes[offset]
            if c == UInt8(ascii: "#"), allowsDirectives, try directive(&book) { continue }
            if !isActive {
                skipInactiveLine()
                continue
            }
            try token()
        }
        if let open = interpolations.last {
            _ = open
            throw ImportError("a string interpolation '\\(' is not closed", at: here)
        }
        // An excerpt may stop inside an `#if`: read as if `#endif` closed it there.
        for location in conditionalLocations.reversed() {
            closedAtEnd.append(ImportWarning("this '#if' is not closed by '#endif': read as if it were closed where the code ends", at: location))
        }
        conditionalStack.removeAll()
        conditionalLocations.removeAll()
        tokens.append(Token(kind: .end, text: "", line: line, column: column, spaceBefore: true, newlineBefore: true))
        return tokens
    }

    var here: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }

    // MARK: Characters

    @inline(__always) func peek(_ k: Int = 0) -> UInt8 {
        offset + k < end ? bytes[offset + k] : 0
    }

    /// Moves past one byte, counting lines and (scalar) columns.
    @inline(__always) mutating func advance() {
        let c = bytes[offset]
        offset += 1
        if c == 10 {
            line += 1
            column = 1
        } else if c & 0xC0 != 0x80 {
            column += 1
        }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 || c == 36 || c >= 0x80
    }

    static func isIdentifierPart(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 48 && c <= 57)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    /// Spaces, line breaks and comments; notes whether any came.
    mutating func skipTrivia() {
        while offset < end {
            let c = bytes[offset]
            if c == 32 || c == 9 || c == 13 || c == 12 || c == 11 {
                sawSpace = true
                advance()
            } else if c == 10 {
                sawSpace = true
                sawNewline = true
                advance()
            } else if c == UInt8(ascii: "\\"), language == .objectiveC, peek(1) == 10 || (peek(1) == 13 && peek(2) == 10) {
                // A line continuation outside a directive.
                advance()
            } else if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                let start = offset + 2, commentLine = line
                while offset < end, bytes[offset] != 10 { advance() }
                if offset - start >= 8, isActive {
                    let trailing = !sawNewline && tokens.last?.line == commentLine
                    notes.read(text(start, offset), line: commentLine, trailing: trailing, afterCodeOn: tokens.last?.line)
                }
                sawSpace = true
            } else if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                sawSpace = true
            } else {
                return
            }
        }
    }

    /// A `/* */` comment (Swift's nest); an unclosed one runs to the end.
    mutating func skipBlockComment() {
        advance()
        advance()
        var depth = 1
        while offset < end {
            if bytes[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                advance()
                advance()
                depth -= 1
                if depth == 0 { return }
            } else if language == .swift, bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                advance()
                advance()
                depth += 1
            } else {
                if bytes[offset] == 10 { sawNewline = true }
                advance()
            }
        }
    }

    mutating func skipInactiveLine() {
        while offset < end, bytes[offset] != 10 {
            if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            advance()
        }
    }

    mutating func emit(_ kind: Token.Kind, _ text: String, line: Int32, column: Int32) {
        tokens.append(Token(kind: kind, text: text, line: line, column: column, spaceBefore: sawSpace, newlineBefore: sawNewline))
        sawSpace = false
        sawNewline = false
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<to], as: UTF8.self)
    }

    // MARK: Tokens

    mutating func token() throws(ImportError) {
        let startLine = line, startColumn = column
        let start = offset
        let c = bytes[offset]
        if Lexer.isIdentifierStart(c) {
            while offset < end, Lexer.isIdentifierPart(bytes[offset]) { advance() }
            emit(.identifier, text(start, offset), line: startLine, column: startColumn)
            return
        }
        if Lexer.isDigit(c) || (c == UInt8(ascii: ".") && language == .objectiveC && Lexer.isDigit(peek(1))) {
            try number(line: startLine, column: startColumn)
            return
        }
        switch c {
        case UInt8(ascii: "`") where language == .swift:
            advance()
            let nameStart = offset
            while offset < end, Lexer.isIdentifierPart(bytes[offset]) { advance() }
            let name = text(nameStart, offset)
            guard peek() == UInt8(ascii: "`"), !name.isEmpty else {
                throw ImportError("expected a name between backticks", at: SourceLocation(line: Int(startLine), column: Int(startColumn)))
            }
            advance()
            emit(.identifier, name, line: startLine, column: startColumn)
        case UInt8(ascii: "\""):
            try string(line: startLine, column: startColumn, hashes: 0, at: false)
        case UInt8(ascii: "'") where language == .objectiveC:
            try character(line: startLine, column: startColumn)
        case UInt8(ascii: "@") where language == .objectiveC:
            advance()
            if peek() == UInt8(ascii: "\"") {
                try string(line: startLine, column: startColumn, hashes: 0, at: true)
            } else if Lexer.isIdentifierStart(peek()) {
                let nameStart = offset
                while offset < end, Lexer.isIdentifierPart(bytes[offset]) { advance() }
                emit(.atKeyword, text(nameStart, offset), line: startLine, column: startColumn)
            } else {
                emit(.punct, "@", line: startLine, column: startColumn)
            }
        case UInt8(ascii: "@") where language == .swift:
            // An attribute (`@objc`, `@MainActor`): the parsers skip it.
            advance()
            emit(.punct, "@", line: startLine, column: startColumn)
        case UInt8(ascii: "#") where language == .objectiveC:
            advance()
            emit(.punct, "#", line: startLine, column: startColumn)
        case UInt8(ascii: "#") where language == .swift:
            var k = 1
            while peek(k) == UInt8(ascii: "#") { k += 1 }
            if peek(k) == UInt8(ascii: "\"") {
                for _ in 0..<k { advance() }
                try string(line: startLine, column: startColumn, hashes: k, at: false)
            } else if Lexer.isIdentifierStart(peek(1)) {
                advance()
                let nameStart = offset
                while offset < end, Lexer.isIdentifierPart(bytes[offset]) { advance() }
                emit(.hashKeyword, text(nameStart, offset), line: startLine, column: startColumn)
            } else {
                advance()
                emit(.punct, "#", line: startLine, column: startColumn)
            }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            advance()
            if c == UInt8(ascii: "("), !interpolations.isEmpty { interpolations[interpolations.count - 1].depth += 1 }
            emit(.punct, text(start, offset), line: startLine, column: startColumn)
        case UInt8(ascii: ")"):
            if let open = interpolations.last, open.depth == 0 {
                // The end of an interpolation: the string goes on.
                advance()
                interpolations.removeLast()
                sawSpace = false
                sawNewline = false
                try stringBody(line: startLine, column: startColumn, form: open.string, continuing: true)
                return
            }
            advance()
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].depth -= 1 }
            emit(.punct, ")", line: startLine, column: startColumn)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
                advance(); advance(); advance()
                emit(.op, "...", line: startLine, column: startColumn)
            } else if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: "<") {
                advance(); advance(); advance()
                emit(.op, "..<", line: startLine, column: startColumn)
            } else {
                advance()
                emit(.punct, ".", line: startLine, column: startColumn)
            }
        case UInt8(ascii: "^") where language == .objectiveC:
            if peek(1) == UInt8(ascii: "=") {
                advance(); advance()
                emit(.op, "^=", line: startLine, column: startColumn)
            } else {
                advance()
                emit(.punct, "^", line: startLine, column: startColumn)
            }
        default:
            if Lexer.isOperatorCharacter(c) {
                operatorToken(line: startLine, column: startColumn)
            } else {
                throw ImportError(
                    "unexpected character '\(text(start, min(start + Lexer.scalarLength(c), end)))'",
                    at: SourceLocation(line: Int(startLine), column: Int(startColumn)))
            }
        }
    }

    static func scalarLength(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead >= 0xF0 { return 4 }
        if lead >= 0xE0 { return 3 }
        return 2
    }

    static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// The operators Objective-C (C) has, longest first.
    static let cOperators = [
        "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
        "&=", "|=",
    ]

    mutating func operatorToken(line startLine: Int32, column startColumn: Int32) {
        let start = offset
        if language == .objectiveC {
            for op in Lexer.cOperators {
                let u = Array(op.utf8)
                var same = true
                for (k, b) in u.enumerated() where peek(k) != b {
                    same = false
                    break
                }
                if same {
                    for _ in u { advance() }
                    emit(.op, op, line: startLine, column: startColumn)
                    return
                }
            }
            advance()
            emit(.op, text(start, offset), line: startLine, column: startColumn)
            return
        }
        // Swift: `?` and `!` right after a value (no space) stand alone
        // (optional chaining, forced unwrapping); other operator characters
        // make one operator.
        let c = bytes[offset]
        let afterValue = !sawSpace && !tokens.isEmpty
        if (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) && afterValue && !(c == UInt8(ascii: "!") && peek(1) == UInt8(ascii: "=")) {
            advance()
            emit(.op, text(start, offset), line: startLine, column: startColumn)
            return
        }
        if c == UInt8(ascii: "-"), peek(1) == UInt8(ascii: ">") {
            advance(); advance()
            emit(.op, "->", line: startLine, column: startColumn)
            return
        }
        while offset < end, Lexer.isOperatorCharacter(bytes[offset]) {
            // Stop before a comment, and before `.`-less runs Swift splits:
            // `x=-1` lexes as `=` `-1` only with spaces, as Swift requires.
            if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            advance()
        }
        emit(.op, text(start, offset), line: startLine, column: startColumn)
    }

    // MARK: Numbers

    mutating func number(line startLine: Int32, column startColumn: Int32) throws(ImportError) {
        let start = offset
        var digits = ""
        var isInteger = true
        var value: Double?
        if peek() == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") || peek(1) == UInt8(ascii: "b")
            || peek(1) == UInt8(ascii: "B") || peek(1) == UInt8(ascii: "o")
        {
            let radixChar = peek(1) | 0x20
            let radix: Double = radixChar == UInt8(ascii: "x") ? 16 : radixChar == UInt8(ascii: "b") ? 2 : 8
            advance(); advance()
            var v = 0.0
            while offset < end {
                let d = bytes[offset]
                var digit: Double?
                if Lexer.isDigit(d) { digit = Double(d - 48) } else if (d | 0x20) >= 97, (d | 0x20) <= 102 { digit = Double((d | 0x20) - 87) }
                if let digit, digit < radix {
                    v = v * radix + digit
                    advance()
                } else if d == UInt8(ascii: "_") {
                    advance()
                } else {
                    break
                }
            }
            value = v
        } else {
            while offset < end {
                let d = bytes[offset]
                if Lexer.isDigit(d) {
                    digits.unicodeScalars.append(Unicode.Scalar(d))
                    advance()
                } else if d == UInt8(ascii: "_"), language == .swift {
                    advance()
                } else if d == UInt8(ascii: "."), Lexer.isDigit(peek(1)) || (language == .objectiveC && !Lexer.isIdentifierStart(peek(1)) && peek(1) != UInt8(ascii: ".")) {
                    isInteger = false
                    digits += "."
                    advance()
                } else if (d | 0x20) == UInt8(ascii: "e"), Lexer.isDigit(peek(1))
                    || ((peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")) && Lexer.isDigit(peek(2)))
                {
                    isInteger = false
                    digits += "e"
                    advance()
                    if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") {
                        digits.unicodeScalars.append(Unicode.Scalar(peek()))
                        advance()
                    }
                } else {
                    break
                }
            }
            if digits.hasPrefix(".") { digits = "0" + digits }
            if digits.hasSuffix(".") { digits += "0" }
            value = Double(digits)
        }
        if language == .objectiveC {
            // C suffixes: 1.0f, 10L, 3u, 2ull.
            while offset < end {
                let s = bytes[offset] | 0x20
                if s == UInt8(ascii: "f") { isInteger = false; advance() } else if s == UInt8(ascii: "l") || s == UInt8(ascii: "u") { advance() } else { break }
            }
        }
        guard let value, offset == end || !Lexer.isIdentifierPart(bytes[offset]) else {
            throw ImportError(
                "'\(text(start, min(offset + 1, end)))' is not a number",
                at: SourceLocation(line: Int(startLine), column: Int(startColumn)))
        }
        var token = Token(kind: .number, text: text(start, offset), line: startLine, column: startColumn, spaceBefore: sawSpace, newlineBefore: sawNewline)
        token.number = value
        token.isInteger = isInteger
        tokens.append(token)
        sawSpace = false
        sawNewline = false
    }

    // MARK: Strings

    mutating func character(line startLine: Int32, column startColumn: Int32) throws(ImportError) {
        advance()
        var value: UInt32 = 0
        if peek() == UInt8(ascii: "\\") {
            advance()
            let e = peek()
            switch e {
            case UInt8(ascii: "n"): value = 10
            case UInt8(ascii: "t"): value = 9
            case UInt8(ascii: "0"): value = 0
            case UInt8(ascii: "r"): value = 13
            default: value = UInt32(e)
            }
            if offset < end { advance() }
        } else if offset < end {
            value = UInt32(bytes[offset])
            advance()
        }
        while offset < end, bytes[offset] != UInt8(ascii: "'"), bytes[offset] != 10 { advance() }
        guard peek() == UInt8(ascii: "'") else {
            throw ImportError("a character literal is not closed", at: SourceLocation(line: Int(startLine), column: Int(startColumn)))
        }
        advance()
        var token = Token(kind: .number, text: "'", line: startLine, column: startColumn, spaceBefore: sawSpace, newlineBefore: sawNewline)
        token.number = Double(value)
        token.isInteger = true
        tokens.append(token)
        sawSpace = false
        sawNewline = false
    }

    /// A string literal from its opening quote: Objective-C's `"..."` and
    /// `@"..."`, Swift's `"..."`, `"""..."""` and `#"..."#`.
    mutating func string(line startLine: Int32, column startColumn: Int32, hashes: Int, at: Bool) throws(ImportError) {
        var multiline = false
        if language == .swift, peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            multiline = true
            advance(); advance(); advance()
            // The rest of the opening line must be blank.
            while offset < end, bytes[offset] == 32 || bytes[offset] == 9 { advance() }
            if peek() == 13 { advance() }
            guard peek() == 10 else {
                throw ImportError("a multi-line string starts on the line after its '\"\"\"'", at: here)
            }
            advance()
        } else {
            advance()
        }
        let form = StringForm(multiline: multiline, hashes: hashes, firstToken: tokens.count)
        try stringBody(line: startLine, column: startColumn, form: form, continuing: false, at: at)
    }

    /// The text of a string up to its end or an interpolation.
    mutating func stringBody(
        line startLine: Int32, column startColumn: Int32, form: StringForm, continuing: Bool, at: Bool = false
    ) throws(ImportError) {
        var value = ""
        var raw: [UInt8] = []
        func flush() {
            if !raw.isEmpty {
                value += String(decoding: raw, as: UTF8.self)
                raw.removeAll(keepingCapacity: true)
            }
        }
        let startLocation = SourceLocation(line: Int(startLine), column: Int(startColumn))
        while true {
            guard offset < end else { throw ImportError("a string is not closed", at: startLocation) }
            let c = bytes[offset]
            if c == 10, !form.multiline {
                throw ImportError("a string is not closed before the end of its line", at: startLocation)
            }
            if c == UInt8(ascii: "\"") {
                var closes = true
                if form.multiline { closes = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") }
                let quoteLength = form.multiline ? 3 : 1
                for k in 0..<form.hashes where peek(quoteLength + k) != UInt8(ascii: "#") { closes = false }
                if closes {
                    for _ in 0..<(quoteLength + form.hashes) { advance() }
                    flush()
                    let kind: Token.Kind = continuing ? .stringTail : .string
                    var token = Token(kind: kind, text: value, line: startLine, column: startColumn, spaceBefore: continuing ? false : sawSpace,
                                      newlineBefore: continuing ? false : sawNewline)
                    token.isAtString = at
                    tokens.append(token)
                    sawSpace = false
                    sawNewline = false
                    if form.multiline { stripIndentation(from: form.firstToken) }
                    return
                }
            }
            if c == UInt8(ascii: "\\") {
                var k = 1
                var escaped = form.hashes == 0
                if form.hashes > 0 {
                    escaped = true
                    for h in 0..<form.hashes where peek(k + h) != UInt8(ascii: "#") { escaped = false }
                    k += form.hashes
                }
                if escaped {
                    let e = peek(k)
                    if e == UInt8(ascii: "("), language == .swift {
                        for _ in 0...k { advance() }
                        flush()
                        let kind: Token.Kind = continuing ? .stringMiddle : .stringHead
                        tokens.append(Token(kind: kind, text: value, line: startLine, column: startColumn,
                                            spaceBefore: continuing ? false : sawSpace, newlineBefore: continuing ? false : sawNewline))
                        sawSpace = false
                        sawNewline = false
                        interpolations.append((0, form))
                        return
                    }
                    for _ in 0..<k { advance() }
                    flush()
                    try escape(&value, multiline: form.multiline)
                    continue
                }
            }
            raw.append(c)
            advance()
        }
    }

    /// One escape after its backslash, appended to `value`.
    mutating func escape(_ value: inout String, multiline: Bool) throws(ImportError) {
        guard offset < end else { return }
        let e = bytes[offset]
        advance()
        switch e {
        case UInt8(ascii: "n"): value += "\n"
        case UInt8(ascii: "t"): value += "\t"
        case UInt8(ascii: "r"): value += "\r"
        case UInt8(ascii: "0"): value += "\u{0}"
        case UInt8(ascii: "\\"): value += "\\"
        case UInt8(ascii: "\""): value += "\""
        case UInt8(ascii: "'"): value += "'"
        case UInt8(ascii: "?"): value += "?"
        case UInt8(ascii: "a"): value += "\u{7}"
        case UInt8(ascii: "u"):
            var hex = ""
            if peek() == UInt8(ascii: "{") {
                advance()
                while offset < end, bytes[offset] != UInt8(ascii: "}"), hex.count < 8 {
                    hex.unicodeScalars.append(Unicode.Scalar(bytes[offset]))
                    advance()
                }
                if peek() == UInt8(ascii: "}") { advance() }
            } else {
                for _ in 0..<4 where offset < end {
                    hex.unicodeScalars.append(Unicode.Scalar(bytes[offset]))
                    advance()
                }
            }
            if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { value.unicodeScalars.append(scalar) }
        case UInt8(ascii: "x"):
            var hex = ""
            while offset < end, hex.count < 2, let _ = UInt8(String(Unicode.Scalar(bytes[offset])), radix: 16) {
                hex.unicodeScalars.append(Unicode.Scalar(bytes[offset]))
                advance()
            }
            if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { value.unicodeScalars.append(scalar) }
        case 10 where multiline:
            // A backslash at the end of a line joins it to the next.
            break
        case 10:
            // C: a line continuation inside a string.
            break
        default:
            value.unicodeScalars.append(Unicode.Scalar(e))
        }
    }

    /// A multi-line string's lines lose the indentation of its closing
    /// delimiter, and its last line break.
    mutating func stripIndentation(from first: Int) {
        // The closing line's indentation: the spaces before the closing quotes.
        guard let last = tokens.indices.last, first <= last else { return }
        var indent = 0
        let closing = tokens[last].text
        var scalars = Array(closing.unicodeScalars)
        while let s = scalars.last, s == " " || s == "\t" {
            indent += 1
            scalars.removeLast()
        }
        for i in first...last {
            var lines = tokens[i].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for j in lines.indices where j > 0 || i == first {
                var s = Substring(lines[j])
                var n = 0
                while n < indent, let f = s.first, f == " " || f == "\t" {
                    s = s.dropFirst()
                    n += 1
                }
                lines[j] = String(s)
            }
            var joined = lines.joined(separator: "\n")
            if i == last, joined.hasSuffix("\n") { joined.removeLast() }
            tokens[i].text = joined
        }
    }
}
