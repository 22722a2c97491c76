/// `ASLayoutRangeMode`: which set of tuning parameters a range controller
/// uses (R2, R3).
public enum RangeMode: Int, CaseIterable, Hashable, Sendable {
    /// Small buffers: the first update, and a container never dragged.
    case minimum
    /// The full buffers, once the user has scrolled a visible container.
    case full
    /// Only what is on screen: a memory warning while visible.
    case visibleOnly
    /// Nothing displayed at all: a memory warning while hidden.
    case lowMemory

    /// The name the output writes.
    public var name: String {
        switch self {
        case .minimum: "minimum"
        case .full: "full"
        case .visibleOnly: "visibleOnly"
        case .lowMemory: "lowMemory"
        }
    }

    /// The mode a memory warning forces on a controller
    /// (`+[ASRangeController didReceiveMemoryWarning:]`): `visibleOnly` when
    /// the container's own state includes Display, else `lowMemory`, Texture's
    /// default memory-warning mode.
    public static func forMemoryWarning(containerState: InterfaceState) -> RangeMode {
        containerState.contains(.display) ? .visibleOnly : .lowMemory
    }
}
