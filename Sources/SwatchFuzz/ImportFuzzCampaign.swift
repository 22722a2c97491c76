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
        public var tally = FuzzTally()
        public var imported = 0
        public var rejected = 0
        public var runs: Int { tally.runs }
        public var findings: [FuzzTally.Finding] { tally.findings }

        public var summary: String {
            "\(runs) sources: \(imported) imports and \(rejected) errors (each read as Swift and as Objective-C); "
                + tally.summary
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
        let tally = FuzzLoop.run(
            seeds: seeds, seed: seed, runs: runs, deadline: deadline, poolLimit: poolLimit,
            mutate: { mutator.mutate($0, donor: $1, using: &$2) },
            check: { _, input in
                let outcome = check.check(input)
                report.imported += outcome.imported
                report.rejected += outcome.rejected
                return (outcome.imported > 0, outcome.problem)
            }, willCheck: willCheck)
        report.tally = tally
        return report
    }
}
