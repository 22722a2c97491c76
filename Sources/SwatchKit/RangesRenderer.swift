import SwatchLayout
import SwatchRanges
import SwatchSVG
import SwatchSpec

/// One call from scenario text to an answer, shared by the CLI, the server
/// and the site builder.
public enum RangesRenderer {
    /// Decodes `text`, runs the scenario and renders it in `format`; `step`
    /// picks one update for `svg` (clamped to the run). Text nodes in
    /// `items.cell` are measured by `textMeasurer`.
    public static func render(
        _ text: String, format: RangesFormat, step: Int? = nil, idPrefix: String = "swatch",
        textMeasurer: (any TextMeasuring)? = nil
    ) throws(SpecError) -> String {
        let (scenario, run) = try RangesDocument.run(text, textMeasurer: textMeasurer)
        return render(scenario, run, format: format, step: step, idPrefix: idPrefix)
    }

    /// `idPrefix` starts every id a drawing defines, for pages holding several.
    public static func render(
        _ scenario: RangeScenario, _ run: RangeRun, format: RangesFormat, step: Int? = nil, idPrefix: String = "swatch"
    ) -> String {
        switch format {
        case .json:
            return RangesOutput.json(run)
        case .svg:
            if let step {
                return RangeDrawing(idPrefix: idPrefix).render(scenario: scenario, run: run, step: step)
            }
            return RangeAnimation(idPrefix: idPrefix).render(scenario: scenario, run: run)
        case .timeline:
            return RangeTimeline().render(scenario: scenario, run: run)
        }
    }
}
