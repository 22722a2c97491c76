/// A JSON value to write whole, its members in the order given, laid out as
/// specs are written: two spaces an indent, an array of scalars on one
/// line, an object of scalars (and arrays of them) on one line when it fits
/// in 100 columns. Numbers and strings are `JSONWriter`'s.
public indirect enum JSONTree: Sendable {
    case object([(String, JSONTree)])
    case array([JSONTree])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The text, starting at column `indent`. Written once, front to back.
    public func text(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    public func write(into out: inout String, indent: Int) {
        switch self {
        case .string(let s): JSONWriter.write(string: s, scriptSafe: false, into: &out)
        case .number(let n): JSONWriter.write(number: n, into: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if items.allSatisfy({ $0.isScalar }) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
            } else {
                out += "[\n"
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ",\n" }
                    out += String(repeating: " ", count: indent + 2)
                    item.write(into: &out, indent: indent + 2)
                }
                out += "\n" + String(repeating: " ", count: indent) + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            if members.allSatisfy({ $0.1.isScalar || $0.1.isScalarArray }) {
                // On one line when it fits.
                var flat = "{"
                for (i, m) in members.enumerated() {
                    if i > 0 { flat += ", " }
                    JSONWriter.write(string: m.0, scriptSafe: false, into: &flat)
                    flat += ": "
                    m.1.write(into: &flat, indent: 0)
                }
                flat += "}"
                if flat.utf8.count + indent <= 100 {
                    out += flat
                    return
                }
            }
            out += "{\n"
            for (i, m) in members.enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                JSONWriter.write(string: m.0, scriptSafe: false, into: &out)
                out += ": "
                m.1.write(into: &out, indent: indent + 2)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    public var isScalar: Bool {
        switch self {
        case .string, .number, .bool, .null: return true
        default: return false
        }
    }

    /// An array whose items are all scalars.
    public var isScalarArray: Bool {
        if case .array(let items) = self { return items.allSatisfy { $0.isScalar } }
        return false
    }
}
