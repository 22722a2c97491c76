import SwatchJSON
import SwatchSpec

/// The cell files a range scenario names, found among the site's specs: a
/// name is a file beside the scenario in `content/specs/` (`follow-cell.json`).
enum CellFileLookup {
    static func texts(for scenario: String, in specs: [String: SourceFile]) -> [String: String] {
        guard scenario.contains("\"cell\""), let value = try? JSONParser.parse(scenario) else { return [:] }
        var out = [String: String]()
        for name in ScenarioDecoder.cellFileNames(value) {
            if let file = specs[specName(name)] { out[name] = file.text }
        }
        return out
    }

    /// `follow-cell.json` as the site names specs: `follow-cell`.
    static func specName(_ file: String) -> String {
        file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
