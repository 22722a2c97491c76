/// Where a paragraph may break between graphemes, as TextKit's word wrapping
/// does for Latin and CJK text: after a run of spaces, after a hyphen inside a
/// word, and between any two CJK characters, except before closing
/// punctuation and small kana and after opening brackets. (Hard breaks at
/// newlines are handled before: a paragraph has none.)
enum BreakOpportunities {
    /// `result[i]` is true when a line may start at grapheme `i` (`result[0]`
    /// is always false: a line never starts empty).
    static func compute(_ classes: [BreakClass]) -> [Bool] {
        var result = [Bool](repeating: false, count: classes.count)
        guard classes.count > 1 else { return result }
        // The class of the last grapheme before i that is not a space (for "( x").
        var beforeSpaces = BreakClass.space
        for i in 1..<classes.count {
            if classes[i - 1] != .space { beforeSpaces = classes[i - 1] }
            result[i] = allowed(classes, before: i, beforeSpaces: beforeSpaces)
        }
        return result
    }

    /// Whether a line may start at `i`; `beforeSpaces` is the class of the
    /// last grapheme before `i` that is not a space (or `.space` if none).
    static func allowed(_ classes: [BreakClass], before i: Int, beforeSpaces: BreakClass) -> Bool {
        let before = classes[i - 1], after = classes[i]
        // Never before a space, a closing mark or glue.
        switch after {
        case .space, .closing, .ideographicClosing, .glue: return false
        default: break
        }
        switch before {
        case .opening, .ideographicOpening, .glue:
            // Never after an opening mark or glue.
            return false
        case .space:
            // After spaces, unless they follow an opening mark ("( x").
            return !(beforeSpaces == .opening || beforeSpaces == .ideographicOpening)
        case .hyphen:
            // "well-|known", but neither "-|5" nor after a hyphen that starts a word ("-|x").
            if after == .digit || after == .hyphen { return false }
            return i >= 2 && classes[i - 2] != .space
        case .ideographic, .ideographicClosing:
            return true
        case .word, .digit, .closing:
            return after == .ideographic || after == .ideographicOpening
        }
    }
}
