import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// An `ExportedClass` in Swift, as Swift's importer presents Texture's
/// headers (`import AsyncDisplayKit`).
struct SwiftWriter {
    let exported: ExportedClass
    let width = 100
    let step = 4

    func render() -> String {
        var out = "import AsyncDisplayKit\n\n"
        out += CodeComments.header(exported, prefix: "//")
        out += "final class \(exported.name): ASDisplayNode {\n"
        let members = step
        for property in exported.properties {
            let line = "private let \(property.name) = "
            out += pad(members) + line + render(expression(property.value, inBlock: false), at: members + line.count, indent: members) + "\n"
        }
        if !exported.properties.isEmpty { out += "\n" }

        // The initializer sets the node itself up and calls a method for the
        // subnodes (an initializer of hundreds of statements compiles very
        // slowly; a method does not).
        var body: [CodeStatement] = [.assign(.selfNode, [PropertyName("automaticallyManagesSubnodes")], .bool(true))]
        body += exported.ownSetUp
        var subnodes: [CodeStatement] = []
        for group in exported.subnodeSetUp where !group.statements.isEmpty {
            if !subnodes.isEmpty { subnodes.append(.blankLine) }
            subnodes += group.statements
        }
        out += pad(members) + "override init() {\n"
        out += pad(members + step) + "super.init()\n"
        out += statements(body, indent: members + step, inBlock: false)
        if !subnodes.isEmpty { out += pad(members + step) + "setUpSubnodes()\n" }
        out += pad(members) + "}\n"
        if !subnodes.isEmpty {
            out += "\n" + pad(members) + "private func setUpSubnodes() {\n"
            out += statements(subnodes, indent: members + step, inBlock: false)
            out += pad(members) + "}\n"
        }

        if let layout = exported.layout {
            out += "\n" + pad(members) + "override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n"
            out += statements(layout, indent: members + step, inBlock: false)
            out += pad(members) + "}\n"
        }
        if let size = exported.intrinsicSize {
            out += "\n" + pad(members) + "override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {\n"
            out += pad(members + step) + render(expression(.size(size), inBlock: false), at: members + step, indent: members + step) + "\n"
            out += pad(members) + "}\n"
        }
        if exported.usesFixedSizeNode {
            out += "\n"
            for line in CodeComments.fixedSizeNode { out += pad(members) + "/// " + line + "\n" }
            out += pad(members) + "private final class FixedSizeNode: ASDisplayNode {\n"
            out += pad(members + step) + "private let size: CGSize\n\n"
            out += pad(members + step) + "init(size: CGSize) {\n"
            out += pad(members + 2 * step) + "self.size = size\n"
            out += pad(members + 2 * step) + "super.init()\n"
            out += pad(members + step) + "}\n\n"
            out += pad(members + step) + "override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {\n"
            out += pad(members + 2 * step) + "size\n"
            out += pad(members + step) + "}\n"
            out += pad(members) + "}\n"
        }
        return out + "}\n"
    }

    private func pad(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// `document` starting at `column` of a line indented by `indent`.
    private func render(_ document: CodeDocument, at column: Int, indent: Int) -> String {
        document.render(width: width, column: column, indent: indent)
    }

    // MARK: Statements

    private func statements(_ list: [CodeStatement], indent: Int, inBlock: Bool) -> String {
        var out = ""
        for s in list {
            switch s {
            case .blankLine:
                out += "\n"
            case .comment(let text):
                out += pad(indent) + "// " + text + "\n"
            case .assign(let target, let path, let value):
                var lead = reference(target, inBlock: inBlock)
                for (i, p) in path.enumerated() { lead += (lead.isEmpty && i == 0 ? "" : ".") + p.swift }
                lead += " = "
                out += pad(indent) + lead + render(expression(value, inBlock: inBlock), at: indent + lead.count, indent: indent) + "\n"
            case .declare(let name, _, let value):
                let lead = "let \(name) = "
                out += pad(indent) + lead + render(expression(value, inBlock: inBlock), at: indent + lead.count, indent: indent) + "\n"
            case .returns(let value):
                out += pad(indent) + "return " + render(expression(value, inBlock: inBlock), at: indent + 7, indent: indent) + "\n"
            case .layoutSpecBlock(let target, let body):
                let node = reference(target, inBlock: inBlock)
                let prefix = node.isEmpty ? "" : node + "."
                out += pad(indent) + prefix + "automaticallyManagesSubnodes = true\n"
                // The block holds the subnodes it lays out, not the node that
                // holds them all (no cycle, nothing to unwrap).
                let nodes = CodeStatement.nodes(in: body)
                let captures = nodes.isEmpty ? "" : "[" + nodes.joined(separator: ", ") + "] "
                out += pad(indent) + prefix + "layoutSpecBlock = { \(captures)_, _ in\n"
                out += statements(body, indent: indent + step, inBlock: true)
                out += pad(indent) + "}\n"
            }
        }
        return out
    }

    /// What a statement's target is written as ("" for the node itself).
    private func reference(_ target: CodeExpression, inBlock: Bool) -> String {
        switch target {
        case .selfNode: return inBlock ? "self" : ""
        case .node(let name): return name
        case .local(let name): return name
        default: return ""
        }
    }

    // MARK: Expressions

    private func expression(_ e: CodeExpression, inBlock: Bool) -> CodeDocument {
        switch e {
        case .node(let name): return .text(name)
        case .selfNode: return .text("self")
        case .local(let name): return .text(name)
        case .number(let n): return .text(number(n))
        case .bool(let b): return .text(b ? "true" : "false")
        case .choice(let schema, let index): return .text(schema.cases[index].swift(in: schema))
        case .size(let s): return call("CGSize", [("width", .text(number(s.width))), ("height", .text(number(s.height)))])
        case .point(let p): return call("CGPoint", [("x", .text(number(p.x))), ("y", .text(number(p.y)))])
        case .insets(let i):
            if i == .zero { return .text("UIEdgeInsets.zero") }
            return call("UIEdgeInsets", [
                ("top", .text(number(i.top))), ("left", .text(number(i.left))),
                ("bottom", .text(number(i.bottom))), ("right", .text(number(i.right))),
            ])
        case .dimension(let d):
            switch d {
            case .auto: return .text("ASDimensionAuto")
            case .points(let p): return .text("ASDimensionMake(\(number(p)))")
            case .fraction(let f): return .text("ASDimensionMakeWithFraction(\(number(f)))")
            }
        case .color(let c):
            if let name = CodeComments.uiColorName(c) { return .text("UIColor." + name) }
            return call("UIColor", [
                ("red", .text(CodeLiterals.component(c.red))), ("green", .text(CodeLiterals.component(c.green))),
                ("blue", .text(CodeLiterals.component(c.blue))), ("alpha", .text(CodeLiterals.component(c.alpha))),
            ])
        case .systemFont(let size, let weight):
            var arguments: [(String, CodeDocument)] = [("ofSize", .text(number(size)))]
            if let weight { arguments.append(("weight", expression(weight, inBlock: inBlock))) }
            return .concat([.text("UIFont."), call("systemFont", arguments)])
        case .attributedString(let string, let font, let color):
            var attributes: [CodeDocument] = [.concat([.text(".font: "), expression(font, inBlock: inBlock)])]
            if let color {
                attributes.append(.concat([.text(".foregroundColor: "), expression(color, inBlock: inBlock)]))
            }
            return call("NSAttributedString", [
                ("string", .text(CodeLiterals.swiftString(string))),
                ("attributes", CodeDocument.bracketed("[", attributes, "]", indent: step)),
            ])
        case .blankImage(let size):
            return .concat([
                call("UIGraphicsImageRenderer", [("size", expression(.size(size), inBlock: inBlock))]),
                .text(".image { _ in }"),
            ])
        case .url(let s):
            return .text("URL(string: " + CodeLiterals.swiftString(s) + ")")
        case .list(let items):
            return CodeDocument.bracketed("[", items.map { expression($0, inBlock: inBlock) }, "]", indent: step)
        case .make(let className, let initializer, let arguments):
            var labelled: [(String, CodeDocument)] = []
            for (label, argument) in zip(initializer.labels, arguments) {
                labelled.append((label, expression(argument, inBlock: inBlock)))
            }
            return call(className, labelled)
        case .new(let className):
            return .text(className + "()")
        case .fixedSizeNode(let size):
            return call("FixedSizeNode", [("size", expression(.size(size), inBlock: inBlock))])
        }
    }

    private func number(_ n: Double) -> String {
        if n == .infinity { return ".infinity" }
        if n == -.infinity { return "-.infinity" }
        return CodeLiterals.number(n)
    }

    /// `name(label: value, ...)`, the arguments one a line when they do not fit.
    private func call(_ name: String, _ arguments: [(String, CodeDocument)]) -> CodeDocument {
        var items: [CodeDocument] = []
        for (label, value) in arguments { items.append(.concat([.text(label + ": "), value])) }
        return CodeDocument.bracketed(name + "(", items, ")", indent: step)
    }
}

extension CodeStatement {
    /// The display nodes (by property) that `list` names, each once, in order.
    static func nodes(in list: [CodeStatement]) -> [String] {
        var out: [String] = []
        func visit(_ e: CodeExpression) {
            switch e {
            case .node(let name): if !out.contains(name) { out.append(name) }
            case .list(let items), .make(_, _, let items): for item in items { visit(item) }
            default: break
            }
        }
        for s in list {
            switch s {
            case .assign(let target, _, let value):
                visit(target)
                visit(value)
            case .declare(_, _, let value), .returns(let value):
                visit(value)
            case .layoutSpecBlock(let target, let body):
                visit(target)
                for name in nodes(in: body) where !out.contains(name) { out.append(name) }
            case .comment, .blankLine:
                break
            }
        }
        return out
    }
}
