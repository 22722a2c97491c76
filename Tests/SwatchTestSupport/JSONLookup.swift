import Foundation

/// A JSON text parsed for a test to look into by keys and indices, with
/// typed answers: `spec["root"]["layout"]["children"][0]["id"].string`. A
/// key or index that is not there, or a value of another type, answers nil,
/// so an assertion says what it expected to find rather than crashing.
public struct JSONLookup {
    let value: Any?

    public init(parsing text: String) throws {
        value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    init(_ value: Any?) {
        self.value = value
    }

    public subscript(key: String) -> JSONLookup {
        JSONLookup((value as? [String: Any])?[key])
    }

    public subscript(index: Int) -> JSONLookup {
        guard let list = value as? [Any], list.indices.contains(index) else { return JSONLookup(nil) }
        return JSONLookup(list[index])
    }

    /// False for a key or index that is not there (a JSON null is there).
    public var exists: Bool { value != nil }
    public var string: String? { value as? String }
    public var number: Double? { value as? Double }
    public var bool: Bool? { value as? Bool }
    public var numbers: [Double]? { value as? [Double] }
    public var strings: [String]? { value as? [String] }
    /// An array's elements (none for anything else).
    public var elements: [JSONLookup] { (value as? [Any] ?? []).map(JSONLookup.init) }
    /// An array's length, nil for anything else.
    public var count: Int? { (value as? [Any])?.count }
}
