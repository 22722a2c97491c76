/// What a `FuzzCampaign` checks each input with (`FuzzCheck`: documents;
/// `ImportFuzzCheck`: code), and how those inputs are mutated.
public protocol FuzzChecking: Sendable {
    associatedtype Counts: FuzzCounts
    associatedtype Mutator: FuzzMutator
    /// Most mutants a campaign keeps in its pool beside the seeds (fewer
    /// for a slower check).
    static var poolLimit: Int { get }
    func check(_ bytes: [UInt8]) -> FuzzOutcome<Counts>
}

/// What became of one input: what it counts as, and the property it broke, if any.
public struct FuzzOutcome<Counts: FuzzCounts>: Sendable {
    public var counts = Counts()
    public var problem: String?
}

/// What a check counts its inputs as, for one input and summed over a campaign.
public protocol FuzzCounts: Sendable {
    init()
    /// True when a reader accepted the input: it joins the pool.
    var accepted: Bool { get }
    mutating func add(_ other: Self)
    /// "1500 inputs: 60 specs and 25 scenarios accepted, 400 rejected".
    func summary(runs: Int) -> String
}
