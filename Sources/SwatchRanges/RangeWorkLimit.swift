/// Thrown when a simulation would do more work than its budget allows, so
/// that no scenario runs for minutes or prints gigabytes.
public struct RangeWorkLimitExceeded: Error, Hashable, Sendable, CustomStringConvertible {
    /// The record at which the budget ran out.
    public var step: Int
    public var budget: Int

    public var description: String {
        "the scenario needs more than \(budget) item visits and state entries (exceeded at step \(step)); use fewer items, smaller ranges or fewer steps"
    }
}

/// Explicit limits of one simulation.
public struct RangeLimits: Hashable, Sendable {
    /// Most items a run may visit in range updates plus state entries it may
    /// report, summed over every record.
    public var workBudget: Int

    public init(workBudget: Int = 20_000_000) {
        self.workBudget = workBudget
    }
}
