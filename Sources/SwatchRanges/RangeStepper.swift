import SwatchGeometry

/// Drives a scenario through its records (R12): turns `scroll` entries into
/// range updates and no-ops, runs batch fetching (R10), and lets nested
/// containers follow their cells (R15).
public struct RangeStepper: Sendable {
    public let scenario: RangeScenario
    public let limits: RangeLimits
    public private(set) var layout: ItemLayout
    public private(set) var controller: RangeController
    /// The cells' nested containers, each state kept once.
    private(set) var nested = NestedContainerStates()
    public private(set) var offset: Double = 0
    public private(set) var containerVisible = true
    public private(set) var batchContext = BatchContext()
    public private(set) var records: [RangeRecord] = []

    private var fetchBeganAt: Int?
    /// Set by a completion that inserted items: the next record asks.
    private var askAfterInsert = false
    private var work = 0
    /// The answer's size so far (`RangeRecord.answerBytes`).
    private var answerBytes = 0

    public init(scenario: RangeScenario, limits: RangeLimits = RangeLimits()) {
        self.scenario = scenario
        self.limits = limits
        self.layout = scenario.initialLayout()
        self.controller = RangeController(itemCount: layout.count)
        // A flow layout's answer lists every item's size range and frame.
        if layout.flow != nil { answerBytes = layout.count * FlowFrames.answerBytesPerItem }
    }

    /// Runs every record of the scenario, and its frame model when it has `frames`.
    public static func run(_ scenario: RangeScenario, limits: RangeLimits = RangeLimits()) throws(RangeWorkLimitExceeded) -> RangeRun {
        var run = try runRecords(scenario, limits: limits)
        run.modelFrames(of: scenario)
        return run
    }

    /// Runs every record of the scenario, its frame model left out
    /// (`RangeRun.frames` is nil): what the page's ranges module runs, which
    /// leaves the frame model to the frames module (`RangeRun.modelFrames`).
    public static func runRecords(_ scenario: RangeScenario, limits: RangeLimits = RangeLimits()) throws(RangeWorkLimitExceeded) -> RangeRun {
        var stepper = RangeStepper(scenario: scenario, limits: limits)
        let contentSize = stepper.layout.contentSize
        try stepper.runAll()
        return RangeRun(contentSize: contentSize, records: stepper.records,
                        hasNestedContainers: scenario.hasNestedContainers, finalLayout: stepper.layout, frames: nil)
    }

    /// Runs every `scroll` entry in order.
    public mutating func runAll() throws(RangeWorkLimitExceeded) {
        records.reserveCapacity(scenario.recordCount)
        for entry in scenario.scroll {
            try run(entry)
        }
    }

    /// The records one `scroll` entry makes.
    public mutating func run(_ entry: ScrollEntry) throws(RangeWorkLimitExceeded) {
        let axis = scenario.container.axis
        switch entry {
        case .offset(let target, let steps):
            let start = offset
            // A move of a visible container is a user drag; hidden, it is
            // programmatic.
            if target != start && containerVisible {
                controller.beginDragging()
            }
            let n = Swift.max(1, steps)
            for i in 1...n {
                let next = i == n ? target : start + (target - start) * Double(i) / Double(n)
                let raw = ScrollDirection.of(moveFrom: offset, to: next, along: axis)
                offset = next
                try record(update: !raw.isEmpty, raw: raw, moved: !raw.isEmpty)
            }
        case .containerVisible(let visible):
            if visible == containerVisible {
                try record(update: false)
            } else {
                containerVisible = visible
                try record(update: true, showed: visible)
            }
        case .memoryWarning(let warned):
            guard warned else {
                try record(update: false)
                return
            }
            let mode = RangeMode.forMemoryWarning(containerState: containerState)
            let changed = controller.updateCurrentRange(withMode: mode)
            try record(update: changed, memoryWarning: true)
        }
    }

    /// The container's own interface state: all of it in a window, none out.
    public var containerState: InterfaceState {
        containerVisible ? [.preload, .display, .visible] : .none
    }

    private mutating func record(
        update: Bool, raw: ScrollDirection = .none, moved: Bool = false,
        showed: Bool = false, memoryWarning: Bool = false
    ) throws(RangeWorkLimitExceeded) {
        let step = records.count
        var runsUpdate = update || step == 0
        var batch: BatchEvent? = nil
        var inserted = false

        // A fetch begun `latency` records ago completes first; the range
        // update then sees its items.
        if let began = fetchBeganAt, let parameters = scenario.batchFetching, step >= began + parameters.latency {
            let room = parameters.limit.map { Swift.max(0, $0 - layout.count) } ?? Int.max
            let n = Swift.min(parameters.batchSize, room)
            insertItems(n)
            batchContext.completeBatchFetching(true)
            fetchBeganAt = nil
            batch = .completeBatchFetching(inserted: n)
            if n > 0 {
                runsUpdate = true
                inserted = true
            }
        }

        let axis = scenario.container.axis
        let previous = records.last
        var changes: [StateChange] = []
        let rects: RangeRects
        let states: StateLists
        if runsUpdate {
            let bounds = containerBounds(offset: offset, viewport: scenario.viewport, axis: axis)
            let result = controller.update(layout: layout, bounds: bounds, tuning: scenario.tuning,
                                           rawDirection: raw, containerVisible: containerVisible)
            rects = result.rects
            changes = result.changes
            states = controller.stateLists
            work += result.visited
        } else {
            // Record 0 always updates, so a previous record exists here.
            rects = previous?.rects ?? RangeRects(visible: containerBounds(offset: offset, viewport: scenario.viewport, axis: axis), display: nil, preload: nil)
            states = previous?.states ?? StateLists()
        }
        work += states.entryCount

        var nestedRecords: [NestedRecord] = []
        if scenario.hasNestedContainers {
            nestedRecords = followNestedContainers(changes: changes, memoryWarning: memoryWarning)
        }

        // Batch fetching asks after the range update (zero velocity, the
        // record's raw direction).
        let asks = step == 0 || askAfterInsert || (moved && containerVisible) || showed
        askAfterInsert = inserted
        if batch == nil, asks, let parameters = scenario.batchFetching {
            let canBatchFetch = parameters.limit.map { layout.count < $0 } ?? true
            let fetch = shouldFetchBatch(
                canBatchFetch: canBatchFetch, context: batchContext, direction: raw, axis: axis,
                bounds: scenario.viewport, contentSize: layout.contentSize,
                offset: recordOffset, leadingScreens: parameters.leadingScreens, visible: containerVisible)
            if fetch {
                batchContext.beginBatchFetching()
                fetchBeganAt = step
                batch = .willBeginBatchFetch
            }
        }

        records.append(RangeRecord(
            step: step, offset: recordOffset, direction: runsUpdate ? raw : .none,
            mode: controller.currentMode, rects: rects, states: states, events: changes.events,
            batch: batch, nested: nestedRecords, ranUpdate: runsUpdate, containerVisible: containerVisible,
            itemCount: layout.count, memoryWarning: memoryWarning, rangeDirection: controller.previousDirection))

        if work > limits.workBudget {
            throw RangeWorkLimitExceeded(step: step, budget: limits.workBudget, records: scenario.recordCount)
        }
        if limits.answerBytes < .max {
            answerBytes += records[step].answerBytes(withFrame: scenario.frames != nil)
            if answerBytes > limits.answerBytes {
                throw RangeWorkLimitExceeded(
                    step: step, budget: limits.answerBytes, reason: .answerSize(bytes: answerBytes), records: scenario.recordCount)
            }
        }
        if step % 32 == 31, let shouldStop = limits.shouldStop, shouldStop() {
            throw RangeWorkLimitExceeded(step: step, budget: 0, reason: .stopped, records: scenario.recordCount)
        }
    }

    /// The offset as a point: `[0, y]`, or `[x, 0]` for a pager.
    public var recordOffset: Point {
        scenario.container.axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    }

    private mutating func insertItems(_ n: Int) {
        guard n > 0, let template = scenario.items.template else { return }
        layout.append(sizes: Array(repeating: template.size, count: n), sizeRanges: template.sizeRange.map { [$0] } ?? [])
        if layout.flow != nil { answerBytes += n * FlowFrames.answerBytesPerItem }
        controller.appendItems(n)
    }

    /// R15: after the outer update, every nested container whose cell changed
    /// state, and in a memory warning every loaded one, in ascending item order.
    private mutating func followNestedContainers(changes: [StateChange], memoryWarning: Bool) -> [NestedRecord] {
        // Every item of a uniform list holds the same container: looked up once.
        var uniform: NestedContainerSpec? = nil
        if case .uniform(_, let item) = scenario.items { uniform = item.nested }
        var cells: [(item: Int, old: InterfaceState, new: InterfaceState)] = []
        cells.reserveCapacity(changes.count)
        for change in changes {
            if !nested.hasContainer(change.item) {
                guard let spec = uniform ?? scenario.items.item(change.item)?.nested else { continue }
                nested.start(change.item, spec: spec, cellSize: layout.frame(of: change.item).size)
            }
            cells.append((change.item, change.old, change.new))
        }
        if memoryWarning {
            let changed = Set(cells.map { $0.item })
            for item in nested.items where nested.isLoaded(item) && !changed.contains(item) {
                let state = controller.states[item]
                cells.append((item, state, state))
            }
        }
        cells.sort { $0.item < $1.item }

        var out: [NestedRecord] = []
        out.reserveCapacity(cells.count)
        for cell in cells {
            if let record = nested.follow(cellItem: cell.item, from: cell.old, to: cell.new,
                                          memoryWarning: memoryWarning, work: &work) {
                out.append(record)
            }
        }
        return out
    }
}
