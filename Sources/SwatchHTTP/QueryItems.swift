/// The decoded `name=value` pairs of a query string, in order.
public struct QueryItems: Sendable, Equatable, Sequence {
    public typealias Item = (name: String, value: String)

    public private(set) var items: [Item]

    public init(_ items: [Item] = []) { self.items = items }

    /// Parses `a=1&b=x%20y&c` (`+` is a space). A pair whose escapes are
    /// malformed keeps its raw text rather than being dropped.
    public init<S: StringProtocol>(parsing query: S) {
        items = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let name: S.SubSequence
            let value: S.SubSequence
            if let equals = pair.firstIndex(of: "=") {
                name = pair[..<equals]
                value = pair[pair.index(after: equals)...]
            } else {
                name = pair
                value = pair[pair.endIndex...]
            }
            items.append((
                PercentDecoding.decode(name, plusIsSpace: true) ?? String(name),
                PercentDecoding.decode(value, plusIsSpace: true) ?? String(value)
            ))
        }
    }

    public var isEmpty: Bool { items.isEmpty }
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }

    /// The first value of `name`, or nil.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    public func values(for name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    public static func == (a: QueryItems, b: QueryItems) -> Bool {
        a.items.count == b.items.count
            && zip(a.items, b.items).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
