import XCTest

@testable import SwatchTypesetting

/// Where the last visible line is cut for the token, on made-up advances
/// (10 points a grapheme).
final class TailTruncationTests: XCTestCase {
    func cut(_ text: String, width: Double, token: Double) -> String {
        let shaped = ShapedText(text, advances: [Double](repeating: 10, count: text.count))
        let line = BrokenLine(start: 0, contentEnd: shaped.count, end: shaped.count, width: Double(shaped.count) * 10)
        let end = TailTruncation.cut(
            line, advances: shaped.advances, isSpace: shaped.classes.map { $0 == .space },
            isDelimiter: shaped.isDelimiter, width: width, tokenWidth: token)
        return shaped.substring(0..<end)
    }

    /// The written-out White_Space set is the property the standard library
    /// answers, for every scalar.
    func testWhitespaceIsUnicodesWhiteSpaceForEveryScalar() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TailTruncation.isWhitespace(scalar) != scalar.properties.isWhitespace { disagreements.append(value) }
        }
        XCTAssertEqual(disagreements, [])
        XCTAssertTrue(TailTruncation.isDelimiter("\u{3000}"))
        XCTAssertFalse(TailTruncation.isDelimiter("\u{200B}"))
    }

    func testWholeLineIsKeptWhenTheTokenFitsAfterIt() {
        XCTAssertEqual(cut("aaaa bbbb", width: 100, token: 10), "aaaa bbbb")
    }

    func testWholeWordsThatFitBeforeTheTokenAreKept() {
        // Room for 8 graphemes: "aaaa bbb|b" is covered, so back to the space.
        XCTAssertEqual(cut("aaaa bbbb", width: 90, token: 10), "aaaa")
        XCTAssertEqual(cut("aa bb cc dd", width: 90, token: 10), "aa bb cc")
    }

    func testPunctuationIsADelimiterAndIsDroppedWithTheRest() {
        XCTAssertEqual(cut("Hello,world", width: 100, token: 10), "Hello")
        XCTAssertEqual(cut("Hi! Hello", width: 80, token: 10), "Hi!")
    }

    func testAWordLongerThanTheRoomIsCutMidWord() {
        XCTAssertEqual(cut("abcdefghij", width: 60, token: 10), "abcde")
    }

    func testCJKIsCutByCharacter() {
        XCTAssertEqual(cut("写真を見てみましょう", width: 60, token: 10), "写真を見て")
    }

    func testNothingFitsBeforeAWideToken() {
        XCTAssertEqual(cut("abc", width: 20, token: 30), "")
    }
}
