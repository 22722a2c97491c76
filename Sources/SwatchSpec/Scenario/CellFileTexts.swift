/// The texts of the cell files a range scenario names (`items.cell` as a
/// string), by name: read by whoever has the files (the CLI, the server, the
/// site builder, the page), so that the engine never opens one. A list
/// searched by name, not a hash table: a scenario names a handful, and the
/// page's engine gets them without linking one.
public struct CellFileTexts: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The names, in the order they were added, and each one's text.
    public private(set) var names: [String] = []
    public private(set) var texts: [String] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, text) in elements { add(name, text) }
    }

    public var isEmpty: Bool { names.isEmpty }

    /// Adds the file `name`'s text; a name added twice keeps its first text.
    public mutating func add(_ name: String, _ text: String) {
        names.append(name)
        texts.append(text)
    }

    /// The text of the file `name`, or nil.
    public subscript(name: String) -> String? {
        names.firstIndex(of: name).map { texts[$0] }
    }
}
