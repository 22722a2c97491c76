import SwatchJSON
@testable import SwatchSite
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The search index's and the font files' strings are escaped through bytes:
/// what comes out is what `JSONWriter.string(_:scriptSafe: true)` writes,
/// over seeded random strings of what needs escaping and what does not.
final class ScriptSafeJSONTests: XCTestCase {
    func testStringsAreEscapedAsJSONWriterEscapesThem() {
        let pieces = [
            "a", " ", "<", "</script>", ">", "\"", "\\", "\n", "\r\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "e\u{301}",
            "\u{2028}", "\u{2029}", "\u{2027}", "日本", "🙂", "â",
        ]
        var rng = RepeatableRandomNumberGenerator(seed: 41)
        for _ in 0..<3000 {
            let s = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            XCTAssertEqual(ScriptSafeJSON.string(s), JSONWriter.string(s, scriptSafe: true), s.debugDescription)
        }
    }

    func testOnlyAngleBracketsChange() {
        XCTAssertEqual(ScriptSafeJSON.escapingAngleBrackets(Array("{\"a\":\"b\"}".utf8)), Array("{\"a\":\"b\"}".utf8))
        XCTAssertEqual(
            String(decoding: ScriptSafeJSON.escapingAngleBrackets(Array("[\"</script>\",\"<\"]".utf8)), as: UTF8.self),
            "[\"\\u003c/script>\",\"\\u003c\"]")
    }
}
