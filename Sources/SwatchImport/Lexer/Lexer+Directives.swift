import SwatchJSON
import SwatchSpec

/// An Objective-C macro: `#define NAME body` or `#define NAME(a, b) body`.
struct MacroDefinition: Sendable {
    var name: String
    /// Nil for an object-like macro.
    var parameters: [String]?
    var body: [Token]
}

extension Lexer {
    /// Reads a directive at `#` (Objective-C: first on its line; Swift:
    /// `#if`, `#elseif`, `#else`, `#endif`). Returns false when the `#`
    /// starts no directive (Swift's `#selector`...).
    mutating func directive(_ book: inout AssumptionBook) throws(ImportError) -> Bool {
        let hashLine = line, hashColumn = column
        let location = SourceLocation(line: Int(hashLine), column: Int(hashColumn))
        if language == .objectiveC, !sawNewline { return false }
        // The directive's name.
        var k = 1
        while peek(k) == 32 || peek(k) == 9 { k += 1 }
        var nameEnd = k
        while offset + nameEnd < end, Lexer.isIdentifierPart(bytes[offset + nameEnd]) { nameEnd += 1 }
        let name = text(offset + k, offset + nameEnd)
        if language == .swift, !["if", "elseif", "else", "endif"].contains(name) { return false }
        for _ in 0..<nameEnd { advance() }
        // The rest of its line (continued by a backslash in Objective-C).
        let bodyStart = offset
        let bodyLine = line, bodyColumn = column
        var bodyEnd = offset
        while offset < end {
            let c = bytes[offset]
            if c == 10 { break }
            if c == UInt8(ascii: "\\"), language == .objectiveC, peek(1) == 10 || (peek(1) == 13 && peek(2) == 10) {
                advance()
                continue
            }
            if c == UInt8(ascii: "\""), language == .objectiveC {
                // A string in a macro's body: `//` inside it is no comment.
                advance()
                while offset < end, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != 10 {
                    if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < end, bytes[offset + 1] != 10 { advance() }
                    advance()
                }
                if offset < end, bytes[offset] == UInt8(ascii: "\"") { advance() }
                bodyEnd = offset
                continue
            }
            if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                bodyEnd = offset
                continue
            }
            if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while offset < end, bytes[offset] != 10 { advance() }
                break
            }
            advance()
            bodyEnd = offset
        }
        sawNewline = true
        sawSpace = true
        let body = bodyStart..<max(bodyStart, bodyEnd)

        switch name {
        case "if", "ifdef", "ifndef":
            guard conditionalsDepth < ImportLimits.maxNesting else {
                throw ImportError("'#if's are nested deeper than \(ImportLimits.maxNesting) levels", at: location)
            }
            let outer = isActive
            var value = false
            if outer {
                if name == "if" {
                    value = try evaluate(body, line: bodyLine, column: bodyColumn, &book)
                } else {
                    let macro = ASCIIText.trimmed(text(body.lowerBound, body.upperBound))
                    value = isDefined(macro, at: location, &book)
                    if name == "ifndef" { value = !value }
                }
            }
            pushConditional(outerActive: outer, value: value)
            conditionalLocations.append(location)
        case "elif", "elseif":
            guard let top = popConditional() else { throw ImportError("'#\(name)' without '#if'", at: location) }
            var value = false
            if top.outerActive, !top.taken { value = try evaluate(body, line: bodyLine, column: bodyColumn, &book) }
            pushConditional(outerActive: top.outerActive, value: value, taken: top.taken)
        case "else":
            guard let top = popConditional() else { throw ImportError("'#else' without '#if'", at: location) }
            pushConditional(outerActive: top.outerActive, value: !top.taken, taken: top.taken)
        case "endif":
            guard popConditional() != nil else { throw ImportError("'#endif' without '#if'", at: location) }
            conditionalLocations.removeLast()
        case "define" where isActive:
            try define(body, line: bodyLine, column: bodyColumn, at: location)
        case "undef" where isActive:
            let macro = ASCIIText.trimmed(text(body.lowerBound, body.upperBound))
            defined[macro] = nil
            var token = Token(kind: .define, text: macro, line: hashLine, column: hashColumn)
            token.isInteger = true
            tokens.append(token)
        default:
            // #import, #include, #pragma, #warning, #error, #line: nothing to lay out.
            break
        }
        return true
    }

    var conditionalsDepth: Int { conditionalStack.count }

    /// `#define NAME body`, `#define NAME(a, b) body`.
    mutating func define(_ body: Range<Int>, line bodyLine: Int32, column bodyColumn: Int32, at location: SourceLocation) throws(ImportError) {
        var sub = Lexer(self, range: body, line: bodyLine, column: bodyColumn)
        sub.skipTrivia()
        guard sub.offset < sub.end, Lexer.isIdentifierStart(sub.bytes[sub.offset]) else {
            throw ImportError("expected a macro's name after '#define'", at: location)
        }
        let nameStart = sub.offset
        while sub.offset < sub.end, Lexer.isIdentifierPart(sub.bytes[sub.offset]) { sub.advance() }
        let name = text(nameStart, sub.offset)
        var parameters: [String]?
        if sub.offset < sub.end, sub.bytes[sub.offset] == UInt8(ascii: "(") {
            // A function-like macro: its parameters.
            sub.advance()
            var list: [String] = []
            while true {
                sub.skipTrivia()
                guard sub.offset < sub.end else { throw ImportError("expected ')' after a macro's parameters", at: location) }
                let c = sub.bytes[sub.offset]
                if c == UInt8(ascii: ")") {
                    sub.advance()
                    break
                }
                if c == UInt8(ascii: ",") {
                    sub.advance()
                    continue
                }
                let start = sub.offset
                if c == UInt8(ascii: ".") {
                    while sub.offset < sub.end, sub.bytes[sub.offset] == UInt8(ascii: ".") { sub.advance() }
                    list.append("__VA_ARGS__")
                    continue
                }
                guard Lexer.isIdentifierStart(c) else { throw ImportError("expected a macro parameter's name", at: sub.here) }
                while sub.offset < sub.end, Lexer.isIdentifierPart(sub.bytes[sub.offset]) { sub.advance() }
                list.append(text(start, sub.offset))
            }
            parameters = list
        }
        let bodyTokens = try sub.plainTokens()
        let definition = MacroDefinition(name: name, parameters: parameters, body: bodyTokens)
        defined[name] = definition
        macroBodies[tokens.count] = definition
        tokens.append(Token(kind: .define, text: name, line: Int32(location.line), column: Int32(location.column)))
    }

    /// The tokens up to `end`, with no directives (a macro's body or a condition).
    mutating func plainTokens() throws(ImportError) -> [Token] {
        while true {
            skipTrivia()
            if offset >= end { break }
            try token()
            if tokens.count > 10_000 { throw ImportError("a directive's line is too long", at: here) }
        }
        let out = tokens
        tokens = []
        return out
    }

    // MARK: Conditions

    mutating func pushConditional(outerActive: Bool, value: Bool, taken: Bool = false) {
        conditionalStack.append((outerActive, taken || value, outerActive && value && !taken))
    }

    mutating func popConditional() -> (outerActive: Bool, taken: Bool, active: Bool)? {
        conditionalStack.popLast()
    }

    /// Names the compilers define for an iOS app, as `#if` reads them.
    static let platformMacros: [String: Int] = [
        "TARGET_OS_IOS": 1, "TARGET_OS_IPHONE": 1, "TARGET_OS_TV": 0, "TARGET_OS_OSX": 0, "TARGET_OS_MAC": 1,
        "TARGET_OS_WATCH": 0, "TARGET_OS_MACCATALYST": 0, "TARGET_OS_SIMULATOR": 0, "TARGET_IPHONE_SIMULATOR": 0,
        "TARGET_OS_VISION": 0, "__OBJC__": 1, "__OBJC2__": 1, "__clang__": 1, "__APPLE__": 1,
        "AS_ENABLE_TEXTNODE": 1, "AS_ENABLE_TEXTNODE2": 0, "YOGA": 0, "AS_USE_VIDEO": 0,
    ]

    mutating func isDefined(_ name: String, at location: SourceLocation, _ book: inout AssumptionBook) -> Bool {
        if defined[name] != nil { return true }
        if let known = Lexer.platformMacros[name] { return known != 0 || name.hasPrefix("TARGET_") }
        return book.condition("defined(\(name))", at: location)
    }

    /// Evaluates an `#if` / `#elif` condition (C's integer expressions over
    /// macros; Swift's compilation conditions).
    mutating func evaluate(_ range: Range<Int>, line: Int32, column: Int32, _ book: inout AssumptionBook) throws(ImportError) -> Bool {
        var sub = Lexer(self, range: range, line: line, column: column)
        let list = try sub.plainTokens()
        var reader = ConditionReader(tokens: list, language: language, defined: defined)
        let location = SourceLocation(line: Int(line), column: Int(column))
        guard !list.isEmpty else { throw ImportError("expected a condition after '#if'", at: location) }
        let value = try reader.expression(&book, depth: 0)
        guard reader.index == list.count else {
            throw ImportError("expected the end of the '#if' condition, found \(list[reader.index].described)", at: list[reader.index].location)
        }
        return value != 0
    }
}

/// Reads a conditional-compilation condition: `!`, `&&`, `||`,
/// comparisons, `defined(X)`, numbers, macros, and Swift's `os(iOS)`,
/// `canImport(M)`, `swift(>=5)`. A name neither defined here nor known
/// for iOS is an assumption.
struct ConditionReader {
    let tokens: [Token]
    let language: ImportLanguage
    let defined: [String: MacroDefinition]
    var index = 0

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    mutating func expression(_ book: inout AssumptionBook, depth: Int) throws(ImportError) -> Int {
        guard depth < 64 else { throw ImportError("a condition is nested too deeply", at: current?.location ?? tokens[0].location) }
        var value = try conjunction(&book, depth: depth)
        while let t = current, t.isOp("||") {
            index += 1
            let rhs = try conjunction(&book, depth: depth)
            value = (value != 0 || rhs != 0) ? 1 : 0
        }
        return value
    }

    mutating func conjunction(_ book: inout AssumptionBook, depth: Int) throws(ImportError) -> Int {
        var value = try comparison(&book, depth: depth)
        while let t = current, t.isOp("&&") {
            index += 1
            let rhs = try comparison(&book, depth: depth)
            value = (value != 0 && rhs != 0) ? 1 : 0
        }
        return value
    }

    mutating func comparison(_ book: inout AssumptionBook, depth: Int) throws(ImportError) -> Int {
        let lhs = try unary(&book, depth: depth)
        guard let t = current, t.kind == .op, ["==", "!=", "<", ">", "<=", ">="].contains(t.text) else { return lhs }
        index += 1
        let rhs = try unary(&book, depth: depth)
        switch t.text {
        case "==": return lhs == rhs ? 1 : 0
        case "!=": return lhs != rhs ? 1 : 0
        case "<": return lhs < rhs ? 1 : 0
        case ">": return lhs > rhs ? 1 : 0
        case "<=": return lhs <= rhs ? 1 : 0
        default: return lhs >= rhs ? 1 : 0
        }
    }

    mutating func unary(_ book: inout AssumptionBook, depth: Int) throws(ImportError) -> Int {
        guard let t = current else { throw ImportError("the condition ends too soon", at: tokens[tokens.count - 1].location) }
        if t.isOp("!") {
            index += 1
            return try unary(&book, depth: depth + 1) == 0 ? 1 : 0
        }
        if t.isPunct("(") {
            index += 1
            let v = try expression(&book, depth: depth + 1)
            guard let close = current, close.isPunct(")") else { throw ImportError("expected ')' in the condition", at: current?.location ?? t.location) }
            index += 1
            return v
        }
        if t.kind == .number {
            index += 1
            return Int(exactly: t.number.rounded(.towardZero)) ?? 1
        }
        guard t.kind == .identifier else { throw ImportError("expected a condition, found \(t.described)", at: t.location) }
        index += 1
        // A call: defined(X), os(iOS), canImport(UIKit), __has_include(<x>)...
        if let open = current, open.isPunct("(") {
            var inner: [Token] = []
            var level = 0
            index += 1
            while let u = current {
                index += 1
                if u.isPunct("(") { level += 1 }
                if u.isPunct(")") {
                    if level == 0 { break }
                    level -= 1
                }
                inner.append(u)
            }
            let argument = inner.first?.text ?? ""
            switch t.text {
            case "defined":
                if defined[argument] != nil || Lexer.platformMacros[argument] != nil { return 1 }
                return book.condition("defined(\(argument))", at: t.location) ? 1 : 0
            case "os": return argument == "iOS" ? 1 : 0
            case "targetEnvironment": return argument == "macCatalyst" || argument == "simulator" ? 0 : 1
            case "canImport", "swift", "compiler", "arch", "__has_include", "__has_feature", "__has_attribute",
                "__has_builtin", "__has_extension", "__has_warning", "hasFeature", "hasAttribute":
                return 1
            default:
                return book.condition(t.text + "(" + argument + ")", at: t.location) ? 1 : 0
            }
        }
        if t.text == "defined", let name = current, name.kind == .identifier {
            index += 1
            if defined[name.text] != nil || Lexer.platformMacros[name.text] != nil { return 1 }
            return book.condition("defined(\(name.text))", at: t.location) ? 1 : 0
        }
        if language == .swift {
            if t.text == "true" { return 1 }
            if t.text == "false" { return 0 }
            return book.condition(t.text, at: t.location) ? 1 : 0
        }
        if let macro = defined[t.text] {
            if macro.body.isEmpty { return 1 }
            if macro.body.count == 1, macro.body[0].kind == .number { return Int(exactly: macro.body[0].number.rounded(.towardZero)) ?? 1 }
            if macro.body.count == 1, macro.body[0].kind == .identifier, let known = Lexer.platformMacros[macro.body[0].text] { return known }
            if macro.body.count == 1, macro.body[0].text == "YES" || macro.body[0].text == "true" { return 1 }
            if macro.body.count == 1, macro.body[0].text == "NO" || macro.body[0].text == "false" { return 0 }
            return 1
        }
        if let known = Lexer.platformMacros[t.text] { return known }
        return book.condition(t.text, at: t.location) ? 1 : 0
    }
}
