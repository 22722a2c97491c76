import SwatchSpec

/// Swift's declarations: the file's types and their members, file-level
/// constants and functions. Bodies and initial values are kept as token
/// ranges; a member whose initial value this reader cannot follow is kept
/// as the tokens up to the next declaration, so that code the layout never
/// runs cannot stop an import.
extension Parser {
    static let swiftModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "override", "required", "convenience",
        "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "nonisolated", "optional", "indirect",
        "isolated", "package", "distributed", "prefix", "postfix", "infix", "__consuming", "consuming", "borrowing",
    ]

    mutating func swiftOutline() throws(ImportError) -> SourceOutline {
        var outline = SourceOutline()
        var top = TypeDecl(name: "", kind: .structType, superclass: nil, token: 0)
        try swiftMembers(into: &top, outline: &outline)
        outline.types = top.nested
        outline.globals = top.properties
        outline.functions = top.methods
        return outline
    }

    /// Declarations until `limit`, into `type` (its properties, methods and nested types).
    mutating func swiftMembers(into type: inout TypeDecl, outline: inout SourceOutline) throws(ImportError) {
        while !atEnd {
            let declStart = index
            var isStatic = false
            // Attributes and modifiers.
            while !atEnd {
                if current.kind == .punct, current.text == "@" {
                    advance()
                    if current.kind == .identifier { advance() }
                    if isPunct("("), !current.spaceBefore { try skipGroup("an attribute") }
                } else if current.kind == .identifier, Parser.swiftModifiers.contains(current.text) {
                    advance()
                    if isPunct("("), !current.spaceBefore { try skipGroup("a modifier") }
                } else if isWord("static") || (isWord("class") && ["func", "var", "let", "override", "final", "private", "public", "subscript", "fileprivate", "internal", "open"].contains(peek().text)) {
                    isStatic = true
                    advance()
                } else {
                    break
                }
            }
            if atEnd { break }
            let t = current
            guard t.kind == .identifier else {
                if take(";") { continue }
                // Something this reader does not take as a declaration: skip its line.
                try skipDeclarationLine()
                if index == declStart { advance() }
                continue
            }
            switch t.text {
            case "import", "typealias", "associatedtype", "precedencegroup", "operator":
                if t.text == "precedencegroup", let brace = nextBraceOnLine() {
                    index = brace
                    try skipGroup("a precedence group")
                } else {
                    try skipDeclarationLine()
                }
            case "class", "struct", "enum", "extension", "protocol", "actor":
                let kind: TypeDecl.Kind =
                    t.text == "struct" ? .structType : t.text == "enum" ? .enumType : t.text == "extension" ? .extensionType
                    : t.text == "protocol" ? .protocolType : .classType
                advance()
                var name = try identifier("the name of the \(t.text)")
                while isPunct("."), peek().kind == .identifier {
                    advance()
                    name = try identifier("a type's name")
                }
                var decl = TypeDecl(name: name, kind: kind, superclass: nil, token: Int32(declStart))
                if isOp("<"), let after = genericArgumentsEnd() { index = after }
                if take(":") {
                    let first = try swiftType()
                    if kind == .classType || kind == .extensionType { decl.superclass = first }
                    while take(",") { _ = try swiftType() }
                }
                if isWord("where") {
                    while !atEnd, !isPunct("{") { advance() }
                }
                try inside("{", "the \(t.text)'s body") { (p: inout Parser) throws(ImportError) in
                    try p.swiftMembers(into: &decl, outline: &outline)
                }
                type.nested.append(decl)
            case "func":
                advance()
                type.methods.append(try swiftFunction(isStatic: isStatic, start: declStart))
            case "init":
                advance()
                if !atEnd, current.kind == .op, current.text == "?" || current.text == "!" { advance() }
                var method = try swiftFunctionRest(name: "init", isStatic: false, start: declStart)
                method.kind = .initializer
                type.methods.append(method)
            case "deinit", "subscript":
                advance()
                while !atEnd, !isPunct("{") { if isPunct("(") { try skipGroup("parameters") } else { advance() } }
                if isPunct("{") { try skipGroup("a body") }
            case "let", "var":
                advance()
                repeat {
                    var property = PropertyDecl(name: "", type: nil, initializer: nil, getter: nil, isStatic: isStatic, token: Int32(index))
                    if isPunct("(") {
                        // A tuple pattern: not read.
                        try skipGroup("a tuple pattern")
                    } else {
                        property.name = try identifier("a name after '\(t.text)'")
                    }
                    if take(":") { property.type = try swiftType() }
                    if take("=") {
                        let valueStart = index
                        skimSwiftExpression()
                        property.initializer = Int32(valueStart)..<Int32(index)
                    }
                    if isPunct("{"), let close = closing(index) {
                        // A computed property (its getter) or observers.
                        let inner = (index + 1)..<close
                        if property.initializer == nil {
                            property.getter = getterBody(inner)
                        }
                        index = close + 1
                    }
                    if !property.name.isEmpty { type.properties.append(property) }
                } while take(",")
            case "case":
                // Enumeration cases: `case a, b = 2, c(Int)`.
                advance()
                repeat {
                    guard current.kind == .identifier else { break }
                    advance()
                    if isPunct("(") { try skipGroup("a case's values") }
                    if take("=") { skimSwiftExpression() }
                } while take(",")
            default:
                // A statement at file level (a script) or something else: skip its line.
                try skipDeclarationLine()
                if index == declStart { advance() }
            }
        }
    }

    func nextBraceOnLine() -> Int? {
        var i = index
        while i < limit {
            if tokens[i].isPunct("{") { return i }
            if i > index, tokens[i].newlineBefore { return nil }
            i += 1
        }
        return nil
    }

    /// The getter inside a property's braces: the `get { }` block when there
    /// is one, else all of it (nil for observers alone).
    func getterBody(_ inner: Range<Int>) -> Range<Int32>? {
        guard let first = inner.first, first < inner.upperBound else { return Int32(inner.lowerBound)..<Int32(inner.upperBound) }
        let t = tokens[first]
        if t.kind == .identifier, ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(t.text) {
            var i = first
            while i < inner.upperBound {
                if tokens[i].isIdentifier("get"), i + 1 < inner.upperBound, tokens[i + 1].isPunct("{"), let close = closing(i + 1) {
                    return Int32(i + 2)..<Int32(close)
                }
                if tokens[i].isPunct("{"), let close = closing(i) { i = close + 1 } else { i += 1 }
            }
            return nil
        }
        return Int32(inner.lowerBound)..<Int32(inner.upperBound)
    }

    /// Moves to the end of the current line's declaration (brackets balanced).
    mutating func skipDeclarationLine() throws(ImportError) {
        let start = index
        while !atEnd {
            if index > start, current.newlineBefore { return }
            if isPunct("(") || isPunct("[") || isPunct("{") {
                try skipGroup("a declaration")
                continue
            }
            if isPunct("}") || isPunct(")") || isPunct("]") { advance(); continue }
            advance()
        }
    }

    /// Moves past an expression without reading it: brackets balanced, up to
    /// a `;`, a closing bracket, or a line that cannot continue it.
    mutating func skimSwiftExpression() {
        let start = index
        while !atEnd {
            let t = current
            if index > start, t.newlineBefore {
                let previous = tokens[index - 1]
                let continues = (t.kind == .op && t.text != "!" && !(t.text == "&" && false)) || t.isPunct(".")
                    || (previous.kind == .op && !previous.text.hasSuffix("?") && !previous.text.hasSuffix("!")) || previous.isPunct(",")
                if !continues { return }
            }
            if t.isPunct(";") || t.isPunct("}") || t.isPunct(")") || t.isPunct("]") || t.isPunct(",") { return }
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") {
                if let close = closing(index) {
                    index = close + 1
                    continue
                }
                index = limit
                return
            }
            advance()
        }
    }

    /// `name<T>(params) async throws -> Result where ... { body }` after `func`.
    mutating func swiftFunction(isStatic: Bool, start: Int) throws(ImportError) -> MethodDecl {
        var name: String
        if current.kind == .op {
            name = current.text
            advance()
        } else {
            name = try identifier("the function's name")
        }
        if isOp("<"), let after = genericArgumentsEnd() { index = after }
        return try swiftFunctionRest(name: name, isStatic: isStatic, start: start)
    }

    mutating func swiftFunctionRest(name: String, isStatic: Bool, start: Int) throws(ImportError) -> MethodDecl {
        if isOp("<"), let after = genericArgumentsEnd() { index = after }
        let parameters = try swiftParameters()
        var returnType: String?
        while isWord("async") || isWord("throws") || isWord("rethrows") || isWord("reasync") {
            advance()
            if isPunct("(") { try skipGroup("a thrown type") }
        }
        if take("->") { returnType = try swiftType() }
        if isWord("where") {
            while !atEnd, !isPunct("{"), !current.newlineBefore || isPunct(",") { advance() }
        }
        var body: Range<Int32>?
        if isPunct("{"), let close = closing(index) {
            body = Int32(index + 1)..<Int32(close)
            index = close + 1
        }
        return MethodDecl(name: name, kind: .method, parameters: parameters, isStatic: isStatic, returnType: returnType, body: body, token: Int32(start))
    }

    /// `(_ a: T, label b: T = default, c: T...)`.
    mutating func swiftParameters() throws(ImportError) -> [MethodDecl.Parameter] {
        try inside("(", "the parameters") { (p: inout Parser) throws(ImportError) in try p.swiftParameterList() }
    }

    mutating func swiftParameterList() throws(ImportError) -> [MethodDecl.Parameter] {
        var out: [MethodDecl.Parameter] = []
        while !atEnd {
            try skipSwiftAttributes()
            let first = try identifier("a parameter's name")
            var label: String? = first
            var name = first
            if current.kind == .identifier {
                name = current.text
                advance()
            }
            if label == "_" { label = nil }
            var type: String?
            if take(":") { type = try swiftType() }
            if isOp("...") { advance() }
            if take("=") { skimSwiftExpression() }
            out.append(MethodDecl.Parameter(label: label, name: name, type: type))
            if !take(",") {
                guard atEnd else { throw fail("',' or ')' in the parameters") }
            }
        }
        return out
    }
}
