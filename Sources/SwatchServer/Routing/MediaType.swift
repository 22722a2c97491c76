/// `Content-Type` values for file extensions served from `Public/`.
public enum MediaType {
    /// The media type for a file name, `application/octet-stream` when unknown.
    public static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    public static let fallback = "application/octet-stream"

    /// Whether bodies of this type shrink when compressed: text, JSON,
    /// JavaScript, SVG, XML, WebAssembly (not images, fonts or archives,
    /// which are compressed already).
    public static func isCompressible(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.prefix { $0 != ";" }.lowercased()
        return essence.hasPrefix("text/") || essence.hasSuffix("+json") || essence.hasSuffix("+xml")
            || ["application/json", "application/javascript", "application/xml", "application/wasm", "image/svg+xml"].contains(essence)
    }

    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "xml": "application/xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "wasm": "application/wasm",
        "pdf": "application/pdf",
    ]
}
