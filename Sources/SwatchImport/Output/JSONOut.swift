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
    /// short object stays on one line.
    func render(indent: Int = 0) -> String {
        switch self {
        case .string(let s): return JSONWriter.string(s)
        case .number(let n): return n.isInfinite ? JSONWriter.string("inf") : JSONWriter.number(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ $0.isScalar }) { return "[" + items.map { $0.render() }.joined(separator: ", ") + "]" }
            let pad = String(repeating: " ", count: indent + 2)
            return "[\n" + items.map { pad + $0.render(indent: indent + 2) }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let flat = "{" + members.map { JSONWriter.string($0.0) + ": " + $0.1.render() }.joined(separator: ", ") + "}"
            if members.allSatisfy({ $0.1.isScalar || $0.1.isNumberArray }), flat.utf8.count + indent <= 100 { return flat }
            let pad = String(repeating: " ", count: indent + 2)
            return "{\n" + members.map { pad + JSONWriter.string($0.0) + ": " + $0.1.render(indent: indent + 2) }.joined(separator: ",\n")
                + "\n" + String(repeating: " ", count: indent) + "}"
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
