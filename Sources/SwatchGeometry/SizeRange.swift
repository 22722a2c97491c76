/// Texture's `ASSizeRange`: the sizes a layout element may take.
@frozen
public struct SizeRange: Hashable, Sendable {
    public var min: Size
    public var max: Size

    @inlinable
    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// An exact size: min = max.
    @inlinable
    public init(exactly size: Size) {
        self.min = size
        self.max = size
    }

    /// `ASSizeRangeUnconstrained`: 0...infinity on both axes.
    public static let unconstrained = SizeRange(
        min: .zero, max: Size(width: .infinity, height: .infinity))
}
