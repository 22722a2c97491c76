import SwatchJSON
import SwatchSpec

/// A closure's header, read by a parser over the closure's tokens (from
/// its `{`, `func` or `^` to after its `}`): the names its parameters bind
/// and where its body is.
extension Parser {
    mutating func closureHeader() throws(ImportError) -> ClosureHeader {
        var parameters: [String] = []
        var bodyStart = 0
        let end = limit
        let bodyEnd = end - 1
        if isWord("func") {
            // A local function: `func name(a: T, _ b: T) -> R { body }`.
            advance()
            advance()
            let list = try swiftParameters()
            parameters = list.map { $0.name }
            while !isPunct("{"), !atEnd { advance() }
            bodyStart = index + 1
        } else if language == .objectiveC {
            // `^Type (Type a, Type b) { body }`.
            advance()
            while !isPunct("{"), !atEnd {
                if isPunct("("), let close = closing(index), close + 1 < end, tokens[close + 1].isPunct("{") {
                    // The parameter list: each parameter's last name.
                    var level = 0
                    var last: String?
                    var i = index + 1
                    while i < close {
                        let t = tokens[i]
                        if t.isPunct("(") { level += 1 }
                        if t.isPunct(")") { level -= 1 }
                        if level == 0, t.kind == .identifier { last = t.text }
                        if level == 0, t.isPunct(",") {
                            parameters.append(last ?? "_")
                            last = nil
                        }
                        i += 1
                    }
                    if let last, last != "void" { parameters.append(last) }
                    index = close + 1
                    break
                }
                advance()
            }
            bodyStart = index + 1
        } else {
            // `{ [captures] (a, b) -> T in body }`, `{ a, b in body }`, `{ body }`.
            advance()
            let headerStart = index
            var i = headerStart
            var inIndex: Int?
            var level = 0
            while i < bodyEnd {
                let t = tokens[i]
                if t.isPunct("(") || t.isPunct("[") { level += 1 }
                if t.isPunct(")") || t.isPunct("]") { level -= 1 }
                if level == 0, t.isIdentifier("in") {
                    inIndex = i
                    break
                }
                let allowed = t.kind == .identifier || t.isPunct(",") || t.isPunct("(") || t.isPunct(")") || t.isPunct("[")
                    || t.isPunct("]") || t.isPunct(":") || t.isOp("->") || t.isPunct(".") || t.kind == .op || t.isPunct("@")
                if !allowed || (level == 0 && t.newlineBefore && i > headerStart && !tokens[i - 1].isPunct(",")) { break }
                i += 1
            }
            if let inIndex {
                var j = headerStart
                if tokens[j].isPunct("["), let close = closing(j) { j = close + 1 }
                var depth = 0
                var expectName = true
                while j < inIndex {
                    let t = tokens[j]
                    if t.isPunct("(") { depth += 1; expectName = depth == 1 } else if t.isPunct(")") { depth -= 1 } else if t.isOp("->") {
                        break
                    } else if t.isPunct(",") {
                        expectName = true
                    } else if t.kind == .identifier, expectName, depth <= 1 {
                        // `a`, `a: T`, `_ a: T`.
                        var name = t.text
                        if j + 1 < inIndex, tokens[j + 1].kind == .identifier { name = tokens[j + 1].text; j += 1 }
                        parameters.append(name)
                        expectName = false
                    }
                    j += 1
                }
                bodyStart = inIndex + 1
            } else {
                bodyStart = headerStart
            }
        }
        return ClosureHeader(parameters: parameters, body: Int32(bodyStart)..<Int32(max(bodyStart, bodyEnd)))
    }
}
