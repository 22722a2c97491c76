import SwatchKit
import SwatchPlayground
import SwatchSpec

/// What the edit module answers (`swatch_edit`): the spec tree's edits (the
/// playground's tree tools and the warnings' fixes), made on the spec's
/// text at its outline's places. Nothing is laid out or drawn, so none of
/// that code is linked into this module, and none of the edits' into the
/// core.
enum EditModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { .edit }

    static func answer(_ request: EngineRequest) -> EngineAnswer {
        guard case .edit(let edit) = request else { return .elsewhere(request.module(detectingDocuments: false)) }
        return edit.answer()
    }
}
