import SwatchRanges

/// A drawing of a range run made as a `MarkedSVG` (groups that may follow
/// later marked), whose standalone document is that SVG's text: the range
/// animation and the frame timeline.
public protocol MarkedRunDrawing {
    func marked(scenario: RangeScenario, run: RangeRun) -> MarkedSVG
}

extension MarkedRunDrawing {
    /// A standalone SVG document: `marked`'s text.
    public func render(scenario: RangeScenario, run: RangeRun) -> String {
        marked(scenario: scenario, run: run).text
    }
}
