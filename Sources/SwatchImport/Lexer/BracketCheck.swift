import SwatchJSON
import SwatchSpec

/// Every `(`, `[` and `{` is closed by its own kind, in both languages;
/// checked once over the tokens, so that a missing bracket is named where
/// it is rather than found as confusion later.
enum BracketCheck {
    static func verify(_ tokens: [Token]) throws(ImportError) {
        var open: [Int] = []
        for (i, t) in tokens.enumerated() where t.kind == .punct {
            switch t.text {
            case "(", "[", "{":
                open.append(i)
            case ")", "]", "}":
                guard let top = open.popLast() else {
                    throw ImportError("'\(t.text)' closes nothing", at: t.location)
                }
                let opener = tokens[top]
                let expected = opener.text == "(" ? ")" : opener.text == "[" ? "]" : "}"
                guard expected == t.text else {
                    throw ImportError(
                        "expected '\(expected)' to close the '\(opener.text)' of line \(opener.line), column \(opener.column), found '\(t.text)'",
                        at: t.location)
                }
            default:
                break
            }
        }
        if let last = open.last {
            throw ImportError("this '\(tokens[last].text)' is not closed", at: tokens[last].location)
        }
    }

    /// For each token, the index of the bracket closing it when it opens
    /// one (`(`, `[`, `{`), else -1: what a parser skipping a group reads
    /// instead of counting brackets again (tokens `verify` took, where
    /// every bracket is closed by its own kind).
    static func pairs(_ tokens: [Token]) -> [Int32] {
        var out = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for i in tokens.indices where tokens[i].kind == .punct {
            switch tokens[i].text {
            case "(", "[", "{": open.append(i)
            case ")", "]", "}": if let top = open.popLast() { out[top] = Int32(i) }
            default: break
            }
        }
        return out
    }
}
