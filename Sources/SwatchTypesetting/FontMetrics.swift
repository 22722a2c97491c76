/// A font's vertical metrics and size of its design grid, in font units
/// (`unitsPerEm` of them make one em, the font size).
public struct FontMetrics: Hashable, Sendable {
    public var unitsPerEm: Double
    /// Above the baseline (positive).
    public var ascender: Double
    /// Below the baseline (negative, as UIFont reports it).
    public var descender: Double
    /// Extra space a font asks for between lines. TextKit leaves it out for
    /// ASTextNode (its layout manager does not use font leading).
    public var lineGap: Double

    public init(unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Ascender in points at `size`.
    public func ascender(at size: Double) -> Double { ascender * size / unitsPerEm }
    /// Descender (negative) in points at `size`.
    public func descender(at size: Double) -> Double { descender * size / unitsPerEm }
    /// The height of a line at `size`: ascender - descender, font leading off.
    public func lineHeight(at size: Double) -> Double { (ascender - descender) * size / unitsPerEm }
}
