import SwatchJSON
import SwatchLayout
import SwatchRanges

/// Scenario text in, range run out: decoding and simulation, with the
/// simulation's work limit reported as a scenario error.
public enum RangesDocument {
    /// Decodes and runs a scenario; `cellFiles` holds the texts of the
    /// cell files it names.
    public static func run(
        _ text: String, limits: RangeLimits = AnswerLimits.rangeLimits(), textMeasurer: (any TextMeasuring)? = nil,
        cellFiles: [String: String] = [:]
    ) throws(SpecError) -> (RangeScenario, RangeRun) {
        let scenario = try ScenarioDecoder.decode(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
        return (scenario, try run(scenario, limits: limits))
    }

    /// Decodes and runs a scenario, keeping its laid-out cells for drawing.
    public static func runWithCells(
        _ text: String, limits: RangeLimits = AnswerLimits.rangeLimits(), textMeasurer: (any TextMeasuring)? = nil,
        cellFiles: [String: String] = [:]
    ) throws(SpecError) -> (RangeScenario, RangeRun, ScenarioCells) {
        var (scenario, run, cells) = try recordsWithCells(text, limits: limits, textMeasurer: textMeasurer, cellFiles: cellFiles)
        run.modelFrames(of: scenario)
        return (scenario, run, cells)
    }

    /// `runWithCells` with the frame model left out (`RangeRun.frames` is
    /// nil): the page's ranges module's run (`RangeStepper.runRecords`).
    public static func recordsWithCells(
        _ text: String, limits: RangeLimits = AnswerLimits.rangeLimits(), textMeasurer: (any TextMeasuring)? = nil,
        cellFiles: [String: String] = [:]
    ) throws(SpecError) -> (RangeScenario, RangeRun, ScenarioCells) {
        let value = try DocumentJSON.parse(Array(text.utf8), limit: ScenarioLimits.maxInputBytes, what: "scenario")
        let (scenario, cells) = try ScenarioDecoder.decodeWithCells(value, textMeasurer: textMeasurer, cellFiles: cellFiles)
        return (scenario, try records(scenario, limits: limits), cells)
    }

    public static func run(_ scenario: RangeScenario, limits: RangeLimits = AnswerLimits.rangeLimits()) throws(SpecError) -> RangeRun {
        var run = try records(scenario, limits: limits)
        run.modelFrames(of: scenario)
        return run
    }

    /// The scenario's records, its work limit an error of its `scroll`.
    static func records(_ scenario: RangeScenario, limits: RangeLimits) throws(SpecError) -> RangeRun {
        do {
            return try RangeStepper.runRecords(scenario, limits: limits)
        } catch {
            throw SpecError(error.description, path: SpecPath([.key("scroll")]), location: nil)
        }
    }

    /// The JSON output of a scenario text.
    public static func json(_ text: String, textMeasurer: (any TextMeasuring)? = nil) throws(SpecError) -> String {
        RangesOutput.json(try run(text, textMeasurer: textMeasurer).1)
    }
}
