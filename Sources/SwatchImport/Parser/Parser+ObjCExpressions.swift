import SwatchJSON
import SwatchSpec

/// Objective-C's expressions: C's precedence (assignment, `?:` with its
/// `?:` shorthand, logical, bitwise, comparisons, shifts, arithmetic),
/// casts and compound literals, message sends (`[receiver part:arg]`),
/// `@` literals (`@"..."`, `@[...]`, `@{...}`, `@(...)`, `@42`, `@YES`),
/// blocks (kept as token ranges), `.`, `->`, calls and subscripts.
extension Parser {
    static let cPrecedence: [[String]] = [
        ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"], ["*", "/", "%"],
    ]

    /// Words that start or continue statements, never an expression.
    static let cStatementWords: Set<String> = [
        "else", "case", "default", "do", "for", "while", "return", "break", "continue", "switch", "if", "goto",
    ]

    static let cAssignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// C's primitive types and qualifiers, for telling a cast or a
    /// declaration from an expression.
    static let cTypeWords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "BOOL", "bool", "id", "instancetype",
        "SEL", "Class", "IMP", "CGFloat", "NSInteger", "NSUInteger", "NSTimeInterval", "CFTimeInterval", "size_t",
        "int32_t", "uint32_t", "u_int32_t", "int64_t", "uint64_t", "int8_t", "uint8_t", "int16_t", "uint16_t", "CGSize",
        "CGPoint", "CGRect", "UIEdgeInsets", "ASSizeRange", "ASDimension", "ASLayoutSize", "const", "volatile", "struct",
        "enum", "union", "__kindof", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "static",
        "extern", "inline", "__unused", "typeof", "__typeof", "__typeof__", "register", "_Nonnull", "_Nullable",
        "__nonnull", "__nullable", "nonnull", "nullable", "_Null_unspecified", "NSString", "NSArray", "NSMutableArray",
        "NSDictionary", "NSMutableDictionary", "NSNumber", "NSAttributedString", "NSMutableAttributedString", "UIImage",
        "UIColor", "UIFont", "CGColorRef", "CGContextRef", "dispatch_once_t", "NSObject", "NSMutableString", "NSURL",
        "NSIndexPath", "NSSet", "NSMutableSet", "NSData", "NSDate",
    ]

    mutating func objcExpression() throws(ImportError) -> Expr {
        try enter()
        defer { leave() }
        let start = index
        let lhs = try objcConditional()
        if !atEnd, current.kind == .op, Parser.cAssignments.contains(current.text) {
            let op = current.text
            advance()
            let rhs = try objcExpression()
            return Expr(.assign(op, lhs, rhs), start, index)
        }
        return lhs
    }

    /// `a ? b : c`, and `a ?: c`.
    mutating func objcConditional() throws(ImportError) -> Expr {
        let start = index
        let condition = try objcBinary(0)
        if isOp("?") {
            advance()
            if take(":") {
                let otherwise = try objcExpression()
                return Expr(.binary("??", condition, otherwise), start, index)
            }
            let whenTrue = try objcExpression()
            try expect(":", "':' in a conditional expression")
            let whenFalse = try objcConditional()
            return Expr(.ternary(condition, whenTrue, whenFalse), start, index)
        }
        return condition
    }

    mutating func objcBinary(_ level: Int) throws(ImportError) -> Expr {
        if level == Parser.cPrecedence.count { return try objcUnary() }
        let start = index
        var lhs = try objcBinary(level + 1)
        var links = 0
        defer { leave(links) }
        while !atEnd, current.kind == .op, Parser.cPrecedence[level].contains(current.text) {
            let op = current.text
            try link(&links)
            advance()
            let rhs = try objcBinary(level + 1)
            lhs = Expr(.binary(op, lhs, rhs), start, index)
        }
        return lhs
    }

    mutating func objcUnary() throws(ImportError) -> Expr {
        let start = index
        if !atEnd, current.kind == .op, ["-", "+", "!", "~", "&", "*", "++", "--"].contains(current.text) {
            let op = current.text
            advance()
            try enter()
            defer { leave() }
            let operand = try objcUnary()
            return Expr(.prefix(op, operand), start, index)
        }
        if isWord("sizeof") || isWord("alignof") || isWord("_Alignof") {
            advance()
            try enter()
            defer { leave() }
            if isPunct("(") { try skipGroup("sizeof") } else { _ = try objcUnary() }
            return Expr(.opaque, start, index)
        }
        if isPunct("("), let castEnd = castEnd() {
            let type = text(index + 1, castEnd - 1).replacingSpaces()
            index = castEnd
            if isPunct("{") {
                // A compound literal: `(CGRect){origin, size}`, `(CGSize){.width = 1}`.
                let items = try objcInitializerList()
                return Expr(.compoundLiteral(type: type, items), start, index)
            }
            try enter()
            defer { leave() }
            let operand = try objcUnary()
            return Expr(.cast(operand, type: type, isCheck: false), start, index)
        }
        return try objcPostfix()
    }

    /// When `(` starts a cast, the index after its `)`.
    func castEnd() -> Int? {
        guard let close = closing(index), close > index + 1 else { return nil }
        var i = index + 1
        var sawType = false
        while i < close {
            let t = tokens[i]
            if t.kind == .identifier {
                if Parser.cTypeWords.contains(t.text) || t.text.looksLikeTypeName { sawType = true } else if !sawType {
                    return nil
                }
            } else if t.isOp("*") || t.isOp("**") || t.isOp("<") || t.isOp(">") || t.isPunct(",") || t.isOp("^") || t.isPunct("^") || t.isPunct("(") || t.isPunct(")") || t.isPunct("[") || t.isPunct("]") {
                // Generics and block types.
            } else {
                return nil
            }
            i += 1
        }
        guard sawType else { return nil }
        // What follows must start an operand (a cast), or be `{` (a compound literal).
        guard close + 1 < limit else { return nil }
        let next = tokens[close + 1]
        switch next.kind {
        case .identifier, .number, .string, .atKeyword: return close + 1
        case .punct: return ["(", "[", "@", "^", "{"].contains(next.text) ? close + 1 : nil
        case .op: return ["-", "+", "!", "~", "&", "*", "++", "--"].contains(next.text) ? close + 1 : nil
        default: return nil
        }
    }

    /// `{a, b}` and `{.x = 1, .y = 2}` after a compound literal's type.
    mutating func objcInitializerList() throws(ImportError) -> [Argument] {
        try expect("{", "'{'")
        var items: [Argument] = []
        while !isPunct("}") {
            if atEnd { throw fail("'}' after the initializer") }
            var label: String?
            if isPunct("."), peek().kind == .identifier, peek(2).isOp("=") {
                advance()
                label = current.text
                advance()
                advance()
            }
            if isPunct("{") {
                let s = index
                let inner = try objcInitializerList()
                items.append(Argument(label: label, value: Expr(.compoundLiteral(type: "", inner), s, index)))
            } else {
                items.append(Argument(label: label, value: try objcExpression()))
            }
            if !take(",") { break }
        }
        try expect("}", "'}' after the initializer")
        return items
    }

    mutating func objcPostfix() throws(ImportError) -> Expr {
        let start = index
        var value = try objcPrimary()
        var links = 0
        defer { leave(links) }
        while !atEnd {
            guard isPunct(".") || isOp("->") || isPunct("(") || isPunct("[") || isOp("++") || isOp("--") else { break }
            try link(&links)
            if isPunct(".") || isOp("->") {
                advance()
                let name = try memberName()
                value = Expr(.member(value, name), start, index)
            } else if isPunct("(") {
                // A call (a C function, a block).
                advance()
                var arguments: [Argument] = []
                while !isPunct(")") {
                    if atEnd { throw fail("')' after the arguments") }
                    arguments.append(Argument(label: nil, value: try objcExpression()))
                    if !take(",") { break }
                }
                try expect(")", "')' after the arguments")
                value = Expr(.call(value, arguments), start, index)
            } else if isPunct("[") {
                advance()
                let key = try objcExpression()
                try expect("]", "']' after the subscript")
                value = Expr(.subscripted(value, [Argument(label: nil, value: key)]), start, index)
            } else if isOp("++") || isOp("--") {
                let op = current.text
                advance()
                value = Expr(.postfix(op, value), start, index)
            } else {
                break
            }
        }
        return value
    }

    mutating func objcPrimary() throws(ImportError) -> Expr {
        let start = index
        let t = current
        if atEnd { throw fail("an expression") }
        switch t.kind {
        case .number:
            advance()
            return Expr(.number(t.number, isInteger: t.isInteger), start, index)
        case .string:
            // Adjacent literals join: @"a" @"b", "a" "b".
            var text = t.text
            advance()
            while !atEnd, current.kind == .string {
                text += current.text
                advance()
            }
            return Expr(.string(text), start, index)
        case .identifier:
            if Parser.cStatementWords.contains(t.text) { throw fail("an expression") }
            advance()
            switch t.text {
            case "YES", "true", "TRUE": return Expr(.bool(true), start, index)
            case "NO", "false", "FALSE": return Expr(.bool(false), start, index)
            case "nil", "NULL", "Nil": return Expr(.nilLiteral, start, index)
            default: return Expr(.identifier(t.text), start, index)
            }
        case .atKeyword:
            advance()
            switch t.text {
            case "YES", "true": return Expr(.bool(true), start, index)
            case "NO", "false": return Expr(.bool(false), start, index)
            case "selector", "encode", "protocol", "available":
                if isPunct("(") { try skipGroup("'@\(t.text)'") }
                return Expr(t.text == "available" ? .bool(true) : .opaque, start, index)
            default:
                throw ImportError("'@\(t.text)' where an expression was expected", at: t.location)
            }
        case .punct:
            switch t.text {
            case "@":
                advance()
                if isPunct("[") {
                    advance()
                    var items: [Expr] = []
                    while !isPunct("]") {
                        if atEnd { throw fail("']' after the array's items") }
                        items.append(try objcExpression())
                        if !take(",") { break }
                    }
                    try expect("]", "']' after the array's items")
                    return Expr(.array(items), start, index)
                }
                if isPunct("{") {
                    advance()
                    var pairs: [(Expr, Expr)] = []
                    while !isPunct("}") {
                        if atEnd { throw fail("'}' after the dictionary") }
                        let key = try objcExpression()
                        try expect(":", "':' after a dictionary key")
                        pairs.append((key, try objcExpression()))
                        if !take(",") { break }
                    }
                    try expect("}", "'}' after the dictionary")
                    return Expr(.dictionary(pairs), start, index)
                }
                if isPunct("(") {
                    advance()
                    let inner = try objcExpression()
                    try expect(")", "')' after '@('")
                    return Expr(inner.kind, start, index)
                }
                if current.kind == .number {
                    let n = current
                    advance()
                    return Expr(.number(n.number, isInteger: n.isInteger), start, index)
                }
                if isOp("-"), peek().kind == .number {
                    advance()
                    let n = current
                    advance()
                    return Expr(.number(-n.number, isInteger: n.isInteger), start, index)
                }
                throw fail("'[', '{', '(' or a number after '@'")
            case "(":
                advance()
                if isPunct("{") {
                    // A statement expression, `({ ...; value; })`: its last statement's value.
                    let body = try objcBlockStatements("a statement expression")
                    try expect(")", "')' after the statement expression")
                    return Expr(.branches(Stmt(kind: .block(body), start: Int32(start))), start, index)
                }
                let inner = try objcExpression()
                if isPunct(",") {
                    // The comma operator: the last value.
                    var last = inner
                    while take(",") { last = try objcExpression() }
                    try expect(")", "')'")
                    return Expr(last.kind, start, index)
                }
                try expect(")", "')'")
                return Expr(inner.kind, start, index)
            case "[":
                return try objcMessage()
            case "^":
                return try objcBlock()
            case "{":
                // A GNU statement expression or an initializer list: not read.
                try skipGroup("braces")
                return Expr(.opaque, start, index)
            default:
                break
            }
        default:
            break
        }
        throw fail("an expression")
    }

    /// `[receiver selector]`, `[receiver part:arg part:arg, varargs]`.
    mutating func objcMessage() throws(ImportError) -> Expr {
        let start = index
        advance()
        try enter()
        defer { leave() }
        let receiver: Expr
        if current.kind == .identifier, peek().kind == .identifier || (peek().isPunct(":")) {
            // A class or a variable, straight before the selector.
            let r = index
            let name = current.text
            advance()
            switch name {
            case "nil": receiver = Expr(.nilLiteral, r, index)
            default: receiver = Expr(.identifier(name), r, index)
            }
        } else {
            receiver = try objcPostfix()
        }
        var parts: [String] = []
        var arguments: [Expr] = []
        while !isPunct("]") {
            if atEnd { throw fail("']' to close the message") }
            var part = ""
            if current.kind == .identifier {
                part = current.text
                advance()
            }
            if take(":") {
                parts.append(part)
                arguments.append(try objcExpression())
                while take(",") { arguments.append(try objcExpression()) }
            } else if !part.isEmpty, parts.isEmpty, isPunct("]") {
                parts.append(part)
            } else {
                throw fail(part.isEmpty ? "a selector in the message" : "':' or ']' after '\(part)' in the message")
            }
        }
        advance()
        return Expr(.message(receiver, parts: parts, arguments: arguments), start, index)
    }

    /// `^{ }`, `^(params) { }`, `^Type (params) { }`: its tokens, read on their own (`ParsedCode`).
    mutating func objcBlock() throws(ImportError) -> Expr {
        let start = index
        advance()
        while !isPunct("{") {
            if atEnd { throw fail("'{' to open the block") }
            if isPunct("(") { try skipGroup("the block's parameters") } else { advance() }
        }
        try skipGroup("a block")
        return closureRead(from: start)
    }
}
