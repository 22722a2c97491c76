import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec

/// What only image nodes and buttons have: the blocks that modify an
/// image, and a button's title and images for its normal state.
extension ExportBuilder {
    /// `imageModificationBlock` as apps write it: Texture's round-border and
    /// tint blocks, or a block clipping to a rounded rectangle.
    func imageModification(_ modification: ImageModification, on target: CodeExpression) -> CodeStatement {
        let property = [PropertyName("imageModificationBlock")]
        func color(_ css: String) -> CodeExpression? { ExportColor(css: css).map { TextureAPI.color($0) } }
        let unreadable = CodeStatement.comment("imageModificationBlock: a colour has no sRGB value; set it by hand")
        switch modification {
        case .roundBorder(let width, let css):
            var border: CodeExpression?
            if let css {
                guard let c = color(css) else { return unreadable }
                border = c
            }
            return .assign(target, property, TextureAPI.roundBorderBlock(width: width, color: border))
        case .cornerRadius(let radius):
            return .assign(target, property, TextureAPI.roundedCornersBlock(radius: radius))
        case .tint(let css):
            guard let c = color(css) else { return unreadable }
            return .assign(target, property, TextureAPI.tintBlock(color: c))
        }
    }

    /// `as_resizableRoundedImage` in `css` (the drawing's grey without one).
    func resizableRoundedImage(_ radius: Double, color css: String?) -> CodeExpression {
        let fill = ExportColor(css: css ?? "#e4e7ec") ?? ExportColor(css: "#e4e7ec")
        return TextureAPI.resizableRoundedImage(radius: radius, fill: fill.map { TextureAPI.color($0) } ?? .constant(TextureAPI.nilValue))
    }

    /// A button's title (`setTitle(_:with:with:for:)`, the font left out when
    /// it is `buttonFontSize`'s, as Texture then chooses it), image or
    /// background image (`setImage(_:for:)`, the app's asset
    /// `"<id>.image"`), for the normal state, then what the node that shows
    /// it has besides.
    func buttonContent(_ key: SpecKey, of i: Int, on target: CodeExpression) -> [CodeStatement] {
        guard let settings = document.elements[i].button else { return [] }
        let nilValue = CodeExpression.constant(TextureAPI.nilValue)
        let normal = CodeExpression.constant(TextureAPI.normalState)
        var out: [CodeStatement] = []
        switch key {
        case .title:
            guard let t = settings.titleNode, case .text(let index) = document.tree.elements[Int(t)].kind else { return [] }
            let content = document.tree.texts[Int(index)]
            let title = ElementType.button.schema.key(.title).flatMap { key -> ObjectSchema? in
                if case .object(let object) = key.value { return object }
                return nil
            }
            let defaultSize = title?.key(.fontSize)?.defaultJSON ?? "18"
            let isDefaultFont = JSONWriter.number(content.style.fontSize) == defaultSize && content.style.weight == .regular
            let color = document.specValue(.color, of: t)?.expression ?? nilValue
            out.append(.perform(.send(
                target, .instance(["setTitle", "withFont", "withColor", "forState"], swift: "setTitle", ["_", "with", "with", "for"]),
                [.string(content.string), isDefaultFont ? nilValue : font(t), color, normal])))
            let titleNode = CodeExpression.property(target, PropertyName("titleNode"))
            for key in ElementType.text.schema.keys where key.key == .maximumNumberOfLines || key.key == .truncation {
                if key.key == .truncation {
                    if let value = document.specValue(.truncation, of: t), !value.isDefault(for: key) {
                        out.append(.assign(titleNode, [PropertyName("truncationAttributedText")], attributedString(t, text: .truncation)))
                    }
                } else {
                    out += assignment(key, of: t, to: titleNode)
                }
            }
        case .image, .backgroundImage:
            let isImage = key == .image
            guard let node = isImage ? settings.imageNode : settings.backgroundImageNode,
                case .image(let size) = document.tree.elements[node].kind
            else { return [] }
            let name = document.elements[i].id + "." + key.name
            let method = isImage
                ? CodeMethod.instance(["setImage", "forState"], swift: "setImage", ["_", "for"])
                : CodeMethod.instance(["setBackgroundImage", "forState"], swift: "setBackgroundImage", ["_", "for"])
            let info = document.elements[node]
            if let radius = info.resizableRoundedImage {
                // Drawn by Texture, in the image's colour: no asset, and no background colour on its node.
                out.append(.perform(.send(target, method, [resizableRoundedImage(radius, color: info.color), normal])))
            } else {
                out.append(.perform(.send(target, method, [TextureAPI.image(named: name), normal]), note: .asset(name, size)))
            }
            // What draws it: the image node's corners, colour and modification.
            let imageNode = CodeExpression.property(target, PropertyName(isImage ? "imageNode" : "backgroundImageNode"))
            for key in ElementType.image.schema.keys
            where key.key == .cornerRadius || key.key == .cornerRoundingType || (key.key == .color && info.resizableRoundedImage == nil) {
                out += assignment(key, of: node, to: imageNode)
            }
            if let modification = info.imageModification { out.append(imageModification(modification, on: imageNode)) }
        default:
            break
        }
        return out
    }
}
