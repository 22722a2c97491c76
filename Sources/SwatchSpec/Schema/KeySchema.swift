/// One key of an element, the style or a document: its value's kind, its
/// default, and the Texture API it mirrors.
public struct KeySchema: Sendable {
    public let key: SpecKey
    public let value: ValueSchema
    public let required: Bool
    /// The default as JSON text (`"\"horizontal\""`, `0`), nil when the key
    /// has none (absent means "not set").
    public let defaultJSON: String?
    /// The Texture property, method or type it mirrors:
    /// `ASStackLayoutSpec.justifyContent`.
    public let texture: String?
    /// One sentence for the reference page and the form.
    public let summary: String

    public var name: String { key.name }

    init(
        _ key: SpecKey, _ value: ValueSchema, required: Bool = false, default defaultJSON: String? = nil,
        texture: String? = nil, _ summary: String
    ) {
        self.key = key
        self.value = value
        self.required = required
        self.defaultJSON = defaultJSON
        self.texture = texture
        self.summary = summary
    }
}

/// An object with a fixed set of keys (a document, `sizeRange`, `tuning`...).
public struct ObjectSchema: KeyedSchema, Sendable {
    /// Its name in the JSON Schema's `$defs` and in messages: `sizeRange`.
    public let name: String
    /// What messages call it: "a range scenario", "batchFetching".
    public let noun: String
    public let keys: [KeySchema]
    /// Groups of keys of which exactly one must be present (a scroll step's
    /// `offset`, `containerVisible`, `memoryWarning`).
    public let exactlyOneOf: [SpecKey]
    /// Pairs of keys that exclude each other.
    public let exclusive: [(SpecKey, SpecKey)]
    /// (a, b): `a` is only allowed together with `b` (a scroll step's
    /// `steps` needs its `offset`).
    public let dependencies: [(SpecKey, SpecKey)]
    public let summary: String

    init(
        _ name: String, noun: String? = nil, _ summary: String, keys: [KeySchema], exactlyOneOf: [SpecKey] = [],
        exclusive: [(SpecKey, SpecKey)] = [], dependencies: [(SpecKey, SpecKey)] = []
    ) {
        self.name = name
        self.noun = noun ?? name
        self.summary = summary
        self.keys = keys
        self.exactlyOneOf = exactlyOneOf
        self.exclusive = exclusive
        self.dependencies = dependencies
    }

    /// Every key it accepts.
    public var keySet: SpecKeySet {
        var set = SpecKeySet()
        for key in keys { set.insert(key.key) }
        return set
    }
}

/// What has keys of its own (an object, an element type), found by key.
public protocol KeyedSchema {
    /// Its name, in messages.
    var name: String { get }
    var keys: [KeySchema] { get }
}

extension KeyedSchema {
    public func key(_ key: SpecKey) -> KeySchema? {
        for k in keys where k.key == key { return k }
        return nil
    }

    /// The schema of a key this one is known to have (the readers ask only
    /// for keys their own object or type declares; tests check every one).
    subscript(key: SpecKey) -> KeySchema {
        guard let k = self.key(key) else { preconditionFailure("\(name) has no key \(key.name)") }
        return k
    }
}
