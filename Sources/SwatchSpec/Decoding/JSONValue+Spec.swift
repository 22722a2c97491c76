import SwatchGeometry
import SwatchLayout

// Typed readers for spec values. Each names the value's path and location
// when it rejects it.

extension JSONValue {
    func error(_ message: String, at path: @autoclosure () -> SpecPath) -> SpecError {
        SpecError(message, path: path(), location: location)
    }

    func string(at path: @autoclosure () -> SpecPath) throws(SpecError) -> String {
        guard let s = string else { throw error("expected a string, got \(typeName)", at: path()) }
        return s
    }

    func bool(at path: @autoclosure () -> SpecPath) throws(SpecError) -> Bool {
        guard let b = bool else { throw error("expected true or false, got \(typeName)", at: path()) }
        return b
    }

    /// Any finite number (the parser has already refused non-finite ones).
    func number(at path: @autoclosure () -> SpecPath) throws(SpecError) -> Double {
        guard let n = number else { throw error("expected a number, got \(typeName)", at: path()) }
        return n
    }

    /// A number >= 0; `what` names it in the message ("a size", "flexGrow").
    func nonNegative(at path: @autoclosure () -> SpecPath, _ what: String) throws(SpecError) -> Double {
        let n = try number(at: path())
        guard n >= 0 else { throw error("\(what) must not be negative, got \(format(n))", at: path()) }
        return n
    }

    /// A number, or the string "inf" where `allowInfinity` is set.
    func numberOrInfinity(at path: @autoclosure () -> SpecPath, allowInfinity: Bool) throws(SpecError) -> Double {
        if let n = number { return n }
        if let s = string {
            if s == "inf", allowInfinity { return .infinity }
            if s.utf8.map({ $0 | 0x20 }) == Array("nan".utf8) { throw error("NaN is not a value a spec accepts", at: path()) }
            throw error(allowInfinity ? "expected a number or \"inf\", got \"\(s)\"" : "expected a number, got \"\(s)\"", at: path())
        }
        return try number(at: path())
    }

    /// A `[w, h]` pair of non-negative sizes; components may be "inf" if allowed.
    func sizePair(at path: @autoclosure () -> SpecPath, allowInfinity: Bool = false, what: String = "a size") throws(SpecError) -> Size {
        let (a, b) = try pair(at: path())
        let w = try a.numberOrInfinity(at: path().appending(0), allowInfinity: allowInfinity)
        let h = try b.numberOrInfinity(at: path().appending(1), allowInfinity: allowInfinity)
        guard w >= 0 else { throw a.error("\(what) must not be negative, got \(format(w))", at: path().appending(0)) }
        guard h >= 0 else { throw b.error("\(what) must not be negative, got \(format(h))", at: path().appending(1)) }
        return Size(width: w, height: h)
    }

    /// A `[x, y]` pair of any finite numbers (offsets, positions).
    func point(at path: @autoclosure () -> SpecPath) throws(SpecError) -> Point {
        let (a, b) = try pair(at: path())
        return Point(x: try a.number(at: path().appending(0)), y: try b.number(at: path().appending(1)))
    }

    func pair(at path: @autoclosure () -> SpecPath) throws(SpecError) -> (JSONValue, JSONValue) {
        guard isArray else {
            throw error("expected an array of two numbers [a, b], got \(typeName)", at: path())
        }
        guard count == 2 else {
            throw error("expected an array of two numbers [a, b], got \(count) element\(count == 1 ? "" : "s")", at: path())
        }
        var items = elements.makeIterator()
        return (items.next().unsafelyUnwrapped, items.next().unsafelyUnwrapped)
    }

    /// A dimension: points (a number >= 0), "N%" (0% to 100%) or "auto".
    func dimension(at path: @autoclosure () -> SpecPath) throws(SpecError) -> Dimension {
        if let n = number {
            guard n >= 0 else { throw error("a dimension must not be negative, got \(format(n))", at: path()) }
            return .points(n)
        }
        switch string {
        case let s?:
            if s == "auto" { return .auto }
            if s.hasSuffix("%"), let f = Double(s.dropLast()), !s.dropLast().isEmpty {
                guard f.isFinite, f >= 0, f <= 100 else {
                    throw error("a fraction must be between 0% and 100%, got \"\(s)\"", at: path())
                }
                return .fraction(f / 100)
            }
            throw error("expected a number of points, \"N%\" or \"auto\", got \"\(s)\"", at: path())
        default:
            throw error("expected a number of points, \"N%\" or \"auto\", got \(typeName)", at: path())
        }
    }

    /// One of a fixed set of names.
    func choice<T>(at path: @autoclosure () -> SpecPath, _ options: KeyValuePairs<String, T>) throws(SpecError) -> T {
        let s = try string(at: path())
        for (name, value) in options where name == s { return value }
        let names = options.map { "\"\($0.key)\"" }.joined(separator: ", ")
        throw error("\"\(s)\" is not one of \(names)", at: path())
    }
}

/// Shortest round-trip text of a number, integral values without a fraction.
func format(_ v: Double) -> String {
    JSONWriter.number(v)
}
