import SwatchExport
import SwatchSpec

/// A seeded, bounded mutation fuzzer over the importer (`FuzzLoop`): each
/// run mutates a source of the pool (the seeds, then mutants that imported)
/// and checks it with `ImportFuzzCheck`.
public struct ImportFuzzCampaign {
    public var check: ImportFuzzCheck
    public var mutator: CodeMutator
    public var poolLimit: Int

    public init(check: ImportFuzzCheck, mutator: CodeMutator = CodeMutator(), poolLimit: Int = 500) {
        self.check = check
        self.mutator = mutator
        self.poolLimit = poolLimit
    }

    public struct Report: Sendable {
        public var runs = 0
        public var imported = 0
        public var rejected = 0
        public var findings: [FuzzCampaign.Finding] = []
        public var slowest: (duration: Duration, input: [UInt8]) = (.zero, [])

        public var summary: String {
            "\(runs) sources: \(imported) imports and \(rejected) errors (each read as Swift and as Objective-C); "
                + "\(findings.count) finding\(findings.count == 1 ? "" : "s"); slowest \(slowest.duration) (\(slowest.input.count) bytes)"
        }
    }

    /// Code to start from: every layout spec of `specTexts` exported in both languages.
    public static func seeds(specTexts: [[UInt8]]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        for bytes in specTexts {
            guard let document = try? SpecDecoder.decode(bytes: bytes) else { continue }
            out.append(Array(CodeExport.render(document, in: .swift).utf8))
            out.append(Array(CodeExport.render(document, in: .objectiveC).utf8))
        }
        return out
    }

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
                report.imported += outcome.imported
                report.rejected += outcome.rejected
                if took > report.slowest.duration { report.slowest = (took, input) }
                if let problem = outcome.problem { report.findings.append(FuzzCampaign.Finding(run: n, input: input, problem: problem)) }
                return outcome.imported > 0
            }, willCheck: willCheck)
        return report
    }
}
