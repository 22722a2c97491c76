import SwatchJSON
import SwatchSpec

/// Objective-C's statements: blocks, C declarations (`Type *name = value`),
/// `if`/`else`, both `for`s, `while`, `do`-`while`, `switch` with its
/// fallthrough, `return`, `break`, `continue`, `@autoreleasepool`,
/// `@synchronized`, `@try`, expressions.
extension Parser {
    /// `{ statements }` from its opening brace.
    mutating func objcBlockStatements(_ what: String) throws(ImportError) -> [Stmt] {
        try inside("{", what) { (p: inout Parser) throws(ImportError) in try p.statements() }
    }

    /// One statement, or a block: the body of `if`, `for`, `while`.
    mutating func objcBody(_ what: String) throws(ImportError) -> [Stmt] {
        if isPunct("{") { return try objcBlockStatements(what) }
        try enter()
        defer { leave() }
        return [try objcStatement()]
    }

    mutating func objcStatement() throws(ImportError) -> Stmt {
        let start = index
        let t = current
        if t.isPunct("{") { return Stmt(kind: .block(try objcBlockStatements("a block")), start: Int32(start)) }
        if t.kind == .atKeyword {
            switch t.text {
            case "autoreleasepool":
                advance()
                return Stmt(kind: .block(try objcBlockStatements("'@autoreleasepool'")), start: Int32(start))
            case "synchronized":
                advance()
                if isPunct("(") { try skipGroup("'@synchronized'") }
                return Stmt(kind: .block(try objcBlockStatements("'@synchronized'")), start: Int32(start))
            case "try":
                advance()
                let body = try objcBlockStatements("'@try'")
                while current.kind == .atKeyword, current.text == "catch" || current.text == "finally" {
                    advance()
                    if isPunct("(") { try skipGroup("'@catch'") }
                    try skipGroup("'@catch'")
                }
                return Stmt(kind: .block(body), start: Int32(start))
            case "throw":
                advance()
                while !atEnd, !isPunct(";") { advance() }
                return Stmt(kind: .returns(nil), start: Int32(start))
            case "weakify", "strongify", "onExit", "unsafeify":
                // libextobjc's macros (`@weakify(self);`, `@onExit { };`): no layout in them.
                advance()
                if isPunct("(") { try skipGroup("'@\(t.text)'") }
                if isPunct("{") { try skipGroup("'@\(t.text)'") }
                _ = take(";")
                warnings.append(ImportWarning("'@\(t.text)' (libextobjc) is read as doing nothing", at: t.location))
                return Stmt(kind: .nothing, start: Int32(start))
            default:
                break
            }
        }
        if t.kind == .identifier {
            switch t.text {
            case "if":
                advance()
                let condition = try objcCondition(after: "if")
                let then = try objcBody("the body of 'if'")
                var otherwise: [Stmt]?
                if take("else") { otherwise = try objcBody("the 'else' of 'if'") }
                return Stmt(kind: .ifThen([.expression(condition)], then: then, otherwise: otherwise), start: Int32(start))
            case "for":
                return try objcFor()
            case "while":
                advance()
                let condition = try objcCondition(after: "while")
                let body = try objcBody("the loop")
                return Stmt(kind: .whileLoop([.expression(condition)], body: body), start: Int32(start))
            case "do":
                advance()
                let body = try objcBody("the loop")
                guard take("while") else { throw fail("'while' after 'do { }'") }
                let condition = try objcCondition(after: "while")
                _ = take(";")
                return Stmt(kind: .repeatWhile(body: body, condition: condition), start: Int32(start))
            case "switch":
                return try objcSwitch()
            case "return":
                advance()
                if take(";") || isPunct("}") { return Stmt(kind: .returns(nil), start: Int32(start)) }
                let value = try objcExpression()
                try endOfStatement()
                return Stmt(kind: .returns(value), start: Int32(start))
            case "break", "continue":
                advance()
                try endOfStatement()
                return Stmt(kind: t.text == "break" ? .breaks : .continues, start: Int32(start))
            case "goto":
                throw ImportError("'goto' is not read", at: t.location)
            case "case", "default":
                throw ImportError("'\(t.text)' outside a switch", at: t.location)
            default:
                break
            }
            // A label: `name:` then a statement.
            if peek().isPunct(":"), !peek(2).isPunct(":") {
                advance()
                advance()
                return try objcStatement()
            }
            if isDeclarationStart() { return try objcDeclaration() }
        }
        let e = try objcExpression()
        try endOfStatement()
        return Stmt(kind: .expression(e), start: Int32(start))
    }

    mutating func endOfStatement() throws(ImportError) {
        guard take(";") else { throw fail("';' after the statement") }
    }

    /// Whether the statement here declares variables: `Type *name`, `Type name`,
    /// `Type<...> *name`, a qualifier, a block variable.
    func isDeclarationStart() -> Bool {
        let t = current
        guard t.kind == .identifier else { return false }
        if ["static", "const", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "unsigned",
            "signed", "struct", "enum", "volatile", "extern", "__unused", "typeof", "__typeof", "__typeof__", "register",
            "long", "short", "union", "__kindof"].contains(t.text)
        {
            return true
        }
        let next = peek()
        if next.kind == .identifier {
            // `Type name`: but not `name in` (handled by for) or a keyword pair.
            return !["in"].contains(next.text)
        }
        if next.isOp("*") || next.isOp("**") {
            let after = peek(2)
            guard after.kind == .identifier else { return false }
            let then = peek(3)
            return then.isOp("=") || then.isPunct(";") || then.isPunct(",") || then.isPunct("[") || then.kind == .identifier
                || Parser.cTypeWords.contains(t.text) || t.text.looksLikeTypeName
        }
        if next.isOp("<"), t.text.looksLikeTypeName || t.text == "id" { return true }
        // `void (^name)(...)`; not a call given a block, `run(^{ a; b; })`.
        if next.isPunct("("), peek(2).isPunct("^") || peek(2).isOp("^"), peek(3).kind == .identifier, peek(4).isPunct(")") { return true }
        return false
    }

    /// The type part of a C declaration, as text (qualifiers, the name,
    /// generic arguments, `typeof(...)`); pointers are left to the declarators.
    mutating func objcTypeTokens() throws(ImportError) -> String {
        var parts: [String] = []
        var sawName = false
        while !atEnd {
            let t = current
            if t.kind == .identifier {
                if ["typeof", "__typeof", "__typeof__"].contains(t.text) {
                    advance()
                    if isPunct("(") { try skipGroup("typeof") }
                    parts.append("id")
                    sawName = true
                    continue
                }
                if Parser.cQualifiers.contains(t.text) {
                    advance()
                    continue
                }
                if ["unsigned", "signed", "long", "short", "struct", "enum", "union"].contains(t.text) {
                    parts.append(t.text)
                    advance()
                    if t.text == "long" || t.text == "short" || t.text == "unsigned" || t.text == "signed" { sawName = true }
                    continue
                }
                if sawName { break }
                parts.append(t.text)
                sawName = true
                advance()
                if isOp("<") {
                    // Generic arguments: NSArray<NSString *>, id<ASLayoutElement>.
                    var level = 0
                    while !atEnd {
                        if current.kind == .op {
                            for scalar in current.text.unicodeScalars {
                                if scalar == "<" { level += 1 } else if scalar == ">" { level -= 1 }
                            }
                        }
                        advance()
                        if level <= 0 { break }
                    }
                }
                continue
            }
            break
        }
        guard sawName else { throw fail("a type") }
        return parts.joined(separator: " ")
    }

    static let cQualifiers: Set<String> = [
        "static", "const", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "volatile", "extern",
        "__unused", "register", "inline", "_Nonnull", "_Nullable", "__nonnull", "__nullable", "nonnull", "nullable",
        "_Null_unspecified", "__kindof", "NS_VALID_UNTIL_END_OF_SCOPE", "__attribute__",
    ]

    /// One declarator's name: `*name`, `name[4]`, `(^name)(params)` (a block
    /// or function pointer), qualifiers between.
    mutating func objcDeclarator() throws(ImportError) -> String {
        while !atEnd, current.kind == .op, current.text.allSatisfy({ $0 == "*" }) { advance() }
        while !atEnd, current.kind == .identifier, Parser.cQualifiers.contains(current.text) { advance() }
        var name: String
        if isPunct("(") {
            advance()
            _ = take("^") || take("*")
            name = try identifier("the block variable's name")
            try expect(")", "')' after the block variable's name")
            if isPunct("(") { try skipGroup("the block's parameters") }
        } else {
            name = try identifier("a variable's name")
        }
        while isPunct("[") { try skipGroup("an array's size") }
        return name
    }

    /// `Type *a = x, b;`, `void (^block)(void) = ^{ };`.
    mutating func objcDeclaration() throws(ImportError) -> Stmt {
        let start = index
        let type = try objcTypeTokens()
        var bindings: [Binding] = []
        repeat {
            let name = try objcDeclarator()
            var value: Expr?
            if take("=") {
                if isPunct("{") {
                    let s = index
                    let items = try objcInitializerList()
                    value = Expr(.compoundLiteral(type: type, items), s, index)
                } else {
                    value = try objcExpression()
                }
            }
            bindings.append(Binding(name: name, type: type, value: value, tupleNames: nil))
        } while take(",")
        try endOfStatement()
        return Stmt(kind: .declare(bindings, isConstant: false), start: Int32(start))
    }

    /// `for (init; condition; step) body` and `for (Type *x in collection) body`.
    mutating func objcFor() throws(ImportError) -> Stmt {
        let start = index
        advance()
        try expect("(", "'(' after 'for'")
        // for-in: `for (Type *x in c)` or `for (x in c)`.
        var probe = index
        var level = 0
        var inIndex: Int?
        while probe < limit {
            let t = tokens[probe]
            if t.isPunct("(") || t.isPunct("[") { level += 1 }
            if t.isPunct(")") || t.isPunct("]") {
                if level == 0 { break }
                level -= 1
            }
            if t.isPunct(";") { break }
            if level == 0, t.isIdentifier("in") {
                inIndex = probe
                break
            }
            probe += 1
        }
        if let inIndex {
            guard inIndex > index, tokens[inIndex - 1].kind == .identifier else { throw fail("the loop's variable") }
            let name = tokens[inIndex - 1].text
            index = inIndex + 1
            let sequence = try objcExpression()
            try expect(")", "')' after the collection")
            let body = try objcBody("the loop")
            return Stmt(kind: .forIn(names: [name], sequence: sequence, filter: nil, body: body), start: Int32(start))
        }
        var initial: [Stmt] = []
        if !take(";") {
            if isDeclarationStart() {
                initial.append(try objcDeclaration())
            } else {
                let s = index
                var e = try objcExpression()
                while take(",") { e = try objcExpression() }
                initial.append(Stmt(kind: .expression(e), start: Int32(s)))
                try endOfStatement()
            }
        }
        var condition: Expr?
        if !isPunct(";") { condition = try objcExpression() }
        try expect(";", "';' after the loop's condition")
        var step: [Expr] = []
        while !isPunct(")") {
            step.append(try objcExpression())
            if !take(",") { break }
        }
        try expect(")", "')' after the loop's header")
        let body = try objcBody("the loop")
        return Stmt(kind: .cFor(initial: initial, condition: condition, step: step, body: body), start: Int32(start))
    }

    /// The parenthesized condition after `if` or `while` (`keyword`).
    mutating func objcCondition(after keyword: String) throws(ImportError) -> Expr {
        try expect("(", "'(' after '\(keyword)'")
        let condition = try objcExpression()
        try expect(")", "')' after the condition")
        return condition
    }

    /// `switch (x) { case A: ...; break; default: ... }`: cases fall through
    /// to the next until a `break`, as C's do.
    mutating func objcSwitch() throws(ImportError) -> Stmt {
        let start = index
        advance()
        try expect("(", "'(' after 'switch'")
        let subject = try objcExpression()
        try expect(")", "')' after the switch's value")
        let cases = try inside("{", "the switch's cases") { (p: inout Parser) throws(ImportError) in try p.objcSwitchCases() }
        return Stmt(kind: .switchOn(subject, cases), start: Int32(start))
    }

    mutating func objcSwitchCases() throws(ImportError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        while !atEnd {
            var patterns: [Expr] = []
            var isDefault = false
            if take("default") {
                isDefault = true
            } else if take("case") {
                patterns.append(try objcConditional())
            } else {
                throw fail("'case' or 'default' in the switch")
            }
            try expect(":", "':' after the case")
            var body: [Stmt] = []
            while !atEnd, !isWord("case"), !isWord("default") {
                if take(";") { continue }
                body.append(try objcStatement())
            }
            cases.append(SwitchCase(patterns: patterns, body: body, isDefault: isDefault))
        }
        return cases
    }
}
