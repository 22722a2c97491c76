// Typed readers for an object's members, naming the path, line and column of
// any value they reject; and range checks shared by the decoders.

extension JSONObject {
    func has(_ key: String) -> Bool { self[key] != nil }

    // MARK: Typed members

    func string(_ key: String) throws(SpecError) -> String? {
        guard let v = self[key] else { return nil }
        guard let s = v.string else { throw fail(v, key, "expected a string, got \(v.typeName)") }
        return s
    }

    func bool(_ key: String) throws(SpecError) -> Bool? {
        guard let v = self[key] else { return nil }
        guard let b = v.bool else { throw fail(v, key, "expected true or false, got \(v.typeName)") }
        return b
    }

    /// A finite number within `range`.
    func number(_ key: String, in range: ClosedRange<Double>, _ what: String) throws(SpecError) -> Double? {
        guard let v = self[key] else { return nil }
        return try Self.number(v, at: path.appending(key), in: range, what)
    }

    /// A whole number within `range`.
    func integer(_ key: String, in range: ClosedRange<Int>, _ what: String) throws(SpecError) -> Int? {
        guard let v = self[key] else { return nil }
        return try Self.integer(v, at: path.appending(key), in: range, what)
    }

    func fail(_ v: JSONValue, _ key: String, _ message: String) -> SpecError {
        SpecError(message, path: path.appending(key), location: v.location)
    }

    // MARK: Values

    static func number(_ v: JSONValue, at path: SpecPath, in range: ClosedRange<Double>, _ what: String) throws(SpecError) -> Double {
        guard let n = v.number else {
            throw SpecError("\(what) must be a number, got \(v.typeName)", path: path, location: v.location)
        }
        guard range.contains(n) else {
            throw SpecError("\(what) \(describe(range, n)), got \(JSONWriter.number(n))", path: path, location: v.location)
        }
        return n
    }

    static func integer(_ v: JSONValue, at path: SpecPath, in range: ClosedRange<Int>, _ what: String) throws(SpecError) -> Int {
        guard let n = v.number else {
            throw SpecError("\(what) must be a whole number, got \(v.typeName)", path: path, location: v.location)
        }
        guard n == n.rounded() else {
            throw SpecError("\(what) must be a whole number, got \(JSONWriter.number(n))", path: path, location: v.location)
        }
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            let bounds = ClosedRange(uncheckedBounds: (Double(range.lowerBound), Double(range.upperBound)))
            throw SpecError("\(what) \(describe(bounds, n)), got \(JSONWriter.number(n))", path: path, location: v.location)
        }
        return Int(n)
    }

    /// Why `n` is outside `range`: "must not be negative", "must be >= 1",
    /// "must be at most 1000".
    static func describe(_ range: ClosedRange<Double>, _ n: Double) -> String {
        if n < range.lowerBound {
            return range.lowerBound == 0 ? "must not be negative" : "must be >= \(JSONWriter.number(range.lowerBound))"
        }
        return "must be at most \(JSONWriter.number(range.upperBound))"
    }

    /// `[a, b]`: exactly two elements.
    static func pair(_ v: JSONValue, at path: SpecPath, _ what: String) throws(SpecError) -> (JSONValue, JSONValue) {
        guard case .array(let items) = v.kind else {
            throw SpecError("\(what) must be an array of two numbers [w, h], got \(v.typeName)", path: path, location: v.location)
        }
        guard items.count == 2 else {
            throw SpecError("\(what) must be an array of two numbers [w, h], got \(items.count) element\(items.count == 1 ? "" : "s")",
                            path: path, location: v.location)
        }
        return (items[0], items[1])
    }
}
