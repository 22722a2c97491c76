import SwatchSpec
import XCTest

@testable import SwatchSpec

/// Colours a drawing writes as given: CSS colours only, and never a word a
/// reader would take for a number that is not finite.
final class CSSColorTests: XCTestCase {
    func testKeywordsSpelledLikeNonFiniteNumbersAreNotColours() {
        for word in ["nan", "NaN", "inf", "Infinity"] {
            XCTAssertFalse(CSSColor.isValid(word), word)
            let spec = #"{"root": {"type": "node", "color": "\#(word)", "intrinsicSize": [10, 10]}}"#
            XCTAssertThrowsError(try SpecDecoder.decode(spec)) { error in
                XCTAssertTrue("\(error)".contains("is not a CSS colour"), "\(error)")
            }
        }
        for colour in ["red", "rebeccapurple", "#fff", "rgb(1, 2, 3)", "infrared"] {
            XCTAssertTrue(CSSColor.isValid(colour), colour)
        }
    }
}
