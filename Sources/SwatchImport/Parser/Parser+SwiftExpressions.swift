import SwatchJSON
import SwatchSpec

/// Swift's expressions: Swift's precedence groups, from assignment (lowest)
/// to bitwise shifts; prefix and postfix operators; calls with labels and
/// trailing closures; member access, optional chaining and forced
/// unwrapping; literals, interpolated strings, arrays, dictionaries,
/// tuples, closures (kept as token ranges), casts.
extension Parser {
    /// Binary operators by Swift's precedence groups, lowest first.
    static let swiftPrecedence: [(operators: [String], rightAssociative: Bool)] = [
        (["||"], false),
        (["&&"], false),
        (["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="], false),
        (["??"], true),
        (["..<", "..."], false),
        (["+", "-", "|", "^", "&+", "&-"], false),
        (["*", "/", "%", "&", "&*"], false),
        (["<<", ">>"], false),
    ]

    /// Keywords that are never an expression's start.
    static let swiftStatementWords: Set<String> = [
        "else", "case", "default", "return", "in", "where", "guard", "let", "var", "func", "while", "for", "repeat", "break",
        "continue", "do", "catch", "defer", "throw", "class", "struct", "enum", "extension", "import", "protocol",
    ]

    static let swiftAssignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    /// An expression, assignments included.
    mutating func swiftExpression(trailingClosures: Bool = true) throws(ImportError) -> Expr {
        try enter()
        defer { leave() }
        let start = index
        let lhs = try swiftTernary(trailingClosures: trailingClosures)
        if !atEnd, current.kind == .op, Parser.swiftAssignments.contains(current.text) {
            let op = current.text
            advance()
            let rhs = try swiftExpression(trailingClosures: trailingClosures)
            return Expr(.assign(op, lhs, rhs), start, index)
        }
        return lhs
    }

    mutating func swiftTernary(trailingClosures: Bool) throws(ImportError) -> Expr {
        let start = index
        let condition = try swiftBinary(0, trailingClosures: trailingClosures)
        if isOp("?") {
            advance()
            let whenTrue = try swiftExpression(trailingClosures: trailingClosures)
            try expect(":", "':' in a conditional expression")
            let whenFalse = try swiftExpression(trailingClosures: trailingClosures)
            return Expr(.ternary(condition, whenTrue, whenFalse), start, index)
        }
        return condition
    }

    mutating func swiftBinary(_ level: Int, trailingClosures: Bool) throws(ImportError) -> Expr {
        if level == Parser.swiftPrecedence.count { return try swiftCast(trailingClosures: trailingClosures) }
        let start = index
        var lhs = try swiftBinary(level + 1, trailingClosures: trailingClosures)
        let group = Parser.swiftPrecedence[level]
        var links = 0
        defer { leave(links) }
        while !atEnd, current.kind == .op, group.operators.contains(current.text), !isPostfixHere {
            let op = current.text
            try link(&links)
            advance()
            let rhs = group.rightAssociative
                ? try swiftBinary(level, trailingClosures: trailingClosures)
                : try swiftBinary(level + 1, trailingClosures: trailingClosures)
            lhs = Expr(.binary(op, lhs, rhs), start, index)
        }
        return lhs
    }

    /// Whether the current operator ends its expression as a postfix
    /// (`x...` as the last thing: a one-sided range).
    var isPostfixHere: Bool {
        let t = current
        guard t.kind == .op, t.text == "..." || t.text == "..<" else { return false }
        let next = peek()
        return next.kind == .punct && (next.text == ")" || next.text == "]" || next.text == ",")
    }

    /// `x as T`, `x as? T`, `x as! T`, `x is T`.
    mutating func swiftCast(trailingClosures: Bool) throws(ImportError) -> Expr {
        let start = index
        var value = try swiftPrefix(trailingClosures: trailingClosures)
        var links = 0
        defer { leave(links) }
        while isWord("as") || isWord("is") {
            let isCheck = isWord("is")
            try link(&links)
            advance()
            if !atEnd, current.kind == .op, current.text == "?" || current.text == "!" { advance() }
            let type = try swiftType()
            value = Expr(.cast(value, type: type, isCheck: isCheck), start, index)
        }
        return value
    }

    mutating func swiftPrefix(trailingClosures: Bool) throws(ImportError) -> Expr {
        let start = index
        // `try`, `try?`, `try!`, `await`, `consume`: the value is the same.
        if isWord("try") {
            advance()
            if !atEnd, current.kind == .op, current.text == "?" || current.text == "!" { advance() }
            try enter()
            defer { leave() }
            return try swiftPrefix(trailingClosures: trailingClosures)
        }
        if isWord("await") || (isWord("consume") && peek().kind == .identifier) || (isWord("copy") && peek().kind == .identifier) {
            advance()
            try enter()
            defer { leave() }
            return try swiftPrefix(trailingClosures: trailingClosures)
        }
        if !atEnd, current.kind == .op, ["-", "+", "!", "~", "&", "..<", "..."].contains(current.text) {
            let op = current.text
            advance()
            try enter()
            defer { leave() }
            let operand = try swiftPrefix(trailingClosures: trailingClosures)
            return Expr(.prefix(op, operand), start, index)
        }
        if !atEnd, current.kind == .op, current.text.hasPrefix("-") || current.text.hasPrefix("!") {
            // `-x` lexed with another operator character (`!-x`): not in layout code.
            throw fail("an expression")
        }
        return try swiftPostfix(trailingClosures: trailingClosures)
    }

    mutating func swiftPostfix(trailingClosures: Bool) throws(ImportError) -> Expr {
        let start = index
        var value = try swiftPrimary(trailingClosures: trailingClosures)
        var links = 0
        defer { leave(links) }
        while !atEnd {
            let t = current
            guard continuesPostfix(t, value, trailingClosures: trailingClosures) else { break }
            try link(&links)
            if t.kind == .punct, t.text == "." {
                advance()
                if current.kind == .number {
                    // A tuple's element: `pair.0`.
                    let n = current.text
                    advance()
                    value = Expr(.member(value, n), start, index)
                    continue
                }
                let name = try memberName()
                value = Expr(.member(value, name), start, index)
                continue
            }
            if t.kind == .op, (t.text == "?" || t.text == "!"), !t.spaceBefore {
                // Optional chaining and forced unwrapping: the value as it is.
                advance()
                value = Expr(.postfix(t.text, value), start, index)
                continue
            }
            if t.kind == .punct, t.text == "(", !t.newlineBefore {
                let arguments = try swiftArguments(close: ")")
                var all = arguments
                if trailingClosures { all += try swiftTrailingClosures() }
                value = Expr(.call(value, all), start, index)
                continue
            }
            if t.kind == .punct, t.text == "[", !t.newlineBefore {
                let arguments = try swiftArguments(close: "]")
                value = Expr(.subscripted(value, arguments), start, index)
                continue
            }
            if t.kind == .punct, t.text == "{", trailingClosures, !t.newlineBefore, canTakeTrailingClosure(value) {
                let closures = try swiftTrailingClosures()
                value = Expr(.call(value, closures), start, index)
                continue
            }
            break
        }
        return value
    }

    /// Whether `t` goes on with a postfix chain after `value`: a member, `?`
    /// or `!` against it, a call, a subscript or a trailing closure.
    func continuesPostfix(_ t: Token, _ value: Expr, trailingClosures: Bool) -> Bool {
        switch (t.kind, t.text) {
        case (.punct, "."): return true
        case (.op, "?"), (.op, "!"): return !t.spaceBefore
        case (.punct, "("), (.punct, "["): return !t.newlineBefore
        case (.punct, "{"): return trailingClosures && !t.newlineBefore && canTakeTrailingClosure(value)
        default: return false
        }
    }

    /// A trailing closure follows a name or a call, not a literal.
    func canTakeTrailingClosure(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let name): return name != "self" && name != "super"
        case .member, .call, .implicitMember: return true
        default: return false
        }
    }

    /// A member's name after `.`: a name, a keyword used as one (`.default`,
    /// `.init`, `.self`), or a backticked name.
    mutating func memberName() throws(ImportError) -> String {
        guard !atEnd, current.kind == .identifier else { throw fail("a member's name after '.'") }
        let name = current.text
        advance()
        return name
    }

    /// `{ ... }` closures after a call, with labels for the second and later ones.
    mutating func swiftTrailingClosures() throws(ImportError) -> [Argument] {
        var out: [Argument] = []
        guard isPunct("{"), !current.newlineBefore else { return out }
        out.append(Argument(label: nil, value: try swiftClosure()))
        while !atEnd, current.kind == .identifier, peek().isPunct(":"), peek(2).isPunct("{") {
            let label = current.text
            advance()
            advance()
            out.append(Argument(label: label, value: try swiftClosure()))
        }
        return out
    }

    /// A closure: its tokens, read on their own (`ParsedCode`).
    mutating func swiftClosure() throws(ImportError) -> Expr {
        let start = index
        try skipGroup("a closure")
        return closureRead(from: start)
    }

    /// `(label: value, value)` or `[value]` from the opening bracket.
    mutating func swiftArguments(close: String) throws(ImportError) -> [Argument] {
        advance()
        var out: [Argument] = []
        while !isPunct(close) {
            if atEnd { throw fail("'\(close)' after the arguments") }
            var label: String?
            if current.kind == .identifier, peek().isPunct(":"), !peek(2).isPunct(":") {
                label = current.text
                advance()
                advance()
            }
            // An operator passed as a function (`reduce(0, +)`).
            if current.kind == .op, peek().isPunct(",") || peek().isPunct(close) {
                let s = index
                advance()
                out.append(Argument(label: label, value: Expr(.opaque, s, index)))
            } else {
                out.append(Argument(label: label, value: try swiftExpression()))
            }
            if !take(",") {
                guard isPunct(close) else { throw fail("',' or '\(close)' in the arguments") }
            }
        }
        advance()
        return out
    }

    mutating func swiftPrimary(trailingClosures: Bool) throws(ImportError) -> Expr {
        let start = index
        let t = current
        if atEnd { throw fail("an expression") }
        switch t.kind {
        case .number:
            advance()
            return Expr(.number(t.number, isInteger: t.isInteger), start, index)
        case .string:
            advance()
            return Expr(.string(t.text), start, index)
        case .stringHead:
            return try swiftInterpolation()
        case .identifier:
            switch t.text {
            case "true", "false":
                advance()
                return Expr(.bool(t.text == "true"), start, index)
            case "nil":
                advance()
                return Expr(.nilLiteral, start, index)
            case "if", "switch":
                // Swift 5.9's `if` and `switch` expressions: the statement, valued.
                let statement = t.text == "if" ? try swiftIf() : try swiftSwitch()
                return Expr(.branches(statement), start, index)
            case "let" where inPattern && peek().kind == .identifier, "var" where inPattern && peek().kind == .identifier:
                advance()
                let name = current.text
                advance()
                return Expr(.patternBinding(name), start, index)
            default:
                if Parser.swiftStatementWords.contains(t.text) { throw fail("an expression") }
            }
            advance()
            var name = t.text
            // Generic arguments of a type (`Array<Int>()`, `Set<String>.init`).
            if isOp("<"), !current.spaceBefore, let after = genericArgumentsEnd(), after < limit,
                tokens[after].isPunct("(") || tokens[after].isPunct(".")
            {
                name += text(index, after).replacingSpaces()
                index = after
            }
            return Expr(.identifier(name), start, index)
        case .punct:
            switch t.text {
            case ".":
                advance()
                let name = try memberName()
                return Expr(.implicitMember(name), start, index)
            case "(":
                advance()
                if isPunct(")") {
                    advance()
                    return Expr(.tuple([]), start, index)
                }
                var elements: [Argument] = []
                while true {
                    var label: String?
                    if current.kind == .identifier, peek().isPunct(":") {
                        label = current.text
                        advance()
                        advance()
                    }
                    elements.append(Argument(label: label, value: try swiftExpression()))
                    if take(",") { continue }
                    try expect(")", "')'")
                    break
                }
                if elements.count == 1, elements[0].label == nil {
                    var inner = elements[0].value
                    inner.start = Int32(start)
                    inner.end = Int32(index)
                    return inner
                }
                return Expr(.tuple(elements), start, index)
            case "[":
                return try swiftCollection()
            case "{":
                return try swiftClosure()
            default:
                break
            }
        case .hashKeyword:
            // #selector(...), #available(...), #colorLiteral(...), #file...
            advance()
            if isPunct("(") { try skipGroup("'#\(t.text)'") }
            return Expr(.opaque, start, index)
        case .op where t.text == "\\":
            // A key path: `\.name`, `\Type.name`.
            advance()
            while !atEnd, current.kind == .identifier || current.isPunct(".") || current.isOp("?") || current.isOp("!") {
                advance()
            }
            return Expr(.opaque, start, index)
        default:
            break
        }
        throw fail("an expression")
    }

    /// Where generic arguments starting at the current `<` end (after the
    /// matching `>`), when what is between looks like types.
    func genericArgumentsEnd() -> Int? {
        var level = 0
        var i = index
        while i < limit {
            let t = tokens[i]
            if t.kind == .op {
                for scalar in t.text.unicodeScalars {
                    if scalar == "<" { level += 1 } else if scalar == ">" { level -= 1 } else if scalar != "?" && scalar != "!" && !(t.text == "->") {
                        return nil
                    }
                }
                if level == 0 { return i + 1 }
                if level < 0 { return nil }
            } else if t.kind == .punct {
                if !["[", "]", ",", ".", ":", "(", ")"].contains(t.text) { return nil }
            } else if t.kind != .identifier {
                return nil
            }
            i += 1
            if i - index > 64 { return nil }
        }
        return nil
    }

    /// `"head \(a) middle \(b) tail"`.
    mutating func swiftInterpolation() throws(ImportError) -> Expr {
        let start = index
        var parts: [InterpolationPart] = [.text(current.text)]
        advance()
        while true {
            // `\(label: value)` (a custom interpolation) keeps the value.
            if current.kind == .identifier, peek().isPunct(":") {
                advance()
                advance()
            }
            parts.append(.value(try swiftExpression()))
            while take(",") { _ = try swiftExpression() }
            guard !atEnd else { throw fail("')' to close the interpolation") }
            let t = current
            if t.kind == .stringMiddle {
                parts.append(.text(t.text))
                advance()
                continue
            }
            if t.kind == .stringTail {
                parts.append(.text(t.text))
                advance()
                break
            }
            throw fail("')' to close the interpolation")
        }
        return Expr(.interpolated(parts), start, index)
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
    mutating func swiftCollection() throws(ImportError) -> Expr {
        let start = index
        advance()
        if isPunct("]") {
            advance()
            return Expr(.array([]), start, index)
        }
        if isPunct(":"), peek().isPunct("]") {
            advance()
            advance()
            return Expr(.dictionary([]), start, index)
        }
        var items: [Expr] = []
        var pairs: [(Expr, Expr)] = []
        while !isPunct("]") {
            if atEnd { throw fail("']'") }
            let item = try swiftExpression()
            if take(":") {
                pairs.append((item, try swiftExpression()))
            } else {
                guard pairs.isEmpty else { throw fail("':' in a dictionary") }
                items.append(item)
            }
            if !take(",") {
                guard isPunct("]") else { throw fail("',' or ']'") }
            }
        }
        advance()
        if !pairs.isEmpty {
            guard items.isEmpty else { throw ImportError("a collection mixes an array's items with a dictionary's", at: tokens[start].location) }
            return Expr(.dictionary(pairs), start, index)
        }
        return Expr(.array(items), start, index)
    }

    /// A type, as text: `CGFloat`, `[ASLayoutElement]`, `ASTextNode?`,
    /// `(Int) -> Void`, `Array<String>`, `some View`, `any P`.
    mutating func swiftType() throws(ImportError) -> String {
        let start = index
        try swiftTypeTokens()
        return text(start, index).replacingSpaces()
    }

    mutating func swiftTypeTokens() throws(ImportError) {
        try enter()
        defer { leave() }
        while isWord("inout") || isWord("some") || isWord("any") || isWord("borrowing") || isWord("consuming") || (current.kind == .atKeyword) {
            advance()
        }
        while !atEnd, current.kind == .punct, current.text == "@" {
            // An attribute (`@escaping`, `@Sendable`).
            advance()
            _ = try identifier("an attribute's name")
        }
        if isPunct("(") || isPunct("[") {
            try skipGroup("a type")
        } else {
            _ = try identifier("a type")
            if isOp("<"), let after = genericArgumentsEnd() { index = after }
            while isPunct("."), peek().kind == .identifier {
                advance()
                advance()
                if isOp("<"), let after = genericArgumentsEnd() { index = after }
            }
        }
        // Optionals, metatypes, function types, compositions.
        while !atEnd {
            if current.kind == .op, !current.spaceBefore, current.text.allSatisfy({ $0 == "?" || $0 == "!" }) {
                advance()
            } else if isPunct("."), peek().isIdentifier("Type") || peek().isIdentifier("Protocol") {
                advance()
                advance()
            } else if isOp("->") {
                advance()
                try swiftTypeTokens()
            } else if isOp("&") {
                advance()
                try swiftTypeTokens()
            } else if isWord("throws") || isWord("async") || isWord("rethrows") {
                advance()
            } else {
                break
            }
        }
    }
}

extension String {
    /// Without spaces (a type's name from its tokens).
    func replacingSpaces() -> String {
        var out = ""
        for scalar in unicodeScalars where scalar != " " { out.unicodeScalars.append(scalar) }
        return out
    }
}
