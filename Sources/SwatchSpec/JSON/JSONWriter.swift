/// Small helpers for writing JSON text by hand: escaped strings and numbers
/// as the shortest decimal that round-trips, integral values without ".0".
public enum JSONWriter {
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 {
            return String(Int64(v))
        }
        // Halves and quarters (pixel values at scale 2 and 4) exactly, without
        // the general shortest-decimal search.
        let quarters = v * 4
        if quarters == quarters.rounded(), abs(v) < 1e12 {
            let q = Int64(quarters)
            let whole = String(q.magnitude / 4)
            let sign = q < 0 ? "-" : ""
            switch q.magnitude % 4 {
            case 1: return sign + whole + ".25"
            case 2: return sign + whole + ".5"
            default: return sign + whole + ".75"
            }
        }
        return v.description
    }

    /// A JSON string literal for `s`. `scriptSafe` also escapes `<`, so the
    /// JSON can sit inside an HTML `<script>` element (`</script>` cannot
    /// close it early).
    public static func string(_ s: String, scriptSafe: Bool = false) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "<" where scriptSafe: out += "\\u003c"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// `[a, b, c]` of numbers.
    public static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }
}
