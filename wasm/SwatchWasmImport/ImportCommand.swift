import SwatchImport
import SwatchSpec
import SwatchWasm

/// `swatch import --format json` of the source `text` with the JSON
/// `options` (`ImportCommand`): the import module's one command. 0 with the
/// result, 2 with the code's error (as JSON), 1 for options that are not.
/// This target holds it apart from the engine's entry points (wasm/SwatchWasm),
/// so that the engine's module is linked without a line of the import.
@_cdecl("swatch_import")
func swatchImport(_ options: UnsafePointer<UInt8>?, _ optionsCount: Int32, _ text: UnsafePointer<UInt8>?, _ textCount: Int32) -> Int32 {
    let answer = ImportCommand.run(utf8(text, textCount), options: utf8(options, optionsCount))
    return SwatchWasm.answer(answer.output, status: answer.status)
}

func utf8(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> String {
    guard let pointer, count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
}

/// `swatch import --format json` as the import module answers it: the
/// source in, the spec with its assumptions and warnings out (the JSON
/// `ImportResult.json` writes), or the error as JSON with the classes the
/// page may choose from:
///
///     {"error": {"message": "...", "line": 3, "column": 9}, "classes": ["A", "B"]}
///
/// The options are JSON too: `{"language": "swift"|"objc", "class": "Name",
/// "fileName": "Cell.m", "set": {"isOutgoing": "false", "post.comments": "5"}}`,
/// each optional. The import module exports it (`swatch_import`), and
/// nothing of the engine.
enum ImportCommand {
    /// The answer's text, and its status (0, 1 or 2).
    struct Answer {
        var output: String
        var status: Int32

        static func failure(_ output: String, status: Int32) -> Answer { Answer(output: output, status: status) }
    }

    static func run(_ source: String, options text: String) -> Answer {
        var options = ImportOptions()
        if !ASCIIText.trimmed(text).isEmpty {
            let value: JSONValue
            do throws(SpecError) {
                value = try JSONParser.parse(bytes: Array(text.utf8))
            } catch {
                return .failure(errorJSON("the options are not JSON: \(error)", nil, classes: []), status: 1)
            }
            guard value.isObject else { return .failure(errorJSON("the options must be a JSON object", nil, classes: []), status: 1) }
            for member in value.members {
                let v = member.value
                switch member.key {
                case "language":
                    guard let name = v.string, let language = ImportLanguage(rawValue: name) else {
                        return .failure(errorJSON("options.language must be \"swift\" or \"objc\"", nil, classes: []), status: 1)
                    }
                    options.language = language
                case "class":
                    options.className = v.string
                case "fileName":
                    options.fileName = v.string
                case "set":
                    guard v.isObject else { return .failure(errorJSON("options.set must be an object of names and values", nil, classes: []), status: 1) }
                    for s in v.members {
                        var value = s.value.string ?? ""
                        if let b = s.value.bool { value = b ? "true" : "false" }
                        if let n = s.value.number { value = JSONWriter.number(n) }
                        options.settings.append(AssumptionSetting(name: s.key, value: value))
                    }
                default:
                    return .failure(errorJSON("options has no key \"\(member.key)\" (language, class, fileName, set)", nil, classes: []), status: 1)
                }
            }
        }
        switch CodeImport.run(source, options: options) {
        case .success(let result):
            return Answer(output: result.json, status: 0)
        case .failure(let error):
            let language = options.resolvedLanguage(source)
            return .failure(errorJSON(error.message, error.location, classes: CodeImport.classes(in: source, language: language)), status: 2)
        }
    }

    static func errorJSON(_ message: String, _ location: SourceLocation?, classes: [String]) -> String {
        var out = "{\"error\": {\"message\": " + JSONWriter.string(message)
        if let location { out += ", \"line\": \(location.line), \"column\": \(location.column)" }
        out += "}, \"classes\": [" + classes.map { JSONWriter.string($0) }.joined(separator: ", ") + "]}\n"
        return out
    }
}
