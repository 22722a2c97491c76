import SwatchJSON
import SwatchSpec

/// The assumptions of one run of the code: what `--set` chose, what the
/// search for the branches that show more chose, and every assumption the
/// code asked for, in the order it first asked.
struct AssumptionBook {
    /// `--set` values by name.
    var settings: [String: String] = [:]
    /// Conditions chosen by the search (a condition not here takes its first branch).
    var choices: [String: Bool] = [:]
    /// What a condition neither set nor chosen is (a listing of the file's
    /// classes reads it both ways).
    var defaultCondition = true
    private(set) var assumptions: [Assumption] = []
    private var index: [String: Int] = [:]
    /// Values the code's comments note (`SourceNotes`), by name: an
    /// assumption's value when `--set` gives none.
    private(set) var noted: [String: AssumedValue] = [:]
    /// A `--set` whose value does not fit its assumption.
    private(set) var badSetting: ImportError?

    init(settings: [String: String] = [:], choices: [String: Bool] = [:]) {
        self.settings = settings
        self.choices = choices
    }

    /// A book as another wrote it (`AssumptionBook+Bytes`).
    init(
        settings: [String: String], choices: [String: Bool], defaultCondition: Bool, assumptions: [Assumption],
        noted: [String: AssumedValue], badSetting: ImportError?
    ) {
        self.init(settings: settings, choices: choices)
        self.defaultCondition = defaultCondition
        self.assumptions = assumptions
        for (i, a) in assumptions.enumerated() where index[a.name] == nil { index[a.name] = i }
        self.noted = noted
        self.badSetting = badSetting
    }

    /// Conditions asked for, in order, that `--set` did not choose.
    var openConditions: [String] {
        var out: [String] = []
        for a in assumptions where a.kind == .condition && !a.isSet { out.append(a.name) }
        return out
    }

    func value(_ name: String) -> AssumedValue? {
        guard let i = index[name] else { return nil }
        return assumptions[i].value
    }

    /// The value of `name`: asked before, set by `--set`, or `fallback`.
    private mutating func resolve(_ name: String, _ kind: Assumption.Kind, fallback: AssumedValue, at location: SourceLocation) -> AssumedValue {
        if let i = index[name] { return assumptions[i].value }
        let notedValue = noted[name].flatMap { fallback.parsed($0.text) }
        var value = notedValue ?? fallback
        var isSet = false
        if let text = settings[name] {
            if let parsed = fallback.parsed(text) {
                value = parsed
                isSet = true
            } else if badSetting == nil {
                let shape: String
                switch fallback {
                case .bool: shape = "true or false"
                case .number: shape = "a number"
                case .size: shape = "a size such as 44x44"
                case .text: shape = "text"
                }
                badSetting = ImportError("--set \(name)=\(text): \(name) is \(kind == .count ? "a count" : "a \(kind.rawValue)") and takes \(shape)", at: nil)
            }
        }
        index[name] = assumptions.count
        assumptions.append(Assumption(name: name, kind: kind, value: value, isSet: isSet, location: location, isNoted: notedValue != nil && !isSet))
        return value
    }

    /// What a comment notes for the assumption `name`, taken unless `--set` says otherwise.
    mutating func note(_ name: String, _ value: AssumedValue) {
        if index[name] == nil { noted[name] = value }
    }

    /// A condition on data or state: true unless `--set` or the search says otherwise.
    mutating func condition(_ name: String, at location: SourceLocation) -> Bool {
        let fallback = choices[name] ?? (name.hasPrefix("defined(") ? !defaultCondition : defaultCondition)
        if case .bool(let b) = resolve(name, .condition, fallback: .bool(fallback), at: location) { return b }
        return fallback
    }

    /// A count from data: 3 unless set.
    mutating func count(_ name: String, at location: SourceLocation) -> Int {
        if case .number(let n) = resolve(name, .count, fallback: .number(3), at: location) {
            return Int(max(0, min(n.rounded(), Double(ImportLimits.maxLoopIterations))))
        }
        return 3
    }

    mutating func text(_ name: String, placeholder: String, at location: SourceLocation) -> String {
        if case .text(let s) = resolve(name, .text, fallback: .text(placeholder), at: location) { return s }
        return placeholder
    }

    mutating func number(_ name: String, fallback: Double, at location: SourceLocation) -> Double {
        if case .number(let n) = resolve(name, .constant, fallback: .number(fallback), at: location) { return n }
        return fallback
    }

    mutating func size(_ name: String, fallback: (Double, Double), at location: SourceLocation) -> (Double, Double) {
        if case .size(let w, let h) = resolve(name, .constant, fallback: .size(width: fallback.0, height: fallback.1), at: location) {
            return (w, h)
        }
        return fallback
    }
}
