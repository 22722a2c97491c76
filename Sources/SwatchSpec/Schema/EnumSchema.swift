/// An enumeration of the spec language (`justifyContent`, `location`...):
/// its names as a spec writes them and the Texture type and cases each
/// mirrors, for messages, the JSON Schema, the reference page and code export.
public struct EnumSchema: Sendable {
    public struct Case: Sendable {
        /// As a spec writes it: `spaceBetween`.
        public let name: String
        /// Texture's case after the type's prefix when it is not the name
        /// capitalised.
        let ownTextureSuffix: String?

        init(name: String, textureSuffix: String? = nil) {
            self.name = name
            self.ownTextureSuffix = textureSuffix
        }

        /// Texture's case after the type's prefix: `SpaceBetween` in
        /// `ASStackLayoutJustifyContentSpaceBetween`.
        public var textureSuffix: String { ownTextureSuffix ?? ASCIIText.capitalised(name) }

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
    let names: ChoiceNames
    /// Same order as `schema.cases`.
    public let values: [Value]

    public var schema: EnumSchema { names.schema }

    init(
        _ name: String, texture textureType: String?, prefix: String? = nil, optionSet: Bool = false,
        _ cases: [(String, Value, String?)]
    ) {
        var schemaCases: [EnumSchema.Case] = []
        var values: [Value] = []
        for (caseName, value, suffix) in cases {
            schemaCases.append(EnumSchema.Case(name: caseName, textureSuffix: suffix))
            values.append(value)
        }
        self.names = ChoiceNames(EnumSchema(
            name: name, textureType: textureType, texturePrefix: prefix ?? textureType ?? "", isOptionSet: optionSet,
            cases: schemaCases))
        self.values = values
    }

    /// The value named `name`.
    public func value(named name: String) -> Value? {
        names.index(named: name).map { values[$0] }
    }
}

extension ChoiceTable where Value: Equatable {
    /// The name of `value`.
    public func name(of value: Value) -> String {
        for (i, v) in values.enumerated() where v == value { return schema.cases[i].name }
        return schema.cases[0].name
    }
}

/// An enumeration's names, found by position whatever values they stand for
/// (one piece of code for every table).
struct ChoiceNames: Sendable {
    let schema: EnumSchema
    /// The names' UTF-8 bytes, for comparing against source bytes.
    let utf8: [[UInt8]]

    init(_ schema: EnumSchema) {
        self.schema = schema
        self.utf8 = schema.cases.map { Array($0.name.utf8) }
    }

    func index(named name: String) -> Int? {
        schema.cases.firstIndex { $0.name == name }
    }

    /// The position of the name `bytes[start..<start+length]`.
    func index(bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Int? {
        for (i, name) in utf8.enumerated() where name.count == length {
            var same = true
            for k in 0..<length where name[k] != bytes[start + k] {
                same = false
                break
            }
            if same { return i }
        }
        return nil
    }
}
