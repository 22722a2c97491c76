/// URL path arithmetic for links inside the site: splitting, resolving a
/// relative reference against a page's URL, normalising dot segments.
enum SiteURL {
    struct Parts: Hashable {
        var path: String
        var query: String?
        var fragment: String?
    }

    /// True for `https:`, `mailto:` and any other scheme, and for `//host/...`.
    static func isExternal(_ url: String) -> Bool {
        if url.hasPrefix("//") { return true }
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    static func split(_ url: String) -> Parts {
        var rest = Substring(url)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        return Parts(path: String(rest), query: query, fragment: fragment)
    }

    /// `path` (relative or root-relative) as an absolute path, seen from the page
    /// at `base` (`layer-backing.html` from `/docs/x.html` is
    /// `/docs/layer-backing.html`). An empty path is `base` itself.
    static func resolve(_ path: String, against base: String) -> String {
        if path.isEmpty { return base }
        if path.hasPrefix("/") { return normalize(path) }
        let directory = base.hasSuffix("/") ? base : String(base[...(base.lastIndex(of: "/") ?? base.startIndex)])
        return normalize((directory.hasPrefix("/") ? directory : "/" + directory) + path)
    }

    /// Removes `.` and `..` segments (never above the root), keeping a trailing
    /// slash.
    static func normalize(_ path: String) -> String {
        var segments: [Substring] = []
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch segment {
            case "..":
                if segments.count > 1 { segments.removeLast() }
                if isLast { segments.append("") }
            case ".":
                if isLast { segments.append("") }
            case "" where index > 0 && !isLast:
                continue
            default:
                segments.append(segment)
            }
        }
        var out = segments.joined(separator: "/")
        if !out.hasPrefix("/") { out = "/" + out }
        return out
    }

    /// `%20` and friends decoded; invalid escapes are kept as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            utf8.removeFirst()
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8.removeFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `find` gives for `path` or, for a directory-style page `/x/`, for
    /// the spellings `/x` and `/x/index.html` that also name it.
    static func lookup<Value>(_ path: String, _ find: (String) -> Value?) -> Value? {
        if let found = find(path) { return found }
        if path.hasSuffix("/index.html"), let found = find(String(path.dropLast("index.html".count))) { return found }
        if !path.hasSuffix("/"), let found = find(path + "/") { return found }
        return nil
    }

    /// The output file for a URL path: `/docs/x.html` -> `docs/x.html`,
    /// `/guide/3/` -> `guide/3/index.html`, `/about` -> `about/index.html`.
    static func filePath(for urlPath: String) -> String {
        var path = String(urlPath.drop { $0 == "/" })
        if path.isEmpty || path.hasSuffix("/") {
            path += "index.html"
        } else if let last = path.split(separator: "/").last, !last.contains(".") {
            path += "/index.html"
        }
        return path
    }
}
