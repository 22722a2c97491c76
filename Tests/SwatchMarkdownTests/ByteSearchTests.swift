import Foundation
import SwatchMarkdown
import SwatchTestSupport
import XCTest

/// What the build finds by bytes, it finds where Foundation's string search
/// and `Character` splitting found it (they cost a build a fifth of its time).
final class ByteSearchTests: XCTestCase {
    let pieces = ["a", "<", "class=\"swatch-layout\"", "<animate", "import.meta.url", "\n", "\r", "\r\n", "é", "e\u{301}", "日本", "🙂", " "]

    func randomText(_ rng: inout RepeatableRandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...10, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    func testContainsFindsWhatFoundationFinds() {
        var rng = RepeatableRandomNumberGenerator(seed: 21)
        for _ in 0..<3000 {
            let text = randomText(&rng)
            for needle in ["<animate", "class=\"swatch-layout\"", "import.meta.url", "a<", "\r\n"] {
                XCTAssertEqual(ByteSearch.contains(text, needle), text.contains(needle), "\(text.debugDescription) \(needle)")
                XCTAssertEqual(ByteSearch.contains(text.dropFirst(), needle), text.dropFirst().contains(needle))
            }
        }
    }

    func testLinesSplitWhereCharactersDo() {
        var rng = RepeatableRandomNumberGenerator(seed: 22)
        for _ in 0..<3000 {
            let text = randomText(&rng)
            XCTAssertEqual(
                ByteSearch.lines(text).map(String.init),
                text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), text.debugDescription)
            let inner = text.dropFirst()
            XCTAssertEqual(ByteSearch.lines(inner), inner.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }
}
