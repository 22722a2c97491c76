import SwatchSpec

/// Swift's statements: declarations, `if`/`guard` with condition lists
/// (`let` bindings included), `for`-`in` (with `where`), `while`,
/// `repeat`, `switch`, `return`, `break`, `continue`, `do`/`catch`,
/// `defer`, local functions, expressions.
extension Parser {
    /// `{ statements }` from its opening brace.
    mutating func swiftBlock(_ what: String) throws(ImportError) -> [Stmt] {
        try inside("{", what) { (p: inout Parser) throws(ImportError) in try p.statements() }
    }

    mutating func swiftStatement() throws(ImportError) -> Stmt {
        let start = index
        let t = current
        // Attributes and modifiers before a declaration.
        try skipSwiftAttributes()
        if t.kind == .identifier {
            // A label: `outer: for ...`.
            if peek().isPunct(":"), ["for", "while", "repeat", "switch", "if", "do"].contains(peek(2).text) {
                advance()
                advance()
                return try swiftStatement()
            }
            switch t.text {
            case "let", "var":
                return try swiftDeclaration()
            case "lazy", "weak", "unowned", "static", "private", "fileprivate":
                advance()
                return try swiftStatement()
            case "if":
                return try swiftIf()
            case "guard":
                advance()
                let conditions = try swiftConditions()
                guard take("else") else { throw fail("'else' after the conditions of 'guard'") }
                let otherwise = try swiftBlock("the 'else' of 'guard'")
                return Stmt(kind: .guardElse(conditions, otherwise: otherwise), start: Int32(start))
            case "for":
                return try swiftFor()
            case "while":
                advance()
                let conditions = try swiftConditions()
                let body = try swiftBlock("the loop")
                return Stmt(kind: .whileLoop(conditions, body: body), start: Int32(start))
            case "repeat":
                advance()
                let body = try swiftBlock("the loop")
                guard take("while") else { throw fail("'while' after 'repeat { }'") }
                let condition = try swiftExpression(trailingClosures: false)
                return Stmt(kind: .repeatWhile(body: body, condition: condition), start: Int32(start))
            case "switch":
                return try swiftSwitch()
            case "return":
                advance()
                if atEnd || isPunct("}") || isPunct(";") || (current.newlineBefore && (isWord("case") || isWord("default"))) {
                    return Stmt(kind: .returns(nil), start: Int32(start))
                }
                return Stmt(kind: .returns(try swiftExpression()), start: Int32(start))
            case "break", "continue", "fallthrough":
                advance()
                // A label after break/continue.
                if !atEnd, current.kind == .identifier, !current.newlineBefore { advance() }
                return Stmt(kind: t.text == "continue" ? .continues : t.text == "break" ? .breaks : .nothing, start: Int32(start))
            case "throw":
                advance()
                _ = try swiftExpression()
                return Stmt(kind: .returns(nil), start: Int32(start))
            case "defer":
                advance()
                try skipGroup("'defer'")
                return Stmt(kind: .nothing, start: Int32(start))
            case "do":
                advance()
                let body = try swiftBlock("'do'")
                while take("catch") {
                    while !isPunct("{") {
                        if atEnd { throw fail("'{' after 'catch'") }
                        advance()
                    }
                    try skipGroup("'catch'")
                }
                return Stmt(kind: .block(body), start: Int32(start))
            case "func":
                return try swiftLocalFunction()
            case "class", "struct", "enum", "extension", "protocol", "typealias", "import", "actor":
                // A local type: nothing to run.
                advance()
                while !atEnd, !isPunct("{"), !current.newlineBefore { advance() }
                if isPunct("{") { try skipGroup("a local type") }
                return Stmt(kind: .nothing, start: Int32(start))
            default:
                break
            }
        }
        if t.isPunct("{") {
            // A closure on its own line: not called, nothing happens.
            try skipGroup("a closure")
            return Stmt(kind: .nothing, start: Int32(start))
        }
        let e = try swiftExpression()
        guard atEnd || current.newlineBefore || isPunct(";") || isPunct("}") else {
            throw fail("the end of the statement (a new line or ';')")
        }
        return Stmt(kind: .expression(e), start: Int32(start))
    }

    /// `let a = 1, b: CGFloat = 2`, `var x: Int`, `let (a, b) = pair`.
    mutating func swiftDeclaration() throws(ImportError) -> Stmt {
        let start = index
        let isConstant = current.text == "let"
        advance()
        var bindings: [Binding] = []
        repeat {
            var binding: Binding
            if isPunct("(") {
                // A tuple pattern.
                advance()
                var names: [String?] = []
                while !isPunct(")") {
                    let name = try identifier("a name in the tuple pattern")
                    names.append(name == "_" ? nil : name)
                    if take(":") { _ = try swiftType() }
                    if !take(",") { break }
                }
                try expect(")", "')' after the tuple pattern")
                binding = Binding(name: "", type: nil, value: nil, tupleNames: names)
            } else {
                let name = try identifier("a name after '\(isConstant ? "let" : "var")'")
                binding = Binding(name: name, type: nil, value: nil, tupleNames: nil)
            }
            if take(":") { binding.type = try swiftType() }
            if take("=") { binding.value = try swiftExpression() }
            if isPunct("{"), !current.newlineBefore || binding.value == nil {
                // A local computed variable or observers: read as a closure's value (rare in layout code).
                try skipGroup("the variable's accessors")
            }
            bindings.append(binding)
        } while take(",")
        return Stmt(kind: .declare(bindings, isConstant: isConstant), start: Int32(start))
    }

    /// A condition list: `a, let b = c, case .x = y`.
    mutating func swiftConditions() throws(ImportError) -> [Condition] {
        var out: [Condition] = []
        repeat {
            if isWord("let") || isWord("var") {
                advance()
                let name = try identifier("a name after 'let'")
                if take(":") { _ = try swiftType() }
                if take("=") {
                    out.append(.binding(name: name, value: try swiftExpression(trailingClosures: false)))
                } else {
                    // Swift 5.7: `if let name`.
                    let s = index - 1
                    out.append(.binding(name: name, value: Expr(.identifier(name), s, index)))
                }
            } else if isWord("case") {
                let s = index
                advance()
                while !atEnd, !isOp("="), !isPunct("{") { advance() }
                if take("=") { _ = try swiftExpression(trailingClosures: false) }
                out.append(.pattern(Expr(.opaque, s, index)))
            } else if isHashAvailable {
                let s = index
                advance()
                if isPunct("(") { try skipGroup("'#available'") }
                out.append(.expression(Expr(.bool(true), s, index)))
            } else {
                out.append(.expression(try swiftExpression(trailingClosures: false)))
            }
        } while take(",")
        return out
    }

    var isHashAvailable: Bool {
        current.kind == .hashKeyword && (current.text == "available" || current.text == "unavailable")
    }

    mutating func swiftIf() throws(ImportError) -> Stmt {
        let start = index
        advance()
        let conditions = try swiftConditions()
        let then = try swiftBlock("the body of 'if'")
        var otherwise: [Stmt]?
        if take("else") {
            if isWord("if") {
                // An `else if` is one level deeper (the evaluator follows the chain by recursion).
                try enter()
                defer { leave() }
                otherwise = [try swiftIf()]
            } else {
                otherwise = try swiftBlock("the 'else' of 'if'")
            }
        }
        return Stmt(kind: .ifThen(conditions, then: then, otherwise: otherwise), start: Int32(start))
    }

    /// `for x in seq`, `for (i, x) in seq.enumerated()`, `for _ in 0..<n`,
    /// `for case let x in seq`, `for x in seq where cond`.
    mutating func swiftFor() throws(ImportError) -> Stmt {
        let start = index
        advance()
        _ = take("case")
        _ = take("let")
        _ = take("var")
        var names: [String?] = []
        if take("(") {
            while !isPunct(")") {
                _ = take("let")
                let name = try identifier("a name in the loop's pattern")
                names.append(name == "_" ? nil : name)
                if !take(",") { break }
            }
            try expect(")", "')' after the loop's pattern")
        } else {
            let name = try identifier("the loop's variable after 'for'")
            names.append(name == "_" ? nil : name)
        }
        // `for case let item? in items`: the items that are there (nil ones are left to the data).
        if isOp("?"), !current.spaceBefore { advance() }
        if take(":") { _ = try swiftType() }
        guard take("in") else { throw fail("'in' after the loop's variable") }
        let sequence = try swiftExpression(trailingClosures: false)
        var filter: Expr?
        if take("where") { filter = try swiftExpression(trailingClosures: false) }
        let body = try swiftBlock("the loop")
        return Stmt(kind: .forIn(names: names, sequence: sequence, filter: filter, body: body), start: Int32(start))
    }

    mutating func swiftSwitch() throws(ImportError) -> Stmt {
        let start = index
        advance()
        let subject = try swiftExpression(trailingClosures: false)
        let cases = try inside("{", "the switch's cases") { (p: inout Parser) throws(ImportError) in try p.swiftSwitchCases() }
        return Stmt(kind: .switchOn(subject, cases), start: Int32(start))
    }

    mutating func swiftSwitchCases() throws(ImportError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        while !atEnd {
            try skipSwiftAttributes()
            var patterns: [Expr] = []
            var isDefault = false
            if take("default") {
                isDefault = true
            } else if take("case") {
                repeat {
                    let s = index
                    // Patterns are compared by their value, an enumeration's case by its
                    // name; `let` binds (`.photo(let url)`, `let .photo(url)`).
                    let bindsAll = take("let") || take("var")
                    let saved = inPattern
                    inPattern = true
                    var pattern = try swiftExpression(trailingClosures: false)
                    inPattern = saved
                    if bindsAll { pattern = Parser.bindingEveryName(pattern) }
                    patterns.append(Expr(pattern.kind, s, index))
                    if take("where") { _ = try swiftExpression(trailingClosures: false) }
                } while take(",")
            } else {
                throw fail("'case' or 'default' in the switch")
            }
            try expect(":", "':' after the case")
            var body: [Stmt] = []
            while !atEnd, !isWord("case"), !isWord("default"), !(current.kind == .punct && current.text == "@") {
                if take(";") { continue }
                body.append(try swiftStatement())
            }
            cases.append(SwitchCase(patterns: patterns, body: body, isDefault: isDefault))
        }
        return cases
    }

    /// `case let .photo(url)`: each name of the pattern binds.
    static func bindingEveryName(_ pattern: Expr) -> Expr {
        var out = pattern
        switch pattern.kind {
        case .identifier(let name):
            out.kind = .patternBinding(name)
        case .call(let callee, let arguments):
            out.kind = .call(callee, arguments.map { Argument(label: $0.label, value: bindingEveryName($0.value)) })
        case .tuple(let elements):
            out.kind = .tuple(elements.map { Argument(label: $0.label, value: bindingEveryName($0.value)) })
        default:
            break
        }
        return out
    }

    /// `func name(params) -> T { body }` inside a body: a local function,
    /// bound as a closure.
    mutating func swiftLocalFunction() throws(ImportError) -> Stmt {
        let start = index
        advance()
        let name = try identifier("the function's name")
        while !isPunct("{") {
            if atEnd { throw fail("'{' to open the function's body") }
            if isPunct("(") { try skipGroup("the parameters") } else { advance() }
        }
        try skipGroup("the function's body")
        let closure = closureRead(from: start)
        return Stmt(kind: .declare([Binding(name: name, type: nil, value: closure, tupleNames: nil)], isConstant: true), start: Int32(start))
    }
}
