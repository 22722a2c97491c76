import SwatchMarkup
/// Finds the URLs in an HTML document's attributes (`href`, `src`, `action`,
/// `poster`, `srcset`, ...) and lets a function replace them: how the static
/// site makes root-relative URLs relative to each page. Text, comments, scripts
/// and styles are left alone; everything not rewritten stays byte for byte.
public enum HTMLURLRewriter {
    /// Attributes whose value is a URL (`srcset` holds several).
    public static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "data", "background", "xlink:href", "srcset",
    ]

    /// `transform` gets each URL with character references decoded and returns
    /// its replacement, or nil to keep it. Replacements are escaped and quoted.
    public static func rewrite(_ html: String, _ transform: (String) -> String?) -> String {
        let scanner = HTMLTagScanner(html)
        var out: [UInt8] = []
        out.reserveCapacity(scanner.bytes.count + scanner.bytes.count / 8)
        var copied = 0
        for token in scanner.tokens() {
            guard case .startTag(_, let attributes, _) = token else { continue }
            for attribute in attributes where urlAttributes.contains(attribute.name) {
                guard let range = attribute.value else { continue }
                let value = HTMLEntities.decode(scanner.string(range))
                let replacement: String?
                if attribute.name == "srcset" {
                    replacement = rewriteSourceSet(value, transform)
                } else {
                    replacement = transform(value)
                }
                guard let replacement, replacement != value else { continue }
                out += scanner.bytes[copied..<range.lowerBound]
                if attribute.quote == nil {
                    out += "\"\(MarkupEscaping.attribute(replacement))\"".utf8
                } else {
                    out += MarkupEscaping.attribute(replacement).utf8
                }
                copied = range.upperBound
            }
        }
        if copied == 0 { return html }
        out += scanner.bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Every URL `rewrite` would offer, in document order.
    public static func urls(in html: String) -> [String] {
        var found: [String] = []
        _ = rewrite(html) { url in
            found.append(url)
            return nil
        }
        return found
    }

    /// `a.png 1x, /b.png 2x`: each candidate's URL rewritten.
    private static func rewriteSourceSet(_ value: String, _ transform: (String) -> String?) -> String? {
        var changed = false
        let candidates = value.split(separator: ",", omittingEmptySubsequences: false).map { candidate -> String in
            let trimmed = candidate.drop { $0.isWhitespace }
            let url = trimmed.prefix { !$0.isWhitespace }
            let descriptor = trimmed.dropFirst(url.count)
            guard !url.isEmpty, let replacement = transform(String(url)) else { return String(candidate) }
            changed = true
            return String(candidate.prefix(candidate.count - trimmed.count)) + replacement + descriptor
        }
        return changed ? candidates.joined(separator: ",") : nil
    }
}
