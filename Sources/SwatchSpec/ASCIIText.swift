/// Case and space in ASCII only, with no Unicode tables: what the spec
/// language's own words (keys, names, Texture's identifiers) and CSS colour
/// names need. Other characters are left as they are.
package enum ASCIIText {
    // A byte below 0x80 in UTF-8 is that ASCII character and nothing else,
    // so case is changed byte by byte.

    package static func lowercased(_ s: String) -> String {
        String(decoding: s.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    package static func uppercased(_ s: String) -> String {
        String(decoding: s.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
    }

    /// `s` with its first letter upper-cased: `spaceBetween` is `SpaceBetween`.
    package static func capitalised(_ s: String) -> String {
        var bytes = Array(s.utf8)
        if let first = bytes.first, (97...122).contains(first) { bytes[0] = first - 32 }
        return String(decoding: bytes, as: UTF8.self)
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
