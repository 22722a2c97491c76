/// A font file a standalone drawing carries in its `<style>` (an
/// `@font-face` with the file as a `data:` URL), so that viewers draw its
/// text in the face it was measured in rather than one of their own. The
/// bytes come from outside the drawing (a subset cut by the text engine).
public struct EmbeddedFont: Sendable {
    /// The CSS weight the face answers: 400 regular, 700 bold.
    public var weight: Int
    /// `font/otf` (CFF outlines) or `font/ttf`.
    public var mediaType: String
    /// The font file in base64.
    public var base64: String
    /// The characters the face is used for (`unicode-range`), when the
    /// drawing's text takes some from a fallback face: each face of the
    /// family then draws the characters the text engine set in it.
    public var characters: [Unicode.Scalar]?

    public init(weight: Int, mediaType: String, base64: String, characters: [Unicode.Scalar]? = nil) {
        self.weight = weight
        self.mediaType = mediaType
        self.base64 = base64
        self.characters = characters
    }

    /// The `@font-face` rule naming it the drawings' family. Written with no
    /// quotes or other characters that need escaping, so that it reads the
    /// same in an SVG file and inlined in HTML.
    public var rule: String {
        var range = ""
        if let characters, !characters.isEmpty {
            range = "unicode-range:" + characters.map { "U+" + Self.hex($0.value) }.joined(separator: ",") + ";"
        }
        return "@font-face{font-family:\(LayoutDrawing.fontFamilyName);font-style:normal;font-weight:\(weight);" + range
            + "src:url(data:\(mediaType);base64,\(base64))}"
    }

    /// `value` in upper-case hexadecimal digits.
    static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        var v = value
        repeat {
            out.append(digits[Int(v & 15)])
            v >>= 4
        } while v > 0
        return String(decoding: out.reversed(), as: UTF8.self)
    }
}
