import SwatchSpec

/// How Texture makes a layout spec in one call: the initializer Swift's
/// importer gives (`ASStackLayoutSpec(direction:spacing:justifyContent:alignItems:children:)`)
/// and the class factory Objective-C calls (`+stackLayoutSpecWithDirection:…`),
/// both from the spec's headers (`Source/Layout/AS*LayoutSpec.h`). Each
/// argument is the value of a key of the spec language.
struct TextureInitializer {
    /// The Objective-C factory's name up to its first label:
    /// `stackLayoutSpecWith` (+ `Direction:`).
    var factory: String
    /// The labels, as Swift writes them (`direction`, `spacing`...);
    /// Objective-C's are the same, the first one capitalised after `factory`.
    var labels: [String]
    /// The key whose value each argument takes.
    var keys: [SpecKey]

    init(_ factory: String, _ arguments: [(String, SpecKey)]) {
        self.factory = factory
        var labels: [String] = []
        var keys: [SpecKey] = []
        for (label, key) in arguments {
            labels.append(label)
            keys.append(key)
        }
        self.labels = labels
        self.keys = keys
    }

    /// The Objective-C selector's parts: `stackLayoutSpecWithDirection`, `spacing`...
    var objectiveCKeywords: [String] {
        var out: [String] = []
        for (i, label) in labels.enumerated() {
            out.append(i == 0 ? factory + ASCIIText.capitalised(label) : label)
        }
        return out
    }

    /// The class factory of `className` it is.
    func method(of className: String) -> CodeMethod {
        .factory(className, objectiveCKeywords, swift: labels)
    }

    /// The initializer a spec of `type` is made with. `isDefault(key)` says
    /// whether a key has its default (an absolute spec of default sizing is
    /// made without it); `childCount` picks the wrapper's one-child form.
    /// Nil when Texture has none for what the spec holds (an overlay spec
    /// without an overlay: made empty, its child set after).
    static func forSpec(_ type: ElementType, isDefault: (SpecKey) -> Bool, childCount: Int) -> TextureInitializer? {
        switch type {
        case .stack:
            return TextureInitializer(
                "stackLayoutSpecWith",
                [("direction", .direction), ("spacing", .spacing), ("justifyContent", .justifyContent),
                 ("alignItems", .alignItems), ("children", .children)])
        case .inset:
            return TextureInitializer("insetLayoutSpecWith", [("insets", .insets), ("child", .child)])
        case .overlay:
            guard childCount == 2 else { return nil }
            return TextureInitializer("overlayLayoutSpecWith", [("child", .child), ("overlay", .overlay)])
        case .background:
            return TextureInitializer("backgroundLayoutSpecWith", [("child", .child), ("background", .background)])
        case .center:
            return TextureInitializer(
                "centerLayoutSpecWith",
                [("centeringOptions", .centeringOptions), ("sizingOptions", .sizingOptions), ("child", .child)])
        case .relative:
            return TextureInitializer(
                "relativePositionLayoutSpecWith",
                [("horizontalPosition", .horizontalPosition), ("verticalPosition", .verticalPosition),
                 ("sizingOption", .sizingOption), ("child", .child)])
        case .ratio:
            return TextureInitializer("ratioLayoutSpecWith", [("ratio", .ratio), ("child", .child)])
        case .absolute:
            if isDefault(.sizing) { return TextureInitializer("absoluteLayoutSpecWith", [("children", .children)]) }
            return TextureInitializer("absoluteLayoutSpecWith", [("sizing", .sizing), ("children", .children)])
        case .corner:
            return TextureInitializer(
                "cornerLayoutSpecWith", [("child", .child), ("corner", .corner), ("location", .location)])
        case .wrapper:
            if childCount == 1 { return TextureInitializer("wrapperWith", [("layoutElement", .child)]) }
            return TextureInitializer("wrapperWith", [("layoutElements", .children)])
        case .node, .text, .image, .button, .networkImage, .cell:
            return nil
        }
    }
}
