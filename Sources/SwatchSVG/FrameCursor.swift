/// A cursor stepping through the frames in time with a range animation of
/// the same run (`RangeAnimation`): the same first `steps` updates, the same
/// seconds each, so a page's step slider moves both. With `still`, it
/// stands on that update (from 0), not animated, as the animation's still does.
public struct FrameCursor: Hashable, Sendable {
    public var steps: Int
    public var secondsPerStep: Double
    public var still: Int?

    public init(steps: Int, secondsPerStep: Double, still: Int? = nil) {
        self.steps = steps
        self.secondsPerStep = secondsPerStep
        self.still = still
    }
}
