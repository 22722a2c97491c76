import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// Builds the `ExportedClass` of a decoded spec. Everything it writes comes
/// from the schema (`SpecSchema`): each element type's Texture class, each
/// key's Texture property and default, each enumeration's cases; the
/// initializers from `TextureInitializer`, the rest of the API from
/// `TextureAPI`, the names from `ExportNames`. A key at its default is left out.
struct ExportBuilder {
    let document: SpecDocument
    let className: String
    let names: ExportNames
    var customNodes: [ExportedClass.CustomNode] = []
    var actions: [String] = []

    init(_ document: SpecDocument, className: String?) {
        self.document = document
        let name = className ?? ExportBuilder.className(document)
        self.className = name
        self.names = ExportNames(document, className: name, rootIsClass: ExportBuilder.rootIsClass(document))
    }

    /// Whether the class is the root's own node: a `node` (or a `cell`) is;
    /// a text or an image at the root is held by a plain node.
    static func rootIsClass(_ document: SpecDocument) -> Bool {
        document.elements.first.map { $0.type == .node || $0.type == .cell } ?? false
    }

    var rootIsClass: Bool { ExportBuilder.rootIsClass(document) }

    func name(_ i: Int) -> String { names.names[i] ?? "node" }

    mutating func build() -> ExportedClass {
        let tree = document.tree
        var properties: [ExportedClass.Property] = []
        var subnodeSetUp: [(property: String, statements: [CodeStatement])] = []
        for i in 0..<tree.count where document.elements[i].type.isDisplayNode && !(i == 0 && rootIsClass) {
            // A button's subnodes are its own.
            if document.elements[i].part != nil { continue }
            let name = self.name(i)
            let nodeClass = self.nodeClass(i)
            properties.append(ExportedClass.Property(name: name, className: nodeClass))
            subnodeSetUp.append((name, setUp(i, target: .node(name))))
        }
        var ownSetUp: [CodeStatement] = []
        var layout: [CodeStatement]?
        var sizeThatFits: [CodeStatement]?
        let root = document.elements[0]
        if rootIsClass {
            ownSetUp = setUp(0, target: .selfNode)
            if let child = tree.children(of: 0).first { layout = layoutBody(child) }
            sizeThatFits = ExportBuilder.sizeThatFits(tree.elements[0].kind)
        } else if root.type.isDisplayNode {
            if let wrapper = TextureInitializer.forSpec(.wrapper, isDefault: { _ in true }, childCount: 1) {
                let wrapperClass = ElementType.wrapper.schema.textureClass
                layout = [.returns(.send(nil, wrapper.method(of: wrapperClass), [.node(name(0))]))]
            }
        } else {
            layout = layoutBody(0)
        }
        return ExportedClass(
            name: className, superclass: root.type == .cell ? root.type.schema.textureClass : "ASDisplayNode", title: document.title, sizeRange: document.sizeRange,
            properties: properties, ownSetUp: ownSetUp, subnodeSetUp: subnodeSetUp, layout: layout, sizeThatFits: sizeThatFits,
            customNodes: customNodes, actions: actions, onlyHoldsRoot: !rootIsClass)
    }

    // MARK: The class's name

    /// The class's name when none is given: the title's first words (up to a
    /// colon, a bracket or a comma, a word such as "with" or "while", or
    /// "cell": "Notification cell (read)" is `NotificationCellNode`), else
    /// the root's id, else `LayoutNode`.
    static func className(_ document: SpecDocument) -> String {
        var words: [String] = []
        if let title = document.title {
            var head = ""
            for scalar in title.unicodeScalars {
                if scalar == ":" || scalar == "(" || scalar == "," || scalar == ";" || scalar == "." || scalar == "\u{2014}" {
                    break
                }
                head.unicodeScalars.append(scalar)
            }
            let skipped: Set<String> = ["a", "an", "the"]
            let stops: Set<String> = [
                "with", "of", "in", "and", "or", "at", "to", "for", "by", "on", "from", "as", "that", "while", "before", "after",
                "when", "where", "its", "is", "are", "but", "if",
            ]
            for word in Identifiers.words(head) {
                let lower = ASCIIText.lowercased(word)
                if words.isEmpty, skipped.contains(lower) { continue }
                let isNumber = word.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
                if stops.contains(lower) || skipped.contains(lower) || isNumber || words.count == 3 { break }
                words.append(word)
                // What it is ends the name: "Photo cell sized..." is a `PhotoCellNode`.
                if lower == "cell" || lower == "node" { break }
            }
        }
        if words.isEmpty, let root = document.elements.first, root.hasExplicitID {
            words = Identifiers.words(root.id)
        }
        var name = Identifiers.upperCamel(words)
        if name.isEmpty { name = "Layout" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "Layout" + name }
        // A list's row is a cell node: `ProfileHeaderCellNode`.
        if document.elements.first?.type == .cell, !Identifiers.words(name).contains("Cell") {
            if name.hasSuffix("Node") { name.removeLast(4) }
            name += "Cell"
        }
        name = Identifiers.suffixed(name, "Node", fallback: "Layout")
        if name.hasPrefix("AS") { name = "My" + name }
        return name
    }

    /// The body of `calculateSizeThatFits:` for a node that answers for its
    /// own size: a fixed size, or the width it is offered and that width
    /// times its ratio; nil for any other.
    static func sizeThatFits(_ kind: ElementKind) -> [CodeStatement]? {
        switch kind {
        case .node(let size?):
            return [.returns(.size(size))]
        case .aspect(let ratio):
            let width = CodeExpression.property(.local("constrainedSize"), PropertyName("width"))
            return [.returns(.structure(.size, [width, .product(width, .number(ratio))]))]
        default:
            return nil
        }
    }

    // MARK: Layout specs

    /// The statements of a `layoutSpecThatFits:` (or layout block) laying
    /// out element `root`: a constant for each spec that needs one, children
    /// before parents, then `return`.
    func layoutBody(_ root: Int) -> [CodeStatement] {
        var statements: [CodeStatement] = []
        let result = expression(for: root, into: &statements, isResult: true)
        if !statements.isEmpty { statements.append(.blankLine) }
        statements.append(.returns(result))
        return statements
    }

    /// Element `i` as an expression, after adding to `out` what makes it.
    private func expression(for i: Int, into out: inout [CodeStatement], isResult: Bool) -> CodeExpression {
        let info = document.elements[i]
        if info.type.isDisplayNode {
            return i == 0 && rootIsClass ? .selfNode : .node(name(i))
        }
        let schema = info.type.schema
        // The children by slot, in sublayout order.
        let children = document.tree.children(of: i)
        var slots: [(SpecKey, CodeExpression)] = []
        if info.type == .wrapper {
            if children.count == 1 {
                slots.append((.child, expression(for: children[0], into: &out, isResult: false)))
            } else {
                var list: [CodeExpression] = []
                for c in children { list.append(expression(for: c, into: &out, isResult: false)) }
                slots.append((.children, .list(list)))
            }
        } else {
            var next = 0
            for slot in schema.children {
                if slot.isList {
                    var list: [CodeExpression] = []
                    while next < children.count {
                        list.append(expression(for: children[next], into: &out, isResult: false))
                        next += 1
                    }
                    slots.append((slot.key, .list(list)))
                } else if next < children.count {
                    slots.append((slot.key, expression(for: children[next], into: &out, isResult: false)))
                    next += 1
                }
            }
        }
        func slotValue(_ key: SpecKey) -> CodeExpression? {
            for (k, v) in slots where k == key { return v }
            return nil
        }

        let document = self.document
        func isDefault(_ key: SpecKey) -> Bool {
            guard let keySchema = schema.key(key), let value = document.specValue(key, of: i) else { return true }
            return value.isDefault(for: keySchema)
        }
        let specClass = schema.textureClass
        let initializer = TextureInitializer.forSpec(info.type, isDefault: isDefault, childCount: children.count)
        let make: CodeExpression
        var after: [CodeStatement] = []
        let name = self.name(i)
        let local = CodeExpression.local(name)
        if let initializer {
            var arguments: [CodeExpression] = []
            for key in initializer.keys {
                arguments.append(slotValue(key) ?? document.specValue(key, of: i)?.expression ?? .list([]))
            }
            make = .send(nil, initializer.method(of: specClass), arguments)
        } else {
            make = .new(specClass)
            for (key, value) in slots {
                let texture = schema.key(key)?.texture
                after.append(.assign(local, PropertyName.path(forTexture: texture) ?? [PropertyName(key.name)], value))
            }
        }
        for key in schema.keys where !(initializer?.keys.contains(key.key) ?? false) {
            if schema.children.contains(where: { $0.key == key.key }) { continue }
            after += assignment(key, of: i, to: local)
        }
        after += styleStatements(i, target: local)
        if isResult && after.isEmpty { return make }
        if !out.isEmpty { out.append(.blankLine) }
        out.append(.declare(name: name, type: .object(specClass), value: make))
        out += after
        return local
    }

    // MARK: Keys

    /// `target.property = value` for a key that is set to other than its
    /// default and names a property; a comment for a colour UIKit cannot take.
    func assignment(_ key: KeySchema, of i: Int, to target: CodeExpression) -> [CodeStatement] {
        guard let value = document.specValue(key.key, of: i), !value.isDefault(for: key),
            let path = PropertyName.path(forTexture: key.texture)
        else { return [] }
        guard let expression = value.expression else {
            return [.comment("\(path.last?.swift ?? key.name): the colour \(value.json) has no sRGB value; set it by hand")]
        }
        return [.assign(target, path, expression)]
    }

    /// The element's style: each key not at its default; a width and a
    /// height both in points as a size (`preferredSize`, `minSize`,
    /// `maxSize`), as apps write it. Layout specs have no `hitTestSlop`.
    func styleStatements(_ i: Int, target: CodeExpression) -> [CodeStatement] {
        let isDisplayNode = document.elements[i].type.isDisplayNode
        let style = document.tree.style(of: i)
        let pairs: [(width: SpecKey, height: SpecKey, size: SpecKey, Dimension, Dimension)] = [
            (.width, .height, .preferredSize, style.width, style.height),
            (.minWidth, .minHeight, .minSize, style.minWidth, style.minHeight),
            (.maxWidth, .maxHeight, .maxSize, style.maxWidth, style.maxHeight),
        ]
        var out: [CodeStatement] = []
        keys: for key in SpecSchema.style.keys {
            switch key.key {
            case .preferredSize, .minSize, .maxSize:
                continue
            case .hitTestSlop where !isDisplayNode:
                continue
            default:
                for pair in pairs where key.key == pair.width || key.key == pair.height {
                    guard case .points(let w) = pair.3, case .points(let h) = pair.4 else { break }
                    if key.key == pair.width, let sizeKey = SpecSchema.style.key(pair.size),
                        let path = PropertyName.path(forTexture: sizeKey.texture)
                    {
                        out.append(.assign(target, path, .size(Size(width: w, height: h))))
                    }
                    continue keys
                }
                out += assignment(key, of: i, to: target)
            }
        }
        return out
    }
}
