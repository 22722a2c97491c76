/// Decodes character references in HTML text and attribute values: decimal and
/// hexadecimal ones and the named ones prose uses. Unknown names stay as written.
enum HTMLEntities {
    static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "times": "×", "divide": "÷", "middot": "·", "bull": "•", "deg": "°", "plusmn": "±",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "euro": "€",
        "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "shy": "\u{AD}",
        "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}", "zwj": "\u{200D}",
        "zwnj": "\u{200C}", "minus": "−", "le": "≤", "ge": "≥", "ne": "≠", "infin": "∞",
    ]

    static func decode(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "&", let (decoded, end) = reference(in: text, at: index) {
                out += decoded
                index = end
            } else {
                out.append(character)
                index = text.index(after: index)
            }
        }
        return out
    }

    static func decode(_ text: String) -> String {
        decode(text[...])
    }

    /// The reference starting at `start` (an `&`) and the index after its `;`.
    private static func reference(in text: Substring, at start: Substring.Index) -> (String, Substring.Index)? {
        let bodyStart = text.index(after: start)
        guard let semicolon = text[bodyStart...].prefix(34).firstIndex(of: ";") else { return nil }
        let body = text[bodyStart..<semicolon]
        let end = text.index(after: semicolon)
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), end)
        }
        guard let decoded = named[body] else { return nil }
        return (decoded, end)
    }
}
