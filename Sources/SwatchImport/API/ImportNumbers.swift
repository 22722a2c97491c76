import SwatchSpec

/// Numbers as `--set` writes them.
enum ImportNumbers {
    /// A decimal number: digits with an optional point and exponent, an
    /// optional sign; `inf` and `infinity`.
    static func parse(_ text: String) -> Double? {
        let t = ASCIIText.lowercased(ASCIIText.trimmed(text))
        if t == "inf" || t == "infinity" || t == "+inf" { return .infinity }
        var sawDigit = false
        for scalar in t.unicodeScalars {
            switch scalar {
            case "0"..."9": sawDigit = true
            case ".", "e", "+", "-": continue
            default: return nil
            }
        }
        guard sawDigit else { return nil }
        return Double(t)
    }
}
