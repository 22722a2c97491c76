import SwatchJSON

/// What a key's value must be: the value kinds of SPEC.md's tables. Readers
/// check values against these, the JSON Schema and the reference page are
/// written from them, and the playground's form builds its controls from them.
public indirect enum ValueSchema: Sendable {
    /// A finite number within its range (a whole number when `range.integer`).
    case number(NumberRange)
    /// A number or the string `"inf"` (insets, a size range's max).
    case numberOrInfinity
    /// Any string; at most `maxBytes` of UTF-8 when given.
    case string(maxBytes: Int?)
    /// A non-empty string, unique in the document (element ids).
    case identifier
    case bool
    /// A CSS colour: `#rgb`, `#rrggbb`, a name or `rgb(...)`.
    case colour
    /// `ASDimension`: points (>= 0), `"N%"` (0% to 100%) or `"auto"`.
    case dimension
    /// `[w, h]`, each >= 0 and finite (`"inf"` allowed when `allowInfinity`),
    /// at most `max` when given.
    case size(allowInfinity: Bool, max: Double?)
    /// `[x, y]`, any finite numbers.
    case point
    /// `{"top", "left", "bottom", "right"}`, numbers (`"inf"` allowed when
    /// `allowInfinity`), each 0 when absent.
    case insets(allowInfinity: Bool)
    /// One of an enumeration's names.
    case choice(EnumSchema)
    /// A list of an enumeration's names, each at most once, the empty list
    /// for none: a set of flags (`UIAccessibilityTraits`).
    case flags(EnumSchema)
    /// One element.
    case element
    /// An array of elements.
    case elements
    /// An object with keys of its own.
    case object(ObjectSchema)
    /// A non-empty array of values.
    case list(ValueSchema, maxCount: Int?)
    /// A number, or a non-empty array of numbers (per-item costs).
    case numberOrList(NumberRange)
    /// Any of several shapes (a size range: `[w, h]` or `{"min", "max"}`).
    case anyOf([ValueSchema])
}

/// The range a number must lie in.
public struct NumberRange: Sendable {
    public var minimum: Double?
    /// The minimum itself is excluded (`ratio > 0`).
    public var excludesMinimum: Bool
    public var maximum: Double?
    public var integer: Bool

    public init(minimum: Double? = nil, excludesMinimum: Bool = false, maximum: Double? = nil, integer: Bool = false) {
        self.minimum = minimum
        self.excludesMinimum = excludesMinimum
        self.maximum = maximum
        self.integer = integer
    }

    /// Any finite number.
    public static let any = NumberRange()
    /// Zero or more.
    public static let nonNegative = NumberRange(minimum: 0)
    /// More than zero.
    public static let positive = NumberRange(minimum: 0, excludesMinimum: true)

    public static func integers(_ range: ClosedRange<Int>) -> NumberRange {
        NumberRange(minimum: Double(range.lowerBound), maximum: Double(range.upperBound), integer: true)
    }

    public static func within(_ range: ClosedRange<Double>) -> NumberRange {
        NumberRange(minimum: range.lowerBound, maximum: range.upperBound)
    }

    public func contains(_ n: Double) -> Bool {
        guard n.isFinite else { return false }
        if integer, n != n.rounded() { return false }
        if let minimum, excludesMinimum ? n <= minimum : n < minimum { return false }
        if let maximum, n > maximum { return false }
        return true
    }

    /// What `n` (outside the range) breaks: "must not be negative", "must be
    /// at most 16", "must be a whole number".
    public func complaint(about n: Double) -> String {
        if let minimum, excludesMinimum ? n <= minimum : n < minimum {
            if excludesMinimum { return "must be greater than \(JSONWriter.number(minimum))" }
            return minimum == 0 ? "must not be negative" : "must be at least \(JSONWriter.number(minimum))"
        }
        if let maximum, n > maximum { return "must be at most \(JSONWriter.number(maximum))" }
        if integer, n != n.rounded() { return "must be a whole number" }
        return requirement
    }

    /// What the range asks, for messages and the reference: "must not be
    /// negative", "must be greater than 0 and at most 16", "must be a whole
    /// number from 1 to 64".
    public var requirement: String {
        let kind = integer ? "a whole number" : "a number"
        switch (minimum, maximum) {
        case (nil, nil):
            return integer ? "must be a whole number" : "must be a finite number"
        case (let lo?, nil):
            if excludesMinimum { return "must be greater than \(JSONWriter.number(lo))" }
            if lo == 0 { return integer ? "must be a whole number, not negative" : "must not be negative" }
            return "must be \(kind) of at least \(JSONWriter.number(lo))"
        case (nil, let hi?):
            return "must be \(kind) of at most \(JSONWriter.number(hi))"
        case (let lo?, let hi?):
            if excludesMinimum { return "must be greater than \(JSONWriter.number(lo)) and at most \(JSONWriter.number(hi))" }
            if integer { return "must be a whole number from \(JSONWriter.number(lo)) to \(JSONWriter.number(hi))" }
            return "must be from \(JSONWriter.number(lo)) to \(JSONWriter.number(hi))"
        }
    }
}
