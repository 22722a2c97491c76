/// What a background task does to its cell.
public enum FrameTaskKind: UInt8, Hashable, Sendable {
    /// Layout and text sizing, queued when the item joins the container.
    case measure
    /// Drawing and decoding, queued when the item enters the Display range.
    case display

    public var name: String {
        switch self {
        case .measure: "measure"
        case .display: "display"
        }
    }
}

/// A task a background worker ran (or was still running when the last
/// frame ended).
public struct BackgroundTask: Hashable, Sendable {
    public var item: Int
    public var kind: FrameTaskKind
    /// The worker, from 0.
    public var worker: Int
    /// Milliseconds from the first frame's start.
    public var start: Double
    public var end: Double
    /// A display whose item left the Display range while it ran: its result
    /// is thrown away (F5.6).
    public var discarded: Bool = false
}
