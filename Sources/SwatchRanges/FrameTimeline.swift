/// The frame model of a run (reference/frames.md): per step record, what the
/// frame costs the main thread without Texture and with it, what the
/// background workers do, and which visible cells show a placeholder or
/// nothing yet.
public struct FrameTimeline: Hashable, Sendable {
    public var parameters: FrameParameters
    /// One per step record, in order.
    public var frames: [FrameRecord]
    /// Every background task started before the last frame ended, in the
    /// order they started.
    public var tasks: [BackgroundTask]
    public var summary: FrameSummary

    /// Runs the model over a run's records. `initialItemCount` items are
    /// queued for measuring at the first frame's start.
    public init(parameters: FrameParameters, records: [RangeRecord], initialItemCount: Int) {
        self.parameters = parameters
        let length = parameters.frameLength
        let costs = parameters.cost
        var scheduler = FrameScheduler(workers: parameters.backgroundThreads, costs: costs)
        scheduler.reserveItems(initialItemCount)
        scheduler.reserveTasks(initialItemCount + 64)
        var frames: [FrameRecord] = []
        frames.reserveCapacity(records.count)
        var summary = FrameSummary()
        var entering: [Int] = []

        for (k, record) in records.enumerated() {
            let t = Self.start(of: k, length: length)
            // (a) Tasks finishing by the frame's start complete.
            scheduler.advance(to: t)

            // (b) The step: items joining are queued for measuring, displays
            // of items leaving Display cancelled, displays of items entering
            // it queued, in ascending item order.
            scheduler.reserveItems(record.itemCount)
            if k == 0 {
                for item in 0..<initialItemCount { scheduler.queueMeasure(item: item) }
            }
            if case .completeBatchFetching(let inserted) = record.batch, inserted > 0 {
                for item in max(0, record.itemCount - inserted)..<record.itemCount { scheduler.queueMeasure(item: item) }
            }
            var uikit = 0.0, texture = 0.0, cancelled = 0
            entering.removeAll(keepingCapacity: true)
            for event in record.events {
                switch event.kind {
                case .didExitDisplayState:
                    if scheduler.leaveDisplay(item: event.item) { cancelled += 1 }
                case .didEnterDisplayState:
                    entering.append(event.item)
                case .didEnterVisibleState:
                    uikit += costs.uikitMain(item: event.item)
                    texture += costs.mount[event.item]
                default:
                    break
                }
            }
            entering.sort()
            for item in entering { scheduler.queueDisplay(item: item) }

            // (c) Free workers take ready tasks at the frame's start.
            scheduler.assign(at: t)

            // (d) What the visible cells show.
            var placeholders: [Int] = [], blanks: [Int] = []
            for item in record.states.visible {
                if !scheduler.isMeasured(item) {
                    blanks.append(item)
                } else if !scheduler.isDisplayed(item) {
                    placeholders.append(item)
                }
            }
            let frame = FrameRecord(
                step: record.step,
                uikit: MainThreadFrame(main: uikit, late: Self.lateFrames(main: uikit, parameters: parameters)),
                texture: MainThreadFrame(main: texture, late: Self.lateFrames(main: texture, parameters: parameters)),
                placeholders: placeholders, blanks: blanks,
                background: [], cancelledDisplays: cancelled)
            summary.uikitLateFrames = summary.uikitLateFrames.addingSaturated(frame.uikit.late)
            summary.textureLateFrames = summary.textureLateFrames.addingSaturated(frame.texture.late)
            summary.placeholderFrames += placeholders.count
            summary.blankFrames += blanks.count
            frames.append(frame)
        }
        // Work after the last frame's start that falls inside it.
        scheduler.advance(to: Self.start(of: records.count, length: length))

        Self.fillBackground(&frames, tasks: scheduler.tasks, workers: scheduler.workerCount, length: length)
        self.frames = frames
        self.tasks = scheduler.tasks
        self.summary = summary
    }

    /// Frame `k` starts at `k · T` (F1).
    public static func start(of k: Int, length: Double) -> Double {
        Double(k) * length
    }

    /// Frames the main thread's work overruns the budget by (F2, F5.9):
    /// `ceil((main - budget) / T)` when strictly over, else 0.
    public static func lateFrames(main: Double, parameters: FrameParameters) -> Int {
        let over = main - parameters.mainThreadBudget
        guard over > FrameTime.epsilon else { return 0 }
        let frames = (over / parameters.frameLength - FrameTime.epsilon).rounded(.up)
        // The same bound on every platform (Int is 32 bits in WebAssembly).
        guard frames < Double(Int32.max) else { return Int(Int32.max) }
        return max(1, Int(frames))
    }

    /// Each worker's busy time within each frame (F5.10).
    static func fillBackground(_ frames: inout [FrameRecord], tasks: [BackgroundTask], workers: Int, length: Double) {
        for k in frames.indices { frames[k].background = Array(repeating: 0, count: workers) }
        for task in tasks where task.end > task.start {
            guard length > 0, let first = frameIndex(containing: task.start, length: length, count: frames.count) else { continue }
            var k = first
            while k < frames.count {
                let from = start(of: k, length: length), to = start(of: k + 1, length: length)
                if from >= task.end { break }
                let overlap = min(task.end, to) - max(task.start, from)
                if overlap > 0 { frames[k].background[task.worker] += overlap }
                k += 1
            }
        }
    }

    /// The frame whose span holds `t`, if one does.
    static func frameIndex(containing t: Double, length: Double, count: Int) -> Int? {
        guard count > 0, t >= 0, t.isFinite else { return nil }
        let guess = t / length
        guard guess < Double(count) else { return nil }
        var k = max(0, min(count - 1, Int(guess)))
        while k > 0 && start(of: k, length: length) > t { k -= 1 }
        while k + 1 < count && start(of: k + 1, length: length) <= t { k += 1 }
        return k
    }
}

extension Int {
    /// `self + other`, stopping at `Int.max`.
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? Int.max : sum
    }
}

extension RangeRun {
    /// Runs the frame model over the records when `scenario` has `frames`
    /// (`frames` is nil otherwise).
    public mutating func modelFrames(of scenario: RangeScenario) {
        frames = scenario.frames.map { FrameTimeline(parameters: $0, records: records, initialItemCount: scenario.items.count) }
    }
}
