import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// Display nodes: the class each is, and what sets it up: text as an
/// attributed string, an image as the app's asset, a fixed size as a custom
/// node of its own, a control's interaction as a target.
extension ExportBuilder {
    /// The class of display node `i`: a custom one for a node that answers
    /// for its own size, `ASNetworkImageNode` for an image with a URL, else
    /// the type's.
    mutating func nodeClass(_ i: Int) -> String {
        let info = document.elements[i]
        let schema = info.type.schema
        let kind = document.tree.elements[i].kind
        if let custom = names.classNames[i], let body = ExportBuilder.sizeThatFits(kind) {
            var stem = className
            if stem.hasSuffix("Node"), stem.count > 4 { stem.removeLast(4) }
            var documentation = ""
            switch kind {
            case .node(let size?):
                documentation = "Measures itself: \(CodeNote.text(size)) points, whatever size it is offered."
            case .aspect(let ratio):
                documentation = "As wide as it is offered, and \(CodeLiterals.number(ratio)) times that tall (a size that follows the width)."
            default:
                break
            }
            customNodes.append(ExportedClass.CustomNode(
                name: custom, objectiveCName: stem + custom, superclass: schema.textureClass, documentation: [documentation],
                sizeThatFits: body))
            return custom
        }
        if info.type == .image, info.url != nil, let texture = schema.key(.url)?.texture, let dot = texture.firstIndex(of: ".") {
            // A URL makes it a network image node: the class that has the property.
            return String(texture[..<dot])
        }
        return schema.textureClass
    }

    /// Whether element `i` is an `ASControlNode`, whose interaction a target turns on.
    func isControl(_ i: Int) -> Bool {
        let type = document.elements[i].type
        return type == .image || type == .networkImage || type == .button
    }

    /// A display node's configuration and style, then (for a node with a
    /// layout other than the class's own) its layout block.
    mutating func setUp(_ i: Int, target: CodeExpression) -> [CodeStatement] {
        let info = document.elements[i]
        let schema = info.type.schema
        var out: [CodeStatement] = []
        for key in schema.keys {
            switch key.key {
            case .intrinsicSize, .aspectRatio, .layout, .fontSize, .fontWeight:
                continue
            case .color where info.type == .text:
                continue
            case .text:
                out.append(.assign(target, PropertyName.path(forTexture: key.texture) ?? [], attributedString(i, text: key.key)))
            case .truncation:
                if let value = document.specValue(.truncation, of: i), !value.isDefault(for: key),
                    let path = PropertyName.path(forTexture: key.texture)
                {
                    out.append(.assign(target, path, attributedString(i, text: .truncation)))
                }
            case .imageSize where info.type == .networkImage:
                // The download's size is not the code's: a comment says what the spec laid out.
                if let state = info.networkImage, state.showsDownloadedImage, let size = state.imageSize {
                    out.append(.comment(CodeNote.downloaded(size).text))
                }
            case .imageSize:
                if case .size(let size)? = document.specValue(.imageSize, of: i) {
                    // A network image node sizes itself by its default image
                    // until the URL's image arrives.
                    let property = PropertyName(info.url == nil ? "image" : "defaultImage")
                    out.append(asset(info.id, size: size, to: target, property))
                }
            case .defaultImage:
                if let image = info.networkImage?.defaultImage, let radius = image.resizableRoundedImage {
                    out.append(.assign(target, [PropertyName("defaultImage")], resizableRoundedImage(radius, color: image.color)))
                } else if let image = info.networkImage?.defaultImage {
                    out.append(asset(info.id + "." + key.name, size: image.size, to: target, PropertyName("defaultImage")))
                }
            case .loaded:
                continue
            case .imageModification:
                if let modification = info.imageModification { out.append(imageModification(modification, on: target)) }
            case .title, .image, .backgroundImage:
                out += buttonContent(key.key, of: i, on: target)
            case .userInteractionEnabled where isControl(i):
                if info.userInteractionEnabled { out.append(addTarget(i, to: target)) }
            default:
                out += assignment(key, of: i, to: target)
            }
        }
        out += styleStatements(i, target: target)
        if i != 0 || !rootIsClass, info.type == .node || info.type == .cell, let child = document.tree.children(of: i).first {
            out += layoutBlock(layoutBody(child), on: target)
        }
        return out
    }

    /// `target.property = UIImage(named: name)`, the asset's size after it.
    func asset(_ name: String, size: Size, to target: CodeExpression, _ property: PropertyName) -> CodeStatement {
        .assign(target, [property], TextureAPI.image(named: name), note: .asset(name, size))
    }

    /// A tap's target on control `i`, and the (empty) action it calls.
    mutating func addTarget(_ i: Int, to target: CodeExpression) -> CodeStatement {
        var stem = name(i)
        if stem.hasSuffix("Node"), stem.count > 4 { stem.removeLast(4) }
        var action = "didTap" + ASCIIText.capitalised(stem)
        var n = 2
        while actions.contains(action) {
            action = "didTap" + ASCIIText.capitalised(stem) + String(n)
            n += 1
        }
        actions.append(action)
        return TextureAPI.addTarget(to: target, action: action)
    }

    /// The node lays its own subnodes out with a block: subnodes managed
    /// automatically, and `layoutSpecBlock` running `body`. The block holds
    /// the subnodes it lays out, not the node that holds them all.
    func layoutBlock(_ body: [CodeStatement], on target: CodeExpression) -> [CodeStatement] {
        let block = CodeBlock(
            parameters: [
                CodeBlock.Parameter(name: "node", objectiveCType: "__kindof ASDisplayNode *", isUsed: false),
                CodeBlock.Parameter(name: "constrainedSize", objectiveCType: "ASSizeRange", isUsed: false),
            ],
            objectiveCReturnType: "ASLayoutSpec *", captures: CodeStatement.nodes(in: body), body: body)
        return [
            .assign(target, [PropertyName("automaticallyManagesSubnodes")], .bool(true)),
            .assign(target, [PropertyName("layoutSpecBlock")], .block(block)),
        ]
    }

    /// The text node's attributed string: `text` (the text or the truncation
    /// string) in the node's font and colour.
    func attributedString(_ i: Int, text key: SpecKey) -> CodeExpression {
        var string = ""
        if case .string(let s)? = document.specValue(key, of: i) { string = s }
        return TextureAPI.attributedString(string, font: font(i), color: document.specValue(.color, of: i)?.expression)
    }

    /// Text node `i`'s font: the system font of its size, and of its
    /// weight when that is not the regular one.
    func font(_ i: Int) -> CodeExpression {
        var size = 17.0
        if case .number(let n)? = document.specValue(.fontSize, of: i) { size = n }
        var weight: CodeExpression?
        if let value = document.specValue(.fontWeight, of: i), let weightKey = ElementType.text.schema.key(.fontWeight),
            !value.isDefault(for: weightKey)
        {
            weight = value.expression
        }
        return TextureAPI.systemFont(size: size, weight: weight)
    }
}
