import SwatchJSON

/// An object's members with the path they were found at, checked against the
/// keys the schema gives it so that no key is silently ignored. Members are
/// read in place on the parsed tape. For documents read once per request at
/// most (scenarios); spec documents are read by `SpecReader`.
struct JSONObject {
    let value: JSONValue
    let path: SpecPath
    /// The known keys present, with their values, in source order.
    let members: [(key: SpecKey, value: JSONValue)]

    /// Reads `value` as an object whose keys are `schema`'s.
    init(_ value: JSONValue, at path: SpecPath, _ schema: ObjectSchema) throws(SpecError) {
        try self.init(value, at: path, allowed: schema.keySet, what: schema.noun)
    }

    init(_ value: JSONValue, at path: SpecPath, allowed: SpecKeySet, what: @autoclosure () -> String) throws(SpecError) {
        guard value.isObject else {
            throw SpecError("\(what()) must be an object, got \(value.typeName)", path: path, location: value.location)
        }
        self.value = value
        self.path = path
        var members: [(key: SpecKey, value: JSONValue)] = []
        members.reserveCapacity(value.count)
        for member in value.members {
            guard let known = member.specKey ?? SpecKey.named(member.key), allowed.contains(known) else {
                var message = "unknown key \"\(member.key)\" in \(what())"
                if let suggestion = closestKey(to: member.key, in: allowed.names) {
                    message += " (did you mean \"\(suggestion)\"?)"
                }
                throw SpecError(message, path: path.appending(member.key), location: member.value.location)
            }
            members.append((known, member.value))
        }
        self.members = members
    }

    subscript(key: SpecKey) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    func has(_ key: SpecKey) -> Bool { self[key] != nil }

    func required(_ key: SpecKey, in what: @autoclosure () -> String) throws(SpecError) -> JSONValue {
        guard let v = self[key] else {
            throw SpecError("\(what()) needs the key \(key.quoted)", path: path, location: value.location)
        }
        return v
    }

    func fail(_ v: JSONValue, _ key: SpecKey, _ message: String) -> SpecError {
        SpecError(message, path: path.appending(key.name), location: v.location)
    }
}

/// Levenshtein distance over characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
