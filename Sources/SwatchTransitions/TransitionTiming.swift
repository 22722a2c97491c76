/// How a layout transition is animated: `defaultLayoutTransitionDuration`,
/// `defaultLayoutTransitionDelay` and the `animated` flag passed to
/// `transitionLayoutWithAnimation:`. The curve is always ease-in-out
/// (`defaultLayoutTransitionOptions`).
public struct TransitionTiming: Hashable, Sendable {
    /// Seconds the animation lasts.
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double
    public var animated: Bool

    public init(duration: Double = TransitionTiming.defaultDuration, delay: Double = 0, animated: Bool = true) {
        self.duration = duration
        self.delay = delay
        self.animated = animated
    }

    /// `ASDisplayNode`'s `defaultLayoutTransitionDuration`.
    public static let defaultDuration = 0.2

    /// The curve of every layout transition animation.
    public static let curve = TimingCurve.easeInOut
}
