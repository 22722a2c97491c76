/// `key=value` pairs from a fenced block's info string, in source order. Values
/// may be bare words or quoted with `"` or `'`; a key appears at most once.
public struct FenceAttributes: Hashable, Sendable, Sequence {
    public struct Attribute: Hashable, Sendable {
        public var key: String
        public var value: String
    }

    public private(set) var attributes: [Attribute]

    public init(_ pairs: [(String, String)] = []) {
        attributes = pairs.map { Attribute(key: $0.0, value: $0.1) }
    }

    public subscript(key: String) -> String? {
        attributes.first { $0.key == key }?.value
    }

    public var isEmpty: Bool { attributes.isEmpty }
    public var count: Int { attributes.count }

    public func makeIterator() -> IndexingIterator<[Attribute]> {
        attributes.makeIterator()
    }
}
