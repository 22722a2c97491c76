import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the core module answers (`swatch_core`): layout specs, their
/// frames, drawings and touches, the playground's answer for them, and the
/// Range scenarios, transitions, code, import and the spec tree's edits are
/// other modules' (`EngineAnswer.elsewhere` names which), so none of their
/// code is linked into this one.
enum CoreModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { [.playground, .layout, .hit] }

    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        let home = request.module()
        guard home == .core else { return .elsewhere(home) }
        switch request {
        case .playground(let playground):
            return .json(playground.layoutAnswer(textMeasurer: textMeasurer).json())
        case .layout(let text, let format):
            guard case .laidOut(let laidOut) = format.kind else { return .elsewhere(.code) }
            return answering { () throws(SpecError) in
                try LayoutRenderer.render(try SpecDecoder.decode(text), laidOut: laidOut, textMeasurer: textMeasurer)
            }
        case .hit(let text, let points):
            guard !points.isEmpty else { return .badCall("give at least one point [x, y]") }
            return answering { () throws(SpecError) in try HitRenderer.render(text, points: points, textMeasurer: textMeasurer) }
        case .ranges, .transition, .importCode, .edit, .frames, .unread:
            return .elsewhere(home)
        }
    }
}

/// The CLI's output made by `body`, or the document's error.
func answering(_ body: () throws(SpecError) -> String) -> EngineAnswer {
    answered { () throws(SpecError) in .text(try body()) }
}

/// The answer made by `body`, or the document's error.
func answered(_ body: () throws(SpecError) -> EngineAnswer) -> EngineAnswer {
    do throws(SpecError) {
        return try body()
    } catch {
        return .invalid(error)
    }
}
