/// Escaping for text placed in SVG, XML and HTML: the one implementation the
/// drawings, the site's pages, the server's pages and the Markdown renderer
/// share.
public enum MarkupEscaping {
    /// Escapes `& < >`, enough for element content.
    public static func text(_ text: String) -> String {
        escape(text, .text)
    }

    /// Escapes `& < > " '`, safe in element content and in attribute values
    /// quoted either way.
    public static func attribute(_ text: String) -> String {
        escape(text, .attribute)
    }

    /// Escapes `& < > "`, as cmark writes text (and attributes in double
    /// quotes): what the Markdown renderer writes, to match libcmark.
    public static func cmarkText(_ text: String) -> String {
        escape(text, .cmarkText)
    }

    /// Which characters beyond `& < >` a context escapes.
    enum Context {
        case text, attribute, cmarkText

        var escapesDoubleQuote: Bool { self != .text }
        var escapesSingleQuote: Bool { self == .attribute }
    }

    private static func escape(_ text: String, _ context: Context) -> String {
        let quote = context.escapesDoubleQuote, apostrophe = context.escapesSingleQuote
        // Most strings need nothing: return them without copying.
        guard
            text.utf8.contains(where: { byte in
                byte == 0x26 || byte == 0x3C || byte == 0x3E || (quote && byte == 0x22) || (apostrophe && byte == 0x27)
            })
        else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x26: out += "&amp;".utf8
            case 0x3C: out += "&lt;".utf8
            case 0x3E: out += "&gt;".utf8
            case 0x22 where quote: out += "&quot;".utf8
            case 0x27 where apostrophe: out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
