import SwatchJSON
import SwatchSpec

/// Objective-C's macros, expanded: a use of an object-like macro becomes
/// its body; a use of a function-like one, its body with the arguments in
/// place of the parameters (`#x` makes a string). Expansions are rescanned
/// with the macro itself switched off, and their tokens take the place of
/// the use, so errors and assumptions point at the code as written.
struct MacroExpander {
    var macros: [String: MacroDefinition] = [:]
    var budget = ImportLimits.maxMacroExpansions

    /// `input` with `#define`s applied in order and removed.
    mutating func expand(_ input: [Token], bodies: [Int: MacroDefinition]) throws(ImportError) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(input.count)
        var i = 0
        while i < input.count {
            let t = input[i]
            if t.kind == .define {
                if t.isInteger {
                    macros[t.text] = nil
                } else if let definition = bodies[i] {
                    macros[t.text] = definition
                }
                i += 1
                continue
            }
            if t.kind == .identifier, let macro = macros[t.text] {
                i = try use(macro, in: input, at: i, disabled: [], into: &out)
                if out.count > ImportLimits.maxTokens {
                    throw ImportError("macros expand to more than \(ImportLimits.maxTokens) tokens", at: t.location)
                }
                continue
            }
            out.append(t)
            i += 1
        }
        return out
    }

    /// Expands the use of `macro` at `input[i]`; returns the index after it.
    mutating func use(
        _ macro: MacroDefinition, in input: [Token], at i: Int, disabled: Set<String>, into out: inout [Token]
    ) throws(ImportError) -> Int {
        let site = input[i]
        budget -= 1
        guard budget >= 0 else {
            throw ImportError("macros expand more than \(ImportLimits.maxMacroExpansions) times", at: site.location)
        }
        var next = i + 1
        var replacement: [Token]
        if let parameters = macro.parameters {
            guard next < input.count, input[next].isPunct("(") else {
                out.append(site)
                return next
            }
            // The arguments, split at commas outside parentheses.
            var arguments: [[Token]] = [[]]
            var level = 0
            next += 1
            var closed = false
            while next < input.count {
                let t = input[next]
                next += 1
                if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { level += 1 }
                if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") {
                    if level == 0, t.isPunct(")") {
                        closed = true
                        break
                    }
                    level -= 1
                }
                if t.isPunct(","), level == 0, !(parameters.last == "__VA_ARGS__" && arguments.count == parameters.count) {
                    arguments.append([])
                    continue
                }
                arguments[arguments.count - 1].append(t)
            }
            guard closed else { throw ImportError("expected ')' to close the arguments of the macro '\(macro.name)'", at: site.location) }
            if parameters.isEmpty, arguments.count == 1, arguments[0].isEmpty { arguments = [] }
            guard arguments.count == parameters.count else {
                throw ImportError(
                    "the macro '\(macro.name)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), not \(arguments.count)",
                    at: site.location)
            }
            replacement = []
            var k = 0
            let body = macro.body
            while k < body.count {
                let t = body[k]
                if t.isPunct("#"), k + 1 < body.count, let p = parameters.firstIndex(of: body[k + 1].text) {
                    var string = Token(kind: .string, text: MacroExpander.spelled(arguments[p]), line: t.line, column: t.column)
                    string.isAtString = false
                    replacement.append(string)
                    k += 2
                    continue
                }
                if t.kind == .identifier, let p = parameters.firstIndex(of: t.text) {
                    replacement += arguments[p]
                } else if !(t.isPunct("#")) {
                    replacement.append(t)
                }
                k += 1
            }
        } else {
            replacement = macro.body
        }
        // Rescan, with this macro off.
        var inner = disabled
        inner.insert(macro.name)
        var expanded: [Token] = []
        var k = 0
        while k < replacement.count {
            let t = replacement[k]
            if t.kind == .identifier, !inner.contains(t.text), let m = macros[t.text] {
                k = try use(m, in: replacement, at: k, disabled: inner, into: &expanded)
            } else {
                expanded.append(t)
                k += 1
            }
        }
        for (n, var t) in expanded.enumerated() {
            t.line = site.line
            t.column = site.column
            if n == 0 {
                t.spaceBefore = site.spaceBefore
                t.newlineBefore = site.newlineBefore
            }
            out.append(t)
        }
        return next
    }

    /// Tokens as text (for `#x`).
    static func spelled(_ tokens: [Token]) -> String {
        var out = ""
        for (i, t) in tokens.enumerated() {
            if i > 0, t.spaceBefore { out += " " }
            out += t.kind == .string ? "\"" + t.text + "\"" : t.text
        }
        return out
    }
}
