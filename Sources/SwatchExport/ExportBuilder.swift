import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// Builds the `ExportedClass` of a decoded spec. Everything it writes comes
/// from the schema (`SpecSchema`): each element type's Texture class, each
/// key's Texture property and default, each enumeration's cases; the
/// initializers from `TextureInitializer`. A key at its default is left out.
struct ExportBuilder {
    let document: SpecDocument
    private var identifiers = Identifiers()
    /// Per element: the property holding a display node ("self" for the
    /// class's own node), the constant holding a layout spec.
    private(set) var names: [String?]
    private var usesFixedSizeNode = false

    init(_ document: SpecDocument) {
        self.document = document
        self.names = Array(repeating: nil, count: document.tree.count)
    }

    /// The node the class itself is: the root when it is a `node`.
    var rootIsClass: Bool { document.elements.first.map { $0.type == .node || $0.type == .cell } ?? false }

    mutating func build(className: String?) -> ExportedClass {
        nameElements()
        let tree = document.tree
        var properties: [ExportedClass.Property] = []
        var subnodeSetUp: [(property: String, statements: [CodeStatement])] = []
        for i in 0..<tree.count where document.elements[i].type.isDisplayNode && !(i == 0 && rootIsClass) {
            let name = names[i] ?? "node"
            properties.append(property(i, name: name))
            subnodeSetUp.append((name, setUp(i, target: .node(name))))
        }
        var ownSetUp: [CodeStatement] = []
        var layout: [CodeStatement]?
        var intrinsicSize: Size?
        let rootType = document.elements[0].type
        if rootIsClass {
            ownSetUp = setUp(0, target: .selfNode)
            if let child = tree.children(of: 0).first { layout = layoutBody(child) }
            if case .node(let size?) = tree.elements[0].kind { intrinsicSize = size }
        } else if rootType.isDisplayNode {
            let wrapper = TextureInitializer.forSpec(.wrapper, isDefault: { _ in true }, childCount: 1)
            if let wrapper {
                layout = [.returns(.make(
                    className: ElementType.wrapper.schema.textureClass, initializer: wrapper,
                    arguments: [.node(names[0] ?? "node")]))]
            }
        } else {
            layout = layoutBody(0)
        }
        return ExportedClass(
            name: className ?? ExportBuilder.className(document),
            title: document.title, sizeRange: document.sizeRange, properties: properties, ownSetUp: ownSetUp,
            subnodeSetUp: subnodeSetUp, layout: layout, intrinsicSize: intrinsicSize, usesFixedSizeNode: usesFixedSizeNode)
    }

    // MARK: Names

    /// Properties for display nodes (in document order, so the first of a
    /// name keeps it plain), then constants for layout specs.
    private mutating func nameElements() {
        let infos = document.elements
        for (i, info) in infos.enumerated() where info.type.isDisplayNode {
            if i == 0 && rootIsClass {
                names[i] = "self"
                continue
            }
            let base = info.hasExplicitID ? Identifiers.lowerCamel(info.id) : ""
            let fallback = info.type == .node ? "display" : info.type.name
            names[i] = identifiers.unique(Identifiers.suffixed(base, "Node", fallback: fallback))
        }
        for (i, info) in infos.enumerated() where !info.type.isDisplayNode {
            let base = info.hasExplicitID ? Identifiers.lowerCamel(info.id) : ""
            var fallback = info.type.name
            var suffix = "Spec"
            if case .stack(let options) = document.tree.elements[i].kind {
                suffix = "Stack"
                fallback = options.direction == .vertical ? "vertical" : "horizontal"
            }
            names[i] = identifiers.unique(Identifiers.suffixed(base, suffix, fallback: fallback))
        }
    }

    /// The class's name when none is given: the title's first words (up to a
    /// colon, a bracket or a comma: "Notification cell (read)" is
    /// `NotificationCellNode`), else the root's id, else `LayoutNode`.
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
            let stops: Set<String> = ["with", "of", "in", "and", "at", "to", "for", "by", "on", "from", "as", "that"]
            for word in Identifiers.words(head) {
                let lower = ASCIIText.lowercased(word)
                if words.isEmpty, skipped.contains(lower) { continue }
                if stops.contains(lower) || skipped.contains(lower) || words.count == 3 { break }
                words.append(word)
            }
        }
        if words.isEmpty, let root = document.elements.first, root.hasExplicitID {
            words = Identifiers.words(root.id)
        }
        var name = Identifiers.upperCamel(words)
        if name.isEmpty { name = "Layout" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "Layout" + name }
        name = Identifiers.suffixed(name, "Node", fallback: "Layout")
        if name.hasPrefix("AS") || name == "FixedSizeNode" { name = "My" + name }
        return name
    }

    // MARK: Display nodes

    private mutating func property(_ i: Int, name: String) -> ExportedClass.Property {
        let info = document.elements[i]
        let schema = info.type.schema
        switch info.type {
        case .node, .cell:
            if case .node(let size?) = document.tree.elements[i].kind {
                usesFixedSizeNode = true
                return ExportedClass.Property(name: name, className: nil, value: .fixedSizeNode(size))
            }
        case .image:
            // A URL makes it a network image node: the class that has the property.
            if info.url != nil, let texture = schema.key(.url)?.texture, let dot = texture.firstIndex(of: ".") {
                let className = String(texture[..<dot])
                return ExportedClass.Property(name: name, className: className, value: .new(className))
            }
        default:
            break
        }
        return ExportedClass.Property(name: name, className: schema.textureClass, value: .new(schema.textureClass))
    }

    /// A display node's configuration and style, then (for a node with a
    /// layout other than the class's own) its layout block.
    private mutating func setUp(_ i: Int, target: CodeExpression) -> [CodeStatement] {
        let info = document.elements[i]
        let schema = info.type.schema
        var out: [CodeStatement] = []
        for key in schema.keys {
            switch key.key {
            case .intrinsicSize, .layout, .fontSize, .fontWeight:
                continue
            case .color where info.type == .text:
                continue
            case .text:
                out.append(.assign(target, PropertyName.path(forTexture: key.texture) ?? [], attributedString(i, text: key.key)))
                continue
            case .truncation:
                if let value = document.specValue(.truncation, of: i), !value.isDefault(for: key),
                    let path = PropertyName.path(forTexture: key.texture)
                {
                    out.append(.assign(target, path, attributedString(i, text: .truncation)))
                }
                continue
            case .imageSize:
                if case .size(let size)? = document.specValue(.imageSize, of: i),
                    let path = PropertyName.path(forTexture: key.texture)
                {
                    // A network image node sizes itself by its default image
                    // until the URL's image arrives.
                    let property = info.url == nil ? path : [PropertyName("defaultImage")]
                    out.append(.assign(target, property, .blankImage(size)))
                }
                continue
            default:
                out += assignment(key, of: i, to: target)
            }
        }
        out += styleStatements(i, target: target)
        if i != 0 || !rootIsClass, info.type == .node || info.type == .cell, let child = document.tree.children(of: i).first {
            out.append(.layoutSpecBlock(target, body: layoutBody(child)))
        }
        return out
    }

    /// The text node's attributed string: `text` (the text or the truncation
    /// string) in the node's font and colour.
    private func attributedString(_ i: Int, text key: SpecKey) -> CodeExpression {
        var string = ""
        if case .string(let s)? = document.specValue(key, of: i) { string = s }
        let textSchema = ElementType.text.schema
        var size = 17.0
        if case .number(let n)? = document.specValue(.fontSize, of: i) { size = n }
        var weight: CodeExpression?
        if let value = document.specValue(.fontWeight, of: i), let weightKey = textSchema.key(.fontWeight),
            !value.isDefault(for: weightKey)
        {
            weight = value.expression
        }
        let color = document.specValue(.color, of: i)?.expression
        return .attributedString(string, font: .systemFont(size: size, weight: weight), color: color)
    }

    /// `target.property = value` for a key that is set to other than its
    /// default and names a property; a comment for a colour UIKit cannot take.
    private func assignment(_ key: KeySchema, of i: Int, to target: CodeExpression) -> [CodeStatement] {
        guard let value = document.specValue(key.key, of: i), !value.isDefault(for: key),
            let path = PropertyName.path(forTexture: key.texture)
        else { return [] }
        guard let expression = value.expression else {
            return [.comment("\(path.last?.swift ?? key.name): the colour \(value.json) has no sRGB value; set it by hand")]
        }
        return [.assign(target, path, expression)]
    }

    /// The element's style: each key not at its default; width and height
    /// both in points as `preferredSize`. Layout specs have no `hitTestSlop`.
    private func styleStatements(_ i: Int, target: CodeExpression) -> [CodeStatement] {
        let isDisplayNode = document.elements[i].type.isDisplayNode
        let style = document.tree.style(of: i)
        var out: [CodeStatement] = []
        for key in SpecSchema.style.keys {
            switch key.key {
            case .preferredSize, .minSize, .maxSize:
                continue
            case .hitTestSlop where !isDisplayNode:
                continue
            case .width, .height:
                if case .points(let w) = style.width, case .points(let h) = style.height {
                    if key.key == .width, let preferred = SpecSchema.style.key(.preferredSize),
                        let path = PropertyName.path(forTexture: preferred.texture)
                    {
                        out.append(.assign(target, path, .size(Size(width: w, height: h))))
                    }
                    continue
                }
                out += assignment(key, of: i, to: target)
            default:
                out += assignment(key, of: i, to: target)
            }
        }
        return out
    }

    // MARK: Layout specs

    /// The statements of a `layoutSpecThatFits:` (or layout block) laying
    /// out element `root`: a constant for each spec that needs one, children
    /// before parents, then `return`.
    private mutating func layoutBody(_ root: Int) -> [CodeStatement] {
        var statements: [CodeStatement] = []
        let result = expression(for: root, into: &statements, isResult: true)
        if !statements.isEmpty { statements.append(.blankLine) }
        statements.append(.returns(result))
        return statements
    }

    /// Element `i` as an expression, after adding to `out` what makes it.
    private mutating func expression(for i: Int, into out: inout [CodeStatement], isResult: Bool) -> CodeExpression {
        let info = document.elements[i]
        if info.type.isDisplayNode {
            return i == 0 && rootIsClass ? .selfNode : .node(names[i] ?? "node")
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
        let className = schema.textureClass
        let initializer = TextureInitializer.forSpec(info.type, isDefault: isDefault, childCount: children.count)
        let make: CodeExpression
        var after: [CodeStatement] = []
        let name = names[i] ?? "spec"
        let local = CodeExpression.local(name)
        if let initializer {
            var arguments: [CodeExpression] = []
            for key in initializer.keys {
                arguments.append(slotValue(key) ?? document.specValue(key, of: i)?.expression ?? .list([]))
            }
            make = .make(className: className, initializer: initializer, arguments: arguments)
        } else {
            make = .new(className)
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
        out.append(.declare(name: name, className: className, value: make))
        out += after
        return local
    }
}
