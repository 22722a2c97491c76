import SwatchJSON
import SwatchSpec

/// Where the code needs a definite value: a branch needs true or false, a
/// size a number, a loop a count, a text node its text. A known value is
/// used as it is; an unknown one becomes an assumption, named by the code.
extension Interpreter {
    /// Whether a value counts as true, when that is known: nil, false and
    /// zero are false; objects, strings and collections are true.
    func knownTruth(_ v: Value) -> Bool? {
        switch v {
        case .bool(let b): return b
        case .null, .void: return false
        case .number(let n, _): return n != 0
        case .unknown: return nil
        default: return true
        }
    }

    /// The truth of `v`, which `e` gave: an unknown is a condition, named
    /// by the comparison it came from or by the code of the condition.
    mutating func truthOf(_ v: Value, _ e: Expr) throws(ImportError) -> Bool {
        if let known = knownTruth(v) { return known }
        guard case .unknown(let u) = v else { return false }
        let name = u.isCondition ? u.name : text(e)
        return book.condition(name, at: location(e.start))
    }

    /// A condition's truth (`if`, `guard`, `while`, `?:`, `&&`, `||`, `!`).
    mutating func truth(_ e: Expr, _ frame: Frame, inLoop: Bool = false) throws(ImportError) -> Bool {
        let v = try evaluate(e, frame)
        if inLoop, case .unknown(let u) = v {
            // A loop on a condition from data would run for ever under one
            // assumption: it runs a count's times instead.
            let name = u.isCondition ? u.name : text(e)
            let key = "\(e.start)"
            let done = loopCounts[key, default: 0]
            let limit = book.count(name, at: location(e.start))
            loopCounts[key] = done + 1
            return done < limit
        }
        return try truthOf(v, e)
    }

    /// A number: an unknown is a constant assumed (named by the code that
    /// gives it; `fallback` or a value fitting its name).
    mutating func number(_ v: Value, _ e: Expr?, fallback: Double?, at token: Int32? = nil) throws(ImportError) -> Double {
        if let n = book.number(of: v, fallback: fallback) { return n }
        let at = e.map { location($0.start) } ?? token.map { location($0) } ?? SourceLocation(line: 1, column: 1)
        warn("\(v.described) where a number was expected; \(JSONWriter.number(fallback ?? 0)) is used", at: at)
        return fallback ?? 0
    }

    /// A count (a range's end, a loop over data).
    mutating func count(_ v: Value, _ e: Expr) throws(ImportError) -> Int {
        if case .unknown(let u) = v { return book.count(u.name, at: u.location) }
        let n = try number(v, e, fallback: 0)
        guard n.isFinite else { return 0 }
        return Int(max(-1e9, min(1e9, n.rounded(.towardZero))))
    }

    /// Text: an unknown is a text assumption with a placeholder.
    mutating func string(_ v: Value, at token: Int32) -> String { book.text(of: v) }
}

/// Where a value must be definite, for the running and the building alike.
extension AssumptionBook {
    /// A number: an unknown is a constant assumed (named by the code that
    /// gives it; `fallback` or a value fitting its name); nil for a value
    /// that is no number (the caller says so).
    mutating func number(of v: Value, fallback: Double?) -> Double? {
        switch v {
        case .number(let n, _): return n
        case .bool(let b): return b ? 1 : 0
        case .null, .void: return 0
        case .enumCase("zero"): return 0
        case .dimension(.points(let p)): return p
        case .unknown(let u): return number(u.name, fallback: fallback ?? Placeholder.number(for: u.name), at: u.location)
        default: return nil
        }
    }

    /// Text: an unknown is a text assumption with a placeholder.
    mutating func text(of v: Value) -> String {
        switch v {
        case .string(let s): return s
        case .attributed(let a): return text(of: a.text)
        case .unknown(let u): return text(u.name, placeholder: u.text ?? Placeholder.text(for: u.name), at: u.location)
        case .number(let n, _): return JSONWriter.number(n)
        case .url(let s): return s
        default: return v.displayed
        }
    }
}

/// What stands in for values the code takes from data.
enum Placeholder {
    /// Words for text named `name`: `post.title` is "Title",
    /// `[photo locationAttributedStringWithFontSize:14]` is "Location".
    static func text(for name: String) -> String {
        let words = Placeholder.words(name)
        guard !words.isEmpty else { return "Text" }
        var out = ""
        for (i, w) in words.enumerated() {
            if i > 0 { out += " " }
            out += i == 0 ? ASCIIText.capitalised(w) : w
        }
        return out
    }

    /// A number that fits a name: a count 3, a font size 17, a length 44, else 8.
    static func number(for name: String) -> Double {
        let lower = ASCIIText.lowercased(name)
        if lower.includes("count") || lower.includes("number") { return 3 }
        if lower.includes("font") { return 17 }
        if lower.includes("ratio") || lower.includes("grow") || lower.includes("shrink") { return 1 }
        if lower.includes("height") || lower.includes("width") || lower.includes("size") || lower.includes("dimension") { return 44 }
        return 8
    }

    /// The words of the last name in `code`, without the words that only
    /// say how it is made (`attributed`, `string`, `for`, `with`, `get`).
    static func words(_ code: String) -> [String] {
        // The last name before any argument list.
        var names: [String] = []
        var current = ""
        var depth = 0
        for scalar in code.unicodeScalars {
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if depth > 0 { continue }
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
                if scalar == ":" { break }
            }
        }
        if !current.isEmpty { names.append(current) }
        let skipped: Set<String> = ["self", "_self", "strongSelf", "weakSelf"]
        guard let last = names.last(where: { !skipped.contains($0) }) else { return [] }
        // Split camel case, drop helper words.
        var words: [String] = []
        var word = ""
        for scalar in last.unicodeScalars {
            if scalar == "_" {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if ("A"..."Z").contains(scalar), !word.isEmpty, !ASCIIText.isCapitals(word) {
                words.append(word)
                word = ""
            }
            word.unicodeScalars.append(scalar)
        }
        if !word.isEmpty { words.append(word) }
        let dropped: Set<String> = ["attributed", "string", "for", "with", "get", "text", "label", "node", "font", "size", "of", "the", "make", "create"]
        var kept: [String] = []
        var cut = false
        for w in words {
            let lower = ASCIIText.lowercased(w)
            if lower == "with" || lower == "for" && !kept.isEmpty { cut = true }
            if cut { continue }
            if !dropped.contains(lower) { kept.append(lower) }
        }
        if kept.isEmpty, let first = words.first { kept = [ASCIIText.lowercased(first)] }
        return kept
    }
}
