/// Header fields in order, looked up case-insensitively (ASCII).
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public typealias Field = (name: String, value: String)

    public private(set) var fields: [Field]

    public init() { fields = [] }
    public init(_ fields: [Field]) { self.fields = fields }
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The first value of `name`, or nil.
    public subscript(name: String) -> String? {
        get {
            for field in fields where HTTPHeaders.sameName(field.name, name) { return field.value }
            return nil
        }
        set {
            if let newValue { replaceOrAdd(name: name, value: newValue) } else { remove(name: name) }
        }
    }

    /// Every value of `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { HTTPHeaders.sameName($0.name, name) }.map(\.value)
    }

    public func contains(_ name: String) -> Bool { self[name] != nil }

    public mutating func reserveCapacity(_ count: Int) { fields.reserveCapacity(count) }

    /// Appends a field, keeping earlier ones with the same name.
    public mutating func add(name: String, value: String) { fields.append((name, value)) }

    /// Sets `name` to `value` in place of its first field, dropping the others.
    public mutating func replaceOrAdd(name: String, value: String) {
        guard let first = fields.firstIndex(where: { HTTPHeaders.sameName($0.name, name) }) else {
            fields.append((name, value))
            return
        }
        fields[first] = (name, value)
        var index = first + 1
        while index < fields.count {
            if HTTPHeaders.sameName(fields[index].name, name) {
                fields.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    public mutating func remove(name: String) {
        fields.removeAll { HTTPHeaders.sameName($0.name, name) }
    }

    public static func == (a: HTTPHeaders, b: HTTPHeaders) -> Bool {
        a.fields.count == b.fields.count
            && zip(a.fields, b.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// ASCII case-insensitive comparison of two header names.
    static func sameName(_ a: String, _ b: String) -> Bool {
        if a.utf8.count != b.utf8.count { return false }
        if a == b { return true }
        var ia = a.utf8.makeIterator()
        var ib = b.utf8.makeIterator()
        while true {
            switch (ia.next(), ib.next()) {
            case (nil, nil): return true
            case let (x?, y?):
                if x != y && lower(x) != lower(y) { return false }
            default: return false
            }
        }
    }

    @inline(__always) static func lower(_ c: UInt8) -> UInt8 {
        c >= 65 && c <= 90 ? c + 32 : c
    }
}
