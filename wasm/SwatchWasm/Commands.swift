import SwatchGeometry
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

/// A command's error message and status.
struct Failure: Error {
    var message: String
    /// 2 for a document that cannot be used (as the CLI exits), 1 for a bad
    /// call, `Failure.codeModule` for a format the code module writes.
    var status: Int32

    /// The status of `layout` in a code format (swift, objc) asked of the
    /// engine's module: `swatch_code` answers it (the code module's entry
    /// point). wasm/command.c and Public/js/swatch.js (`CODE_MODULE`) read it.
    static let codeModule: Int32 = 3

    /// A document that cannot be used: the CLI's message and exit status.
    init(_ error: SpecError) {
        self.init(message: error.description, status: 2)
    }

    init(message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    /// A format the command does not write.
    static func format<Format: CaseIterable & RawRepresentable<String>>(_ name: String, of command: String, _: Format.Type) -> Failure {
        var names = ""
        for format in Format.allCases { names += (names.isEmpty ? "" : ", ") + format.rawValue }
        return Failure(message: "unknown format \"\(name)\" for \(command) (\(names))", status: 1)
    }
}

/// The engine's commands as its module answers them, one per export
/// (`Exports.swift`): each gives exactly what `swatch COMMAND --format
/// FORMAT` prints for the same input, or its error message. Layout specs as
/// code (`--format swift|objc`) are `CodeCommand`'s, a module of their own.
enum EngineCommands {
    static func layout(_ text: String, format name: String, textMeasurer: (any TextMeasuring)?) -> Result<String, Failure> {
        guard let format = LayoutFormat(rawValue: name) else { return .failure(.format(name, of: "layout", LayoutFormat.self)) }
        guard case .laidOut(let laidOut) = format.kind else {
            return .failure(Failure(message: "\(name) is written by the code module (swatch_code)", status: Failure.codeModule))
        }
        do throws(SpecError) {
            return .success(try LayoutRenderer.render(try SpecDecoder.decode(text), laidOut: laidOut, textMeasurer: textMeasurer))
        } catch {
            return .failure(Failure(error))
        }
    }

    static func ranges(_ text: String, format name: String, textMeasurer: (any TextMeasuring)?) -> Result<String, Failure> {
        guard let format = RangesFormat(rawValue: name) else { return .failure(.format(name, of: "ranges", RangesFormat.self)) }
        do throws(SpecError) {
            return .success(try RangesRenderer.render(text, format: format, textMeasurer: textMeasurer))
        } catch {
            return .failure(Failure(error))
        }
    }

    static func transition(_ text: String, format name: String, textMeasurer: (any TextMeasuring)?) -> Result<String, Failure> {
        guard let format = TransitionFormat(rawValue: name) else {
            return .failure(.format(name, of: "transition", TransitionFormat.self))
        }
        do throws(SpecError) {
            return .success(try TransitionRenderer.render(text, format: format, textMeasurer: textMeasurer))
        } catch {
            return .failure(Failure(error))
        }
    }

    /// `swatch hit`: which node a touch at each point (root coordinates) reaches.
    static func hit(_ text: String, points: [Point], textMeasurer: (any TextMeasuring)?) -> Result<String, Failure> {
        guard !points.isEmpty else { return .failure(Failure(message: "give at least one point X,Y", status: 1)) }
        for (n, point) in points.enumerated() where !(point.x.isFinite && point.y.isFinite) {
            return .failure(Failure(message: "point \(n + 1): \(HitPoint.expected)", status: 2))
        }
        do throws(SpecError) {
            return .success(try HitRenderer.render(text, points: points, textMeasurer: textMeasurer))
        } catch {
            return .failure(Failure(error))
        }
    }

    /// The playground's answer as JSON: a document that cannot be used is an
    /// answer with its error, never a failure.
    static func playground(_ request: PlaygroundRequest, textMeasurer: (any TextMeasuring)?) -> Result<String, Failure> {
        .success(request.answer(textMeasurer: textMeasurer).json())
    }
}
