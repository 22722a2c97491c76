/// Strong entity tags for byte contents and `If-None-Match` evaluation.
public enum EntityTag {
    /// A strong tag derived from the bytes: `"<64-bit FNV-1a hash>-<length>"`,
    /// both in hex. Equal bytes give equal tags; changed bytes change it.
    public static func strong(for bytes: some Collection<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))-\(String(bytes.count, radix: 16))\""
    }

    /// Whether an `If-None-Match` header value matches `tag`, by the weak
    /// comparison RFC 9110 prescribes for it (a `W/` prefix is ignored);
    /// `*` matches any current representation.
    public static func ifNoneMatch(_ header: String, matches tag: String) -> Bool {
        let wanted = opaque(tag)
        for candidate in header.split(separator: ",") {
            let trimmed = candidate.trimmingWhitespace()
            if trimmed == "*" { return true }
            if opaque(trimmed) == wanted { return true }
        }
        return false
    }

    static func opaque(_ tag: some StringProtocol) -> Substring {
        let text = Substring(tag)
        return text.hasPrefix("W/") ? text.dropFirst(2) : text
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map(text.index(after:)) ?? start
        return text[start..<Swift.max(start, end)]
    }
}
