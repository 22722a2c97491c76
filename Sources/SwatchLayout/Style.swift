import SwatchGeometry

/// A stack child's own cross-axis alignment (`ASStackLayoutAlignSelf`).
public enum AlignSelf: UInt8, Hashable, Sendable {
    case auto, start, end, center, stretch
}

/// `ASLayoutElementStyle` with the stack and absolute extensions: everything a
/// parent may read of a child.
public struct Style: Hashable, Sendable {
    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var maxWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    public var maxHeight: Dimension = .auto

    public var spacingBefore: Double = 0
    public var spacingAfter: Double = 0
    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: Dimension = .auto
    public var alignSelf: AlignSelf = .auto
    public var ascender: Double = 0
    public var descender: Double = 0
    public var layoutPosition: Point = .zero

    public init() {}

    /// Hashes every field: trees keep their styles in a deduplicated table,
    /// and styles that differ only in a field left out of the hash (children
    /// of an `absolute` spec, each at its own `layoutPosition`) would all
    /// share one bucket, making the table quadratic in the element count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(minWidth)
        hasher.combine(maxWidth)
        hasher.combine(minHeight)
        hasher.combine(maxHeight)
        hasher.combine(spacingBefore)
        hasher.combine(spacingAfter)
        hasher.combine(flexGrow)
        hasher.combine(flexShrink)
        hasher.combine(flexBasis)
        hasher.combine(alignSelf)
        hasher.combine(ascender)
        hasher.combine(descender)
        hasher.combine(layoutPosition)
    }

    /// True when any of the six size dimensions is set; when none is, resolving
    /// the style gives the unconstrained range and can be skipped.
    public var constrainsSize: Bool {
        !(width.isAuto && height.isAuto && minWidth.isAuto && maxWidth.isAuto
            && minHeight.isAuto && maxHeight.isAuto)
    }
}
