import SwatchSpec

/// Swift, as Swift's importer presents Texture's headers (`import AsyncDisplayKit`).
final class SwiftDialect: CodeDialect {
    let width = 100
    let step = 4
    let terminator = ""
    let prelude = "import AsyncDisplayKit\n"
    let infinity = ".infinity"
    let makesPropertiesWhereDeclared = true
    let nestsClasses = true
    let setsUpSubnodesInMethod = true

    func property(_ name: String, inBlock: Bool) -> String { name }
    func selfTarget(inBlock: Bool) -> String { inBlock ? "self" : "" }
    func propertyName(_ name: PropertyName) -> String { name.swift }

    func bool(_ b: Bool) -> String { b ? "true" : "false" }
    func string(_ s: String) -> String { CodeLiterals.swiftString(s) }
    func choice(_ schema: EnumSchema, _ index: Int) -> String { schema.cases[index].swift(in: schema) }
    func flags(_ schema: EnumSchema, _ indices: [Int]) -> String {
        "[" + indices.map { schema.cases[$0].swift(in: schema) }.joined(separator: ", ") + "]"
    }
    func constant(_ c: CodeConstant) -> String { c.swift }

    func structure(_ s: CodeStructure, _ fields: [CodeDocument]) -> CodeDocument {
        call(.text(s.name), zip(s.fields, fields).map { ($0, $1) })
    }

    func zero(_ s: CodeStructure) -> String { s.name + ".zero" }

    func send(_ receiver: CodeDocument?, _ method: CodeMethod, _ arguments: [CodeDocument], lastIsBlock: Bool) -> CodeDocument {
        let head: CodeDocument
        switch method.kind {
        case .initializer, .factory:
            head = .text(method.swiftClassName)
        case .classMethod:
            head = .text(method.swiftClassName + "." + method.swiftName)
        case .classProperty:
            return .text(method.swiftClassName + "." + method.swiftName)
        case .instance:
            head = receiver.map { .concat([$0, .text("." + method.swiftName)]) } ?? .text(method.swiftName)
        }
        var labelled = Array(zip(method.swiftLabels, arguments))
        // A block last is a trailing closure.
        guard lastIsBlock, let (_, block) = labelled.popLast() else { return call(head, labelled) }
        if labelled.isEmpty { return .concat([head, .text(" "), block]) }
        return .concat([call(head, labelled), .text(" "), block])
    }

    func list(_ items: [CodeDocument]) -> CodeDocument { CodeDocument.bracketed("[", items, "]", indent: step) }

    func dictionary(_ pairs: [(CodeDocument, CodeDocument)]) -> CodeDocument {
        if pairs.isEmpty { return .text("[:]") }
        return CodeDocument.bracketed("[", pairs.map { .concat([$0.0, .text(": "), $0.1]) }, "]", indent: step)
    }

    func selector(_ method: String) -> String { "#selector(\(method))" }

    func block(_ block: CodeBlock, body: CodeDocument) -> CodeDocument {
        var head = "{ "
        if !block.captures.isEmpty { head += "[" + block.captures.joined(separator: ", ") + "] " }
        var names: [String] = []
        for p in block.parameters { names.append(p.isUsed ? p.name : "_") }
        head += names.joined(separator: ", ") + " in"
        return .concat([.text(head), body, .hardLine, .text("}")])
    }

    func declaration(_ name: String, _ type: CodeType) -> String { "let \(name) = " }
    func captureCopies(_ captures: [(name: String, className: String)]) -> [String] { [] }

    /// `head(label: value, ...)`, the arguments one a line when they do not fit.
    private func call(_ head: CodeDocument, _ arguments: [(String, CodeDocument)]) -> CodeDocument {
        var items: [CodeDocument] = []
        for (label, value) in arguments { items.append(label == "_" ? value : .concat([.text(label + ": "), value])) }
        return CodeDocument.bracketed(head, "(", items, ")", indent: step)
    }

    // MARK: The class

    func classText(_ c: ClassDeclaration, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let members = indent + step
        var out = ""
        for line in c.header { out += pad + "// " + line + "\n" }
        for line in c.documentation { out += pad + "/// " + line + "\n" }
        out += pad + (indent > 0 ? "private " : "") + "final class \(c.name): \(c.superclass) {\n"
        for property in c.properties {
            let lead = String(repeating: " ", count: members) + "private let \(property.name) = "
            let value = property.value ?? .text(property.className + "()")
            out += lead + value.render(width: width, column: lead.count, indent: members) + "\n"
        }
        var first = c.properties.isEmpty
        for text in c.methods + c.nested {
            if !first { out += "\n" }
            first = false
            out += text
        }
        return out + pad + "}\n"
    }

    func method(_ method: CodeFunction, indent: Int) -> (opening: String, bodyIndent: Int, closing: String) {
        let pad = String(repeating: " ", count: indent)
        let body = indent + step
        switch method {
        case .initializer:
            return (pad + "override init() {\n" + pad + String(repeating: " ", count: step) + "super.init()\n", body, pad + "}\n")
        case .setUpSubnodes:
            return (pad + "private func setUpSubnodes() {\n", body, pad + "}\n")
        case .layoutSpecThatFits:
            return (pad + "override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n", body, pad + "}\n")
        case .calculateSizeThatFits:
            return (pad + "override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {\n", body, pad + "}\n")
        case .action(let name):
            return (pad + "@objc private func \(name)() {", body, "}\n")
        }
    }
}
