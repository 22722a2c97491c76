/// Thrown when a simulation would do more work, or make a larger answer,
/// than its limits allow, or was asked to stop, so that no scenario runs
/// for minutes or prints gigabytes.
public struct RangeWorkLimitExceeded: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which limit ended the run.
    public enum Reason: Hashable, Sendable {
        /// `RangeLimits.workBudget`: item visits and state entries.
        case work
        /// `RangeLimits.answerBytes`: the answer's size, `bytes` by then.
        case answerSize(bytes: Int)
        /// `RangeLimits.shouldStop` said so (its asker has gone).
        case stopped
    }

    /// The record at which the run ended.
    public var step: Int
    public var budget: Int
    public var reason: Reason = .work
    /// Records the scenario asks for in all.
    public var records: Int = 0

    public init(step: Int, budget: Int, reason: Reason = .work, records: Int = 0) {
        self.step = step
        self.budget = budget
        self.reason = reason
        self.records = records
    }

    public var description: String {
        switch reason {
        case .work:
            return "the scenario needs more than \(budget) item visits and state entries (exceeded at step \(step)); use fewer items, smaller ranges or fewer steps"
        case .answerSize(let bytes):
            return "the answer would be larger than the limit of \(RangeLimits.mebibytes(budget)) "
                + "(\(RangeLimits.mebibytes(bytes)) of JSON by update \(step + 1) of \(records): every update lists each item "
                + "in its states and each change); use fewer steps, or fewer items in range (larger items, a smaller "
                + "viewport or tuning)"
        case .stopped:
            return "the run was stopped at update \(step + 1) of \(records): its answer is no longer wanted"
        }
    }
}

/// Explicit limits of one simulation.
public struct RangeLimits: Sendable {
    /// Most items a run may visit in range updates plus state entries it may
    /// report, summed over every record.
    public var workBudget: Int
    /// Largest answer a run may make: its records as SPEC.md's JSON, counted
    /// (`RangeRecord.answerBytes`) as each is made, so the run stops before
    /// the memory for a larger one is spent. Every format is held to it.
    public var answerBytes: Int
    /// Asked every few records; true stops the run (a server's client hung up).
    public var shouldStop: (@Sendable () -> Bool)?

    public init(workBudget: Int = 20_000_000, answerBytes: Int = .max, shouldStop: (@Sendable () -> Bool)? = nil) {
        self.workBudget = workBudget
        self.answerBytes = answerBytes
        self.shouldStop = shouldStop
    }

    /// `64 MiB`, `0.4 MiB`.
    public static func mebibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
