import SwatchJSON

/// The schema as a JSON Schema (draft 2020-12), for editors that validate and
/// complete spec files, the playground script and `swatch schema`. Keys a
/// JSON Schema cannot say (Texture names, child slots, document markers) are
/// written as `x-swatch-*` annotations, which validators ignore.
extension SpecSchema {
    public static func jsonSchema() -> String {
        var writer = JSONSchemaWriter()
        return writer.document()
    }
}

struct JSONSchemaWriter {
    /// Definitions written so far, by name, in the order first referenced.
    var definitions: [(name: String, body: String)] = []
    var defined: Set<String> = []

    mutating func document() -> String {
        var kinds: [String] = []
        var oneOf: [String] = []
        for kind in SpecSchema.documentKinds {
            oneOf.append(reference(kind.object))
            kinds.append(object([
                ("name", string(kind.name)), ("title", string(kind.title)), ("definition", string(kind.object.name)),
                ("markers", array(kind.markers.map { string($0.name) })),
            ]))
        }
        define("element", elementUnion())
        for type in SpecSchema.elementTypes { define("element." + type.name, elementDefinition(type)) }
        let defs = object(definitions.map { ($0.name, $0.body) })
        return object([
            ("$schema", string("https://json-schema.org/draft/2020-12/schema")),
            ("title", string("Swatch documents")),
            ("description", string("Layout specs, range scenarios and transition documents, as swatch layout, swatch ranges and swatch transition read them.")),
            ("oneOf", array(oneOf)),
            ("x-swatch-documentKinds", array(kinds)),
            ("$defs", defs),
        ]) + "\n"
    }

    // MARK: Definitions

    mutating func define(_ name: String, _ body: String) {
        guard !defined.contains(name) else { return }
        defined.insert(name)
        definitions.append((name, body))
    }

    mutating func reference(_ schema: ObjectSchema) -> String {
        if !defined.contains(schema.name) {
            defined.insert(schema.name)
            let index = definitions.count
            definitions.append((schema.name, ""))
            definitions[index].body = objectDefinition(schema)
        }
        return object([("$ref", string("#/$defs/" + schema.name))])
    }

    mutating func objectDefinition(_ schema: ObjectSchema) -> String {
        var members: [(String, String)] = [("type", string("object")), ("description", string(schema.summary))]
        members.append(("properties", properties(schema.keys)))
        let required = schema.keys.filter { $0.required }.map { string($0.name) }
        if !required.isEmpty { members.append(("required", array(required))) }
        members.append(("additionalProperties", "false"))
        var all: [String] = []
        for (a, b) in schema.exclusive { all.append(object([("not", object([("required", array([string(a.name), string(b.name)]))]))])) }
        if !schema.exactlyOneOf.isEmpty {
            all.append(object([("oneOf", array(schema.exactlyOneOf.map { object([("required", array([string($0.name)]))]) }))]))
        }
        if !all.isEmpty { members.append(("allOf", array(all))) }
        if !schema.dependencies.isEmpty {
            members.append(("dependentRequired", object(schema.dependencies.map { ($0.0.name, array([string($0.1.name)])) })))
        }
        return object(members)
    }

    mutating func properties(_ keys: [KeySchema]) -> String {
        var out: [(String, String)] = []
        for key in keys { out.append((key.name, property(key))) }
        return object(out)
    }

    mutating func property(_ key: KeySchema) -> String {
        var members: [(String, String)] = [("description", string(key.summary))]
        if let texture = key.texture { members.append(("x-swatch-texture", string(texture))) }
        if let value = key.defaultJSON { members.append(("default", value)) }
        members.append(("x-swatch-control", string(JSONSchemaWriter.control(key))))
        switch key.value {
        case .size: members.append(("x-swatch-names", array([string("width"), string("height")])))
        case .point: members.append(("x-swatch-names", array([string("x"), string("y")])))
        default: break
        }
        return merge(value(key.value), members)
    }

    /// How a form edits the key (the playground's inspector makes one
    /// control of each): `enum`, `flags` (any of an enumeration's names,
    /// each once), `number`, `numberOrInfinity`, `dimension`,
    /// `colour`, `bool`, `string`, `multiline` (a text node's text), `pair`
    /// (its components named by `x-swatch-names`), `insets`, `object` (its
    /// own keys in a group: the style, a button's title and images), or
    /// `none` (the element's type; elements; values a form does not edit).
    static func control(_ key: KeySchema) -> String {
        if key.key == .type { return "none" }
        switch key.value {
        case .number: return "number"
        case .numberOrInfinity: return "numberOrInfinity"
        case .string: return key.key == .text ? "multiline" : "string"
        case .identifier: return "string"
        case .bool: return "bool"
        case .colour: return "colour"
        case .dimension: return "dimension"
        case .size, .point: return "pair"
        case .insets: return "insets"
        case .choice: return "enum"
        case .flags: return "flags"
        case .object: return "object"
        case .element, .elements, .list, .numberOrList, .anyOf: return "none"
        }
    }

    mutating func elementUnion() -> String {
        var branches: [String] = []
        for type in SpecSchema.elementTypes {
            branches.append(object([
                ("if", object([("properties", object([("type", object([("const", string(type.name))]))])), ("required", array([string("type")]))])),
                ("then", object([("$ref", string("#/$defs/element." + type.name))])),
            ]))
        }
        return object([
            ("type", string("object")),
            ("description", string("An element: a display node or a layout spec, told by its type.")),
            ("required", array([string("type")])),
            ("properties", object([("type", object([("enum", array(SpecSchema.elementTypes.map { string($0.name) }))]))])),
            ("allOf", array(branches)),
        ])
    }

    mutating func elementDefinition(_ type: ElementTypeSchema) -> String {
        var keys = SpecSchema.commonElementKeys
        keys.append(contentsOf: type.keys)
        var props: [(String, String)] = []
        for key in keys {
            if key.key == .type {
                props.append(("type", object([("const", string(type.name)), ("description", string(key.summary)), ("x-swatch-control", string("none"))])))
            } else {
                props.append((key.name, property(key)))
            }
        }
        var members: [(String, String)] = [
            ("type", string("object")), ("description", string(type.summary)),
            ("x-swatch-texture", string(type.textureClass)),
            ("x-swatch-displayNode", type.isDisplayNode ? "true" : "false"),
            ("x-swatch-children", array(type.children.map { object([
                ("key", string($0.key.name)), ("list", $0.isList ? "true" : "false"), ("required", $0.required ? "true" : "false"),
            ]) })),
            ("properties", object(props)),
            ("required", array(keys.filter { $0.required }.map { string($0.name) })),
            ("additionalProperties", "false"),
        ]
        if !type.exclusive.isEmpty {
            members.append(("allOf", array(type.exclusive.map {
                object([("not", object([("required", array([string($0.0.name), string($0.1.name)]))]))])
            })))
        }
        return object(members)
    }

    // MARK: Values

    mutating func value(_ value: ValueSchema) -> String {
        switch value {
        case .number(let range): return number(range)
        case .numberOrInfinity: return numberOrInfinity(NumberRange.any)
        case .string: return object([("type", string("string"))])
        case .identifier: return object([("type", string("string")), ("minLength", "1")])
        case .bool: return object([("type", string("boolean"))])
        case .colour:
            define("colour", object([
                ("type", string("string")), ("maxLength", "64"),
                ("description", string("A CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa, a colour name in lowercase, or rgb(), hsl() and the like.")),
                ("anyOf", array([
                    object([("pattern", string(#"^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\([0-9.,% /+\-degratun]*\))$"#))]),
                    object([("enum", array(CSSColor.names.map { string($0) }))]),
                ])),
            ]))
            return object([("$ref", string("#/$defs/colour"))])
        case .dimension:
            define("dimension", object([
                ("description", string("ASDimension: points, \"N%\" of the parent's size, or \"auto\".")),
                ("anyOf", array([
                    object([("type", string("number")), ("minimum", "0")]),
                    object([("const", string("auto"))]),
                    object([("type", string("string")), ("pattern", string(#"^(100(\.0+)?|[0-9]{1,2}(\.[0-9]+)?)%$"#))]),
                ])),
            ]))
            return object([("$ref", string("#/$defs/dimension"))])
        case .size(let allowInfinity, let max):
            var range = NumberRange.nonNegative
            range.maximum = max
            let component = allowInfinity ? numberOrInfinity(range) : number(range)
            return pair(component)
        case .point:
            return pair(number(.any))
        case .insets(let allowInfinity):
            let edge = allowInfinity ? numberOrInfinity(.any) : number(.any)
            return object([
                ("type", string("object")),
                ("properties", object([("top", edge), ("left", edge), ("bottom", edge), ("right", edge)])),
                ("additionalProperties", "false"),
            ])
        case .choice(let schema):
            var members: [(String, String)] = [("enum", array(schema.names.map { string($0) }))]
            if let type = schema.textureType { members.append(("x-swatch-textureType", string(type))) }
            return object(members)
        case .flags(let schema):
            var items: [(String, String)] = [("enum", array(schema.names.map { string($0) }))]
            if let type = schema.textureType { items.append(("x-swatch-textureType", string(type))) }
            return object([("type", string("array")), ("items", object(items)), ("uniqueItems", "true")])
        case .element:
            return object([("$ref", string("#/$defs/element"))])
        case .elements:
            return object([("type", string("array")), ("items", object([("$ref", string("#/$defs/element"))]))])
        case .object(let schema):
            return reference(schema)
        case .list(let item, let maxCount):
            var members: [(String, String)] = [("type", string("array")), ("items", self.value(item)), ("minItems", "1")]
            if let maxCount { members.append(("maxItems", String(maxCount))) }
            return object(members)
        case .numberOrList(let range):
            return object([("anyOf", array([
                number(range),
                object([("type", string("array")), ("items", number(range)), ("minItems", "1")]),
            ]))])
        case .anyOf(let values):
            var out: [String] = []
            for v in values { out.append(self.value(v)) }
            return object([("anyOf", array(out))])
        }
    }

    func number(_ range: NumberRange) -> String {
        var members: [(String, String)] = [("type", string(range.integer ? "integer" : "number"))]
        if let minimum = range.minimum {
            members.append((range.excludesMinimum ? "exclusiveMinimum" : "minimum", JSONWriter.number(minimum)))
        }
        if let maximum = range.maximum { members.append(("maximum", JSONWriter.number(maximum))) }
        return object(members)
    }

    func numberOrInfinity(_ range: NumberRange) -> String {
        object([("anyOf", array([number(range), object([("const", string("inf"))])]))])
    }

    func pair(_ component: String) -> String {
        object([
            ("type", string("array")), ("prefixItems", array([component, component])),
            ("minItems", "2"), ("maxItems", "2"),
        ])
    }

    // MARK: JSON text

    func string(_ s: String) -> String { JSONWriter.string(s) }

    func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    func object(_ members: [(String, String)]) -> String {
        var out = "{"
        for (i, (key, value)) in members.enumerated() {
            if i > 0 { out += ", " }
            out += JSONWriter.string(key) + ": " + value
        }
        return out + "}"
    }

    /// `base` (an object's text) with `extra` members appended.
    func merge(_ base: String, _ extra: [(String, String)]) -> String {
        guard base.hasSuffix("}"), !extra.isEmpty else { return base }
        var out = String(base.dropLast())
        for (key, value) in extra {
            out += (out.hasSuffix("{") ? "" : ", ") + JSONWriter.string(key) + ": " + value
        }
        return out + "}"
    }
}
