import SwatchSpec
import XCTest

/// Transition documents among the other kinds: told apart by their keys,
/// validated as a file of `content/specs/` is, and described by the schema.
final class TransitionDocumentKindTests: XCTestCase {
    static let document = #"""
        {"states": [
          {"name": "one", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"height": 10}}]}}},
          {"name": "two", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "b", "style": {"height": 10}}]}}}]}
        """#

    func testTransitionDocumentsAreToldApartByTheirKeys() {
        XCTAssertEqual(DocumentKind.detect(Self.document), .transition)
        XCTAssertEqual(DocumentKind.detect(#"{"transition": {"duration": 1}, "#), .transition, "half-typed")
        XCTAssertEqual(DocumentKind.detect(#"{"states": [{"name": "a", "root": {"#), .transition, "half-typed")
        XCTAssertEqual(DocumentKind.detect(#"{"root": {"type": "node"}}"#), .layout)
        XCTAssertEqual(DocumentKind.transition.name, "transition", "the command and the API path")
    }

    func testValidationDecodesTransitionDocuments() {
        XCTAssertNoThrow(try DocumentKind.validate(Self.document, textMeasurer: nil))
        XCTAssertThrowsError(try DocumentKind.validate(Self.document.replacingOccurrences(of: #""id": "b", "#, with: ""), textMeasurer: nil))
    }

    func testTheSchemasExampleIsAValidDocument() throws {
        let document = try TransitionDecoder.decode(DocumentKind.transition.schema.example)
        XCTAssertEqual(document.run().transitions[0].inserted, ["b"])
    }

    /// The JSON Schema describes transition documents: their keys, the
    /// state object, the timing and its defaults.
    func testTheJSONSchemaDescribesTransitionDocuments() {
        let schema = SpecSchema.jsonSchema()
        for fragment in [#""transitionDocument""#, #""transitionState""#, #""duration""#, #"ASDisplayNode.defaultLayoutTransitionDuration"#,
                         #""name":"transition""#.replacingOccurrences(of: ":", with: ": ")] {
            XCTAssertTrue(schema.contains(fragment) || schema.contains(fragment.replacingOccurrences(of: ": ", with: ":")), fragment)
        }
    }
}
