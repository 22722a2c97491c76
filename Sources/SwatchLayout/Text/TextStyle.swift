/// A font weight the text engine knows.
public enum FontWeight: UInt8, Hashable, Sendable {
    case regular, bold
}

/// How an `ASTextNode`'s attributed string is set, as far as sizing goes.
public struct TextStyle: Hashable, Sendable {
    /// Points. SPEC.md's default is UIKit's body size (Texture has none).
    public var fontSize: Double
    public var weight: FontWeight
    /// 0 means no limit.
    public var maximumNumberOfLines: Int
    /// Put at the end of the last visible line when text is cut off.
    public var truncation: String

    public init(fontSize: Double = 17, weight: FontWeight = .regular, maximumNumberOfLines: Int = 0, truncation: String = "\u{2026}") {
        self.fontSize = fontSize
        self.weight = weight
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncation = truncation
    }
}

/// A text node's content: the string and its style.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var style: TextStyle

    public init(_ string: String, style: TextStyle = TextStyle()) {
        self.string = string
        self.style = style
    }
}
