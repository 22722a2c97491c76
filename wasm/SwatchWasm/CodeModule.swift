import SwatchExport
import SwatchJSON
import SwatchKit
import SwatchPlayground
import SwatchSpec

/// What the code module answers (`swatch_code`): a layout spec as Texture
/// code, `swatch layout --format swift|objc`, written from the spec alone
/// (nothing is laid out or measured).
enum CodeModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { .layout }

    static func answer(_ request: EngineRequest) -> EngineAnswer {
        guard case .layout(let text, let format) = request, case .code(let language) = format.kind else {
            return .elsewhere(request.module(detectingDocuments: false))
        }
        return answering { () throws(SpecError) in CodeExport.render(try SpecDecoder.decode(text), in: language) }
    }
}
