import SwatchLayout

/// Explicit limits on what a spec may ask for, so hostile input is rejected
/// with a message instead of exhausting memory or the stack.
public enum SpecLimits {
    /// Deepest element nesting (the root is at depth 1).
    public static let maxDepth = 256
    /// Most elements in one document.
    public static let maxElements = 10_000
    /// Largest spec text accepted, in bytes.
    public static let maxInputBytes = 8 << 20
    /// Smallest `scale` (smaller ones make sizes overflow when rounded to pixels).
    public static let minScale = 0.1
    /// Largest `scale`.
    public static let maxScale = 16.0
    /// Largest `fontSize`, in points.
    public static let maxFontSize = 1000.0
    /// Largest corner radius of a resizable rounded image, in points (its
    /// image is 2r + 1 points square).
    public static let maxResizableRadius = 10_000.0
    /// Most lines a text's `maximumNumberOfLines` may name.
    public static let maxLines = 10_000
    /// Longest text of one text node, in bytes.
    public static let maxTextBytes = 64 << 10
    /// Most element layouts a layout runs while counting measures (past it
    /// the layout is made without counting: every `measure` is null).
    public static let maxCountedLayouts = MeasureCounts.budget
}
