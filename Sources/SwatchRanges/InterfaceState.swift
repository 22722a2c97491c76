/// A cell node's interface state, the bitmask `ASInterfaceState`: which of the
/// working ranges the node is in (R1).
///
/// Visible always comes with Display and Preload for a visible container.
/// Texture also sets MeasureLayout on every node a range controller touches;
/// the simulation never stores that bit because no output reports it.
public struct InterfaceState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `ASInterfaceStateMeasureLayout`.
    public static let measureLayout = InterfaceState(rawValue: 1 << 0)
    /// `ASInterfaceStatePreload`: likely to come onscreen; fetch its data.
    public static let preload = InterfaceState(rawValue: 1 << 1)
    /// `ASInterfaceStateDisplay`: very likely to come onscreen; render it.
    public static let display = InterfaceState(rawValue: 1 << 2)
    /// `ASInterfaceStateVisible`: at least one pixel onscreen.
    public static let visible = InterfaceState(rawValue: 1 << 3)

    /// `ASInterfaceStateNone`.
    public static let none: InterfaceState = []
    /// The three range bits the output reports.
    public static let ranged: InterfaceState = [.preload, .display, .visible]
}
