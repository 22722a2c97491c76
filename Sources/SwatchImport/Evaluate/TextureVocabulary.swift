import SwatchSpec

/// Texture's names for the spec language, as running code needs them:
/// which element type a Texture class makes, which key (and which child
/// slot) a Texture property or an initializer's label sets, the style's
/// properties, and the enumerations' Objective-C constants. They are taken
/// from the schema (`standard`, through `TextureNames`) where the schema is
/// linked; the page's module that runs code is handed them as bytes in its
/// request (`TextureVocabulary+Bytes`), so that it links no schema.
struct TextureVocabulary: Sendable {
    enum Kind: UInt8, Sendable {
        /// A value the building converts.
        case value
        /// One child.
        case element
        /// A list of children.
        case elements
    }

    /// The bounds of a size a key takes (an image's size).
    struct SizeBounds: Sendable, Equatable {
        var allowsInfinity: Bool
        var maximum: Double?
    }

    struct Key: Sendable {
        var key: SpecKey
        /// The last part of its Texture name (`cornerLocation`, `URL`).
        var property: String?
        var kind: Kind
        var size: SizeBounds?
    }

    struct Slot: Sendable {
        var key: SpecKey
        var isList: Bool
        var required: Bool
    }

    struct TypeNames: Sendable {
        var textureClass: String
        var isDisplayNode: Bool
        var keys: [Key]
        /// Child slots in sublayout order.
        var children: [Slot]
    }

    /// Every element type's, by its raw value.
    var types: [TypeNames]
    /// The style's keys by their Texture property (the first key of each).
    var styleKeys: [String: SpecKey]
    /// The enumerations' Objective-C constants (`ASStackLayoutAlignItemsCenter`).
    var constants: Set<String>
    /// The stack's directions: the spec's name and Objective-C's constant.
    var directions: [(name: String, objectiveC: String)]

    private var typeByClass: [String: ElementType] = [:]
    /// Each type's keys by their Texture property's name in lower case.
    private var keysByProperty: [[String: Int]] = []
    /// The Texture properties of the display nodes' keys.
    private(set) var nodeProperties: Set<String> = []

    init(types: [TypeNames], styleKeys: [String: SpecKey], constants: Set<String>, directions: [(name: String, objectiveC: String)]) {
        self.types = types
        self.styleKeys = styleKeys
        self.constants = constants
        self.directions = directions
        for (i, t) in types.enumerated() {
            if let type = ElementType(rawValue: UInt8(i)) { typeByClass[t.textureClass] = type }
            var keys: [String: Int] = [:]
            for (k, key) in t.keys.enumerated() {
                guard let p = key.property else { continue }
                if keys[ASCIIText.lowercased(p)] == nil { keys[ASCIIText.lowercased(p)] = k }
                if t.isDisplayNode { nodeProperties.insert(p) }
            }
            keysByProperty.append(keys)
        }
    }

    func names(_ type: ElementType) -> TypeNames {
        let i = Int(type.rawValue)
        return i < types.count ? types[i] : TypeNames(textureClass: "", isDisplayNode: false, keys: [], children: [])
    }

    func isDisplayNode(_ type: ElementType) -> Bool { names(type).isDisplayNode }

    /// The element type a Texture class makes, nil for a class that is not a
    /// node or a layout spec Texture has.
    func elementType(forClass name: String) -> ElementType? {
        if let t = typeByClass[name] { return t }
        for standIn in TextureNames.standIns[name] ?? [] {
            if let t = typeByClass[standIn] { return t }
        }
        return nil
    }

    func isLayoutSpecClass(_ name: String) -> Bool {
        guard let t = elementType(forClass: name) else { return false }
        return !isDisplayNode(t)
    }

    func isNodeClass(_ name: String) -> Bool {
        guard let t = elementType(forClass: name) else { return false }
        return isDisplayNode(t)
    }

    /// The key a property or an initializer's label sets on an element of
    /// `type`: by its Texture name (`cornerLocation`, `isUserInteractionEnabled`,
    /// `url`/`URL`) or the key's own name (`location`); the wrapper's
    /// `layoutElement(s)` label is its child (children).
    func key(_ property: String, in type: ElementType) -> Key? {
        let t = names(type)
        let i = Int(type.rawValue)
        let byProperty = i < keysByProperty.count ? keysByProperty[i] : [:]
        let name = TextureNames.plainPropertyName(property)
        if let k = byProperty[ASCIIText.lowercased(name)] { return t.keys[k] }
        // A property whose own name starts with `is` (`isAccessibilityElement`), kept without it.
        if let k = byProperty["is" + ASCIIText.lowercased(name)] { return t.keys[k] }
        for k in t.keys where k.key.name == name { return k }
        if name == "layoutElement" || name == "layoutElements" {
            for slot in t.children where slot.isList == (name == "layoutElements") { return key(slot.key, in: type) }
        }
        return nil
    }

    /// The key `key` of `type`, nil when the type has none.
    func key(_ key: SpecKey, in type: ElementType) -> Key? {
        for k in names(type).keys where k.key == key { return k }
        return nil
    }
}

extension TextureVocabulary {
    /// The names as the schema gives them.
    static let standard: TextureVocabulary = {
        var types: [TypeNames] = []
        for t in SpecSchema.elementTypes {
            var keys: [Key] = []
            for k in t.keys {
                var kind = Kind.value
                var size: SizeBounds?
                switch k.value {
                case .element: kind = .element
                case .elements: kind = .elements
                case .size(let allowInfinity, let max): size = SizeBounds(allowsInfinity: allowInfinity, maximum: max)
                default: break
                }
                keys.append(Key(key: k.key, property: TextureNames.textureProperty(k), kind: kind, size: size))
            }
            var children: [Slot] = []
            for c in t.children { children.append(Slot(key: c.key, isList: c.isList, required: c.required)) }
            types.append(TypeNames(textureClass: t.textureClass, isDisplayNode: t.isDisplayNode, keys: keys, children: children))
        }
        var styleKeys: [String: SpecKey] = [:]
        for (property, key) in TextureNames.styleKeysByTextureName { styleKeys[property] = key.key }
        var constants: Set<String> = []
        for e in SpecSchema.enumerations where e.textureType != nil {
            for c in e.cases { constants.insert(c.objectiveC(in: e)) }
        }
        let direction = SpecSchema.direction.schema
        var directions: [(name: String, objectiveC: String)] = []
        for c in direction.cases { directions.append((c.name, c.objectiveC(in: direction))) }
        return TextureVocabulary(types: types, styleKeys: styleKeys, constants: constants, directions: directions)
    }()

    /// `standard` as bytes, written once (every import's run request carries them).
    static let standardBytes: [UInt8] = standard.encoded()
}

extension Interpreter {
    /// Whether Swift code sets `name` on a node without `self.`.
    func isNodeProperty(_ name: String) -> Bool {
        TextureAPI.nodePropertyNames.contains(name) || vocabulary.nodeProperties.contains(name)
    }
}
