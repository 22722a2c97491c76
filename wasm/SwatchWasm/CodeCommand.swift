import SwatchExport
import SwatchKit
import SwatchSpec

/// `swatch layout --format swift|objc` as the code module answers it: the
/// layout spec as Texture code, written from the spec alone (nothing is laid
/// out or measured), or the CLI's error message. The engine's module leaves
/// these formats to this one, which a page loads only when it shows code.
enum CodeCommand {
    static func run(_ text: String, format name: String) -> Result<String, Failure> {
        guard let format = LayoutFormat(rawValue: name), case .code(let language) = format.kind else {
            var names = ""
            for f in LayoutFormat.allCases {
                if case .code = f.kind { names += (names.isEmpty ? "" : ", ") + f.rawValue }
            }
            return .failure(Failure(message: "the code module writes layout specs as code: layout \(names), not \(name)", status: 1))
        }
        do throws(SpecError) {
            return .success(CodeExport.render(try SpecDecoder.decode(text), in: language))
        } catch {
            return .failure(Failure(error))
        }
    }
}
