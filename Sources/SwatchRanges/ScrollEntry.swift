/// One entry of a scenario's `scroll` list (R12).
public enum ScrollEntry: Hashable, Sendable {
    /// Move to `offset` (y, or x for a pager) in `steps` equal updates; a
    /// drag when it moves a visible container.
    case offset(Double, steps: Int)
    /// Hide or show the container (leaving or entering a window).
    case containerVisible(Bool)
    /// `UIApplicationDidReceiveMemoryWarningNotification` (false: a no-op).
    case memoryWarning(Bool)

    /// How many records the entry makes.
    public var recordCount: Int {
        if case .offset(_, let steps) = self { return steps }
        return 1
    }
}
