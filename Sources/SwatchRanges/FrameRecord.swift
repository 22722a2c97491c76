/// One model's main thread in one frame (F2, F3).
public struct MainThreadFrame: Hashable, Sendable {
    /// Milliseconds of main-thread work.
    public var main: Double
    /// Frames the work overran the budget by (0 when on time).
    public var late: Int
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
    public var cancelledDisplays: Int = 0
}
