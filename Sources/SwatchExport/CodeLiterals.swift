import SwatchSpec

/// Numbers, colour components and strings as both languages write them.
enum CodeLiterals {
    /// A finite number as the shortest decimal that reads back the same
    /// (`10`, `0.5`, `1e+308`).
    static func number(_ v: Double) -> String {
        JSONWriter.number(v)
    }

    /// A colour component (0 to 1) as the fewest decimals, up to three, that
    /// give the same 8-bit channel: `1`, `0.5`, `0.29`, `0.851`.
    static func component(_ v: Double) -> String {
        let byte = (v * 255).rounded()
        let isByte = abs(v * 255 - byte) < 1e-9
        var scale = 1.0
        for digits in 0...3 {
            let n = (v * scale).rounded()
            if digits == 3 || (isByte && (n / scale * 255).rounded() == byte) || (!isByte && n / scale == v) {
                return decimal(Int(n), digits: digits)
            }
            scale *= 10
        }
        return number(v)
    }

    /// `n` / 10^digits, written with `digits` decimals at most (trailing
    /// zeros dropped).
    static func decimal(_ n: Int, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let whole = n / scale
        var fraction = String(n % scale)
        while fraction.count < digits { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : String(whole) + "." + fraction
    }

    /// A Swift string literal: quotes, backslashes and control characters
    /// escaped (`\u{…}`, line and paragraph separators too).
    static func swiftString(_ s: String) -> String {
        quoted(s, open: "\"") { scalar, _ in
            guard scalar.value < 0x20 || scalar.value == 0x7f || scalar == "\u{2028}" || scalar == "\u{2029}" else { return nil }
            return "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }

    /// An Objective-C string literal (`@"…"`): quotes, backslashes and
    /// control characters escaped (three-digit octal, which no following
    /// digit can extend), and `??` written `?\?` (no trigraph).
    static func objectiveCString(_ s: String) -> String {
        quoted(s, open: "@\"") { scalar, previous in
            if scalar == "?" && previous == "?" { return "\\?" }
            guard scalar.value < 0x20 || scalar.value == 0x7f else { return nil }
            var octal = String(scalar.value, radix: 8)
            while octal.count < 3 { octal = "0" + octal }
            return "\\" + octal
        }
    }

    /// `s` between `open` and a closing quote, with what both languages
    /// escape alike (quote, backslash, newline, return, tab) escaped, and
    /// any other scalar as `escape` writes it given the one before (nil:
    /// as it is).
    static func quoted(_ s: String, open: String, escape: (Unicode.Scalar, _ previous: Unicode.Scalar) -> String?) -> String {
        var out = open
        var previous: Unicode.Scalar = " "
        for scalar in s.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if let escaped = escape(scalar, previous) { out += escaped } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
