import SwatchJSON
import SwatchSpec

/// What the code cannot tell, and what the import took instead: a
/// condition on data or state (the branch that shows more), a count from
/// data (3), text from a model (placeholder text), a constant defined
/// elsewhere (a value that fits where it is used). Each is named by the
/// code it stands for, and `--set NAME=VALUE` chooses another value.
public struct Assumption: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case condition, count, text, constant
    }

    /// The code it stands for, as written (spaces between tokens made
    /// single): `isOutgoing`, `unreadCount > 0`, `post.title`.
    public var name: String
    public var kind: Kind
    public var value: AssumedValue
    /// Whether `--set` chose the value.
    public var isSet: Bool
    /// Where the code first asks for it.
    public var location: SourceLocation
    /// Whether the value is one a comment beside the code notes (the size
    /// Swatch's export writes after an asset: `// 28 × 28 points`).
    public var isNoted: Bool = false

    /// "assumed isOutgoing is true (the branch that shows more); --set 'isOutgoing=false' to change it".
    public var warning: String {
        var reason = ""
        if !isSet {
            switch kind {
            case .condition: reason = " (the branch that shows more)"
            case .count: reason = " (a count the code takes from data)"
            case .text: reason = " (text the code takes from data)"
            case .constant: reason = isNoted ? " (as the comment beside it notes)" : " (a value the code takes from elsewhere)"
            }
        }
        let verb = isSet ? "set" : "assumed"
        return "\(verb) \(name) = \(value.text)\(reason); --set '\(name)=…' changes it"
    }
}

/// An assumption's value.
public enum AssumedValue: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case text(String)
    case size(width: Double, height: Double)

    /// As `--set` takes it: `true`, `3`, `Title`, `44x44`.
    public var text: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .number(let n): JSONWriter.number(n)
        case .text(let s): s
        case .size(let w, let h): JSONWriter.number(w) + "x" + JSONWriter.number(h)
        }
    }

    /// Reads `text` as a value of the same shape as `self`; nil when it is
    /// not one (`maybe` for a condition).
    func parsed(_ text: String) -> AssumedValue? {
        switch self {
        case .bool:
            switch ASCIIText.lowercased(ASCIIText.trimmed(text)) {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: return nil
            }
        case .number:
            guard let n = ImportNumbers.parse(text), n.isFinite else { return nil }
            return .number(n)
        case .text:
            return .text(text)
        case .size:
            var parts: [String] = [""]
            for scalar in text.unicodeScalars {
                if scalar == "x" || scalar == "X" || scalar == "," || scalar == "\u{00D7}" { parts.append("") } else {
                    parts[parts.count - 1].unicodeScalars.append(scalar)
                }
            }
            guard parts.count == 2, let w = ImportNumbers.parse(parts[0]), let h = ImportNumbers.parse(parts[1]),
                w.isFinite, h.isFinite, w >= 0, h >= 0
            else { return nil }
            return .size(width: w, height: h)
        }
    }
}

/// A `--set NAME=VALUE`: the text as given, split where the name ends.
public struct AssumptionSetting: Equatable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Splits `NAME=VALUE` at the last `=` that is not part of `==`, `!=`,
    /// `<=` or `>=` (names are code: `count > 0=false` names `count > 0`).
    public init?(parsing text: String) {
        let scalars = Array(text.unicodeScalars)
        var split: Int?
        for i in scalars.indices.reversed() where scalars[i] == "=" {
            let before = i > 0 ? scalars[i - 1] : " "
            let after = i + 1 < scalars.count ? scalars[i + 1] : " "
            if after == "=" || before == "=" || before == "!" || before == "<" || before == ">" { continue }
            split = i
            break
        }
        guard let split else { return nil }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[..<split])
        var value = ""
        value.unicodeScalars.append(contentsOf: scalars[(split + 1)...])
        name = ASCIIText.trimmed(name)
        guard !name.isEmpty else { return nil }
        self.name = name
        self.value = value
    }
}
