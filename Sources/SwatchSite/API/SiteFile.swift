/// One file of a rendered site, addressed by its URL path (`/docs/x.html`,
/// `/guide/ranges/`, `/search-index.json`).
public struct SiteFile: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A guide page (from a content file).
        case guidePage
        /// Home, search, 404, playground.
        case page
        /// Search index and other generated data.
        case data
    }

    public var path: String
    public var contents: [UInt8]
    public var kind: Kind
    /// `text/html; charset=utf-8`, `application/json`, ...
    public var mediaType: String
    /// The content file it came from, for guide pages.
    public var source: String?

    public init(path: String, contents: [UInt8], kind: Kind, mediaType: String, source: String? = nil) {
        self.path = path
        self.contents = contents
        self.kind = kind
        self.mediaType = mediaType
        self.source = source
    }
}
