/// `ASRangeTuningParameters`: how many screenfuls a range reaches ahead of
/// the scroll (leading) and behind it (trailing).
public struct RangeTuningParameters: Hashable, Sendable {
    public var leadingBufferScreenfuls: Double
    public var trailingBufferScreenfuls: Double

    @inlinable
    public init(leading: Double, trailing: Double) {
        self.leadingBufferScreenfuls = leading
        self.trailingBufferScreenfuls = trailing
    }

    /// `ASRangeTuningParametersZero`: the range is the visible bounds.
    public static let zero = RangeTuningParameters(leading: 0, trailing: 0)

    /// `ASRangeTuningParametersEqualToRangeTuningParameters` is plain `==`.
    public var isZero: Bool { self == .zero }
}
