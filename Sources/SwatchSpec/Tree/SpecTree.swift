import SwatchGeometry
import SwatchJSON
import SwatchLayout

/// A layout spec as a program builds it (the import does): elements of
/// their types, their keys the language's (`SpecKey`) in the order they are
/// written, each value of its key's kind. `check()` holds it to the schema
/// as the spec reader would, and `text` writes it with SwatchJSON's writer:
/// nothing is written only to be parsed back.
public struct SpecTree: Sendable {
    public var title: String
    public var sizeRange: SizeRange
    public var root: Element

    public init(title: String, sizeRange: SizeRange, root: Element) {
        self.title = title
        self.sizeRange = sizeRange
        self.root = root
    }

    /// An element: its type, then its keys in the order written (its `id`,
    /// its own keys, its `style`, its children).
    public struct Element: Sendable {
        public var type: ElementType
        public var members: [Member]

        public init(_ type: ElementType, _ members: [Member] = []) {
            self.type = type
            self.members = members
        }

        /// The value of `key`, if the element has it.
        public func value(_ key: SpecKey) -> Value? {
            for m in members where m.key == key { return m.value }
            return nil
        }

        /// Sets `key`: where it is when the element has it, else last.
        public mutating func set(_ key: SpecKey, _ value: Value) {
            SpecTree.set(key, value, in: &members)
        }
    }

    /// A key and its value.
    public struct Member: Sendable {
        public var key: SpecKey
        public var value: Value

        public init(_ key: SpecKey, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    public indirect enum Value: Sendable {
        /// A number; an infinite one is written `"inf"` (where a key takes it).
        case number(Double)
        case bool(Bool)
        /// A text, an id, a URL, a CSS colour, an enumeration's name.
        case string(String)
        /// Points, `"N%"` or `"auto"`.
        case dimension(Dimension)
        /// `[w, h]` or `[x, y]`.
        case pair(Double, Double)
        /// An object's keys in order: the style, insets, a button's title,
        /// an image modification.
        case object([Member])
        /// A list of names: an option set's (accessibility traits).
        case strings([String])
        case element(Element)
        case elements([Element])
    }

    /// Sets `key` in `members`: where it is, else last.
    public static func set(_ key: SpecKey, _ value: Value, in members: inout [Member]) {
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append(Member(key, value))
        }
    }
}

// MARK: Writing

extension SpecTree {
    /// The document's text, as the spec language writes it (`JSONTree`'s
    /// layout), with a line break at the end.
    public var text: String {
        let document = JSONTree.object([
            (SpecKey.title.name, .string(title)),
            (SpecKey.sizeRange.name, .object([
                (SpecKey.min.name, Value.pair(sizeRange.min.width, sizeRange.min.height).json),
                (SpecKey.max.name, Value.pair(sizeRange.max.width, sizeRange.max.height).json),
            ])),
            (SpecKey.root.name, root.json),
        ])
        return document.text() + "\n"
    }
}

extension SpecTree.Element {
    public var json: JSONTree {
        var out: [(String, JSONTree)] = [(SpecKey.type.name, .string(type.name))]
        for m in members { out.append((m.key.name, m.value.json)) }
        return .object(out)
    }
}

extension SpecTree.Value {
    public var json: JSONTree {
        switch self {
        case .number(let n): return SpecTree.Value.number(n)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .dimension(.auto): return .string("auto")
        case .dimension(.points(let p)): return .number(p)
        case .dimension(.fraction(let f)): return .string(JSONWriter.number(f * 100) + "%")
        case .pair(let a, let b): return .array([SpecTree.Value.number(a), SpecTree.Value.number(b)])
        case .object(let members):
            var out: [(String, JSONTree)] = []
            for m in members { out.append((m.key.name, m.value.json)) }
            return .object(out)
        case .strings(let names): return .array(names.map { .string($0) })
        case .element(let e): return e.json
        case .elements(let list): return .array(list.map { $0.json })
        }
    }

    /// A number as specs write it: an infinite one `"inf"`.
    static func number(_ n: Double) -> JSONTree {
        n.isInfinite && n > 0 ? .string("inf") : .number(n)
    }
}
