/// A file of the public folder that Swatch makes rather than reads from
/// `Public/` (the engine's modules and fonts, `EngineFiles`; the code
/// editor, `EditorFiles`): `swatch build` writes it into the site and
/// `swatch serve` answers it, at the same path.
public struct PublicFile: Sendable, Equatable {
    /// Its path among the public files (`js/swatch-core.wasm`, served at
    /// `/js/` and `/public/js/`, written to the site's `public/js/`).
    public var publicPath: String
    public var contents: [UInt8]
    public var mediaType: String

    public init(publicPath: String, contents: [UInt8], mediaType: String) {
        self.publicPath = publicPath
        self.contents = contents
        self.mediaType = mediaType
    }

    /// Its path in a built site.
    public var sitePath: String { String(Site.publicPrefix.dropFirst()) + publicPath }

    /// The URL paths `swatch serve` answers it at.
    public static func servedPaths(_ publicPath: String) -> [String] {
        ["/" + publicPath, Site.publicPrefix + publicPath]
    }

    static let script = "text/javascript; charset=utf-8"
}
