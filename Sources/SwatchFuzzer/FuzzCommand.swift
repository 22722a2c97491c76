import ArgumentParser
import Foundation
import Synchronization
import SwatchFuzz
import SwatchFonts

/// `swatch-fuzz`: the seeded mutation fuzzer over the spec and scenario
/// readers and every output, for longer runs than `swift test` makes
/// (`make fuzz`). Exits 1 with the findings saved when a property breaks;
/// a check that takes longer than `--timeout` is saved and ends the run.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatch-fuzz",
        abstract: "Fuzz the spec and scenario readers, the layout and every output, or the code importer.",
        discussion: """
            Each run mutates a seed document (or an accepted mutant) and checks that nothing \
            crashes or hangs, that every error names its JSON path or line and column, and that \
            no output holds a number that is not finite. With --target import, the seeds are \
            the specs exported as Swift and Objective-C, the mutants code cut short, garbled and \
            spliced, read in both languages: every error names its line and column and every \
            spec printed is valid. The same seed gives the same inputs.
            """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case spec, `import`
    }

    @Option(help: "What to fuzz: spec (the spec and scenario readers and outputs) or import (swatch import).")
    var target: Target = .spec

    @Argument(help: "Directories of seed documents (*.json; conformance cases are unwrapped; with --target import, also *.swift, *.m, *.mm).")
    var corpus: [String] = ["content/specs", "Tests/Fixtures"]

    @Option(help: "The generator's seed.")
    var seed: UInt64 = 1

    @Option(help: "Mutated inputs to check.")
    var runs = 100_000

    @Option(help: "Stop after this many seconds, whatever --runs says.")
    var seconds: Double?

    @Option(help: "Seconds one input may take before it counts as a hang.")
    var timeout: Double = 10

    @Option(help: "Where inputs that break a property are written.")
    var findings = ".build-fuzz/findings"

    @Option(help: "Write the seeds, unwrapped, to this directory and stop (a libFuzzer corpus).")
    var writeSeeds: String?

    @Option(help: "Directory of the text fonts (default: $SWATCH_FONTS, else Public/fonts found above the executable).")
    var fonts: String?

    func run() throws {
        let seeds = try FuzzCorpus.seeds(in: corpus)
        if let writeSeeds {
            try FileManager.default.createDirectory(atPath: writeSeeds, withIntermediateDirectories: true)
            let written = target == .import ? ImportFuzzCheck.seeds(specTexts: seeds) + (try FuzzCorpus.codeSeeds(in: corpus)) : seeds
            for (n, bytes) in written.enumerated() {
                try Data(bytes).write(to: URL(fileURLWithPath: writeSeeds + "/seed-\(n)" + (target == .import ? ".txt" : ".json")))
            }
            print("swatch-fuzz: \(written.count) seeds written to \(writeSeeds)")
            return
        }
        let measurer = try? TextFontFiles.engine(directory: fonts)
        if measurer == nil { print("swatch-fuzz: note: no fonts found; text nodes are checked without a text engine") }
        let watchdog = Watchdog(limit: .seconds(timeout), findings: findings)
        watchdog.start()
        let deadline = seconds.map { ContinuousClock.now + .seconds($0) }
        /// One campaign over `inputs`, each input watched while it is checked.
        func campaign<Check: FuzzChecking>(_ check: Check, _ inputs: [[UInt8]]) -> (String, [FuzzTally.Finding]) {
            let report = FuzzCampaign(check: check).run(seeds: inputs, seed: seed, runs: runs, deadline: deadline) { n, input in
                watchdog.watch(run: n, input: input)
            }
            return (report.summary, report.findings)
        }
        let summary: String
        let found: [FuzzTally.Finding]
        switch target {
        case .spec:
            print("swatch-fuzz: \(seeds.count) seeds, seed \(seed), up to \(runs) runs\(seconds.map { " or \($0) s" } ?? "")")
            (summary, found) = campaign(FuzzCheck(textMeasurer: measurer), seeds)
        case .import:
            let sources = ImportFuzzCheck.seeds(specTexts: seeds) + (try FuzzCorpus.codeSeeds(in: corpus))
            print("swatch-fuzz: \(sources.count) sources (exported from \(seeds.count) seeds, and the corpus's code), seed \(seed), up to \(runs) runs\(seconds.map { " or \($0) s" } ?? "")")
            (summary, found) = campaign(ImportFuzzCheck(textMeasurer: measurer), sources)
        }
        watchdog.watch(run: -1, input: [])
        print("swatch-fuzz: \(summary)")
        guard !found.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: findings, withIntermediateDirectories: true)
        for finding in found {
            let path = findings + "/seed\(seed)-run\(finding.run)" + (target == .import ? ".txt" : ".json")
            try Data(finding.input).write(to: URL(fileURLWithPath: path))
            print("swatch-fuzz: run \(finding.run): \(finding.problem) (input: \(path))")
        }
        throw ExitCode(1)
    }
}

/// Ends the process when one input takes longer than `limit`, writing the
/// input out first: a hang found is a finding kept.
final class Watchdog: Sendable {
    let limit: Duration
    let findings: String
    private let current = Mutex<(run: Int, input: [UInt8], since: ContinuousClock.Instant)>((-1, [], .now))

    init(limit: Duration, findings: String) {
        self.limit = limit
        self.findings = findings
    }

    /// The input now being checked (`run` -1: none).
    func watch(run: Int, input: [UInt8]) {
        current.withLock { $0 = (run, input, .now) }
    }

    func start() {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                let (run, input, since) = current.withLock { $0 }
                guard run >= 0, ContinuousClock.now - since > limit else { continue }
                try? FileManager.default.createDirectory(atPath: findings, withIntermediateDirectories: true)
                let path = findings + "/hang-run\(run).json"
                try? Data(input).write(to: URL(fileURLWithPath: path))
                FileHandle.standardError.write(Data("swatch-fuzz: run \(run) took over \(limit); a hang (input: \(path))\n".utf8))
                exit(3)
            }
        }
    }
}
