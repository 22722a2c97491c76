@testable import SwatchMarkdown
import SwatchTestSupport
import XCTest

/// A page's search text is collected by bytes, a scalar decoded only where
/// one is not ASCII: it is what the scalar walk it replaced collected.
final class PlainTextTests: XCTestCase {
    /// The walk before: every scalar, whitespace as Unicode says.
    struct ScalarWalk {
        var text = ""
        var pendingSpace = false

        mutating func append(_ piece: String) {
            var runStart: String.Index?
            var index = piece.unicodeScalars.startIndex
            while index < piece.unicodeScalars.endIndex {
                let scalar = piece.unicodeScalars[index]
                let isWhitespace = scalar.value < 0x80 ? [0x20, 0x0A, 0x09, 0x0D, 0x0C].contains(scalar.value) : scalar.properties.isWhitespace
                if isWhitespace {
                    if let start = runStart { text += piece[start..<index] }
                    runStart = nil
                    pendingSpace = true
                } else if runStart == nil {
                    if pendingSpace && !text.isEmpty { text += " " }
                    pendingSpace = false
                    runStart = index
                }
                index = piece.unicodeScalars.index(after: index)
            }
            if let start = runStart { text += piece[start...] }
        }
    }

    func testBytesCollectWhatScalarsCollected() {
        let pieces = ["word", " ", "\n", "\t", "\r\n", "\u{0C}", "\u{A0}", "\u{3000}", "\u{2028}", "é", "e\u{301}", " \u{301}x", "日本語", "🙂", ""]
        var rng = RepeatableRandomNumberGenerator(seed: 31)
        for _ in 0..<2000 {
            var plain = PlainText(), walk = ScalarWalk()
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let piece = (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
                plain.append(piece)
                walk.append(piece)
                if Bool.random(using: &rng) {
                    plain.breakWord()
                    walk.pendingSpace = true
                }
            }
            XCTAssertEqual(plain.text, walk.text)
        }
    }

    func testLineFeedsCountNewlineCharacters() {
        for text in ["", "a", "a\nb", "\n\n", "\r\n", "a\r\nb\nc\r", "\r\r\n\n", "é\n\u{301}"] {
            XCTAssertEqual(PageRenderer.lineFeeds(in: text), text.count { $0 == "\n" }, text.debugDescription)
        }
    }
}
