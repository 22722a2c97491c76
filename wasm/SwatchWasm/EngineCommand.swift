import SwatchGeometry
import SwatchKit
import SwatchLayout
import SwatchSpec

/// A command's error message and status.
struct Failure: Error {
    var message: String
    /// 2 for a document that cannot be used (as the CLI exits), 1 for a bad
    /// call, `Failure.codeModule` for a format the code module writes.
    var status: Int32

    /// The status of `layout` in a code format (swift, objc) asked of the
    /// engine's module: `swatch_code` answers it (the code module's entry point).
    /// wasm/command.c and Public/js/swatch.js (`CODE_MODULE`) read it.
    static let codeModule: Int32 = 3
}

/// The CLI's commands, as the engine's module answers them: each gives
/// exactly what `swatch COMMAND --format FORMAT` prints for the same input,
/// or its error message. New commands (transition, hit) are one more case
/// here and one more method in Public/js/swatch.js. Layout specs as code
/// (`--format swift|objc`) are `CodeCommand`'s, a module of their own.
enum EngineCommand {
    static func run(
        _ command: String, format: String, input: String, textMeasurer: (any TextMeasuring)?
    ) -> Result<String, Failure> {
        do throws(SpecError) {
            switch command {
            case "layout":
                guard let format = LayoutFormat(rawValue: format) else { return .failure(badFormat(command, format)) }
                guard case .laidOut(let laidOut) = format.kind else {
                    return .failure(Failure(message: "\(format.rawValue) is written by the code module (swatch_code)", status: Failure.codeModule))
                }
                let document = try SpecDecoder.decode(input)
                return .success(try LayoutRenderer.render(document, laidOut: laidOut, textMeasurer: textMeasurer))
            case "ranges":
                guard let format = RangesFormat(rawValue: format) else { return .failure(badFormat(command, format)) }
                return .success(try RangesRenderer.render(input, format: format, textMeasurer: textMeasurer))
            case "transition":
                guard let format = TransitionFormat(rawValue: format) else { return .failure(badFormat(command, format)) }
                return .success(try TransitionRenderer.render(input, format: format, textMeasurer: textMeasurer))
            case "hit":
                // The format is the points, as `swatch hit` takes them: "40,12 -0.25,10".
                var points: [Point] = []
                for (n, text) in format.split(separator: " ").enumerated() {
                    guard let point = HitPoint.parse(String(text)) else {
                        return .failure(Failure(message: "point \(n + 1) \"\(text)\": \(HitPoint.expected)", status: 2))
                    }
                    points.append(point)
                }
                guard !points.isEmpty else { return .failure(Failure(message: "give at least one point X,Y", status: 1)) }
                return .success(try HitRenderer.render(input, points: points, textMeasurer: textMeasurer))
            case "playground":
                // The format is the view's options, `width=375&scale=2&debug=1`;
                // a document that cannot be used is an answer with its error.
                let options = PlaygroundView.Options(query: format)
                return .success(PlaygroundView.evaluate(input, options: options, textMeasurer: textMeasurer).json())
            default:
                return .failure(Failure(message: "unknown command \"\(command)\" (layout, ranges, transition, hit, playground)", status: 1))
            }
        } catch {
            return .failure(Failure(message: error.description, status: 2))
        }
    }

    static func badFormat(_ command: String, _ format: String) -> Failure {
        var names = ""
        if command == "layout" {
            for f in LayoutFormat.allCases { names += (names.isEmpty ? "" : ", ") + f.rawValue }
        } else if command == "ranges" {
            for f in RangesFormat.allCases { names += (names.isEmpty ? "" : ", ") + f.rawValue }
        } else {
            for f in TransitionFormat.allCases { names += (names.isEmpty ? "" : ", ") + f.rawValue }
        }
        return Failure(message: "unknown format \"\(format)\" for \(command) (\(names))", status: 1)
    }
}
