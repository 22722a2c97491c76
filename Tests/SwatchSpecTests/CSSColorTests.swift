import SwatchSpec
import XCTest

/// Colours: hex, CSS Color 4's names in lowercase and the functional forms;
/// a word that is no colour is refused where it is, not drawn black.
final class CSSColorTests: XCTestCase {
    func spec(_ colour: String) -> String {
        #"{"sizeRange": [10, 10], "root": {"type": "node", "id": "n", "color": "\#(colour)"}}"#
    }

    func testColourNamesHexAndFunctionsAreRead() throws {
        for colour in ["steelblue", "transparent", "#abc", "#a0b1c2d3", "rgb(0 0 0 / 50%)", "hsl(210deg, 40%, 50%)"] {
            XCTAssertNoThrow(try SpecDecoder.decode(spec(colour)), colour)
        }
    }

    func testAWordThatIsNoColourIsRefusedWithItsPlace() {
        for colour in ["NaN", "reddish", "Red", "#abcde", "url(x)"] {
            XCTAssertThrowsError(try SpecDecoder.decode(spec(colour))) { error in
                let described = "\(error)"
                XCTAssertTrue(described.hasPrefix("root.color: \"\(colour)\" is not a CSS colour"), described)
                XCTAssertTrue(described.hasSuffix("(line 1, column 70)"), described)
            }
        }
    }

    func testTheSchemaListsTheSameNames() {
        let schema = SpecSchema.jsonSchema()
        XCTAssertTrue(schema.contains(#""enum": ["aliceblue", "antiquewhite""#) || schema.contains(#""enum":["aliceblue","antiquewhite""#))
        XCTAssertEqual(CSSColor.names.count, 149)
    }
}
