import SwatchGeometry

/// A container inside a cell, driven by its cell's interface state (R15).
///
/// Its state is its cell's (`recursivelySetInterfaceState` reaches it), so it
/// is visible exactly when its cell is Visible. Gaining a state with Preload
/// runs a range update (entering Preload loads it); losing states runs none:
/// the items in its bounds take the cell's state and the rest lose what the
/// cell lost (`clearContents`, `clearPreloadedData`).
public struct NestedContainer: Sendable {
    public let spec: NestedContainerSpec
    public let layout: ItemLayout
    public private(set) var controller: RangeController
    /// Whether it has run a range update.
    public private(set) var isLoaded = false

    /// A container whose cell frame is `cellSize` (its default viewport).
    public init(spec: NestedContainerSpec, cellSize: Size) {
        self.spec = spec
        let viewport = spec.viewport ?? cellSize
        self.layout = ItemLayout(container: spec.container, viewport: viewport, heights: spec.items.heights)
        self.controller = RangeController(itemCount: layout.count)
    }

    /// Its bounds: never scrolled, always at offset 0.
    public var bounds: Rect {
        containerBounds(offset: 0, viewport: layout.viewport, axis: spec.container.axis)
    }

    /// What one record does to it, with its cell's state `old` before the
    /// outer update and `new` after (R15 steps 1-3). Returns its record, or
    /// nil when its cell did not change and it ran no update.
    public mutating func follow(
        cellItem: Int, from old: InterfaceState, to new: InterfaceState, memoryWarning: Bool, work: inout Int
    ) -> NestedRecord? {
        let old = old.intersection(.ranged), new = new.intersection(.ranged)
        var changes: [StateChange] = []

        // 1. Losing (or swapping) states: no update.
        if new != old && isLoaded {
            changes += controller.applyContainerStateChange(from: old, to: new, layout: layout, bounds: bounds)
        }

        // 2. Gaining a state while in Preload runs an update.
        var runsUpdate = !new.subtracting(old).isEmpty && new.contains(.preload)

        // 3. A memory warning reaches every live range controller.
        if memoryWarning && (isLoaded || runsUpdate) {
            if controller.updateCurrentRange(withMode: .forMemoryWarning(containerState: new)) {
                runsUpdate = true
            }
        }

        if runsUpdate {
            let update = controller.update(layout: layout, bounds: bounds, tuning: spec.tuning,
                                           rawDirection: .none, containerVisible: new.contains(.visible))
            isLoaded = true
            changes += update.changes
            work += update.visited
        }

        guard new != old || runsUpdate else { return nil }
        let states = controller.stateLists
        work += states.entryCount
        return NestedRecord(item: cellItem, mode: controller.currentMode, states: states, events: changes.events)
    }
}
