import SwatchJSON
/// A document's text read as JSON once its size is known to be within its
/// reader's limit (`SpecLimits.maxInputBytes`, `ScenarioLimits.maxInputBytes`):
/// a larger one is an error naming both sizes, before any parsing.
enum DocumentJSON {
    /// `what` names the document in the error: "spec", "scenario".
    static func parse(_ bytes: [UInt8], limit: Int, what: String) throws(SpecError) -> JSONValue {
        guard bytes.count <= limit else {
            throw SpecError("the \(what) is \(bytes.count) bytes; the limit is \(limit)", path: nil, location: nil)
        }
        return try JSONParser.parse(bytes: bytes)
    }
}
