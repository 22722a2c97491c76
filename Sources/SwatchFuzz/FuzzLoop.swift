/// The seeded loop every campaign runs: each seed checked as it is, then
/// `runs` mutants of the pool (the seeds, then mutants the check kept, at
/// most `poolLimit` of those), until `deadline`. `check` is given each input
/// with its run number (0 for a seed), and says whether it joins the pool;
/// `willCheck` is told it first (a watchdog can save the one that hangs). The same seeds, seed and run count give the same inputs.
enum FuzzLoop {
    static func run(
        seeds: [[UInt8]], seed: UInt64, runs: Int, deadline: ContinuousClock.Instant?, poolLimit: Int,
        mutate: ([UInt8], [UInt8], inout RepeatableRandomNumberGenerator) -> [UInt8],
        check: (Int, [UInt8]) -> Bool, willCheck: (Int, [UInt8]) -> Void
    ) {
        guard !seeds.isEmpty else { return }
        var rng = RepeatableRandomNumberGenerator(seed: seed)
        var pool = seeds
        let clock = ContinuousClock()
        func one(_ n: Int, _ input: [UInt8]) -> Bool {
            willCheck(n, input)
            return check(n, input)
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
    }
}
