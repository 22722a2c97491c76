import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// What the states module answers (`swatch_states`): a transition
/// document's state laid out for its tab, as the core lays out a layout
/// spec, from the request the transitions module made once it had read the
/// document whole (`PlaygroundRequest.stateNames`). Loaded the first time a
/// page shows a state's tab, so neither the core nor the transitions module
/// carries the state's reading.
enum StatesModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { .playground }

    static func answer(_ request: EngineRequest, textMeasurer: (any TextMeasuring)?) -> EngineAnswer {
        let home = request.module()
        guard home == .states, case .playground(let playground) = request else { return .elsewhere(home) }
        return .json(playground.stateAnswer(textMeasurer: textMeasurer).json())
    }
}
