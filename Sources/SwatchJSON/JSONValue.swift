/// A parsed JSON value: a view into a `JSONTape`, with the place in the
/// source text where it starts, so that a decoder can name the line and
/// column of a value it rejects. Nothing is materialized until asked for:
/// strings are made when read, containers are walked in place.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in source order; keys are unique (the parser rejects repeats).
        case object([(key: String, value: JSONValue)])
    }

    package let tape: JSONTape
    package let index: Int

    package init(_ tape: JSONTape, _ index: Int) {
        self.tape = tape
        self.index = index
    }

    @inline(__always)
    package var node: JSONTape.Node { tape.nodes[index] }

    /// The value, one level deep (children stay views).
    public var kind: Kind {
        let node = self.node
        switch node.type {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(node.number)
        case .string: return .string(tape.string(at: index))
        case .array: return .array(Array(elements))
        case .object: return .object(members.map { (tape.string(at: $0.keyIndex), $0.value) })
        }
    }

    public var location: SourceLocation {
        tape.location(of: Int(node.offset))
    }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        node.type.described
    }

    // MARK: Reading without materializing

    public var isNull: Bool { node.type == .null }

    public var number: Double? {
        let node = self.node
        return node.type == .number ? node.number : nil
    }

    public var bool: Bool? {
        switch node.type {
        case .true: true
        case .false: false
        default: nil
        }
    }

    public var string: String? {
        node.type == .string ? tape.string(at: index) : nil
    }

    public var isString: Bool { node.type == .string }
    public var isArray: Bool { node.type == .array }
    public var isObject: Bool { node.type == .object }

    /// True when this is a string equal to `s`, compared byte for byte.
    public func stringEquals(_ s: String) -> Bool {
        node.type == .string && tape.keyEquals(index, s)
    }

    /// Elements of an array (empty for anything else), walked in place.
    public var elements: JSONElements { JSONElements(tape: tape, parent: index) }

    /// Number of elements of an array or members of an object.
    public var count: Int { Int(node.count) }

    /// Members of an object (empty for anything else), walked in place.
    public var members: JSONMembers { JSONMembers(tape: tape, parent: index) }
}

/// An array's elements, walked in place on the tape.
public struct JSONElements: Sequence, Sendable {
    let tape: JSONTape
    let parent: Int

    public struct Iterator: IteratorProtocol {
        var walk: ChildWalk

        public mutating func next() -> JSONValue? {
            walk.next(valueAt: 0).map { JSONValue(walk.tape, $0) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(walk: ChildWalk(tape, parent: parent, type: .array))
    }

    public var underestimatedCount: Int {
        tape.nodes[parent].type == .array ? Int(tape.nodes[parent].count) : 0
    }
}

/// An object's members (key node and value), walked in place on the tape.
public struct JSONMembers: Sequence, Sendable {
    let tape: JSONTape
    let parent: Int

    public struct Member: Sendable {
        package let tape: JSONTape
        package let keyIndex: Int
        public let value: JSONValue

        /// The key, made into a String.
        public var key: String { tape.string(at: keyIndex) }

        /// True when the key is `s`, compared byte for byte.
        public func keyEquals(_ s: String) -> Bool { tape.keyEquals(keyIndex, s) }
    }

    public struct Iterator: IteratorProtocol {
        var walk: ChildWalk

        public mutating func next() -> Member? {
            walk.next(valueAt: 1).map { Member(tape: walk.tape, keyIndex: $0, value: JSONValue(walk.tape, $0 + 1)) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(walk: ChildWalk(tape, parent: parent, type: .object))
    }
}

/// A 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}
