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
}
