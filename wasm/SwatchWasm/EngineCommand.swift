import SwatchKit
import SwatchLayout
import SwatchSpec

/// The CLI's commands, as the module answers them: each gives exactly what
/// `swatch COMMAND --format FORMAT` prints for the same input, or its error
/// message. New commands (transition, hit) are one more case here and one
/// more method in Public/js/swatch.js.
enum EngineCommand {
    struct Failure: Error {
        var message: String
        /// 2 for a document that cannot be used (as the CLI exits), 1 for a bad call.
        var status: Int32
    }

    static func run(
        _ command: String, format: String, input: String, textMeasurer: (any TextMeasuring)?
    ) -> Result<String, Failure> {
        do throws(SpecError) {
            switch command {
            case "layout":
                guard let format = LayoutFormat(rawValue: format) else { return .failure(badFormat(command, format)) }
                let document = try SpecDecoder.decode(input)
                return .success(try LayoutRenderer.render(document, format: format, textMeasurer: textMeasurer))
            case "ranges":
                guard let format = RangesFormat(rawValue: format) else { return .failure(badFormat(command, format)) }
                return .success(try RangesRenderer.render(input, format: format, textMeasurer: textMeasurer))
            default:
                return .failure(Failure(message: "unknown command \"\(command)\" (layout, ranges)", status: 1))
            }
        } catch {
            return .failure(Failure(message: error.description, status: 2))
        }
    }

    static func badFormat(_ command: String, _ format: String) -> Failure {
        var names = ""
        if command == "layout" {
            for f in LayoutFormat.allCases { names += (names.isEmpty ? "" : ", ") + f.rawValue }
        } else {
            for f in RangesFormat.allCases { names += (names.isEmpty ? "" : ", ") + f.rawValue }
        }
        return Failure(message: "unknown format \"\(format)\" for \(command) (\(names))", status: 1)
    }
}
