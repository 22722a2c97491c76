import SwatchJSON
import Foundation
import SwatchSpec

/// A range-scenario conformance case (`Tests/Fixtures/ranges`, `timelines`)
/// run as `swatch ranges` runs it: the reader, the engine, the JSON writer.
public enum ScenarioCase {
    /// What case `name` of folder `kind` expects, and what the engine answers.
    public static func answer(_ kind: String, _ name: String) throws -> (expected: JSONValue, got: JSONValue) {
        let members = try Fixtures.conformanceCase(kind, name)
        guard let scenario = members["scenario"], let expected = members["expected"] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let output = RangesOutput.json(try RangesDocument.run(try ScenarioDecoder.decode(scenario)))
        return (expected, try JSONParser.parse(output))
    }

    /// The first difference between what case `name` of folder `kind`
    /// expects and what the engine answers, by the folder's rules
    /// (`compare`: expected, then got), or nil.
    public static func difference(
        _ kind: String, _ name: String, by compare: (_ expected: JSONValue, _ got: JSONValue) -> String?
    ) throws -> String? {
        let (expected, got) = try answer(kind, name)
        return compare(expected, got)
    }
}
