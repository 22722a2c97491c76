/// Escaping for text placed in SVG, XML and HTML: the one implementation the
/// drawings, the site's pages and the server's pages share.
public enum MarkupEscaping {
    /// Escapes `& < >`, enough for element content.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Escapes `& < > " '`, safe in element content and in attribute values
    /// quoted either way.
    public static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        // Most strings need nothing: return them without copying.
        guard
            text.utf8.contains(where: { byte in
                byte == 0x26 || byte == 0x3C || byte == 0x3E || (quotes && (byte == 0x22 || byte == 0x27))
            })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
