/// An enumeration of the spec language (`justifyContent`, `location`...):
/// its names as a spec writes them and the Texture type and cases each
/// mirrors, for messages, the JSON Schema, the reference page and code export.
public struct EnumSchema: Sendable {
    public struct Case: Sendable {
        /// As a spec writes it: `spaceBetween`.
        public let name: String
        /// Texture's case after the type's prefix: `SpaceBetween` in
        /// `ASStackLayoutJustifyContentSpaceBetween`.
        public let textureSuffix: String

        /// The Objective-C constant: `ASStackLayoutJustifyContentSpaceBetween`.
        public func objectiveC(in schema: EnumSchema) -> String { schema.texturePrefix + textureSuffix }

        /// The Swift spelling Swift's importer gives the constant: `.spaceBetween`,
        /// `.XY` (an all-capitals word stays), and `[]` for an option set's
        /// empty member.
        public func swift(in schema: EnumSchema) -> String {
            if schema.isOptionSet, name == schema.cases.first?.name { return "[]" }
            if ASCIIText.isCapitals(textureSuffix) { return "." + textureSuffix }
            guard let first = textureSuffix.unicodeScalars.first else { return "." }
            var out = "." + ASCIIText.lowercased(String(first))
            out.unicodeScalars.append(contentsOf: textureSuffix.unicodeScalars.dropFirst())
            return out
        }
    }

    /// The key it is written under, for messages: `justifyContent`.
    public let name: String
    /// Texture's type: `ASStackLayoutJustifyContent`; nil for names that
    /// are Swatch's own (a scenario's `container`).
    public let textureType: String?
    /// The prefix of Texture's constants (usually the type's name).
    public let texturePrefix: String
    /// `NS_OPTIONS` in Texture (Swift writes its empty member as `[]`).
    public let isOptionSet: Bool
    public let cases: [Case]

    public var names: [String] {
        var out: [String] = []
        for c in cases { out.append(c.name) }
        return out
    }

    /// `"start", "center", "end"` for messages.
    public var quotedNames: String {
        var out = ""
        for c in cases {
            if !out.isEmpty { out += ", " }
            out += "\"" + c.name + "\""
        }
        return out
    }
}

/// An enumeration's names bound to the engine's values, in one table; readers
/// parse names with it, and its `schema` describes it.
public struct ChoiceTable<Value: Sendable>: Sendable {
    public let schema: EnumSchema
    /// Same order as `schema.cases`.
    public let values: [Value]
    /// The names' UTF-8 bytes, for comparing against source bytes.
    let utf8Names: [[UInt8]]

    init(
        _ name: String, texture textureType: String?, prefix: String? = nil, optionSet: Bool = false,
        _ cases: [(String, Value, String?)]
    ) {
        var schemaCases: [EnumSchema.Case] = []
        var values: [Value] = []
        var utf8Names: [[UInt8]] = []
        for (caseName, value, suffix) in cases {
            schemaCases.append(EnumSchema.Case(name: caseName, textureSuffix: suffix ?? ASCIIText.capitalised(caseName)))
            values.append(value)
            utf8Names.append(Array(caseName.utf8))
        }
        self.schema = EnumSchema(
            name: name, textureType: textureType, texturePrefix: prefix ?? textureType ?? "", isOptionSet: optionSet,
            cases: schemaCases)
        self.values = values
        self.utf8Names = utf8Names
    }

    /// The value named `name`.
    public func value(named name: String) -> Value? {
        for (i, c) in schema.cases.enumerated() where c.name == name { return values[i] }
        return nil
    }

    /// The value whose name is `bytes[start..<start+length]`.
    @inline(__always)
    func value(bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Value? {
        for (i, name) in utf8Names.enumerated() where name.count == length {
            var same = true
            for k in 0..<length where name[k] != bytes[start + k] {
                same = false
                break
            }
            if same { return values[i] }
        }
        return nil
    }
}

extension ChoiceTable where Value: Equatable {
    /// The name of `value`.
    public func name(of value: Value) -> String {
        for (i, v) in values.enumerated() where v == value { return schema.cases[i].name }
        return schema.cases[0].name
    }
}
