/// Case and space in ASCII only, with no Unicode tables: what identifiers
/// and CSS colour names need.
enum ASCIIText {
    static func lowercased(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value + 32) {
                out.unicodeScalars.append(lower)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func uppercased(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value - 32) {
                out.unicodeScalars.append(upper)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Without leading and trailing spaces, tabs and line breaks.
    static func trimmed(_ s: String) -> String {
        var scalars = Substring(s).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
            scalars = scalars.dropFirst()
        }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            scalars = scalars.dropLast()
        }
        return String(scalars)
    }
}
