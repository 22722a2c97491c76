/// One interface-state callback on a cell node (`ASDisplayNode`'s
/// `didEnterPreloadState` and its siblings).
public enum InterfaceEventKind: UInt8, CaseIterable, Hashable, Sendable {
    case didEnterPreloadState
    case didExitPreloadState
    case didEnterDisplayState
    case didExitDisplayState
    case didEnterVisibleState
    case didExitVisibleState

    /// The callback's Objective-C name, as the output writes it.
    public var name: String {
        switch self {
        case .didEnterPreloadState: "didEnterPreloadState"
        case .didExitPreloadState: "didExitPreloadState"
        case .didEnterDisplayState: "didEnterDisplayState"
        case .didExitDisplayState: "didExitDisplayState"
        case .didEnterVisibleState: "didEnterVisibleState"
        case .didExitVisibleState: "didExitVisibleState"
        }
    }

    public var isEnter: Bool {
        switch self {
        case .didEnterPreloadState, .didEnterDisplayState, .didEnterVisibleState: true
        default: false
        }
    }

    /// The state bit the callback is about.
    public var state: InterfaceState {
        switch self {
        case .didEnterPreloadState, .didExitPreloadState: .preload
        case .didEnterDisplayState, .didExitDisplayState: .display
        case .didEnterVisibleState, .didExitVisibleState: .visible
        }
    }
}

/// A callback on the item at `item`.
public struct InterfaceEvent: Hashable, Sendable {
    public var item: Int
    public var kind: InterfaceEventKind

    @inlinable
    public init(item: Int, kind: InterfaceEventKind) {
        self.item = item
        self.kind = kind
    }
}

extension InterfaceEvent {
    /// Appends the callbacks one state change makes, in the fixed order of
    /// `-[ASDisplayNode didChangeInterfaceState:]` (R9): Preload, then
    /// Display, then Visible, whether entering or exiting. Exits are not
    /// reversed. Bits outside `InterfaceState.ranged` are ignored.
    public static func appendTransitions(
        item: Int, from old: InterfaceState, to new: InterfaceState, into events: inout [InterfaceEvent]
    ) {
        let changed = InterfaceState(rawValue: (old.rawValue ^ new.rawValue) & InterfaceState.ranged.rawValue)
        if changed.isEmpty { return }
        if changed.contains(.preload) {
            events.append(InterfaceEvent(item: item, kind: new.contains(.preload) ? .didEnterPreloadState : .didExitPreloadState))
        }
        if changed.contains(.display) {
            events.append(InterfaceEvent(item: item, kind: new.contains(.display) ? .didEnterDisplayState : .didExitDisplayState))
        }
        if changed.contains(.visible) {
            events.append(InterfaceEvent(item: item, kind: new.contains(.visible) ? .didEnterVisibleState : .didExitVisibleState))
        }
    }
}
