/// A seeded, bounded mutation fuzzer: each seed is checked as it is, then
/// `runs` mutants of the pool (the seeds, then mutants the check accepted,
/// at most `poolLimit` of those, so mutations build on one another), until
/// a deadline. `FuzzCampaign(check: FuzzCheck(...))` fuzzes the spec and
/// scenario readers and every output, `FuzzCampaign(check:
/// ImportFuzzCheck(...))` the code importer. The same seeds, seed and run
/// count give the same inputs, so any finding can be run again.
public struct FuzzCampaign<Check: FuzzChecking> {
    public var check: Check
    public var mutator: Check.Mutator
    /// Most mutants kept in the pool beside the seeds.
    public var poolLimit: Int

    public init(check: Check, mutator: Check.Mutator = Check.Mutator(), poolLimit: Int = Check.poolLimit) {
        self.check = check
        self.mutator = mutator
        self.poolLimit = poolLimit
    }

    public struct Report: Sendable {
        public var tally = FuzzTally()
        /// What the inputs were counted as (accepted, rejected...).
        public var counts = Check.Counts()
        public var runs: Int { tally.runs }
        public var findings: [FuzzTally.Finding] { tally.findings }

        public var summary: String { counts.summary(runs: runs) + "; " + tally.summary }
    }

    /// Checks every seed, then `runs` mutants (fewer if `deadline` passes
    /// first). `willCheck` is told each input and its run number (0 for a
    /// seed) before it is checked (a watchdog can save the one that hangs).
    public func run(
        seeds: [[UInt8]], seed: UInt64, runs: Int, deadline: ContinuousClock.Instant? = nil,
        willCheck: (Int, [UInt8]) -> Void = { _, _ in }
    ) -> Report {
        var report = Report()
        guard !seeds.isEmpty else { return report }
        var rng = RepeatableRandomNumberGenerator(seed: seed)
        var pool = seeds
        let clock = ContinuousClock()
        /// Checks, counts and times one input; whether it joins the pool.
        func one(_ n: Int, _ input: [UInt8]) -> Bool {
            willCheck(n, input)
            let start = clock.now
            let outcome = check.check(input)
            let took = clock.now - start
            report.tally.runs += 1
            report.counts.add(outcome.counts)
            if took > report.tally.slowest.duration { report.tally.slowest = (took, input) }
            if let problem = outcome.problem {
                report.tally.findings.append(FuzzTally.Finding(run: n, input: input, problem: problem))
            }
            return outcome.counts.accepted
        }
        for input in seeds { _ = one(0, input) }
        var n = 0
        while n < runs {
            n += 1
            if let deadline, clock.now >= deadline { break }
            let parent = pool[Int.random(in: 0..<pool.count, using: &rng)]
            let donor = pool[Int.random(in: 0..<pool.count, using: &rng)]
            let input = mutator.mutate(parent, donor: donor, using: &rng)
            guard one(n, input) else { continue }
            if pool.count < seeds.count + poolLimit {
                pool.append(input)
            } else {
                pool[seeds.count + Int.random(in: 0..<poolLimit, using: &rng)] = input
            }
        }
        return report
    }
}
