import SwatchGeometry

/// A point written `X,Y` (`swatch hit`'s arguments, `/api/hit`'s query):
/// two decimal numbers, either may be negative.
public enum HitPoint {
    /// The point, or nil when `text` is not two finite decimal numbers
    /// joined by a comma.
    public static func parse(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = number(parts[0]), let y = number(parts[1]) else { return nil }
        return Point(x: x, y: y)
    }

    /// What a malformed point is told.
    public static let expected = "expected X,Y: two numbers joined by a comma, such as 40,12 or -0.25,10"

    /// A decimal number (`-12`, `0.25`, `1e3`), nothing else (no `nan`,
    /// `inf` or hexadecimal).
    static func number(_ s: Substring) -> Double? {
        var sawDigit = false
        for c in s.utf8 {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default: return nil
            }
        }
        guard sawDigit, let v = Double(s), v.isFinite else { return nil }
        return v
    }
}
