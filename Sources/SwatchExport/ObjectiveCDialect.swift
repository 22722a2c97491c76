import SwatchSpec

/// Objective-C against Texture's headers (`AsyncDisplayKit/AsyncDisplayKit.h`):
/// the interface and the implementation in one listing.
final class ObjectiveCDialect: CodeDialect {
    let width = 120
    let step = 2
    let terminator = ";"
    let prelude = "#import <AsyncDisplayKit/AsyncDisplayKit.h>\n"
    let infinity = "INFINITY"
    let makesPropertiesWhereDeclared = false
    let nestsClasses = false
    let setsUpSubnodesInMethod = false

    func property(_ name: String, inBlock: Bool) -> String { inBlock ? name : "_" + name }
    func selfTarget(inBlock: Bool) -> String { "self" }
    func propertyName(_ name: PropertyName) -> String { name.objectiveC }

    func bool(_ b: Bool) -> String { b ? "YES" : "NO" }
    func string(_ s: String) -> String { CodeLiterals.objectiveCString(s) }
    func choice(_ schema: EnumSchema, _ index: Int) -> String { schema.cases[index].objectiveC(in: schema) }
    func flags(_ schema: EnumSchema, _ indices: [Int]) -> String {
        indices.isEmpty ? schema.texturePrefix + "None" : indices.map { schema.cases[$0].objectiveC(in: schema) }.joined(separator: " | ")
    }
    func constant(_ c: CodeConstant) -> String { c.objectiveC }

    func structure(_ s: CodeStructure, _ fields: [CodeDocument]) -> CodeDocument {
        CodeDocument.bracketed(s.name + "Make(", fields, ")", indent: 4)
    }

    func zero(_ s: CodeStructure) -> String { s.name + "Zero" }

    func send(_ receiver: CodeDocument?, _ method: CodeMethod, _ arguments: [CodeDocument], lastIsBlock: Bool) -> CodeDocument {
        let to: CodeDocument
        switch method.kind {
        case .initializer: to = .text("[" + method.className + " alloc]")
        case .factory, .classMethod, .classProperty: to = .text(method.className)
        case .instance: to = receiver ?? .text("self")
        }
        if arguments.isEmpty { return .concat([.text("["), to, .text(" " + (method.objectiveC.first ?? "init") + "]")]) }
        return .message(receiver: to, parts: Array(zip(method.objectiveC, arguments)).map { (keyword: $0.0, argument: $0.1) })
    }

    /// One element a line, under the first, when they do not fit.
    func list(_ items: [CodeDocument]) -> CodeDocument {
        if items.isEmpty { return .text("@[]") }
        return .group(.concat([.text("@["), .align(CodeDocument.joined(items, separator: ",")), .text("]")]))
    }

    func dictionary(_ pairs: [(CodeDocument, CodeDocument)]) -> CodeDocument {
        if pairs.isEmpty { return .text("@{}") }
        let items = pairs.map { CodeDocument.concat([$0.0, .text(": "), $0.1]) }
        return .group(.concat([.text("@{"), .align(CodeDocument.joined(items, separator: ",")), .text("}")]))
    }

    func selector(_ method: String) -> String { "@selector(\(method))" }

    func block(_ block: CodeBlock, body: CodeDocument) -> CodeDocument {
        var parameters: [String] = []
        for p in block.parameters { parameters.append(ObjectiveCDialect.declared(p.name, p.objectiveCType)) }
        let head = "^" + (block.objectiveCReturnType ?? "") + "(" + parameters.joined(separator: ", ") + ") {"
        return .concat([.text(head), body, .hardLine, .text("}")])
    }

    func declaration(_ name: String, _ type: CodeType) -> String { type.objectiveC + name + " = " }

    /// The block holds a local copy of each subnode it lays out, not `self`.
    func captureCopies(_ captures: [(name: String, className: String)]) -> [String] {
        captures.map { "\($0.className) *\($0.name) = _\($0.name);" }
    }

    /// `type name`, or `type *name` for a pointer type written `type *`.
    static func declared(_ name: String, _ type: String) -> String {
        type.hasSuffix("*") ? type + name : type + " " + name
    }

    // MARK: The class

    func classText(_ c: ClassDeclaration, indent: Int) -> String {
        var out = ""
        for line in c.header { out += "// " + line + "\n" }
        for line in c.documentation { out += "/// " + line + "\n" }
        out += "@interface \(c.name) : \(c.superclass)\n"
        for property in c.properties { out += "@property (nonatomic, readonly) \(property.className) *\(property.name);\n" }
        out += "@end\n\n@implementation \(c.name)\n"
        for text in c.methods { out += "\n" + text }
        return out + "\n@end\n"
    }

    func method(_ method: CodeFunction, indent: Int) -> (opening: String, bodyIndent: Int, closing: String) {
        let pad = String(repeating: " ", count: step)
        switch method {
        case .initializer:
            return ("- (instancetype)init\n{\n" + pad + "if (self = [super init]) {\n", 2 * step, pad + "}\n" + pad + "return self;\n}\n")
        case .setUpSubnodes:
            return ("- (void)setUpSubnodes\n{\n", step, "}\n")
        case .layoutSpecThatFits:
            return ("- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n", step, "}\n")
        case .calculateSizeThatFits:
            return ("- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize\n{\n", step, "}\n")
        case .action(let name):
            return ("- (void)\(name)\n{\n", step, "}\n")
        }
    }
}
