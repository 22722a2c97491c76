import SwatchImport
import SwatchSpec

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
    static func run(_ source: String, options text: String) -> Result<String, Failure> {
        var options = ImportOptions()
        if !ASCIIText.trimmed(text).isEmpty {
            let value: JSONValue
            do throws(SpecError) {
                value = try JSONParser.parse(bytes: Array(text.utf8))
            } catch {
                return .failure(Failure(message: errorJSON("the options are not JSON: \(error)", nil, classes: []), status: 1))
            }
            guard value.isObject else { return .failure(Failure(message: errorJSON("the options must be a JSON object", nil, classes: []), status: 1)) }
            for member in value.members {
                let v = member.value
                switch member.key {
                case "language":
                    guard let name = v.string, let language = ImportLanguage(rawValue: name) else {
                        return .failure(Failure(message: errorJSON("options.language must be \"swift\" or \"objc\"", nil, classes: []), status: 1))
                    }
                    options.language = language
                case "class":
                    options.className = v.string
                case "fileName":
                    options.fileName = v.string
                case "set":
                    guard v.isObject else { return .failure(Failure(message: errorJSON("options.set must be an object of names and values", nil, classes: []), status: 1)) }
                    for s in v.members {
                        var value = s.value.string ?? ""
                        if let b = s.value.bool { value = b ? "true" : "false" }
                        if let n = s.value.number { value = JSONWriter.number(n) }
                        options.settings.append(AssumptionSetting(name: s.key, value: value))
                    }
                default:
                    return .failure(Failure(message: errorJSON("options has no key \"\(member.key)\" (language, class, fileName, set)", nil, classes: []), status: 1))
                }
            }
        }
        switch CodeImport.run(source, options: options) {
        case .success(let result):
            return .success(result.json)
        case .failure(let error):
            let language = options.resolvedLanguage(source)
            return .failure(Failure(message: errorJSON(error.message, error.location, classes: CodeImport.classes(in: source, language: language)), status: 2))
        }
    }

    static func errorJSON(_ message: String, _ location: SourceLocation?, classes: [String]) -> String {
        var out = "{\"error\": {\"message\": " + JSONWriter.string(message)
        if let location { out += ", \"line\": \(location.line), \"column\": \(location.column)" }
        out += "}, \"classes\": [" + classes.map { JSONWriter.string($0) }.joined(separator: ", ") + "]}\n"
        return out
    }
}
