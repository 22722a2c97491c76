/// A fenced block's info string split into its language (first word) and
/// `key=value` attributes.
struct FenceInfo {
    var language: String
    var attributes: FenceAttributes

    /// The language alone: what a block with no renderer needs.
    static func language(of info: String) -> String {
        String(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }

    /// Reads `key=value`, `key="quoted value"` or `key='quoted'` pairs after the
    /// language. The error says what is wrong.
    static func parse(_ info: String) throws(FenceInfoError) -> FenceInfo {
        var scalars = Array(info.unicodeScalars)[...]
        func skipSpaces() {
            while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        }
        func word() -> String {
            var out = String.UnicodeScalarView()
            while let first = scalars.first, first != " ", first != "\t" {
                out.append(scalars.removeFirst())
            }
            return String(out)
        }
        skipSpaces()
        let language = word()
        var pairs: [(String, String)] = []
        while true {
            skipSpaces()
            guard !scalars.isEmpty else { break }
            var key = String.UnicodeScalarView()
            while let first = scalars.first, first != "=", first != " ", first != "\t" {
                key.append(scalars.removeFirst())
            }
            let keyText = String(key)
            guard scalars.first == "=" else {
                throw FenceInfoError("expected key=value after `\(language)`, found `\(keyText)`")
            }
            scalars.removeFirst()
            guard isValidKey(keyText) else {
                throw FenceInfoError("`\(keyText)` is not an attribute name (letters, digits, `_`, `-`, `.`)")
            }
            guard !pairs.contains(where: { $0.0 == keyText }) else {
                throw FenceInfoError("attribute `\(keyText)` given twice")
            }
            var value = String.UnicodeScalarView()
            if let quote = scalars.first, quote == "\"" || quote == "'" {
                scalars.removeFirst()
                var closed = false
                while let first = scalars.first {
                    scalars.removeFirst()
                    if first == quote {
                        closed = true
                        break
                    }
                    if first == "\\", quote == "\"", let escaped = scalars.first, escaped == "\"" || escaped == "\\" {
                        value.append(scalars.removeFirst())
                    } else {
                        value.append(first)
                    }
                }
                guard closed else {
                    throw FenceInfoError("attribute `\(keyText)`: quoted value is not closed")
                }
                if let next = scalars.first, next != " ", next != "\t" {
                    throw FenceInfoError("attribute `\(keyText)`: expected a space after the closing quote")
                }
            } else {
                value = word().unicodeScalars
                if value.isEmpty {
                    throw FenceInfoError("attribute `\(keyText)` has no value (write \(keyText)=\"\" for an empty one)")
                }
            }
            pairs.append((keyText, String(value)))
        }
        return FenceInfo(language: language, attributes: FenceAttributes(pairs))
    }

    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": return true
            default: return false
            }
        }
    }
}

struct FenceInfoError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
