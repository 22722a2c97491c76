import SwatchExport
import SwatchKit
import SwatchPlayground
import SwatchSpec

/// What the code module answers (`swatch_code`): a layout spec as Texture
/// code, `swatch layout --format swift|objc`, written from the spec alone
/// (nothing is laid out or measured).
enum CodeModule {
    static func answer(_ request: EngineRequest) -> EngineAnswer {
        switch request {
        case .layout(let text, let format):
            guard case .code(let language) = format.kind else { return .elsewhere(.core) }
            return answering { () throws(SpecError) in CodeExport.render(try SpecDecoder.decode(text), in: language) }
        case .importCode:
            return .elsewhere(.importer)
        case .ranges:
            return .elsewhere(.ranges)
        case .transition:
            return .elsewhere(.transitions)
        case .playground, .hit, .edit:
            return .elsewhere(.core)
        }
    }
}
