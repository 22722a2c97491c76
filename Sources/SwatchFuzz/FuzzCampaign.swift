/// A seeded, bounded mutation fuzzer: each run mutates a document of the
/// pool (the seeds, then mutants that a reader accepted, so mutations build
/// on one another) and checks it with `FuzzCheck`. The same seeds, seed and
/// run count give the same inputs, so any finding can be run again.
public struct FuzzCampaign {
    public var check: FuzzCheck
    public var mutator: SpecMutator
    /// Most mutants kept in the pool beside the seeds.
    public var poolLimit: Int

    public init(check: FuzzCheck, mutator: SpecMutator = SpecMutator(), poolLimit: Int = 1_000) {
        self.check = check
        self.mutator = mutator
        self.poolLimit = poolLimit
    }

    public struct Report: Sendable {
        public var tally = FuzzTally()
        public var acceptedSpecs = 0
        public var acceptedScenarios = 0
        public var rejected = 0
        public var runs: Int { tally.runs }
        public var findings: [FuzzTally.Finding] { tally.findings }

        public var summary: String {
            "\(runs) inputs: \(acceptedSpecs) specs and \(acceptedScenarios) scenarios accepted, \(rejected) rejected; "
                + tally.summary
        }
    }

    /// Checks every seed, then `runs` mutants (fewer if `deadline` passes
    /// first). `willCheck` is told each input before it is checked (a
    /// watchdog can save the one that hangs).
    public func run(
        seeds: [[UInt8]], seed: UInt64, runs: Int, deadline: ContinuousClock.Instant? = nil,
        willCheck: (Int, [UInt8]) -> Void = { _, _ in }
    ) -> Report {
        var report = Report()
        let tally = FuzzLoop.run(
            seeds: seeds, seed: seed, runs: runs, deadline: deadline, poolLimit: poolLimit,
            mutate: { mutator.mutate($0, donor: $1, using: &$2) },
            check: { _, input in
                let outcome = check.check(input)
                if outcome.acceptedSpec { report.acceptedSpecs += 1 }
                if outcome.acceptedScenario { report.acceptedScenarios += 1 }
                if !outcome.acceptedSpec && !outcome.acceptedScenario { report.rejected += 1 }
                return (outcome.acceptedSpec || outcome.acceptedScenario, outcome.problem)
            }, willCheck: willCheck)
        report.tally = tally
        return report
    }
}
