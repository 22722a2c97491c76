import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// A value in the exported code, spelled by each language's writer
/// (`CGSize(width: 44, height: 44)` or `CGSizeMake(44, 44)`).
indirect enum CodeExpression {
    /// A display node the class holds in a property.
    case node(String)
    /// The exported node itself.
    case selfNode
    /// A local constant of `layoutSpecThatFits:`.
    case local(String)
    /// A `CGFloat` (infinity allowed: an inset pinned to the opposite edge).
    case number(Double)
    case bool(Bool)
    /// Case `index` of a Texture (or UIKit) enumeration.
    case choice(EnumSchema, Int)
    case size(Size)
    case point(Point)
    case insets(Insets)
    /// `ASDimensionMake(40)`, `ASDimensionMakeWithFraction(0.5)`, `ASDimensionAuto`.
    case dimension(Dimension)
    case color(ExportColor)
    /// `UIFont.systemFont(ofSize:weight:)`; `weight` nil for the regular one.
    case systemFont(size: Double, weight: CodeExpression?)
    /// An attributed string with a font and, optionally, a foreground colour.
    case attributedString(String, font: CodeExpression, color: CodeExpression?)
    /// An empty image of a size in points (what an image node sizes itself by).
    case blankImage(Size)
    /// `URL(string:)`.
    case url(String)
    case list([CodeExpression])
    /// A Texture layout spec made by its initializer (Swift) or class factory
    /// (Objective-C); `arguments` match `initializer.labels`.
    case make(className: String, initializer: TextureInitializer, arguments: [CodeExpression])
    /// `Class()` / `[[Class alloc] init]`.
    case new(String)
    /// A node of a fixed size: the helper class either language declares.
    case fixedSizeNode(Size)
}

/// A property as each language names it: Swift's importer renames a few
/// (`userInteractionEnabled` is `isUserInteractionEnabled`, `URL` is `url`).
struct PropertyName: Hashable {
    var objectiveC: String
    var swift: String

    init(_ objectiveC: String) {
        self.objectiveC = objectiveC
        self.swift = PropertyName.swiftName(of: objectiveC)
    }

    /// What Swift's importer makes of an Objective-C property of Texture's
    /// headers: a `getter=is…` BOOL gains `is`, an all-capitals name is
    /// lowercased.
    static func swiftName(of name: String) -> String {
        if name == "userInteractionEnabled" { return "isUserInteractionEnabled" }
        var allCapitals = !name.isEmpty
        for scalar in name.unicodeScalars where !("A"..."Z").contains(scalar) { allCapitals = false }
        return allCapitals ? ASCIIText.lowercased(name) : name
    }

    /// The property path a schema key's Texture name gives: `style.width`
    /// for `ASLayoutElementStyle.width`, `flexWrap` for
    /// `ASStackLayoutSpec.flexWrap`; nil when the name is not a property.
    static func path(forTexture texture: String?) -> [PropertyName]? {
        guard let texture else { return nil }
        let parts = texture.split(separator: ".")
        guard parts.count == 2, let first = parts[1].unicodeScalars.first, ("a"..."z").contains(first) || parts[1] == "URL",
            !parts[1].hasSuffix(":")
        else { return nil }
        let property = PropertyName(String(parts[1]))
        return parts[0] == "ASLayoutElementStyle" ? [PropertyName("style"), property] : [property]
    }
}

/// One statement of the exported code.
indirect enum CodeStatement {
    /// `target.path = value`.
    case assign(CodeExpression, [PropertyName], CodeExpression)
    /// `let name = value` / `Class *name = value;`.
    case declare(name: String, className: String, value: CodeExpression)
    case returns(CodeExpression)
    /// The node lays out its own subnodes with a block: `automaticallyManagesSubnodes`
    /// on, then `layoutSpecBlock` running `body`.
    case layoutSpecBlock(CodeExpression, body: [CodeStatement])
    /// A line of explanation.
    case comment(String)
    case blankLine
}
