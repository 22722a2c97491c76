/// JSON string literals for the search index, written by hand (the project
/// writes its own JSON). `<` is escaped so the JSON can sit in a script, and
/// U+2028/U+2029 for old JavaScript parsers.
enum JSONText {
    static func string(_ text: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case "\\": out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case "\n": out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case "\r": out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case "\t": out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case _ where scalar.value < 0x20 || scalar == "<" || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            case _ where scalar.isASCII:
                out.append(UInt8(scalar.value))
            default:
                out += Array(String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
