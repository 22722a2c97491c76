/// The seeded loop every campaign runs: each seed checked as it is, then
/// `runs` mutants of the pool (the seeds, then mutants the check kept, at
/// most `poolLimit` of those), until `deadline`. `check` is given each input
/// with its run number (0 for a seed), and says whether it joins the pool;
/// `willCheck` is told it first (a watchdog can save the one that hangs).
/// `check` answers whether the input joins the pool and what broke, if
/// anything; the loop counts, times and keeps the findings. The same seeds,
/// seed and run count give the same inputs.
enum FuzzLoop {
    static func run(
        seeds: [[UInt8]], seed: UInt64, runs: Int, deadline: ContinuousClock.Instant?, poolLimit: Int,
        mutate: ([UInt8], [UInt8], inout RepeatableRandomNumberGenerator) -> [UInt8],
        check: (Int, [UInt8]) -> (keep: Bool, problem: String?), willCheck: (Int, [UInt8]) -> Void
    ) -> FuzzTally {
        var tally = FuzzTally()
        guard !seeds.isEmpty else { return tally }
        var rng = RepeatableRandomNumberGenerator(seed: seed)
        var pool = seeds
        let clock = ContinuousClock()
        func one(_ n: Int, _ input: [UInt8]) -> Bool {
            willCheck(n, input)
            let start = clock.now
            let outcome = check(n, input)
            let took = clock.now - start
            tally.runs += 1
            if took > tally.slowest.duration { tally.slowest = (took, input) }
            if let problem = outcome.problem { tally.findings.append(FuzzTally.Finding(run: n, input: input, problem: problem)) }
            return outcome.keep
        }
        for input in seeds { _ = one(0, input) }
        var n = 0
        while n < runs {
            n += 1
            if let deadline, clock.now >= deadline { break }
            let parent = pool[Int.random(in: 0..<pool.count, using: &rng)]
            let donor = pool[Int.random(in: 0..<pool.count, using: &rng)]
            let input = mutate(parent, donor, &rng)
            guard one(n, input) else { continue }
            if pool.count < seeds.count + poolLimit {
                pool.append(input)
            } else {
                pool[seeds.count + Int.random(in: 0..<poolLimit, using: &rng)] = input
            }
        }
        return tally
    }

    /// One to four mutations of `input` by `once`, each kept only while
    /// the input stays within `maxLength` bytes.
    static func mutations<R: RandomNumberGenerator>(
        of input: [UInt8], maxLength: Int, using rng: inout R, _ once: ([UInt8], inout R) -> [UInt8]
    ) -> [UInt8] {
        var out = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let next = once(out, &rng)
            if next.count <= maxLength { out = next }
        }
        return out
    }
}

/// What every campaign counts: inputs checked, what broke, the slowest.
public struct FuzzTally: Sendable {
    public struct Finding: Sendable {
        /// 0 for a seed as it is, else the run's number (from 1).
        public var run: Int
        public var input: [UInt8]
        public var problem: String
    }

    public var runs = 0
    public var findings: [Finding] = []
    /// The input that took longest to check, and how long.
    public var slowest: (duration: Duration, input: [UInt8]) = (.zero, [])

    /// "2 findings; slowest 0.15 seconds (404 bytes)".
    var summary: String {
        "\(findings.count) finding\(findings.count == 1 ? "" : "s"); slowest \(slowest.duration) (\(slowest.input.count) bytes)"
    }
}
