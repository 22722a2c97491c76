import SwatchGeometry
import SwatchLayout

/// The calls of UIKit's and Texture's API the exported code makes, as each
/// is declared in Objective-C and imported into Swift (Texture's
/// Source/ASButtonNode.h, ASControlNode.h, ASImageNode.h; UIKit's headers).
/// Layout specs' initializers are `TextureInitializer`'s.
enum TextureAPI {
    // MARK: Values

    /// `UIImage(named:)`: the app's asset of that name.
    static func image(named name: String) -> CodeExpression {
        .send(nil, .factory("UIImage", ["imageNamed"], swift: ["named"]), [.string(name)])
    }

    /// `URL(string:)` / `[NSURL URLWithString:]`.
    static func url(_ string: String) -> CodeExpression {
        .send(nil, .factory("NSURL", ["URLWithString"], swift: ["string"], swiftClass: "URL"), [.string(string)])
    }

    /// A colour: UIKit's named one when it is exactly one, else its sRGB components.
    static func color(_ c: ExportColor) -> CodeExpression {
        if let name = CodeComments.uiColorName(c) {
            return .send(nil, .classProperty("UIColor", name + "Color", swift: name), [])
        }
        let components = [c.red, c.green, c.blue, c.alpha].map { CodeExpression.literal(CodeLiterals.component($0)) }
        return .send(
            nil, .factory("UIColor", ["colorWithRed", "green", "blue", "alpha"], swift: ["red", "green", "blue", "alpha"]),
            components)
    }

    /// `UIFont.systemFont(ofSize:)`, with a weight unless it is nil.
    static func systemFont(size: Double, weight: CodeExpression?) -> CodeExpression {
        guard let weight else {
            return .send(nil, .classMethod("UIFont", ["systemFontOfSize"], swift: "systemFont", ["ofSize"]), [.number(size)])
        }
        return .send(
            nil, .classMethod("UIFont", ["systemFontOfSize", "weight"], swift: "systemFont", ["ofSize", "weight"]),
            [.number(size), weight])
    }

    /// An attributed string in `font` and, when given, `color`.
    static func attributedString(_ string: String, font: CodeExpression, color: CodeExpression?) -> CodeExpression {
        var attributes: [(CodeExpression, CodeExpression)] = [(.constant(fontAttribute), font)]
        if let color { attributes.append((.constant(foregroundColorAttribute), color)) }
        return .send(nil, .initializer("NSAttributedString", ["initWithString", "attributes"]), [.string(string), .dictionary(attributes)])
    }

    static let fontAttribute = CodeConstant(swift: ".font", objectiveC: "NSFontAttributeName")
    static let foregroundColorAttribute = CodeConstant(swift: ".foregroundColor", objectiveC: "NSForegroundColorAttributeName")

    static func dimension(_ d: Dimension) -> CodeExpression {
        switch d {
        case .auto: return .constant(CodeConstant(swift: "ASDimensionAuto", objectiveC: "ASDimensionAuto"))
        case .points(let p): return .function("ASDimensionMake", [.number(p)])
        case .fraction(let f): return .function("ASDimensionMakeWithFraction", [.number(f)])
        }
    }

    // MARK: Controls

    static let normalState = CodeConstant(swift: ".normal", objectiveC: "UIControlStateNormal")
    static let touchUpInside = CodeConstant(swift: ".touchUpInside", objectiveC: "ASControlNodeEventTouchUpInside")

    /// `-[ASControlNode addTarget:action:forControlEvents:]` for a tap, which
    /// also turns the control's user interaction on.
    static func addTarget(to control: CodeExpression, action: String) -> CodeStatement {
        .perform(.send(
            control, .instance(["addTarget", "action", "forControlEvents"], swift: "addTarget", ["_", "action", "forControlEvents"]),
            [.selfNode, .selector(action), .constant(touchUpInside)]))
    }

    // MARK: Blocks

    /// The `imageModificationBlock` parameters: the image, and the trait
    /// collection (unused).
    static let modificationParameters = [
        CodeBlock.Parameter(name: "image", objectiveCType: "UIImage *", isUsed: true),
        CodeBlock.Parameter(name: "traitCollection", objectiveCType: "ASPrimitiveTraitCollection", isUsed: false),
    ]

    /// An `imageModificationBlock` that clips the image to a rounded
    /// rectangle, as apps write it: drawn again through
    /// `UIBezierPath(roundedRect:cornerRadius:)` in an image renderer. The
    /// block is given a bitmap at scale 1 sized in pixels (ASImageNode.mm
    /// 492, 543-544), so the renderer works at the image's own scale and the
    /// radius, in points, is multiplied by `ASScreenScale()`, the scale image
    /// nodes draw at (ASImageNode.mm 170).
    static func roundedCornersBlock(radius: Double) -> CodeExpression {
        let image = CodeExpression.local("image")
        let size = CodeExpression.property(image, PropertyName("size"))
        let rect = CodeStatement.declare(
            name: "rect", type: .value("CGRect"),
            value: .structure(.rect, [.number(0), .number(0), .property(size, PropertyName("width")), .property(size, PropertyName("height"))]))
        let format = CodeStatement.declare(
            name: "format", type: .object("UIGraphicsImageRendererFormat"), value: .new("UIGraphicsImageRendererFormat"))
        let scale = CodeStatement.assign(.local("format"), [PropertyName("scale")], .property(image, PropertyName("scale")))
        let renderer = CodeStatement.declare(
            name: "renderer", type: .object("UIGraphicsImageRenderer"),
            value: .send(nil, .initializer("UIGraphicsImageRenderer", ["initWithSize", "format"]), [size, .local("format")]))
        let path = CodeExpression.send(
            nil, .factory("UIBezierPath", ["bezierPathWithRoundedRect", "cornerRadius"], swift: ["roundedRect", "cornerRadius"]),
            [.local("rect"), .product(.number(radius), .function("ASScreenScale", []))])
        let drawing = CodeBlock(
            parameters: [CodeBlock.Parameter(name: "context", objectiveCType: "UIGraphicsImageRendererContext *", isUsed: false)],
            objectiveCReturnType: nil, captures: [],
            body: [
                .perform(.send(path, .instance(["addClip"], swift: "addClip", []), [])),
                .perform(.send(image, .instance(["drawInRect"], swift: "draw", ["in"]), [.local("rect")])),
            ])
        let draw = CodeExpression.send(
            .local("renderer"), .instance(["imageWithActions"], swift: "image", ["actions"]), [.block(drawing)])
        return .block(CodeBlock(
            parameters: modificationParameters, objectiveCReturnType: "UIImage *", captures: [],
            body: [rect, format, scale, renderer, .returns(draw)]))
    }

    /// `UIImage.as_resizableRoundedImage(withCornerRadius:cornerColor:fillColor:traitCollection:)`
    /// (UIImage+ASConvenience.h): a rounded rectangle of `fill` whose
    /// corners keep their radius however far it is stretched.
    static func resizableRoundedImage(radius: Double, fill: CodeExpression) -> CodeExpression {
        .send(
            nil,
            .classMethod(
                "UIImage", ["as_resizableRoundedImageWithCornerRadius", "cornerColor", "fillColor", "traitCollection"],
                swift: "as_resizableRoundedImage", ["withCornerRadius", "cornerColor", "fillColor", "traitCollection"]),
            [.number(radius), .constant(nilValue), fill, .function("ASPrimitiveTraitCollectionMakeDefault", [])])
    }

    /// Texture's own blocks: `ASImageNodeRoundBorderModificationBlock(width, colour)`.
    static func roundBorderBlock(width: Double, color: CodeExpression?) -> CodeExpression {
        .function("ASImageNodeRoundBorderModificationBlock", [.number(width), color ?? .constant(nilValue)])
    }

    static func tintBlock(color: CodeExpression) -> CodeExpression {
        .function("ASImageNodeTintColorModificationBlock", [color])
    }

    static let nilValue = CodeConstant(swift: "nil", objectiveC: "nil")
}
