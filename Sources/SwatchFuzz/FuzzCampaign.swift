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

    public struct Finding: Sendable {
        /// 0 for a seed as it is, else the run's number (from 1).
        public var run: Int
        public var input: [UInt8]
        public var problem: String
    }

    public struct Report: Sendable {
        public var runs = 0
        public var acceptedSpecs = 0
        public var acceptedScenarios = 0
        public var rejected = 0
        public var findings: [Finding] = []
        /// The input that took longest to check, and how long.
        public var slowest: (duration: Duration, input: [UInt8]) = (.zero, [])

        public var summary: String {
            "\(runs) inputs: \(acceptedSpecs) specs and \(acceptedScenarios) scenarios accepted, \(rejected) rejected; "
                + "\(findings.count) finding\(findings.count == 1 ? "" : "s"); slowest \(slowest.duration) "
                + "(\(slowest.input.count) bytes)"
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
        let clock = ContinuousClock()
        FuzzLoop.run(
            seeds: seeds, seed: seed, runs: runs, deadline: deadline, poolLimit: poolLimit,
            mutate: { mutator.mutate($0, donor: $1, using: &$2) },
            check: { n, input in
                let start = clock.now
                let outcome = check.check(input)
                let took = clock.now - start
                report.runs += 1
                if took > report.slowest.duration { report.slowest = (took, input) }
                if outcome.acceptedSpec { report.acceptedSpecs += 1 }
                if outcome.acceptedScenario { report.acceptedScenarios += 1 }
                if !outcome.acceptedSpec && !outcome.acceptedScenario { report.rejected += 1 }
                if let problem = outcome.problem { report.findings.append(Finding(run: n, input: input, problem: problem)) }
                return outcome.acceptedSpec || outcome.acceptedScenario
            }, willCheck: willCheck)
        return report
    }
}
