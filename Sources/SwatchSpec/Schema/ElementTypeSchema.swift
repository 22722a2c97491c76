/// An element type: its keys besides the common `type`, `id` and `style`,
/// where its children go (in Texture's sublayout order), and the Texture
/// class it mirrors.
public struct ElementTypeSchema: KeyedSchema, Sendable {
    /// A place children go.
    public struct ChildSlot: Sendable {
        public let key: SpecKey
        /// An array of elements rather than one.
        public let isList: Bool
        public let required: Bool
    }

    public let type: ElementType
    /// As a spec writes it: `stack`.
    public let name: String
    /// `ASStackLayoutSpec`.
    public let textureClass: String
    public let isDisplayNode: Bool
    /// Its own keys, child slots included.
    public let keys: [KeySchema]
    /// Child slots in sublayout order (a background's background before its child).
    public let children: [ChildSlot]
    /// Pairs of keys that exclude each other (`layout` and `intrinsicSize`).
    public let exclusive: [(SpecKey, SpecKey)]
    /// One of Texture's own node classes (SPEC.md version 1.1), not a plain
    /// display node or a layout spec.
    public let isTextureNode: Bool
    public let summary: String
    /// A small spec whose root is of this type, for the reference page.
    public let example: String

    /// Every key the type accepts, common ones included.
    public var keySet: SpecKeySet {
        var set: SpecKeySet = [.type, .id, .style]
        for key in keys { set.insert(key.key) }
        return set
    }

    init(
        _ type: ElementType, _ name: String, texture: String, displayNode: Bool = false, textureNode: Bool = false,
        _ summary: String, keys: [KeySchema], children: [ChildSlot] = [], exclusive: [(SpecKey, SpecKey)] = [],
        example: String
    ) {
        self.type = type
        self.name = name
        self.textureClass = texture
        self.isDisplayNode = displayNode
        self.isTextureNode = textureNode
        self.summary = summary
        self.keys = keys
        self.children = children
        self.exclusive = exclusive
        self.example = example
    }
}

/// The element types, in SPEC.md's order. Their names and everything else
/// about them are in `SpecSchema.elementTypes`.
public enum ElementType: UInt8, CaseIterable, Hashable, Sendable {
    case node, text, image, stack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper,
        button, networkImage, cell

    public var schema: ElementTypeSchema { SpecSchema.elementTypes[Int(rawValue)] }
    public var name: String { schema.name }
    public var isDisplayNode: Bool { schema.isDisplayNode }
}
