import SwatchGeometry

/// The nested containers of a scenario's cells (R15), each state kept once.
///
/// What a container does when its cell changes state depends on the
/// container's state and that change alone, and the cells of a list go
/// through the same few states in the same order (fresh, loaded, visible,
/// gone again...). So every state is kept once, with the changes already
/// followed from it: a cell holds the number of its container's state, and a
/// change seen before from that state is a lookup (the same record, the same
/// work counted), not a range update. A nested scenario then costs about
/// what its rows cost, and a cell's container is never copied.
///
/// States no cell holds any more are dropped, with every change remembered,
/// once they outnumber the held ones (plus a few): never more states are
/// kept than twice the cells that have a container, and a change dropped is
/// only worked out again.
struct NestedContainerStates: Sendable {
    private struct Followed: Sendable {
        /// The cell's old and new ranged states and the memory warning, packed.
        var change: UInt16
        var next: Int32
        var record: NestedRecord?
        var work: Int
    }

    private var containers: [NestedContainer] = []
    /// Per state: the changes followed from it.
    private var followed: [[Followed]] = []
    /// Per state: how many cells hold it.
    private var holders: [Int32] = []
    private var heldStates = 0
    /// Per outer item: its container's state, or -1 before it has one.
    private var stateOfItem: [Int32] = []
    /// The outer items that have a container, in the order they got it.
    private(set) var items: [Int] = []
    private struct Fresh: Sendable {
        var spec: NestedContainerSpec
        var cellSize: Size
        var state: Int32
    }
    /// The state a fresh container of this spec and cell size starts in.
    private var fresh: Fresh?
    /// How many changes were worked out by the container (the others were
    /// looked up).
    private(set) var computed = 0
    /// How many states are kept.
    var storedStates: Int { containers.count }

    /// Whether item `item` has a container.
    func hasContainer(_ item: Int) -> Bool {
        item < stateOfItem.count && stateOfItem[item] >= 0
    }

    /// Whether item `item`'s container has run a range update.
    func isLoaded(_ item: Int) -> Bool {
        hasContainer(item) && containers[Int(stateOfItem[item])].isLoaded
    }

    /// Gives item `item` a fresh container of `spec` in a cell of `cellSize`.
    mutating func start(_ item: Int, spec: NestedContainerSpec, cellSize: Size) {
        if item >= stateOfItem.count {
            stateOfItem.append(contentsOf: repeatElement(-1, count: item + 1 - stateOfItem.count))
        }
        items.append(item)
        let state: Int32
        if let fresh, fresh.cellSize == cellSize, fresh.spec == spec {
            state = fresh.state
        } else {
            state = add(NestedContainer(spec: spec, cellSize: cellSize))
            fresh = Fresh(spec: spec, cellSize: cellSize, state: state)
        }
        stateOfItem[item] = state
        hold(state)
    }

    /// `NestedContainer.follow` for item `cellItem`'s container (`start`
    /// gave it one).
    mutating func follow(
        cellItem: Int, from old: InterfaceState, to new: InterfaceState, memoryWarning: Bool, work: inout Int
    ) -> NestedRecord? {
        let state = stateOfItem[cellItem]
        release(state)
        let change = UInt16(old.intersection(.ranged).rawValue) | UInt16(new.intersection(.ranged).rawValue) << 4
            | (memoryWarning ? 1 << 8 : 0)
        var known = 0
        while known < followed[Int(state)].count && followed[Int(state)][known].change != change { known += 1 }
        let next: Int32
        var record: NestedRecord?
        if known < followed[Int(state)].count {
            next = followed[Int(state)][known].next
            work += followed[Int(state)][known].work
            record = followed[Int(state)][known].record
            record?.item = cellItem
        } else {
            var container = containers[Int(state)]
            var spent = 0
            record = container.follow(cellItem: cellItem, from: old, to: new, memoryWarning: memoryWarning, work: &spent)
            computed += 1
            next = add(container)
            followed[Int(state)].append(Followed(change: change, next: next, record: record, work: spent))
            work += spent
        }
        stateOfItem[cellItem] = next
        hold(next)
        if containers.count > 2 * heldStates + 64 { dropUnheldStates() }
        return record
    }

    private mutating func add(_ container: NestedContainer) -> Int32 {
        containers.append(container)
        followed.append([])
        holders.append(0)
        return Int32(containers.count - 1)
    }

    private mutating func hold(_ state: Int32) {
        holders[Int(state)] += 1
        if holders[Int(state)] == 1 { heldStates += 1 }
    }

    private mutating func release(_ state: Int32) {
        holders[Int(state)] -= 1
        if holders[Int(state)] == 0 { heldStates -= 1 }
    }

    /// Keeps only the states a cell holds, renumbered, and forgets every
    /// change followed (their targets may be gone).
    private mutating func dropUnheldStates() {
        var renumbered = Array(repeating: Int32(-1), count: containers.count)
        var kept: [NestedContainer] = []
        var keptHolders: [Int32] = []
        for (state, count) in holders.enumerated() where count > 0 {
            renumbered[state] = Int32(kept.count)
            kept.append(containers[state])
            keptHolders.append(count)
        }
        for item in items {
            stateOfItem[item] = renumbered[Int(stateOfItem[item])]
        }
        if let old = fresh {
            fresh = renumbered[Int(old.state)] >= 0 ? Fresh(spec: old.spec, cellSize: old.cellSize, state: renumbered[Int(old.state)]) : nil
        }
        containers = kept
        holders = keptHolders
        followed = Array(repeating: [], count: kept.count)
    }
}
