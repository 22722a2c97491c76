/// Writes an `ExportedClass` in the language of `dialect`: one walk over the
/// class, its statements and their expressions for every language; the
/// dialect spells each piece.
struct CodeWriter {
    let exported: ExportedClass
    let dialect: any CodeDialect

    func render() -> String {
        let nests = dialect.nestsClasses
        var properties: [(name: String, className: String, value: CodeDocument?)] = []
        for property in exported.properties {
            let className = nests ? property.className : exported.objectiveCClass(of: property.className)
            let value = dialect.makesPropertiesWhereDeclared ? expression(.new(className), inBlock: false) : nil
            properties.append((property.name, className, value))
        }
        let main = ClassDeclaration(
            name: exported.name, superclass: exported.superclass, header: CodeComments.header(exported), documentation: [],
            properties: properties, methods: methods(properties), nested: nests ? customNodes(indent: dialect.step) : [])
        var out = dialect.prelude + "\n"
        if !nests {
            for text in customNodes(indent: 0) { out += text + "\n" }
        }
        return out + dialect.classText(main, indent: 0)
    }

    /// The custom nodes' classes, declared at `indent`.
    private func customNodes(indent: Int) -> [String] {
        var out: [String] = []
        for custom in exported.customNodes {
            let method = self.method(.calculateSizeThatFits, custom.sizeThatFits, indent: indent + dialect.step)
            out.append(dialect.classText(ClassDeclaration(
                name: dialect.nestsClasses ? custom.name : custom.objectiveCName, superclass: custom.superclass, header: [],
                documentation: custom.documentation, properties: [], methods: [method], nested: []), indent: indent))
        }
        return out
    }

    /// The exported class's methods. The initializer sets the node itself
    /// up, then its subnodes, each made (where the dialect does not make
    /// them where declared) before any is set up, so that a layout block can
    /// hold them.
    private func methods(_ properties: [(name: String, className: String, value: CodeDocument?)]) -> [String] {
        let members = dialect.step
        var initializer: [CodeStatement] = [.assign(.selfNode, [PropertyName("automaticallyManagesSubnodes")], .bool(true))]
        initializer += exported.ownSetUp
        var subnodes: [CodeStatement] = []
        if !dialect.makesPropertiesWhereDeclared {
            for property in properties { subnodes.append(.assign(.node(property.name), [], .new(property.className))) }
        }
        for group in exported.subnodeSetUp where !group.statements.isEmpty {
            if !subnodes.isEmpty { subnodes.append(.blankLine) }
            subnodes += group.statements
        }
        var methods: [String] = []
        if dialect.setsUpSubnodesInMethod, !subnodes.isEmpty {
            initializer.append(.perform(.send(.selfNode, .instance(["setUpSubnodes"], swift: "setUpSubnodes", []), [])))
            methods.append(method(.initializer, initializer, indent: members))
            methods.append(method(.setUpSubnodes, subnodes, indent: members))
        } else {
            if !subnodes.isEmpty { initializer += [.blankLine] + subnodes }
            methods.append(method(.initializer, initializer, indent: members))
        }
        if let layout = exported.layout { methods.append(method(.layoutSpecThatFits, layout, indent: members)) }
        if let size = exported.sizeThatFits { methods.append(method(.calculateSizeThatFits, size, indent: members)) }
        for action in exported.actions { methods.append(method(.action(action), [], indent: members)) }
        return methods
    }

    private func pad(_ n: Int) -> String { String(repeating: " ", count: n) }

    private func render(_ document: CodeDocument, column: Int, indent: Int) -> String {
        document.render(width: dialect.width, column: column, indent: indent)
    }

    private func method(_ function: CodeFunction, _ body: [CodeStatement], indent: Int) -> String {
        let (opening, bodyIndent, closing) = dialect.method(function, indent: indent)
        return opening + statements(body, indent: bodyIndent) + closing
    }

    // MARK: Statements

    /// `list` as lines at `indent`, outside any block.
    private func statements(_ list: [CodeStatement], indent: Int) -> String {
        var out = ""
        for s in list {
            switch s {
            case .blankLine:
                out += "\n"
            default:
                var captures: [(name: String, className: String)] = []
                for name in CodeStatement.nodes(capturedIn: s) {
                    var className = "ASDisplayNode"
                    for property in exported.properties where property.name == name {
                        className = exported.objectiveCClass(of: property.className)
                    }
                    captures.append((name, className))
                }
                for line in dialect.captureCopies(captures) { out += pad(indent) + line + "\n" }
                let text = render(statement(s, inBlock: false), column: indent, indent: indent)
                // A note goes after a statement of one line, else on the line before it.
                if let note = s.note, text.utf8.contains(UInt8(ascii: "\n")) {
                    out += pad(indent) + "// " + note.before + "\n"
                    out += pad(indent) + render(statement(s.withoutNote, inBlock: false), column: indent, indent: indent) + "\n"
                } else {
                    out += pad(indent) + text + "\n"
                }
            }
        }
        return out
    }

    /// One statement as a document (a block inside it spans lines).
    private func statement(_ s: CodeStatement, inBlock: Bool) -> CodeDocument {
        let end = CodeDocument.text(dialect.terminator)
        switch s {
        case .assign(let target, let path, let value, let note):
            var lead: String
            switch target {
            case .selfNode: lead = dialect.selfTarget(inBlock: inBlock)
            default: lead = CodeDocument.flat(expression(target, inBlock: inBlock))
            }
            for p in path { lead += (lead.isEmpty ? "" : ".") + dialect.propertyName(p) }
            var parts: [CodeDocument] = [.text(lead + " = "), expression(value, inBlock: inBlock), end]
            if let note { parts.append(.text(" // " + note.after)) }
            return .concat(parts)
        case .declare(let name, let type, let value):
            return .concat([.text(dialect.declaration(name, type)), expression(value, inBlock: inBlock), end])
        case .returns(let value):
            return .concat([.text("return "), expression(value, inBlock: inBlock), end])
        case .perform(let value, let note):
            var parts: [CodeDocument] = [expression(value, inBlock: inBlock), end]
            if let note { parts.append(.text(" // " + note.after)) }
            return .concat(parts)
        case .comment(let text):
            return .text("// " + text)
        case .blankLine:
            return .text("")
        }
    }

    // MARK: Expressions

    private func expression(_ e: CodeExpression, inBlock: Bool) -> CodeDocument {
        switch e {
        case .node(let name): return .text(dialect.property(name, inBlock: inBlock))
        case .selfNode: return .text("self")
        case .local(let name): return .text(name)
        case .number(let n): return .text(dialect.number(n))
        case .bool(let b): return .text(dialect.bool(b))
        case .literal(let s): return .text(s)
        case .string(let s): return .text(dialect.string(s))
        case .choice(let schema, let index): return .text(dialect.choice(schema, index))
        case .flags(let schema, let indices): return .text(dialect.flags(schema, indices))
        case .constant(let c): return .text(dialect.constant(c))
        case .structure(let s, let fields):
            return dialect.structure(s, fields.map { expression($0, inBlock: inBlock) })
        case .zero(let s): return .text(dialect.zero(s))
        case .product(let a, let b):
            return .concat([expression(a, inBlock: inBlock), .text(" * "), expression(b, inBlock: inBlock)])
        case .function(let name, let arguments):
            return CodeDocument.bracketed(name + "(", arguments.map { expression($0, inBlock: inBlock) }, ")", indent: dialect.step)
        case .send(let receiver, let method, let arguments):
            var lastIsBlock = false
            if case .block? = arguments.last { lastIsBlock = true }
            // A message to the node itself, where the language leaves `self` out, has no receiver.
            var to = receiver.map { expression($0, inBlock: inBlock) }
            if case .selfNode? = receiver, dialect.selfTarget(inBlock: inBlock).isEmpty { to = nil }
            return dialect.send(to, method, arguments.map { expression($0, inBlock: inBlock) }, lastIsBlock: lastIsBlock)
        case .property(let receiver, let name):
            return .concat([expression(receiver, inBlock: inBlock), .text("." + dialect.propertyName(name))])
        case .list(let items):
            return dialect.list(items.map { expression($0, inBlock: inBlock) })
        case .dictionary(let pairs):
            return dialect.dictionary(pairs.map { (expression($0.0, inBlock: inBlock), expression($0.1, inBlock: inBlock)) })
        case .selector(let name):
            return .text(dialect.selector(name))
        case .block(let block):
            var body: [CodeDocument] = []
            for s in block.body {
                body.append(.hardLine)
                if case .blankLine = s { continue }
                body.append(statement(s, inBlock: true))
            }
            return dialect.block(block, body: .nest(dialect.step, .concat(body)))
        }
    }
}

extension CodeStatement {
    /// The properties the blocks directly in `statement` hold.
    static func nodes(capturedIn statement: CodeStatement) -> [String] {
        var out: [String] = []
        func visit(_ e: CodeExpression) {
            switch e {
            case .block(let block):
                for name in block.captures where !out.contains(name) { out.append(name) }
            case .send(let receiver, _, let arguments):
                if let receiver { visit(receiver) }
                for a in arguments { visit(a) }
            case .list(let items), .function(_, let items): for item in items { visit(item) }
            default: break
            }
        }
        switch statement {
        case .assign(_, _, let value, _), .declare(_, _, let value), .returns(let value), .perform(let value, _): visit(value)
        case .comment, .blankLine: break
        }
        return out
    }
}
