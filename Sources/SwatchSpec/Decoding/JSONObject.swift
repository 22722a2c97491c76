/// An object's members with the path they were found at, checked against the
/// keys a decoder accepts so that no key is silently ignored. Members are
/// read in place on the parsed tape.
struct JSONObject {
    let value: JSONValue
    let path: SpecPath
    /// The members: known keys as numbers, others as Strings.
    let members: [Member]
    /// The known keys present, to answer lookups of absent keys at once.
    let present: SpecKeySet

    struct Member {
        let known: SpecKey?
        let name: String?
        let value: JSONValue

        var key: String { known?.name ?? name ?? "" }
    }

    init(_ value: JSONValue, at path: SpecPath, what: @autoclosure () -> String) throws(SpecError) {
        guard value.isObject else {
            throw SpecError("\(what()) must be an object, got \(value.typeName)", path: path, location: value.location)
        }
        self.value = value
        self.path = path
        var members: [Member] = []
        var present = SpecKeySet()
        members.reserveCapacity(value.count)
        for member in value.members {
            var known = member.specKey
            var name: String? = nil
            if known == nil {
                name = member.key
                known = SpecKey.named(member.key)  // written with escapes
                if known != nil { name = nil }
            }
            if let known { present.insert(known) }
            members.append(Member(known: known, name: name, value: member.value))
        }
        self.members = members
        self.present = present
    }

    /// Rejects the first key not in `allowed`, suggesting the closest allowed key.
    func checkKeys(_ allowed: SpecKeySet, in what: @autoclosure () -> String) throws(SpecError) {
        // All known and allowed: nothing to report.
        if members.count == 0 || (present.low & ~allowed.low == 0 && present.high & ~allowed.high == 0
            && members.allSatisfy({ $0.known != nil })) {
            return
        }
        try checkKeys(Set(allowed.names), in: what())
    }

    /// As `checkKeys(_:in:)`, for keys given by name.
    func checkKeys(_ allowed: Set<String>, in what: @autoclosure () -> String) throws(SpecError) {
        for member in members {
            let key = member.key
            // Small sets are searched by comparing (cheaper than hashing short keys).
            if allowed.count <= 24 ? allowed.contains(where: { $0 == key }) : allowed.contains(key) { continue }
            var message = "unknown key \"\(key)\" in \(what())"
            if let suggestion = closest(to: key, in: allowed) {
                message += " (did you mean \"\(suggestion)\"?)"
            }
            throw SpecError(message, path: path.appending(key), location: member.value.location)
        }
    }

    subscript(key: SpecKey) -> JSONValue? {
        guard present.contains(key) else { return nil }
        for member in members {
            if let known = member.known, known.rawValue == key.rawValue { return member.value }
        }
        return nil
    }

    subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    func required(_ key: SpecKey, in what: @autoclosure () -> String) throws(SpecError) -> JSONValue {
        guard let v = self[key] else {
            throw SpecError("\(what()) needs the key \"\(key.name)\"", path: path, location: value.location)
        }
        return v
    }

    func required(_ key: String, in what: @autoclosure () -> String) throws(SpecError) -> JSONValue {
        guard let v = self[key] else {
            throw SpecError("\(what()) needs the key \"\(key)\"", path: path, location: value.location)
        }
        return v
    }

    /// The allowed key within edit distance 2 of `key`, if one is.
    private func closest(to key: String, in allowed: Set<String>) -> String? {
        var best: (String, Int)? = nil
        for candidate in allowed.sorted() {
            let d = editDistance(key.lowercased(), candidate.lowercased())
            if d <= 2, d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
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
