/// Case and space in ASCII only, with no Unicode tables: what the spec
/// language's own words (keys, names, Texture's identifiers) and CSS colour
/// names need. Other characters are left as they are.
package enum ASCIIText {
    package static func lowercased(_ s: String) -> String {
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

    package static func uppercased(_ s: String) -> String {
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

    /// `s` with its first letter upper-cased: `spaceBetween` is `SpaceBetween`.
    package static func capitalised(_ s: String) -> String {
        guard let first = s.unicodeScalars.first else { return s }
        var out = uppercased(String(first))
        out.unicodeScalars.append(contentsOf: s.unicodeScalars.dropFirst())
        return out
    }

    /// Whether every character of `s` is a capital letter A to Z.
    package static func isCapitals(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// Without leading and trailing spaces, tabs and line breaks.
    package static func trimmed(_ s: String) -> String {
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
