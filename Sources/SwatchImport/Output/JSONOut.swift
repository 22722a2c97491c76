import SwatchSpec

/// A JSON value to write, kept in order; written with SwatchSpec's
/// `JSONWriter` (its numbers and escapes) in the indented layout specs use.
indirect enum JSONOut: Sendable {
    case object([(String, JSONOut)])
    case array([JSONOut])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The text, objects indented by two spaces; an array of numbers or a
    /// short object of scalars stays on one line. Written once, front to back.
    func render(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    func write(into out: inout String, indent: Int) {
        switch self {
        case .string(let s): out += JSONWriter.string(s)
        case .number(let n): out += n.isInfinite ? "\"inf\"" : JSONWriter.number(n)
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
            if members.allSatisfy({ $0.1.isScalar || $0.1.isNumberArray }) {
                // On one line when it fits.
                var flat = "{"
                for (i, m) in members.enumerated() {
                    if i > 0 { flat += ", " }
                    flat += JSONWriter.string(m.0) + ": "
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
                out += String(repeating: " ", count: indent + 2) + JSONWriter.string(m.0) + ": "
                m.1.write(into: &out, indent: indent + 2)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    var isScalar: Bool {
        switch self {
        case .string, .number, .bool, .null: return true
        default: return false
        }
    }

    var isNumberArray: Bool {
        if case .array(let items) = self { return items.allSatisfy { $0.isScalar } }
        return false
    }
}
