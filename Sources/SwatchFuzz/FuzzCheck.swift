import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchRanges
import SwatchSpec
import SwatchSVG

/// One input through everything that reads documents, and every output of
/// what they accept, with the properties every input must keep:
/// - no crash and no hang (the caller sees those: the process dies, or the
///   check does not return);
/// - an error names where it is: a JSON path or a line and column;
/// - no output holds a number that is not finite (`OutputNumbers`).
/// The input is read as a spec and as a range scenario (one of them at
/// most accepts it); a spec is laid out and written as frames (both JSON
/// writers), the element tree and SVG (plain, debug, measured, animated); a
/// scenario is run and written as JSON, its animation, one step and its
/// timeline.
public struct FuzzCheck: FuzzChecking {
    public typealias Mutator = SpecMutator

    /// Measures text nodes (nil: a spec with text is an error, with its path).
    public var textMeasurer: (any TextMeasuring)?
    /// Runs of more records than this are not drawn (their JSON still is),
    /// so that a short run stays short.
    public var maxDrawnRecords: Int

    public init(textMeasurer: (any TextMeasuring)?, maxDrawnRecords: Int = .max) {
        self.textMeasurer = textMeasurer
        self.maxDrawnRecords = maxDrawnRecords
    }

    public static let poolLimit = 1_000

    /// Inputs accepted as a spec, as a scenario, and by neither reader.
    public struct Counts: FuzzCounts {
        public var acceptedSpecs = 0
        public var acceptedScenarios = 0
        public var rejected = 0

        public init() {}

        public var accepted: Bool { acceptedSpecs + acceptedScenarios > 0 }

        public mutating func add(_ other: Counts) {
            acceptedSpecs += other.acceptedSpecs
            acceptedScenarios += other.acceptedScenarios
            rejected += other.rejected
        }

        public func summary(runs: Int) -> String {
            "\(runs) inputs: \(acceptedSpecs) specs and \(acceptedScenarios) scenarios accepted, \(rejected) rejected"
        }
    }

    public func check(_ bytes: [UInt8]) -> FuzzOutcome<Counts> {
        var outcome = read(bytes)
        if !outcome.counts.accepted { outcome.counts.rejected = 1 }
        return outcome
    }

    func read(_ bytes: [UInt8]) -> FuzzOutcome<Counts> {
        var outcome = FuzzOutcome<Counts>()
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes: bytes)
        } catch {
            outcome.problem = unplaced(error, "JSON")
            return outcome
        }
        do {
            let document = try SpecDecoder.decode(value)
            try document.requireText(textMeasurer)
            outcome.counts.acceptedSpecs = 1
            outcome.problem = checkSpec(document, bytes)
        } catch {
            outcome.problem = unplaced(error, "spec")
        }
        if outcome.problem != nil { return outcome }
        do {
            let scenario = try ScenarioDecoder.decode(value, textMeasurer: textMeasurer)
            let run = try RangesDocument.run(scenario)
            outcome.counts.acceptedScenarios = 1
            outcome.problem = checkScenario(scenario, run)
        } catch {
            outcome.problem = unplaced(error, "scenario")
        }
        return outcome
    }

    /// A problem when `error` names neither a JSON path nor a line and column.
    func unplaced(_ error: SpecError, _ reader: String) -> String? {
        error.path == nil && error.location == nil ? "a \(reader) error without a place: \(error)" : nil
    }

    func checkSpec(_ document: SpecDocument, _ bytes: [UInt8]) -> String? {
        do {
            let json = try LayoutRenderer.render(document, format: .json, textMeasurer: textMeasurer)
            if let problem = OutputNumbers.jsonProblem(json) { return "frames JSON: \(problem)" }
            let served = try LayoutRenderer.renderBytes(bytes, format: .json, textMeasurer: textMeasurer)
            if String(decoding: served, as: UTF8.self) != json { return "the two frames JSON writers disagree" }
            let tree = try LayoutRenderer.render(document, format: .ascii, textMeasurer: textMeasurer)
            if let problem = OutputNumbers.treeTextProblem(tree) { return "element tree: \(problem)" }
            let drawings = [
                LayoutDrawing(), LayoutDrawing(debug: true), LayoutDrawing(presentation: .measured),
                LayoutDrawing(presentation: .animated(fadeDuration: 0.3)),
            ]
            for drawing in drawings {
                let svg = try LayoutRenderer.render(document, format: .svg, drawing: drawing, textMeasurer: textMeasurer)
                if let problem = OutputNumbers.svgProblem(svg) { return "layout SVG: \(problem)" }
            }
            // Code: written from any spec that decodes, without a layout.
            let swift = try LayoutRenderer.render(document, format: .swift)
            let objc = try LayoutRenderer.render(document, format: .objc)
            if !swift.hasPrefix("import AsyncDisplayKit\n") || !objc.hasPrefix("#import <AsyncDisplayKit/AsyncDisplayKit.h>\n") {
                return "code without its import"
            }
        } catch {
            return "a spec that decoded failed to render: \(error)"
        }
        return nil
    }

    func checkScenario(_ scenario: RangeScenario, _ run: RangeRun) -> String? {
        let json = RangesRenderer.render(scenario, run, format: .json)
        if let problem = OutputNumbers.jsonProblem(json) { return "ranges JSON: \(problem)" }
        guard run.records.count <= maxDrawnRecords else { return nil }
        var drawings = [
            RangesRenderer.render(scenario, run, format: .svg),
            RangesRenderer.render(scenario, run, format: .timeline),
        ]
        if !run.records.isEmpty {
            drawings.append(RangesRenderer.render(scenario, run, format: .svg, step: run.records.count / 2))
        }
        for svg in drawings {
            if let problem = OutputNumbers.svgProblem(svg) { return "ranges SVG: \(problem)" }
        }
        return nil
    }
}
