/// The run's totals (F4).
public struct FrameSummary: Hashable, Sendable {
    public var uikitLateFrames: Int
    public var textureLateFrames: Int
    /// Placeholder items summed over the frames.
    public var placeholderFrames: Int
    /// Blank items summed over the frames.
    public var blankFrames: Int

    public init(uikitLateFrames: Int = 0, textureLateFrames: Int = 0, placeholderFrames: Int = 0, blankFrames: Int = 0) {
        self.uikitLateFrames = uikitLateFrames
        self.textureLateFrames = textureLateFrames
        self.placeholderFrames = placeholderFrames
        self.blankFrames = blankFrames
    }
}
