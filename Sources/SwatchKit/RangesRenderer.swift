import SwatchRanges
import SwatchSpec

/// One call from scenario text to an answer, shared by the CLI, the server
/// and the site builder.
public enum RangesRenderer {
    /// Decodes `text`, runs the scenario and renders it in `format`.
    public static func render(_ text: String, format: RangesFormat) throws(SpecError) -> String {
        let (scenario, run) = try RangesDocument.run(text)
        return render(scenario, run, format: format)
    }

    public static func render(_ scenario: RangeScenario, _ run: RangeRun, format: RangesFormat) -> String {
        switch format {
        case .json:
            return RangesOutput.json(run)
        }
    }
}
