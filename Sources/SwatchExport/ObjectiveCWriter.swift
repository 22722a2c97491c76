import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// An `ExportedClass` in Objective-C: the interface and the implementation
/// in one listing, against Texture's headers (`AsyncDisplayKit/AsyncDisplayKit.h`).
struct ObjectiveCWriter {
    let exported: ExportedClass
    let width = 120
    let step = 2

    /// The helper node's class: named after the exported class, since
    /// Objective-C classes share one namespace.
    var fixedSizeNodeClass: String {
        var stem = exported.name
        if stem.hasSuffix("Node") { stem.removeLast(4) }
        return stem + "FixedSizeNode"
    }

    func render() -> String {
        var out = "#import <AsyncDisplayKit/AsyncDisplayKit.h>\n\n"
        out += CodeComments.header(exported, prefix: "//") + "\n"
        if exported.usesFixedSizeNode {
            let helper = fixedSizeNodeClass
            for line in CodeComments.fixedSizeNode { out += "/// " + line + "\n" }
            out += "@interface \(helper) : ASDisplayNode\n"
            out += "- (instancetype)initWithSize:(CGSize)size;\n"
            out += "@end\n\n"
            out += "@implementation \(helper) {\n"
            out += pad(step) + "CGSize _size;\n"
            out += "}\n\n"
            out += "- (instancetype)initWithSize:(CGSize)size\n{\n"
            out += pad(step) + "if (self = [super init]) {\n"
            out += pad(2 * step) + "_size = size;\n"
            out += pad(step) + "}\n"
            out += pad(step) + "return self;\n"
            out += "}\n\n"
            out += "- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize\n{\n"
            out += pad(step) + "return _size;\n"
            out += "}\n\n"
            out += "@end\n\n"
        }
        out += "@interface \(exported.name) : ASDisplayNode\n"
        for property in exported.properties {
            out += "@property (nonatomic, readonly) \(property.className ?? fixedSizeNodeClass) *\(property.name);\n"
        }
        out += "@end\n\n"
        out += "@implementation \(exported.name)\n\n"

        // The initializer: the node itself, every subnode made (before any
        // layout block holds one), then each subnode set up.
        var body: [CodeStatement] = [.assign(.selfNode, [PropertyName("automaticallyManagesSubnodes")], .bool(true))]
        body += exported.ownSetUp
        if !exported.properties.isEmpty { body.append(.blankLine) }
        for property in exported.properties {
            body.append(.assign(.node(property.name), [], property.value))
        }
        for group in exported.subnodeSetUp where !group.statements.isEmpty {
            body.append(.blankLine)
            body += group.statements
        }
        out += "- (instancetype)init\n{\n"
        out += pad(step) + "if (self = [super init]) {\n"
        out += statements(body, indent: 2 * step, inBlock: false)
        out += pad(step) + "}\n"
        out += pad(step) + "return self;\n"
        out += "}\n"

        if let layout = exported.layout {
            out += "\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n"
            out += statements(layout, indent: step, inBlock: false)
            out += "}\n"
        }
        if let size = exported.intrinsicSize {
            out += "\n- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize\n{\n"
            out += pad(step) + "return " + render(expression(.size(size), inBlock: false), at: step + 7, indent: step) + ";\n"
            out += "}\n"
        }
        return out + "\n@end\n"
    }

    private func pad(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// `document` starting at `column` of a line indented by `indent`.
    private func render(_ document: CodeDocument, at column: Int, indent: Int) -> String {
        document.render(width: width, column: column, indent: indent)
    }

    // MARK: Statements

    /// The class of the subnode held in property `name`.
    private func className(of name: String) -> String {
        for property in exported.properties where property.name == name { return property.className ?? fixedSizeNodeClass }
        return "ASDisplayNode"
    }

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
                for p in path { lead += "." + p.objectiveC }
                lead += " = "
                out += pad(indent) + lead + render(expression(value, inBlock: inBlock), at: indent + lead.count, indent: indent)
                    + ";\n"
            case .declare(let name, let className, let value):
                let lead = "\(className) *\(name) = "
                out += pad(indent) + lead + render(expression(value, inBlock: inBlock), at: indent + lead.count, indent: indent)
                    + ";\n"
            case .returns(let value):
                out += pad(indent) + "return " + render(expression(value, inBlock: inBlock), at: indent + 7, indent: indent)
                    + ";\n"
            case .layoutSpecBlock(let target, let body):
                let node = reference(target, inBlock: inBlock)
                out += pad(indent) + node + ".automaticallyManagesSubnodes = YES;\n"
                // The block holds the subnodes it lays out, not self (no cycle).
                for name in CodeStatement.nodes(in: body) {
                    out += pad(indent) + "\(className(of: name)) *\(name) = _\(name);\n"
                }
                out += pad(indent) + node
                    + ".layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {\n"
                out += statements(body, indent: indent + step, inBlock: true)
                out += pad(indent) + "};\n"
            }
        }
        return out
    }

    private func reference(_ target: CodeExpression, inBlock: Bool) -> String {
        switch target {
        case .selfNode: return "self"
        case .node(let name): return inBlock ? name : "_" + name
        case .local(let name): return name
        default: return ""
        }
    }

    // MARK: Expressions

    private func expression(_ e: CodeExpression, inBlock: Bool) -> CodeDocument {
        switch e {
        case .node, .selfNode, .local: return .text(reference(e, inBlock: inBlock))
        case .number(let n): return .text(number(n))
        case .bool(let b): return .text(b ? "YES" : "NO")
        case .choice(let schema, let index): return .text(schema.cases[index].objectiveC(in: schema))
        case .size(let s): return .text("CGSizeMake(\(number(s.width)), \(number(s.height)))")
        case .point(let p): return .text("CGPointMake(\(number(p.x)), \(number(p.y)))")
        case .insets(let i):
            if i == .zero { return .text("UIEdgeInsetsZero") }
            return .text("UIEdgeInsetsMake(\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right)))")
        case .dimension(let d):
            switch d {
            case .auto: return .text("ASDimensionAuto")
            case .points(let p): return .text("ASDimensionMake(\(number(p)))")
            case .fraction(let f): return .text("ASDimensionMakeWithFraction(\(number(f)))")
            }
        case .color(let c):
            if let name = CodeComments.uiColorName(c) { return .text("[UIColor \(name)Color]") }
            return .message(receiver: .text("UIColor"), parts: [
                ("colorWithRed", .text(CodeLiterals.component(c.red))), ("green", .text(CodeLiterals.component(c.green))),
                ("blue", .text(CodeLiterals.component(c.blue))), ("alpha", .text(CodeLiterals.component(c.alpha))),
            ])
        case .systemFont(let size, let weight):
            var parts: [(keyword: String, argument: CodeDocument)] = [("systemFontOfSize", .text(number(size)))]
            if let weight { parts.append(("weight", expression(weight, inBlock: inBlock))) }
            return .message(receiver: .text("UIFont"), parts: parts)
        case .attributedString(let string, let font, let color):
            var attributes: [CodeDocument] = [.concat([.text("NSFontAttributeName: "), expression(font, inBlock: inBlock)])]
            if let color {
                attributes.append(.concat([.text("NSForegroundColorAttributeName: "), expression(color, inBlock: inBlock)]))
            }
            return .message(receiver: .text("[NSAttributedString alloc]"), parts: [
                ("initWithString", .text(CodeLiterals.objectiveCString(string))),
                ("attributes", .group(.concat([.text("@{"), .align(CodeDocument.joined(attributes, separator: ",")), .text("}")]))),
            ])
        case .blankImage(let size):
            return .message(
                receiver: .concat([.text("[[UIGraphicsImageRenderer alloc] initWithSize:"), expression(.size(size), inBlock: inBlock), .text("]")]),
                parts: [("imageWithActions", .text("^(UIGraphicsImageRendererContext *context) {}"))], breaksAlone: true)
        case .url(let s):
            return .text("[NSURL URLWithString:" + CodeLiterals.objectiveCString(s) + "]")
        case .list(let items):
            // One element a line, under the first, when they do not fit.
            if items.isEmpty { return .text("@[]") }
            return .group(.concat([
                .text("@["), .align(CodeDocument.joined(items.map { expression($0, inBlock: inBlock) }, separator: ",")),
                .text("]"),
            ]))
        case .make(let className, let initializer, let arguments):
            var parts: [(keyword: String, argument: CodeDocument)] = []
            for (keyword, argument) in zip(initializer.objectiveCKeywords, arguments) {
                parts.append((keyword, expression(argument, inBlock: inBlock)))
            }
            return .message(receiver: .text(className), parts: parts)
        case .new(let className):
            return .text("[[\(className) alloc] init]")
        case .fixedSizeNode(let size):
            return .text("[[\(fixedSizeNodeClass) alloc] initWithSize:CGSizeMake(\(number(size.width)), \(number(size.height)))]")
        }
    }

    private func number(_ n: Double) -> String {
        if n == .infinity { return "INFINITY" }
        if n == -.infinity { return "-INFINITY" }
        return CodeLiterals.number(n)
    }
}
