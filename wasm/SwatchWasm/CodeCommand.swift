import SwatchExport
import SwatchKit
import SwatchSpec

/// `swatch layout --format swift|objc` as the code module answers it: the
/// layout spec as Texture code, written from the spec alone (nothing is laid
/// out or measured), or the CLI's error message. The engine's module leaves
/// these formats to this one, which a page loads only when it shows code.
enum CodeCommand {
    static func run(_ command: String, format: String, input: String) -> Result<String, Failure> {
        guard command == "layout", let layoutFormat = LayoutFormat(rawValue: format),
            case .code(let language) = layoutFormat.kind
        else {
            var names = ""
            for f in LayoutFormat.allCases {
                if case .code = f.kind { names += (names.isEmpty ? "" : ", ") + f.rawValue }
            }
            return .failure(Failure(message: "the code module writes layout specs as code: layout \(names), not \(command) \(format)", status: 1))
        }
        do throws(SpecError) {
            return .success(CodeExport.render(try SpecDecoder.decode(input), in: language))
        } catch {
            return .failure(Failure(message: error.description, status: 2))
        }
    }
}
