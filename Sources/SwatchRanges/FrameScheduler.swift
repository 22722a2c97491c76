/// The background workers of the frame model (F3, F5.3-F5.6): one
/// first-in-first-out queue of measure and display tasks and a pool of
/// workers taking them. Times are milliseconds from the first frame's start;
/// instants closer than `FrameTime.epsilon` are the same instant, so sums of
/// decimal costs that are equal on paper compare equal.
struct FrameScheduler {
    private enum State: UInt8 {
        case queued, running, done, cancelled
    }

    private static let none: Int32 = -1

    let costs: FrameCosts

    // Tasks, by id (the order they were queued in).
    private var taskItem: [Int32] = []
    private var taskKind: [FrameTaskKind] = []
    private var taskState: [State] = []
    /// The item's task queued before this one and not cancelled: this one
    /// waits for it (F5.4).
    private var predecessor: [Int32] = []
    // The queue: queued tasks linked in order.
    private var next: [Int32] = []
    private var previous: [Int32] = []
    private var head: Int32 = -1
    private var tail: Int32 = -1

    // Workers.
    private var running: [Int32]
    private var finish: [Double]
    /// Index in `tasks` of each worker's running task.
    private var runningRecord: [Int]

    // Items.
    private var lastTask: [Int32] = []
    private var measureTask: [Int32] = []
    /// The display queued at the item's latest `didEnterDisplayState`, while
    /// it stays in Display.
    private var displayTask: [Int32] = []

    /// Every task started, in the order they started.
    private(set) var tasks: [BackgroundTask] = []

    init(workers: Int, costs: FrameCosts) {
        self.costs = costs
        running = Array(repeating: Self.none, count: max(1, workers))
        finish = Array(repeating: 0, count: max(1, workers))
        runningRecord = Array(repeating: -1, count: max(1, workers))
    }

    var workerCount: Int { running.count }

    /// Makes room for items `0..<count`.
    mutating func reserveItems(_ count: Int) {
        guard count > lastTask.count else { return }
        let more = count - lastTask.count
        lastTask.append(contentsOf: repeatElement(Self.none, count: more))
        measureTask.append(contentsOf: repeatElement(Self.none, count: more))
        displayTask.append(contentsOf: repeatElement(Self.none, count: more))
    }

    mutating func reserveTasks(_ count: Int) {
        let total = taskItem.count + count
        taskItem.reserveCapacity(total)
        taskKind.reserveCapacity(total)
        taskState.reserveCapacity(total)
        predecessor.reserveCapacity(total)
        next.reserveCapacity(total)
        previous.reserveCapacity(total)
    }

    // MARK: Queueing (F5.5 b)

    /// Queues the item's measure: it joined the container.
    mutating func queueMeasure(item: Int) {
        reserveItems(item + 1)
        measureTask[item] = enqueue(item: item, kind: .measure)
    }

    /// Queues the item's display: it entered the Display range.
    mutating func queueDisplay(item: Int) {
        reserveItems(item + 1)
        displayTask[item] = enqueue(item: item, kind: .display)
    }

    /// The item left the Display range: a display not started yet is
    /// cancelled; a running one runs on, its result thrown away (F5.6).
    /// Returns whether a display was cancelled.
    mutating func leaveDisplay(item: Int) -> Bool {
        guard item < displayTask.count else { return false }
        let d = displayTask[item]
        displayTask[item] = Self.none
        guard d >= 0 else { return false }
        let task = Int(d)
        switch taskState[task] {
        case .queued:
            unlink(d)
            taskState[task] = .cancelled
            if lastTask[item] == d { lastTask[item] = predecessor[task] }
            return true
        case .running:
            for w in running.indices where running[w] == d {
                tasks[runningRecord[w]].discarded = true
            }
            return false
        case .done, .cancelled:
            return false
        }
    }

    private mutating func enqueue(item: Int, kind: FrameTaskKind) -> Int32 {
        let id = Int32(taskItem.count)
        taskItem.append(Int32(item))
        taskKind.append(kind)
        taskState.append(.queued)
        predecessor.append(lastTask[item])
        next.append(Self.none)
        previous.append(tail)
        if tail >= 0 { next[Int(tail)] = id } else { head = id }
        tail = id
        lastTask[item] = id
        return id
    }

    private mutating func unlink(_ id: Int32) {
        let i = Int(id)
        let p = previous[i], n = next[i]
        if p >= 0 { next[Int(p)] = n } else { head = n }
        if n >= 0 { previous[Int(n)] = p } else { tail = p }
        next[i] = Self.none
        previous[i] = Self.none
    }

    // MARK: Running (F5.4, F5.5 a and c)

    /// Completes every task finishing at or before `t`, in time order; at
    /// each finishing instant the free workers take ready tasks.
    mutating func advance(to t: Double) {
        while true {
            var instant = Double.infinity
            for w in running.indices where running[w] >= 0 && finish[w] < instant {
                instant = finish[w]
            }
            guard instant <= t + FrameTime.epsilon else { return }
            for w in running.indices where running[w] >= 0 && finish[w] <= instant + FrameTime.epsilon {
                complete(worker: w)
            }
            assign(at: instant)
        }
    }

    /// Free workers, lowest-numbered first, take the first ready tasks of
    /// the queue at `t`. A task costing nothing finishes at once and leaves
    /// its worker free at `t`.
    mutating func assign(at t: Double) {
        while let w = running.firstIndex(of: Self.none), let task = firstReady() {
            start(task, worker: w, at: t)
            if finish[w] <= t + FrameTime.epsilon {
                complete(worker: w)
            }
        }
    }

    private func isReady(_ task: Int32) -> Bool {
        let p = predecessor[Int(task)]
        return p < 0 || taskState[Int(p)] == .done
    }

    /// The first queued task whose item has no unfinished earlier task; the
    /// tasks it skips wait for a running task, so there are at most as many
    /// as workers.
    private func firstReady() -> Int32? {
        var task = head
        while task >= 0 {
            if isReady(task) { return task }
            task = next[Int(task)]
        }
        return nil
    }

    private mutating func start(_ task: Int32, worker w: Int, at t: Double) {
        unlink(task)
        let i = Int(task)
        taskState[i] = .running
        let item = Int(taskItem[i])
        let kind = taskKind[i]
        let cost = kind == .measure ? costs.measure[item] : costs.display[item]
        running[w] = task
        finish[w] = t + cost
        runningRecord[w] = tasks.count
        tasks.append(BackgroundTask(item: item, kind: kind, worker: w, start: t, end: t + cost))
    }

    private mutating func complete(worker w: Int) {
        taskState[Int(running[w])] = .done
        running[w] = Self.none
        runningRecord[w] = -1
    }

    // MARK: What the screen shows (F5.5 d)

    /// Whether the item's measure has finished.
    func isMeasured(_ item: Int) -> Bool {
        guard item < measureTask.count else { return false }
        let m = measureTask[item]
        return m >= 0 && taskState[Int(m)] == .done
    }

    /// Whether the display queued at the item's latest entry into Display
    /// has finished.
    func isDisplayed(_ item: Int) -> Bool {
        guard item < displayTask.count else { return false }
        let d = displayTask[item]
        return d >= 0 && taskState[Int(d)] == .done
    }
}

/// Time in the frame model.
enum FrameTime {
    /// Instants and amounts closer than this (in ms) are equal.
    static let epsilon = 1e-9
}
