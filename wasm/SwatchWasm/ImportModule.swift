import SwatchImport
import SwatchJSON
import SwatchKit
import SwatchPlayground
import SwatchSpec

/// What the import modules answer (`swatch_import`, `swatch_import_run`,
/// `swatch_import_build`): Swift or Objective-C read back into a layout
/// spec, as `swatch import --format json` prints it (`import`), with the
/// spec's text as the import wrote it (`specText`):
///
///     {"import": {"spec": {...}, "language": "swift", "class": "PostNode", "classes": [...],
///                 "assumptions": [...], "warnings": [...]},
///      "specText": "{\n  \"sizeRange\": ..."}
///
/// The import's three steps (`CodeImport.read`, `run`, `build`) are a module
/// each: the page asks the first, and each step answers with the request
/// for the next (the code's reading, then the tree it made, as bytes), so
/// no module carries all of the import. The run step's request is all
/// bytes (`ImportRunRequest`): the module that runs the code reads no
/// JSON. Code that cannot be read is `invalid`, with the classes the page
/// may choose from (`EngineAnswer.classes`), found when the code is first
/// read.
enum ImportModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { .importCode }

    /// The first step: the code read (again, with a run's choices, for code
    /// with an `#if` on a name it does not define).
    static func answer(_ request: EngineRequest) -> EngineAnswer {
        request.importStep(.read) { source, request, options in read(source, &request, options) }
    }

    static func read(_ source: String, _ request: inout ImportRequest, _ options: ImportOptions) -> EngineAnswer {
        var choices: [String: Bool] = [:]
        for choice in request.choices { choices[choice.name] = choice.value }
        let language = options.resolvedLanguage(source)
        switch CodeImport.read(source, options: options, choices: choices) {
        case .success(let reading):
            if request.readings.isEmpty { request.classes = reading.classes ?? CodeImport.classes(in: source, language: language) }
            let run = ImportRunRequest(source: source, options: options, classes: request.classes, readings: request.readings + [reading.bytes])
            return .elsewhere(.importRun, bytes: run.encoded())
        case .failure(let error):
            return .invalid(error, classes: CodeImport.classes(in: source, language: language))
        }
    }
}

/// The second step: the code read, run. Its request is the bytes of an
/// `ImportRunRequest` (any other goes to the core, which names its module).
enum ImportRunModule {
    static func answer(_ request: String) -> EngineAnswer {
        let run: ImportRunRequest
        do throws(SpecError) {
            guard let bytes = try ByteRequest.bytes(request) else { return .elsewhere(.core) }
            run = try ImportRunRequest(decoding: bytes)
        } catch {
            return .badCall(error)
        }
        var next = ImportRequest(
            language: run.options.language?.rawValue, className: run.options.className, fileName: run.options.fileName,
            settings: run.options.settings.map { ($0.name, $0.value) })
        next.classes = run.classes
        switch CodeImport.run(parsed: run.readings, options: run.options, textureNames: run.textureNames) {
        case .success(.imported(let tree)):
            next.tree = tree
            next.step = .build
            return .elsewhere(.importBuild, request: next.requestJSON(text: run.source))
        case .success(.read(let choices)):
            next.readings = run.readings
            next.choices = choices.keys.sorted().map { ($0, choices[$0] ?? true) }
            return .elsewhere(.importer, request: next.requestJSON(text: run.source))
        case .failure(let error):
            return .invalid(error, classes: run.classes)
        }
    }
}

/// The last step: the tree the code made, built into the spec.
enum ImportBuildModule: RequestReading {
    static var calls: EngineCalls { .importCode }

    static func answer(_ request: EngineRequest) -> EngineAnswer {
        guard case .importCode(_, let request) = request, request.step == .build else {
            return .elsewhere(request.module(detectingDocuments: false))
        }
        switch CodeImport.build(imported: request.tree) {
        case .success(let result):
            return .object(capacity: 2 * result.spec.utf8.count + 256) { out in
                out.append("\"import\":")
                out.append(raw: result.json)
                out.append(",\"specText\":")
                out.append(string: result.spec)
            }
        case .failure(let error):
            return .invalid(error, classes: request.classes)
        }
    }
}

extension EngineRequest {
    /// `body`'s answer for an import request at `step` with the options
    /// `swatch import` would be given; any other request goes where it is
    /// answered, and a language that is neither is a bad call.
    func importStep(
        _ step: ImportStep, _ body: (String, inout ImportRequest, ImportOptions) -> EngineAnswer
    ) -> EngineAnswer {
        guard case .importCode(let source, var request) = self, request.step == step else {
            return .elsewhere(module(detectingDocuments: false))
        }
        switch request.options {
        case .success(let options): return body(source, &request, options)
        case .failure(let error): return .badCall(error)
        }
    }
}

extension ImportRequest {
    /// The options `swatch import` would be given; a language that is
    /// neither is the request's error.
    var options: Result<ImportOptions, SpecError> {
        var options = ImportOptions(className: className, fileName: fileName)
        if let name = language {
            guard let language = ImportLanguage(rawValue: name) else {
                return .failure(SpecError("must be \"swift\" or \"objc\"; got \"\(name)\"", path: SpecPath().appending("language"), location: nil))
            }
            options.language = language
        }
        for setting in settings { options.settings.append(AssumptionSetting(name: setting.name, value: setting.value)) }
        return .success(options)
    }
}
