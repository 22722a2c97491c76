import SwatchJSON
import SwatchSpec

/// Objective-C's declarations: `@interface` (with instance variables,
/// properties, method declarations), `@implementation` (methods with their
/// bodies, instance variables), categories and class extensions, protocols,
/// and C's file-level constants (`static const CGFloat k = 10;`),
/// functions and `NS_ENUM`s. Bodies and initial values are token ranges.
extension Parser {
    mutating func objcOutline() throws(ImportError) -> SourceOutline {
        var outline = SourceOutline()
        while !atEnd {
            let t = current
            if t.kind == .atKeyword {
                switch t.text {
                case "interface", "implementation":
                    outline.types.append(try objcType(&outline))
                case "protocol":
                    advance()
                    // `@protocol A;` or `@protocol A <B> ... @end`.
                    _ = try identifier("the protocol's name")
                    if take(";") { continue }
                    while take(",") { _ = try identifier("a protocol's name") }
                    if take(";") { continue }
                    while !atEnd, !(current.kind == .atKeyword && current.text == "end") { advance() }
                    advance()
                case "class":
                    while !atEnd, !isPunct(";") { advance() }
                    advance()
                case "end":
                    advance()
                default:
                    advance()
                }
                continue
            }
            if take(";") { continue }
            if isOp("-") || isOp("+") {
                // A method pasted without its class.
                outline.functions.append(try objcMethod())
                continue
            }
            try objcFileDeclaration(&outline)
        }
        return outline
    }

    /// `@interface Name : Super <P> { ivars } ... @end`, `@interface Name ()`,
    /// `@interface Name (Category)`, `@implementation Name { ivars } ... @end`.
    mutating func objcType(_ outline: inout SourceOutline) throws(ImportError) -> TypeDecl {
        let start = index
        let isImplementation = current.text == "implementation"
        advance()
        let name = try identifier("the class's name")
        var decl = TypeDecl(name: name, kind: isImplementation ? .implementation : .interface, superclass: nil, token: Int32(start))
        if isOp("<"), let after = genericArgumentsEnd() { index = after }
        if isPunct("(") { try skipGroup("a category's name") }
        if take(":") { decl.superclass = try identifier("the superclass's name") }
        if isOp("<") {
            while !atEnd, !isOp(">") { advance() }
            advance()
        }
        if isPunct("{") {
            // Instance variables.
            decl.properties += try inside("{", "the instance variables") { (p: inout Parser) throws(ImportError) in
                var variables: [PropertyDecl] = []
                while !p.atEnd {
                    if p.current.kind == .atKeyword {
                        p.advance()
                        continue
                    }
                    if p.take(";") { continue }
                    variables += try p.objcVariables()
                }
                return variables
            }
        }
        while !atEnd {
            let t = current
            if t.kind == .atKeyword {
                switch t.text {
                case "end":
                    advance()
                    return decl
                case "property":
                    advance()
                    if isPunct("(") { try skipGroup("the property's attributes") }
                    decl.properties += try objcVariables()
                case "synthesize", "dynamic":
                    while !atEnd, !isPunct(";") { advance() }
                    advance()
                default:
                    // @optional, @required, @public, @private...
                    advance()
                }
                continue
            }
            if t.isOp("-") || t.isOp("+") {
                decl.methods.append(try objcMethod())
                continue
            }
            if take(";") { continue }
            try objcFileDeclaration(&outline)
        }
        throw ImportError("'@\(isImplementation ? "implementation" : "interface") \(name)' is not closed by '@end'", at: tokens[start].location)
    }

    /// `Type *a, *b;` (instance variables and properties): their names and type.
    mutating func objcVariables() throws(ImportError) -> [PropertyDecl] {
        let start = index
        let type = try objcTypeTokens()
        var out: [PropertyDecl] = []
        repeat {
            let name = try objcDeclarator()
            // Attributes after the name (`NS_AVAILABLE(...)`, `__attribute__((...))`).
            while current.kind == .identifier, !isPunct(";") {
                advance()
                if isPunct("(") { try skipGroup("an attribute") }
            }
            out.append(PropertyDecl(name: name, type: type, initializer: nil, getter: nil, isStatic: false, token: Int32(start)))
        } while take(",")
        try expect(";", "';' after the declaration")
        return out
    }

    /// `- (Type)part:(Type)name part:(Type)name { body }` or its declaration (`;`).
    mutating func objcMethod() throws(ImportError) -> MethodDecl {
        let start = index
        let isStatic = current.text == "+"
        advance()
        var returnType: String?
        if isPunct("(") {
            let open = index
            try skipGroup("the return type")
            returnType = text(open + 1, index - 1).replacingSpaces()
        }
        var selector = ""
        var parameters: [MethodDecl.Parameter] = []
        let first = try identifier("the method's name")
        if take(":") {
            var part = first
            while true {
                var type: String?
                if isPunct("(") {
                    let open = index
                    try skipGroup("a parameter's type")
                    type = text(open + 1, index - 1).replacingSpaces()
                }
                // `(MKMapView *)__unused mapView`.
                while current.kind == .identifier, Parser.cQualifiers.contains(current.text), peek().kind == .identifier { advance() }
                let name = try identifier("a parameter's name")
                selector += part + ":"
                parameters.append(MethodDecl.Parameter(label: part, name: name, type: type))
                if current.kind == .identifier, peek().isPunct(":") {
                    part = current.text
                    advance()
                    advance()
                    continue
                }
                if isPunct(":") {
                    advance()
                    part = ""
                    continue
                }
                if take(",") {
                    // Variadic `, ...`.
                    if isOp("...") { advance() }
                    continue
                }
                break
            }
        } else {
            selector = first
        }
        // Attributes before the body or the semicolon.
        while current.kind == .identifier {
            advance()
            if isPunct("(") { try skipGroup("an attribute") }
        }
        var body: Range<Int32>?
        if isPunct("{"), let close = closing(index) {
            body = Int32(index + 1)..<Int32(close)
            index = close + 1
        } else {
            try expect(";", "'{' or ';' after the method's declaration")
        }
        let kind: MethodDecl.Kind = selector == "init" || selector.hasPrefix("initWith") ? .initializer : .method
        return MethodDecl(name: selector, kind: kind, parameters: parameters, isStatic: isStatic, returnType: returnType, body: body, token: Int32(start))
    }

    /// A file-level C declaration: a constant, a variable, a function, a
    /// typedef (an `NS_ENUM`'s cases are kept).
    mutating func objcFileDeclaration(_ outline: inout SourceOutline) throws(ImportError) {
        let start = index
        // `typedef NS_ENUM(Type, Name) { A, B = 2 };` and plain enums.
        var i = index
        while i < limit, !tokens[i].isPunct(";"), !tokens[i].isPunct("{"), !tokens[i].isOp("=") { i += 1 }
        let isEnum = tokens[index..<min(i, limit)].contains { $0.kind == .identifier && ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "enum", "NS_ERROR_ENUM"].contains($0.text) }
        if i < limit, tokens[i].isPunct("{") {
            if isEnum {
                index = i
                try objcEnumCases(&outline)
                while !atEnd, !isPunct(";") { advance() }
                advance()
                return
            }
            // A function: `static CGFloat name(CGFloat a, CGFloat b) { ... }`, or a struct typedef.
            var nameIndex: Int?
            var j = i - 1
            if j >= index, tokens[j].isPunct(")") {
                var level = 0
                while j >= index {
                    if tokens[j].isPunct(")") { level += 1 }
                    if tokens[j].isPunct("(") {
                        level -= 1
                        if level == 0 { break }
                    }
                    j -= 1
                }
                if j - 1 >= index, tokens[j - 1].kind == .identifier { nameIndex = j - 1 }
            }
            index = i
            guard let close = closing(index) else { throw fail("'}' to close the body") }
            if let nameIndex {
                var parameters: [MethodDecl.Parameter] = []
                var k = nameIndex + 2
                var lastName: String?
                var level = 0
                while k < i - 1 {
                    let t = tokens[k]
                    if t.isPunct("(") { level += 1 }
                    if t.isPunct(")") { level -= 1 }
                    if level == 0, t.kind == .identifier { lastName = t.text }
                    if level == 0, t.isPunct(",") {
                        if let n = lastName, n != "void" { parameters.append(MethodDecl.Parameter(label: nil, name: n, type: nil)) }
                        lastName = nil
                    }
                    k += 1
                }
                if let n = lastName, n != "void" { parameters.append(MethodDecl.Parameter(label: nil, name: n, type: nil)) }
                outline.functions.append(MethodDecl(
                    name: tokens[nameIndex].text, kind: .method, parameters: parameters, isStatic: true, returnType: nil,
                    body: Int32(index + 1)..<Int32(close), token: Int32(nameIndex)))
            }
            index = close + 1
            while !atEnd, !isPunct(";"), !(current.kind == .atKeyword), !current.newlineBefore { advance() }
            _ = take(";")
            return
        }
        // A variable or constant: the name before `=`, the value after it.
        guard i < limit else {
            index = limit
            return
        }
        if tokens[i].isOp("=") {
            var nameIndex = i - 1
            while nameIndex > index, tokens[nameIndex].isPunct("]") {
                // `name[]`.
                while nameIndex > index, !tokens[nameIndex].isPunct("[") { nameIndex -= 1 }
                nameIndex -= 1
            }
            let valueStart = i + 1
            var k = valueStart
            var level = 0
            while k < limit {
                let t = tokens[k]
                if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { level += 1 }
                if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { level -= 1 }
                if level <= 0, t.isPunct(";") { break }
                k += 1
            }
            if nameIndex >= start, tokens[nameIndex].kind == .identifier {
                var type: String?
                if nameIndex > start {
                    var t = nameIndex - 1
                    while t > start, tokens[t].kind != .identifier || Parser.cQualifiers.contains(tokens[t].text) { t -= 1 }
                    if tokens[t].kind == .identifier { type = tokens[t].text }
                }
                outline.globals.append(PropertyDecl(
                    name: tokens[nameIndex].text, type: type, initializer: Int32(valueStart)..<Int32(k), getter: nil, isStatic: true,
                    token: Int32(nameIndex)))
            }
            index = min(k + 1, limit)
            return
        }
        index = i + 1
    }

    /// `{ A, B = 2, C }` of an enumeration: each case's value.
    mutating func objcEnumCases(_ outline: inout SourceOutline) throws(ImportError) {
        guard let close = closing(index) else { throw fail("'}' after the enumeration's cases") }
        advance()
        var next = 0.0
        while index < close {
            guard current.kind == .identifier else {
                advance()
                continue
            }
            let name = current.text
            advance()
            // Availability attributes after a case.
            while current.kind == .identifier, index < close {
                advance()
                if isPunct("(") { try skipGroup("an attribute") }
            }
            if take("=") {
                var value: Double?
                var sign = 1.0
                if take("-") { sign = -1 }
                if current.kind == .number {
                    value = sign * current.number
                    advance()
                    if isOp("<<"), peek().kind == .number {
                        advance()
                        value = (value ?? 0) * Double(1 << min(62, Int(current.number)))
                        advance()
                    }
                } else if current.kind == .identifier, let known = outline.enumConstants[current.text] {
                    value = known
                    advance()
                }
                while index < close, !isPunct(",") { advance() }
                if let value { next = value }
            }
            outline.enumConstants[name] = next
            next += 1
            _ = take(",")
        }
        index = close + 1
    }
}
