import SwatchGeometry
import SwatchJSON
import SwatchLayout

/// Reads spec documents (SPEC.md "Document", "Elements", "Style") straight
/// from the parsed tape: keys are matched by their bytes against the
/// schema's, enumeration names likewise, and Strings are made only for the
/// values a document keeps (ids, colours, texts). Anything the schema does not
/// allow is an error naming its JSON path; line and column are worked out
/// only then.
struct SpecReader {
    let tape: JSONTape
    let nodes: UnsafeBufferPointer<JSONTape.Node>
    let bytes: UnsafeBufferPointer<UInt8>
    var tree = LayoutTree()
    var infos: [ElementInfo] = []
    /// Ids seen: compared one by one while few, hashed once there are many.
    var ids: [String] = []
    var idSet = Set<String>()
    /// Elements read from the document so far (the tree also holds the
    /// elements Texture makes for some of them: a button's layout).
    var written = 0

    /// Reads with a reader over `value`'s tape.
    static func with<T>(_ value: JSONValue, _ body: (inout SpecReader) throws(SpecError) -> T) throws(SpecError) -> T {
        let tape = value.tape
        let result: Result<T, SpecError> = tape.nodes.withUnsafeBufferPointer { nodes in
            tape.bytes.withUnsafeBufferPointer { bytes in
                var reader = SpecReader(tape: tape, nodes: nodes, bytes: bytes)
                do throws(SpecError) {
                    return .success(try body(&reader))
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    // MARK: Errors

    /// An error about node `i`, at `path`.
    func fail(_ message: String, _ i: Int, at path: SpecPath) -> SpecError {
        SpecError(message, path: path, location: tape.location(of: Int(nodes[i].offset)))
    }

    /// An error about node `i`, the value at `place`.
    func fail(_ message: String, _ i: Int, at place: ValuePlace) -> SpecError {
        fail(message, i, at: place.path)
    }

    /// "a number", "an object"... for messages.
    func typeName(_ i: Int) -> String {
        nodes[i].type.described
    }

    // MARK: Objects

    /// Calls `body` with each member's key and value node of object `i`, in
    /// order. Rejects a key not in `allowed`, suggesting the closest allowed one.
    @inline(__always)
    func forEachMember(
        _ i: Int, at path: SpecPath, allowed: SpecKeySet, what: @autoclosure () -> String,
        _ body: (SpecKey, Int) throws(SpecError) -> Void
    ) throws(SpecError) {
        guard nodes[i].type == .object else {
            throw fail("\(what()) must be an object, got \(typeName(i))", i, at: path)
        }
        var key = i + 1
        for _ in 0..<Int(nodes[i].count) {
            try body(try self.key(key, at: path, allowed: allowed, what: what()), key + 1)
            key = Int(nodes[key + 1].end)
        }
    }

    /// The key at node `k` (a member's key), if `allowed`.
    @inline(__always)
    func key(_ k: Int, at path: SpecPath, allowed: SpecKeySet, what: @autoclosure () -> String) throws(SpecError) -> SpecKey {
        let node = nodes[k]
        let known = node.escaped
            ? SpecKey.named(tape.string(at: k))
            : SpecKey.resolve(bytes, start: Int(node.start), length: Int(node.length))
        if let known, allowed.contains(known) { return known }
        throw unknownKey(k, at: path, allowed: allowed, what: what())
    }

    func unknownKey(_ k: Int, at path: SpecPath, allowed: SpecKeySet, what: String) -> SpecError {
        let name = tape.string(at: k)
        var message = "unknown key \"\(name)\" in \(what)"
        if let suggestion = closestKey(to: name, in: allowed.names) { message += " (did you mean \"\(suggestion)\"?)" }
        return fail(message, k + 1, at: path.appending(name))
    }

    // MARK: Values

    @inline(__always)
    func number(_ i: Int, at place: ValuePlace) throws(SpecError) -> Double {
        guard nodes[i].type == .number else { throw fail("expected a number, got \(typeName(i))", i, at: place) }
        return nodes[i].number
    }

    /// A number within `range`; `name` names it in the message.
    func number(_ i: Int, at place: ValuePlace, _ range: NumberRange, _ name: String) throws(SpecError) -> Double {
        let n = try number(i, at: place)
        guard range.contains(n) else {
            throw fail("\(name) \(range.complaint(about: n)), got \(JSONWriter.number(n))", i, at: place)
        }
        return n
    }

    /// An element's or a style's number `key`, within the schema's range for it.
    @inline(__always)
    func number(_ i: Int, at place: ValuePlace, _ key: SpecKey) throws(SpecError) -> Double {
        try number(i, at: place, ElementReadPlan.range(key), key.name)
    }

    func string(_ i: Int, at place: ValuePlace) throws(SpecError) -> String {
        guard nodes[i].type == .string else { throw fail("expected a string, got \(typeName(i))", i, at: place) }
        return tape.string(at: i)
    }

    func bool(_ i: Int, at place: ValuePlace) throws(SpecError) -> Bool {
        switch nodes[i].type {
        case .true: return true
        case .false: return false
        default: throw fail("expected true or false, got \(typeName(i))", i, at: place)
        }
    }

    /// True when node `i` is the string `s` (compared byte for byte).
    @inline(__always)
    func `is`(_ i: Int, _ s: StaticString) -> Bool {
        let node = nodes[i]
        guard node.type == .string, !node.escaped, Int(node.length) == s.utf8CodeUnitCount else { return false }
        let start = Int(node.start)
        for k in 0..<s.utf8CodeUnitCount where bytes[start + k] != s.utf8Start[k] { return false }
        return true
    }

    /// The value whose name node `i` is.
    func choice<T>(_ i: Int, at place: ValuePlace, _ table: ChoiceTable<T>) throws(SpecError) -> T {
        table.values[try choice(i, at: place, table.names)]
    }

    /// The position among `names` of the name node `i` is.
    func choice(_ i: Int, at place: ValuePlace, _ names: ChoiceNames) throws(SpecError) -> Int {
        let node = nodes[i]
        guard node.type == .string else {
            throw fail("expected one of \(names.schema.quotedNames), got \(typeName(i))", i, at: place)
        }
        if !node.escaped, let n = names.index(bytes: bytes, start: Int(node.start), length: Int(node.length)) { return n }
        let s = tape.string(at: i)
        if node.escaped, let n = names.index(named: s) { return n }
        throw fail("\"\(s)\" is not one of \(names.schema.quotedNames)", i, at: place)
    }

    /// `[a, b]`: the two element nodes of a two-element array.
    func pair(_ i: Int, at place: ValuePlace) throws(SpecError) -> (Int, Int) {
        guard nodes[i].type == .array else {
            throw fail("expected an array of two numbers [a, b], got \(typeName(i))", i, at: place)
        }
        let count = Int(nodes[i].count)
        guard count == 2 else {
            throw fail("expected an array of two numbers [a, b], got \(count) element\(count == 1 ? "" : "s")", i, at: place)
        }
        return (i + 1, Int(nodes[i + 1].end))
    }

    /// A number, or the string "inf" where `allowInfinity` is set.
    func numberOrInfinity(_ i: Int, at place: ValuePlace, allowInfinity: Bool) throws(SpecError) -> Double {
        if nodes[i].type == .number { return nodes[i].number }
        if allowInfinity, self.is(i, "inf") { return .infinity }
        if nodes[i].type == .string {
            let s = tape.string(at: i)
            if s.utf8.count == 3, ASCIIText.lowercased(s) == "nan" { throw fail("NaN is not a value a spec accepts", i, at: place) }
            throw fail(allowInfinity ? "expected a number or \"inf\", got \"\(s)\"" : "expected a number, got \"\(s)\"",
                       i, at: place)
        }
        return try number(i, at: place)
    }

    /// `[w, h]` of sizes >= 0; components may be "inf" if allowed.
    func size(_ i: Int, at place: ValuePlace, allowInfinity: Bool = false, what: String = "a size") throws(SpecError) -> Size {
        let (a, b) = try pair(i, at: place)
        let w = try numberOrInfinity(a, at: place.appending(0), allowInfinity: allowInfinity)
        let h = try numberOrInfinity(b, at: place.appending(1), allowInfinity: allowInfinity)
        guard w >= 0 else { throw fail("\(what) must not be negative, got \(JSONWriter.number(w))", a, at: place.appending(0)) }
        guard h >= 0 else { throw fail("\(what) must not be negative, got \(JSONWriter.number(h))", b, at: place.appending(1)) }
        return Size(width: w, height: h)
    }

    /// `[x, y]` of any finite numbers (offsets, positions).
    func point(_ i: Int, at place: ValuePlace) throws(SpecError) -> Point {
        let (a, b) = try pair(i, at: place)
        return Point(x: try number(a, at: place.appending(0)), y: try number(b, at: place.appending(1)))
    }

    /// A dimension: points (a number >= 0), "N%" (0% to 100%) or "auto".
    func dimension(_ i: Int, at place: ValuePlace) throws(SpecError) -> Dimension {
        switch nodes[i].type {
        case .number:
            let n = nodes[i].number
            guard n >= 0 else { throw fail("a dimension must not be negative, got \(JSONWriter.number(n))", i, at: place) }
            return .points(n)
        case .string:
            if self.is(i, "auto") { return .auto }
            let s = tape.string(at: i)
            if s.hasSuffix("%"), !s.dropLast().isEmpty, let f = Double(s.dropLast()) {
                guard f.isFinite, f >= 0, f <= 100 else {
                    throw fail("a fraction must be between 0% and 100%, got \"\(s)\"", i, at: place)
                }
                return .fraction(f / 100)
            }
            throw fail("expected a number of points, \"N%\" or \"auto\", got \"\(s)\"", i, at: place)
        default:
            throw fail("expected a number of points, \"N%\" or \"auto\", got \(typeName(i))", i, at: place)
        }
    }

    func colour(_ i: Int, at place: ValuePlace) throws(SpecError) -> String {
        let s = try string(i, at: place)
        guard CSSColor.isValid(s) else {
            throw fail("\"\(s)\" is not a CSS colour (use #rgb, #rrggbb, a colour name in lowercase such as \"steelblue\", or rgb(...))", i, at: place)
        }
        return s
    }

    /// `{"top", "left", "bottom", "right"}`, numbers (or "inf" where allowed);
    /// absent edges are 0.
    func insets(_ i: Int, at place: ValuePlace, allowInfinity: Bool = true, what: String = "insets") throws(SpecError) -> Insets {
        var insets = Insets.zero
        let path = place.path
        try forEachMember(i, at: path, allowed: [.top, .left, .bottom, .right], what: what) { key, v throws(SpecError) in
            let value = try numberOrInfinity(v, at: ValuePlace(path, key), allowInfinity: allowInfinity)
            switch key {
            case .top: insets.top = value
            case .left: insets.left = value
            case .bottom: insets.bottom = value
            default: insets.right = value
            }
        }
        return insets
    }
}

/// The name in `names` within edit distance 2 of `key`, if one is: the
/// closest, and of equally close ones the first in alphabetical order.
func closestKey(to key: String, in names: [String]) -> String? {
    let key = ASCIIText.lowercased(key)
    var best: (distance: Int, name: String)? = nil
    for candidate in names {
        let d = editDistance(key, ASCIIText.lowercased(candidate))
        if d <= 2, best.map({ (d, candidate) < $0 }) ?? true { best = (d, candidate) }
    }
    return best?.name
}
