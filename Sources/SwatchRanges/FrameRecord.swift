/// One model's main thread in one frame (F2, F3).
public struct MainThreadFrame: Hashable, Sendable {
    /// Milliseconds of main-thread work.
    public var main: Double
    /// Frames the work overran the budget by (0 when on time).
    public var late: Int

    public init(main: Double, late: Int) {
        self.main = main
        self.late = late
    }
}

/// One frame of a run (F1): step record `step` happens at its start.
public struct FrameRecord: Hashable, Sendable {
    public var step: Int
    /// Without Texture: every appearing cell measured, drawn and mounted on
    /// the main thread.
    public var uikit: MainThreadFrame
    /// With Texture: the main thread only mounts.
    public var texture: MainThreadFrame
    /// Visible, measured items whose display has not finished (ascending).
    public var placeholders: [Int]
    /// Visible items not measured yet, shown as nothing (ascending).
    public var blanks: [Int]
    /// Per background worker, the milliseconds of this frame it was busy.
    public var background: [Double]
    /// Displays this step cancelled before they started.
    public var cancelledDisplays: Int

    public init(step: Int, uikit: MainThreadFrame, texture: MainThreadFrame, placeholders: [Int], blanks: [Int],
                background: [Double], cancelledDisplays: Int = 0) {
        self.step = step
        self.uikit = uikit
        self.texture = texture
        self.placeholders = placeholders
        self.blanks = blanks
        self.background = background
        self.cancelledDisplays = cancelledDisplays
    }
}

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
    public var discarded: Bool

    public init(item: Int, kind: FrameTaskKind, worker: Int, start: Double, end: Double, discarded: Bool = false) {
        self.item = item
        self.kind = kind
        self.worker = worker
        self.start = start
        self.end = end
        self.discarded = discarded
    }
}
