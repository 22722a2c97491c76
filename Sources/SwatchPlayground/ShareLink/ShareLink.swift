/// A playground text in a link: `?z=DATA` (or `#z=DATA` where no server
/// opens it, a page read from disk), DATA the text's UTF-8 compressed with
/// raw DEFLATE (what the browser's `CompressionStream("deflate-raw")` makes)
/// and written in base64url without padding. Both directions are here: the
/// site writes these links ("Edit in playground"), the server opens them
/// (so they work with script off too), and the text comes back exactly.
/// The page's script makes and opens the same links with the browser's own
/// compression (`Public/js/playground/share.js`).
///
///     let link = "/playground/?" + ShareLink.parameter + "=" + ShareLink.encode(text)
///     try ShareLink.decode(value) == text
public enum ShareLink {
    /// The query (or fragment) parameter holding the data.
    public static let parameter = "z"
    /// The largest text a link may hold.
    public static let maxTextBytes = 1 << 20

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// The link data for `text`.
    public static func encode(_ text: String) -> String {
        Base64URL.encode(Deflate.compress(Array(text.utf8)))
    }

    /// The text a link's data holds; the failure says why there is none.
    public static func decode(_ value: String) throws(Failure) -> String {
        guard let packed = Base64URL.decode(value) else {
            throw Failure(reason: "its data is not base64url text")
        }
        let bytes: [UInt8]
        do {
            bytes = try Inflate.decompress(packed, limit: maxTextBytes)
        } catch {
            throw Failure(reason: "its data cannot be decompressed (\(error.reason))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(reason: "its text is not UTF-8")
        }
        return text
    }
}
