/// The fonts text is set in: a regular and a bold face, and the faces tried,
/// in order, for characters those lack (for CJK text, a CJK font).
public struct TextFonts: Sendable {
    public var regular: FontFace
    public var bold: FontFace
    /// Tried after `regular` for regular text.
    public var fallbacks: [FontFace]
    /// Tried after `bold` for bold text.
    public var boldFallbacks: [FontFace]

    public init(regular: FontFace, bold: FontFace, fallbacks: [FontFace] = [], boldFallbacks: [FontFace]? = nil) {
        self.regular = regular
        self.bold = bold
        self.fallbacks = fallbacks
        self.boldFallbacks = boldFallbacks ?? fallbacks
    }
}
