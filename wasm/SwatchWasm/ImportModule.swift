import SwatchImport
import SwatchJSON
import SwatchKit
import SwatchPlayground
import SwatchSpec

/// What the import module answers (`swatch_import`): Swift or Objective-C
/// read back into a layout spec, as `swatch import --format json` prints it
/// (`import`), with the spec's text as the import wrote it (`specText`):
///
///     {"import": {"spec": {...}, "language": "swift", "class": "PostNode", "classes": [...],
///                 "assumptions": [...], "warnings": [...]},
///      "specText": "{\n  \"sizeRange\": ..."}
///
/// Code that cannot be read is `invalid`, with the classes the page may
/// choose from (`EngineAnswer.classes`).
enum ImportModule: RequestReading {
    /// The calls it answers (the only ones it reads).
    static var calls: EngineCalls { .importCode }

    static func answer(_ request: EngineRequest) -> EngineAnswer {
        guard case .importCode(let source, let request) = request else { return .elsewhere(request.module(detectingDocuments: false)) }
        var options = ImportOptions(className: request.className, fileName: request.fileName)
        if let name = request.language {
            guard let language = ImportLanguage(rawValue: name) else {
                return .badCall(SpecError("must be \"swift\" or \"objc\"; got \"\(name)\"", path: SpecPath().appending("language"), location: nil))
            }
            options.language = language
        }
        for setting in request.settings { options.settings.append(AssumptionSetting(name: setting.name, value: setting.value)) }
        switch CodeImport.run(source, options: options) {
        case .success(let result):
            return .object(capacity: 2 * result.spec.utf8.count + 256) { out in
                out.append("\"import\":")
                out.append(raw: result.json)
                out.append(",\"specText\":")
                out.append(string: result.spec)
            }
        case .failure(let error):
            let language = options.resolvedLanguage(source)
            return .invalid(error, classes: CodeImport.classes(in: source, language: language))
        }
    }
}
