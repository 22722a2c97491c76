/// How a character takes part in line breaking: a small subset of Unicode's
/// line breaking classes (UAX #14), enough for Latin and CJK text set the way
/// TextKit sets it (word wrapping, with Japanese line-start and line-end rules).
enum BreakClass: UInt8, Hashable, Sendable {
    /// Letters, digits and everything else that joins its neighbours into a word.
    case word
    /// A digit: a word character that also keeps a hyphen before it (`-5`).
    case digit
    /// A breaking space: lines break after a run of them; they hang at a line's end.
    case space
    /// A no-break space or joiner: never break on either side.
    case glue
    /// Hyphens and dashes that allow a break after them (`well-|known`).
    case hyphen
    /// Han, kana, Hangul and full-width forms: a break is allowed on both sides.
    case ideographic
    /// Never at a line's start: closing brackets and quotes, stops and commas,
    /// small kana, the prolonged sound mark, iteration marks.
    case closing
    /// Never at a line's end: opening brackets and quotes.
    case opening
    /// Closing marks of CJK text: never at a line's start; a line may break
    /// after them before anything (`。|A`), unlike Latin ones (`a.|b` stays).
    case ideographicClosing
    /// Opening marks of CJK text: never at a line's end; a line may break
    /// before them after anything (`a|「`).
    case ideographicOpening

    /// The class of a grapheme: that of its first scalar.
    static func of(_ character: Character) -> BreakClass {
        guard let scalar = character.unicodeScalars.first else { return .word }
        return of(scalar)
    }

    static func of(_ scalar: Unicode.Scalar) -> BreakClass {
        let v = scalar.value
        switch v {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F: return .space
        case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF, 0x200D: return .glue
        case 0x30...0x39: return .digit
        case 0x2D, 0x2010, 0x2012, 0x2013: return .hyphen
        default: break
        }
        if closingScalars.contains(v) { return v >= 0x2E80 ? .ideographicClosing : .closing }
        if openingScalars.contains(v) { return v >= 0x2E80 ? .ideographicOpening : .opening }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
            0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return .ideographic
        case 0x2014, 0x2015, 0x2E3A, 0x2E3B:
            // Em dash and its kin break on both sides, like ideographs.
            return .ideographic
        default:
            return .word
        }
    }

    /// Not at the start of a line (JIS X 4051 gyoto kinsoku, UAX #14 CL, CP,
    /// EX, IS, NS, IN).
    static let closingScalars: Set<UInt32> = [
        // ASCII and Latin-1
        0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB,
        // quotes, ellipses, per mille, primes
        0x2019, 0x201D, 0x203A, 0x2026, 0x2025, 0x2030, 0x2032, 0x2033, 0x203C, 0x2047, 0x2048, 0x2049,
        // CJK punctuation: 、 。 〃 々 〆 〉 》 」 』 】 〕 〗 〙 〛 〜 〞 〟 〻
        0x3001, 0x3002, 0x3003, 0x3005, 0x3006, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017,
        0x3019, 0x301B, 0x301C, 0x301E, 0x301F, 0x303B,
        // small hiragana, voiced sound marks, iteration marks
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
        0x309B, 0x309C, 0x309D, 0x309E,
        // small katakana, middle dot, prolonged sound mark, iteration marks
        0x30A0, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5,
        0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
        0x31F0, 0x31F1, 0x31F2, 0x31F3, 0x31F4, 0x31F5, 0x31F6, 0x31F7, 0x31F8, 0x31F9, 0x31FA, 0x31FB,
        0x31FC, 0x31FD, 0x31FE, 0x31FF,
        // full-width ！ ％ ） ， ． ： ； ？ ］ ｝ ｠ and half-width ｡ ｣ ､ ･ ｧ-ｯ ｰ ﾞ ﾟ
        0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
        0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67, 0xFF68, 0xFF69, 0xFF6A, 0xFF6B, 0xFF6C, 0xFF6D, 0xFF6E,
        0xFF6F, 0xFF70, 0xFF9E, 0xFF9F,
        // ￠
        0xFFE0,
    ]

    /// Not at the end of a line (JIS X 4051 gyomatsu kinsoku, UAX #14 OP).
    static let openingScalars: Set<UInt32> = [
        0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039,
        // 〈 《 「 『 【 〔 〖 〘 〚 〝
        0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
        // full-width （ ［ ｛ ｟ and half-width ｢, ￡ ￥
        0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62, 0xFFE1, 0xFFE5,
    ]

    /// Characters set a full em wide when no installed font has them (East
    /// Asian Wide and Fullwidth).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
