import SwatchSpec

/// Texture's names for the spec language, all taken from the schema
/// (`SpecSchema`): which element type a Texture class makes, which key a
/// Texture property or initializer label sets, which enumeration case an
/// Objective-C constant or a Swift member names. Nothing here restates a
/// key; the few classes the schema does not name for themselves are
/// mapped to the type that stands for them (an empty `ASLayoutSpec` is an
/// empty stack; a control node is a plain node). The building reads them
/// here; the running reads them as `TextureVocabulary` (made from these,
/// `TextureVocabulary.standard`), which the page's module that runs code
/// is handed as bytes.
enum TextureNames {
    /// Classes with no type of their own, and the Texture class whose type
    /// stands for them (the first that the schema has).
    static let standIns: [String: [String]] = [
        "ASLayoutSpec": ["ASStackLayoutSpec"],
        "ASTextNode2": ["ASTextNode"],
        "ASNetworkImageNode": ["ASImageNode"],
        "ASMultiplexImageNode": ["ASNetworkImageNode", "ASImageNode"],
        "ASVideoNode": ["ASNetworkImageNode", "ASImageNode"],
        "ASCellNode": ["ASDisplayNode"],
        "ASTextCellNode": ["ASCellNode", "ASDisplayNode"],
        "ASButtonNode": ["ASDisplayNode"],
        "ASControlNode": ["ASDisplayNode"],
        "ASScrollNode": ["ASDisplayNode"],
        "ASEditableTextNode": ["ASDisplayNode"],
        "ASMapNode": ["ASImageNode"],
        "ASVideoPlayerNode": ["ASDisplayNode"],
        "ASTableNode": ["ASDisplayNode"],
        "ASCollectionNode": ["ASDisplayNode"],
        "ASPagerNode": ["ASDisplayNode"],
        "ASImageNode": ["ASDisplayNode"],
    ]

    /// The last part of a key's Texture name: `cornerLocation` for
    /// `ASCornerLayoutSpec.cornerLocation`, `URL` for `ASNetworkImageNode.URL`.
    static func textureProperty(_ key: KeySchema) -> String? {
        guard let texture = key.texture else { return nil }
        var last = ""
        for scalar in texture.unicodeScalars {
            if scalar == "." { last = "" } else { last.unicodeScalars.append(scalar) }
        }
        guard !last.isEmpty, !last.hasSuffix(":") else { return nil }
        return last
    }

    /// The key a property or an initializer's label sets on an element of
    /// `type` (`TextureVocabulary.key`).
    static func key(_ property: String, in type: ElementTypeSchema) -> KeySchema? {
        TextureVocabulary.standard.key(property, in: type.type).flatMap { type.key($0.key) }
    }

    /// A button's subnodes (`ElementPart.Role`), as the code reaches them
    /// (`button.imageNode`): the spec type each is and the button's key
    /// that holds what it draws.
    static func buttonPart(_ property: String) -> (type: ElementType, key: SpecKey)? {
        for (role, type, key) in [
            (ElementPart.Role.imageNode, ElementType.image, SpecKey.image),
            (.backgroundImageNode, .image, .backgroundImage),
            (.titleNode, .text, .title),
        ] where role.propertyName == property {
            return (type, key)
        }
        return nil
    }

    /// Swift's `isUserInteractionEnabled` is Objective-C's `userInteractionEnabled`.
    static func plainPropertyName(_ name: String) -> String {
        let u = Array(name.utf8)
        if u.count > 2, u[0] == UInt8(ascii: "i"), u[1] == UInt8(ascii: "s"), u[2] >= 65, u[2] <= 90 {
            return ASCIIText.lowercased(String(decoding: u[2..<3], as: UTF8.self)) + String(decoding: u[3...], as: UTF8.self)
        }
        return name
    }

    /// The style key a style property sets (`ASLayoutElementStyle.flexGrow`).
    static func styleKey(_ property: String) -> KeySchema? {
        styleKeysByTextureName[property]
    }

    /// The style's keys by their Texture property's name (the first key of each).
    static let styleKeysByTextureName: [String: KeySchema] = {
        var out: [String: KeySchema] = [:]
        for k in SpecSchema.style.keys {
            if let p = textureProperty(k), out[p] == nil { out[p] = k }
        }
        return out
    }()

    // MARK: Enumerations

    /// The case of `schema` that `symbol` names: Objective-C's constant
    /// (`ASStackLayoutJustifyContentSpaceBetween`), Swift's member
    /// (`spaceBetween`, `XY`), qualified (`ASStackLayoutDirection.vertical`),
    /// or the spec's own name.
    static func caseName(_ symbol: String, in schema: EnumSchema) -> String? {
        var member = symbol
        if let dot = symbol.lastIndex(of: ".") { member = String(symbol[symbol.index(after: dot)...]) }
        for c in schema.cases {
            if c.objectiveC(in: schema) == symbol { return c.name }
            let swift = c.swift(in: schema)
            if swift == "." + member { return c.name }
        }
        for c in schema.cases where c.name == member { return c.name }
        // Swift's importer lower-cases a leading word: `.minimumXY`, `.xy`.
        let lower = ASCIIText.lowercased(member)
        for c in schema.cases where ASCIIText.lowercased(c.name) == lower || ASCIIText.lowercased(c.textureSuffix) == lower {
            return c.name
        }
        return nil
    }

    /// Cases of an option set in the order they combine: each case's index
    /// is its bits (none, x, y, both).
    static func combinedOption(_ names: [String], in schema: EnumSchema) -> String? {
        guard schema.isOptionSet, schema.cases.count == 4 else { return names.last }
        var bits = 0
        for n in names {
            guard let i = schema.cases.firstIndex(where: { $0.name == n }) else { return nil }
            bits |= i
        }
        return schema.cases[bits].name
    }
}
