import SwatchGeometry

/// One laid-out line of a text node, in the node's own coordinates.
public struct TextLine: Hashable, Sendable {
    /// The characters drawn on the line (with the truncation string when cut).
    public var text: String
    /// Left edge and advance width of the line's glyphs.
    public var x: Double
    public var width: Double
    /// Top of the line box and its height: the largest ascender - descender
    /// of the fonts on the line (TextKit leaves the font's line gap out).
    public var top: Double
    public var height: Double
    /// Distance from the line's top to its baseline.
    public var baseline: Double

    public init(text: String, x: Double = 0, width: Double, top: Double, height: Double, baseline: Double) {
        self.text = text
        self.x = x
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
    }
}

/// What a text measurer answers for a string in a container: the visible
/// lines and the size they use (the widest line, the sum of line heights),
/// before the node clamps it into its range.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    public var size: Size
    /// Some text did not fit (lines cut by height or `maximumNumberOfLines`).
    public var isTruncated: Bool

    public init(lines: [TextLine], size: Size, isTruncated: Bool) {
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
    }

    public static let empty = TextLayout(lines: [], size: .zero, isTruncated: false)
}

/// Measures and breaks text as TextKit does for `ASTextNode`. The layout
/// core only sees this protocol; an implementation shapes with a real font.
/// Implementations must be deterministic and safe to call from many threads.
/// Class-bound, so `any TextMeasuring` is a plain reference (which Embedded
/// Swift, the WebAssembly build, also accepts).
public protocol TextMeasuring: AnyObject, Sendable {
    /// Lines of `content` in a container `constrainedTo` wide and high (either
    /// may be infinite): word wrapping (a word wider than the container breaks
    /// between characters), hard breaks at newlines, only whole lines that fit
    /// the height, at most `maximumNumberOfLines`, and the truncation string
    /// at the end of the last visible line when text is cut off.
    func layout(_ content: TextContent, constrainedTo: Size) -> TextLayout

    /// The text's ascender (from the top of its first line to its first
    /// baseline) and descender (negative: from its last line's baseline down,
    /// as UIFont reports it), for baseline alignment.
    func baselines(_ content: TextContent) -> (ascender: Double, descender: Double)
}
