import SwatchGeometry

/// One item's state change in a range update.
public struct StateChange: Hashable, Sendable {
    public var item: Int
    public var old: InterfaceState
    public var new: InterfaceState

    @inlinable
    public init(item: Int, old: InterfaceState, new: InterfaceState) {
        self.item = item
        self.old = old
        self.new = new
    }
}

extension Array where Element == StateChange {
    /// The callbacks these changes make, change by change (R9).
    public var events: [InterfaceEvent] {
        var out: [InterfaceEvent] = []
        out.reserveCapacity(count * 2)
        for change in self {
            InterfaceEvent.appendTransitions(item: change.item, from: change.old, to: change.new, into: &out)
        }
        return out
    }
}

/// What one range update did.
public struct RangeUpdate: Sendable {
    public var rects: RangeRects
    /// The items whose state changed, in the order Texture visits them (R9).
    public var changes: [StateChange]
    /// False when nothing was visible and the update stopped early (R8).
    public var foundVisibleItems: Bool
    /// How many items the update visited (a measure of its work).
    public var visited: Int
}

/// The per-item state lists the output reports (ascending item indices).
public struct StateLists: Hashable, Sendable {
    public var visible: [Int]
    public var display: [Int]
    public var preload: [Int]

    public init(visible: [Int] = [], display: [Int] = [], preload: [Int] = []) {
        self.visible = visible
        self.display = display
        self.preload = preload
    }

    public var entryCount: Int { visible.count + display.count + preload.count }
}

/// `ASRangeController`: the range mode machine (R3), the remembered scroll
/// direction (R4), and the interface state of every item (R7-R9).
public struct RangeController: Sendable {
    /// `_currentRangeMode`; nil is `ASLayoutRangeModeUnspecified`.
    public private(set) var currentMode: RangeMode?
    /// `_preserveCurrentRangeMode`.
    public private(set) var preservesCurrentMode = false
    /// `_contentHasBeenScrolled`.
    public private(set) var contentHasBeenScrolled = false
    /// `_previousScrollDirection`.
    public private(set) var previousDirection: ScrollDirection = .initialRangeDirection
    /// Each item's state (Preload, Display, Visible bits only).
    public private(set) var states: [InterfaceState]
    /// `_allPreviousIndexPaths`: every item the last complete update ranged,
    /// ascending. Only these items can hold a state.
    public private(set) var rangedItems: [Int] = []

    private var marks: [UInt32]
    private var membership: [UInt8]
    private var generation: UInt32 = 0

    private static let inVisible: UInt8 = 1
    private static let inDisplay: UInt8 = 2
    private static let inPreload: UInt8 = 4

    public init(itemCount: Int) {
        states = Array(repeating: .none, count: itemCount)
        marks = Array(repeating: 0, count: itemCount)
        membership = Array(repeating: 0, count: itemCount)
    }

    public var itemCount: Int { states.count }

    /// New items (a batch insert) start with no state.
    public mutating func appendItems(_ n: Int) {
        guard n > 0 else { return }
        states.append(contentsOf: repeatElement(.none, count: n))
        marks.append(contentsOf: repeatElement(0, count: n))
        membership.append(contentsOf: repeatElement(0, count: n))
    }

    /// `-updateCurrentRangeWithMode:`: sets preserve and makes `mode` current.
    /// Returns true when the mode changed (Texture then asks for an update).
    @discardableResult
    public mutating func updateCurrentRange(withMode mode: RangeMode) -> Bool {
        preservesCurrentMode = true
        guard currentMode != mode else { return false }
        currentMode = mode
        return true
    }

    /// `scrollViewWillBeginDragging:`: the content has been scrolled, and the
    /// full range mode is forced.
    public mutating func beginDragging() {
        contentHasBeenScrolled = true
        updateCurrentRange(withMode: .full)
    }

    /// The mode an update that found visible items uses (R3).
    public func modeForUpdate(containerVisible: Bool) -> RangeMode {
        let updateRangeMode = !preservesCurrentMode && contentHasBeenScrolled
        if let mode = currentMode, !(updateRangeMode && containerVisible) {
            return mode
        }
        // `+rangeModeForInterfaceState:currentRangeMode:`.
        return (!containerVisible || currentMode == nil) ? .minimum : .full
    }

    /// `-_updateVisibleNodeIndexPaths`: one range update of a container whose
    /// bounds are `bounds`, scrolling in `rawDirection`.
    public mutating func update(
        layout: ItemLayout, bounds: Rect, tuning: RangeTuning,
        rawDirection: ScrollDirection, containerVisible: Bool
    ) -> RangeUpdate {
        let direction = ScrollDirection.effective(raw: rawDirection, previous: previousDirection)
        previousDirection = direction

        let visible = layout.items(in: bounds)
        if visible.isEmpty {
            // Scrolled past the content: only Visible is taken away (R8).
            var changes: [StateChange] = []
            for i in rangedItems where states[i].contains(.visible) {
                let old = states[i]
                states[i].remove(.visible)
                changes.append(StateChange(item: i, old: old, new: states[i]))
            }
            return RangeUpdate(rects: RangeRects(visible: bounds, display: nil, preload: nil),
                               changes: changes, foundVisibleItems: false, visited: changes.count)
        }

        let mode = modeForUpdate(containerVisible: containerVisible)
        let sets = rangeItemSets(layout: layout, bounds: bounds, visible: visible, mode: mode,
                                 tuning: tuning, direction: direction)

        // Visit visible, then display, then preload items, then those the last
        // update ranged (an ordered set union, each group ascending here).
        nextGeneration()
        let gen = generation
        var order: [Int] = []
        order.reserveCapacity(sets.preload.count + sets.display.count + 8)
        func add(_ items: [Int], _ bit: UInt8) {
            for i in items {
                if marks[i] == gen {
                    membership[i] |= bit
                } else {
                    marks[i] = gen
                    membership[i] = bit
                    order.append(i)
                }
            }
        }
        add(sets.visible, Self.inVisible)
        add(sets.display, Self.inDisplay)
        add(sets.preload, Self.inPreload)
        let currentCount = order.count
        add(rangedItems, 0)
        rangedItems = order[0..<currentCount].sorted()

        currentMode = mode
        preservesCurrentMode = false

        var changes: [StateChange] = []
        for i in order {
            let m = membership[i]
            var state: InterfaceState = []
            if containerVisible {
                if m & Self.inVisible != 0 {
                    state = [.preload, .display, .visible]
                } else {
                    if m & Self.inPreload != 0 { state.insert(.preload) }
                    if m & Self.inDisplay != 0 { state.insert(.display) }
                }
            } else {
                // What will be (or just was) onscreen: preload and display it,
                // never Visible.
                if m & Self.inVisible != 0 {
                    state = mode == .lowMemory ? [.preload] : [.preload, .display]
                } else if m & Self.inDisplay != 0 {
                    state = [.preload]
                }
            }
            if state != states[i] {
                changes.append(StateChange(item: i, old: states[i], new: state))
                states[i] = state
            }
        }
        return RangeUpdate(
            rects: RangeRects(visible: bounds, display: sets.displayRect, preload: sets.preloadRect),
            changes: changes, foundVisibleItems: true, visited: order.count)
    }

    /// What a container's cell losing states does to it without an update
    /// (R15 step 1): each item in `bounds` takes exactly `new`; every other
    /// item loses the states in `old` minus `new`. Changes come ascending.
    public mutating func applyContainerStateChange(
        from old: InterfaceState, to new: InterfaceState, layout: ItemLayout, bounds: Rect
    ) -> [StateChange] {
        let target = new.intersection(.ranged)
        let lost = old.subtracting(new).intersection(.ranged)
        let inBounds = layout.items(in: bounds)
        var changes: [StateChange] = []
        func apply(_ i: Int, _ state: InterfaceState) {
            if state != states[i] {
                changes.append(StateChange(item: i, old: states[i], new: state))
                states[i] = state
            }
        }
        // Merge the two ascending lists.
        var a = 0, b = 0
        while a < inBounds.count || b < rangedItems.count {
            if b == rangedItems.count || (a < inBounds.count && inBounds[a] < rangedItems[b]) {
                apply(inBounds[a], target)
                a += 1
            } else if a < inBounds.count && inBounds[a] == rangedItems[b] {
                apply(inBounds[a], target)
                a += 1
                b += 1
            } else {
                let i = rangedItems[b]
                apply(i, states[i].subtracting(lost))
                b += 1
            }
        }
        return changes
    }

    /// The items holding each state, ascending.
    public var stateLists: StateLists {
        var lists = StateLists()
        for i in rangedItems {
            let s = states[i]
            if s.contains(.visible) { lists.visible.append(i) }
            if s.contains(.display) { lists.display.append(i) }
            if s.contains(.preload) { lists.preload.append(i) }
        }
        return lists
    }

    private mutating func nextGeneration() {
        if generation == .max {
            generation = 0
            for i in marks.indices { marks[i] = 0 }
        }
        generation += 1
    }
}
