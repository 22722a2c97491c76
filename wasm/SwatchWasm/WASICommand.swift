import SwatchJSON
import SwatchKit
import SwatchPlayground
import SwatchSpec

/// The engine as a WASI command (wasm/command.c, `swatch-wasi.wasm`), for
/// checks run with the toolchain's wasmkit:
///
///     wasmkit run swatch-wasi.wasm layout json < spec.json
///     wasmkit run swatch-wasi.wasm import '{"language": "swift"}' < Cell.swift
///
/// prints what `swatch layout --format json spec.json` prints (an import:
/// the import module's answer, whose `import` is what `swatch import
/// --format json` prints), with its exit status: each request goes to the
/// core module's answer first and on to the module it names, as a page's
/// does, so every module's answer is checked. Text is not measured here (no
/// page shapes it).
enum WASICommand {
    /// (exit status, standard output, standard error) for `call ARGUMENT` of `input`.
    static func run(_ call: String, _ argument: String, _ input: String) -> (Int32, String, String) {
        let request: EngineRequest
        switch call {
        case "layout", "ranges", "transition":
            do throws(SpecError) {
                request = try EngineRequest.decode(
                    "{\"call\": \(JSONWriter.string(call)), \"format\": \(JSONWriter.string(argument)), \"text\": \(JSONWriter.string(input))}")
            } catch {
                return (1, "", error.description)
            }
        case "import":
            // The options' members beside the call's own.
            let options = ASCIIText.trimmed(argument.isEmpty ? "{}" : argument)
            guard options.hasPrefix("{"), options.hasSuffix("}") else { return (1, "", "the options must be a JSON object") }
            let members = ASCIIText.trimmed(String(options.dropFirst().dropLast()))
            do throws(SpecError) {
                request = try EngineRequest.decode(
                    "{\"call\": \"import\", \"text\": \(JSONWriter.string(input))" + (members.isEmpty ? "" : ", " + members) + "}")
            } catch {
                return (1, "", error.description)
            }
        default:
            return (64, "", "usage: swatch-wasi.wasm layout|ranges|transition FORMAT < FILE\n       swatch-wasi.wasm import OPTIONS < CODE")
        }
        let answer = routed(request)
        switch answer.status {
        case .ok:
            return (0, answer.text ?? answer.json ?? "", "")
        case .invalid:
            if case .importCode = request { return (2, "", answer.encoded()) }
            return (2, "", answer.error?.description ?? "")
        case .badCall, .elsewhere, .files:
            return (1, "", answer.error?.description ?? answer.encoded())
        }
    }

    /// The answer of the module that answers `request`, found from the core
    /// module as a page finds it (a module's request in its place, too).
    static func routed(_ first: EngineRequest) -> EngineAnswer {
        var module = EngineModule.core
        var request = first
        // The last request a module made, as it made it: the run step reads its own (bytes).
        var made = ""
        for _ in 0..<EngineModule.routeLimit {
            let answer: EngineAnswer
            switch module {
            case .core: answer = CoreModule.answer(request, textMeasurer: nil)
            case .ranges: answer = RangesModule.answer(request, textMeasurer: nil)
            case .frames: answer = FramesModule.answer(request, textMeasurer: nil)
            case .transitions: answer = TransitionsModule.answer(request, textMeasurer: nil)
            case .states: answer = StatesModule.answer(request, textMeasurer: nil)
            case .code: answer = CodeModule.answer(request)
            case .importer: answer = ImportModule.answer(request)
            case .importRun: answer = ImportRunModule.answer(made)
            case .importBuild: answer = ImportBuildModule.answer(request)
            case .edit: answer = EditModule.answer(request)
            }
            guard answer.status == .elsewhere, let next = answer.module else { return limited(answer) }
            module = next
            if let forwarded = answer.request {
                made = forwarded
                if next == .importRun { continue }
                do throws(SpecError) {
                    request = try EngineRequest.decode(forwarded)
                } catch {
                    return .badCall(error)
                }
            }
        }
        return .badCall("no module answers \(request.name)")
    }
}
