import SwatchExport
import SwatchImport
import SwatchLayout
import SwatchSpec

/// One source through the importer, read as Swift and as Objective-C, with
/// the properties every input must keep:
/// - no crash and no hang (the caller sees those);
/// - code that is read wrong is an error with its line and column (an error
///   without one is only for the whole file: no class, a limit);
/// - what is printed is a spec the spec reader accepts and the engine lays
///   out with finite frames.
public struct ImportFuzzCheck: FuzzChecking {
    public var textMeasurer: (any TextMeasuring)?

    public init(textMeasurer: (any TextMeasuring)?) {
        self.textMeasurer = textMeasurer
    }

    public typealias Mutator = CodeMutator
    /// Fewer than `FuzzCheck`'s: an import is slower than a spec's check.
    public static let poolLimit = 500

    /// Readings (each source is read as Swift and as Objective-C) that
    /// imported, and that ended in an error.
    public struct Counts: FuzzCounts {
        public var imported = 0
        public var rejected = 0

        public init() {}

        public var accepted: Bool { imported > 0 }

        public mutating func add(_ other: Counts) {
            imported += other.imported
            rejected += other.rejected
        }

        public func summary(runs: Int) -> String {
            "\(runs) sources: \(imported) imports and \(rejected) errors (each read as Swift and as Objective-C)"
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

    /// Whole-file errors, which have no place in the code.
    static let fileLevel = ["no class in the code", "several classes", "the code has no class named", "the code is ", "makes nothing",
                            "the layout has more than", "the code makes more than", "--set "]

    public func check(_ bytes: [UInt8]) -> FuzzOutcome<Counts> {
        var outcome = FuzzOutcome<Counts>()
        let source: String
        switch ImportSourceText.decode(bytes) {
        case .success(let text): source = text
        case .failure(let error):
            if error.location == nil { outcome.problem = "an encoding error without a place: \(error)" }
            outcome.counts.rejected += 1
            return outcome
        }
        for language in ImportLanguage.allCases {
            switch CodeImport.run(source, options: ImportOptions(language: language)) {
            case .failure(let error):
                outcome.counts.rejected += 1
                if error.location == nil, !Self.fileLevel.contains(where: { error.message.hasPrefix($0) }) {
                    outcome.problem = "\(language.title): an error without a place: \(error)"
                    return outcome
                }
                if error.message.isEmpty {
                    outcome.problem = "\(language.title): an empty error"
                    return outcome
                }
            case .success(let result):
                outcome.counts.imported += 1
                do {
                    let document = try SpecDecoder.decode(result.spec)
                    if let measurer = textMeasurer ?? nil {
                        let layout = document.layout(text: measurer)
                        for f in layout.frames(in: document.tree) {
                            let r = f.frame
                            if !(r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite) {
                                outcome.problem = "\(language.title): a frame that is not finite"
                                return outcome
                            }
                        }
                    }
                    for a in result.assumptions where a.name.isEmpty {
                        outcome.problem = "\(language.title): an assumption without a name"
                        return outcome
                    }
                } catch {
                    outcome.problem = "\(language.title): the spec printed is not valid: \(error)\n\(result.spec)"
                    return outcome
                }
            }
        }
        return outcome
    }
}
