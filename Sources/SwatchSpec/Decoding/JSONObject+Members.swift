import SwatchJSON

// Typed readers for an object's members, naming the path, line and column of
// any value they reject; limits come from the schema.

extension JSONObject {
    func string(_ key: SpecKey) throws(SpecError) -> String? {
        guard let v = self[key] else { return nil }
        guard let s = v.string else { throw fail(v, key, "expected a string, got \(v.typeName)") }
        return s
    }

    func bool(_ key: SpecKey) throws(SpecError) -> Bool? {
        guard let v = self[key] else { return nil }
        guard let b = v.bool else { throw fail(v, key, "expected true or false, got \(v.typeName)") }
        return b
    }

    /// A number within the range `schema` gives `key`.
    func number(_ key: SpecKey, _ schema: ObjectSchema) throws(SpecError) -> Double? {
        guard let v = self[key] else { return nil }
        guard case .number(let range) = schema[key].value else { preconditionFailure("\(key.name) is not a number") }
        return try Self.number(v, at: path.appending(key.name), range, key.name)
    }

    /// A whole number within the range `schema` gives `key`.
    func integer(_ key: SpecKey, _ schema: ObjectSchema) throws(SpecError) -> Int? {
        try number(key, schema).map { Int($0) }
    }

    /// One of `table`'s names.
    func choice<T>(_ key: SpecKey, _ table: ChoiceTable<T>) throws(SpecError) -> T? {
        guard let v = self[key] else { return nil }
        guard let s = v.string else {
            throw fail(v, key, "expected one of \(table.schema.quotedNames), got \(v.typeName)")
        }
        guard let value = table.value(named: s) else {
            throw fail(v, key, "\"\(s)\" is not one of \(table.schema.quotedNames)")
        }
        return value
    }

    // MARK: Values

    static func number(_ v: JSONValue, at path: SpecPath, _ range: NumberRange, _ what: String) throws(SpecError) -> Double {
        guard let n = v.number else {
            let kind = range.integer ? "a whole number" : "a number"
            throw SpecError("\(what) must be \(kind), got \(v.typeName)", path: path, location: v.location)
        }
        guard range.contains(n) else {
            throw SpecError("\(what) \(range.complaint(about: n)), got \(JSONWriter.number(n))", path: path, location: v.location)
        }
        return n
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
