import XCTest

@testable import SwatchTypesetting

/// Line breaking on made-up advances: every grapheme 10 points wide unless
/// said otherwise, so widths read as character counts.
final class LineBreakerTests: XCTestCase {
    func lines(_ text: String, width: Double, advance: Double = 10) -> [String] {
        let shaped = ShapedText(text, advances: [Double](repeating: advance, count: text.count))
        let breaker = LineBreaker(advances: shaped.advances, classes: shaped.classes)
        return breaker.lines(width: width).map { shaped.substring($0.start..<$0.contentEnd) }
    }

    func testLatinWrapsAtSpacesTakingAsManyWordsAsFit() {
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 90), ["aaaa bbbb", "cccc"])
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 89), ["aaaa", "bbbb", "cccc"])
        XCTAssertEqual(lines("aaaa bbbb cccc", width: .infinity), ["aaaa bbbb cccc"])
    }

    func testTrailingSpacesHangAndDoNotCountTowardTheWidth() {
        // "aaaa   " is 70 wide with its spaces; they hang past 40.
        let shaped = ShapedText("aaaa   bbbb", advances: [Double](repeating: 10, count: 11))
        let broken = LineBreaker(advances: shaped.advances, classes: shaped.classes).lines(width: 40)
        XCTAssertEqual(broken.map(\.width), [40, 40])
        XCTAssertEqual(broken[0].contentEnd, 4)
        XCTAssertEqual(broken[0].end, 7, "the spaces belong to the first line")
        XCTAssertEqual(broken[1].start, 7)
    }

    func testLeadingSpacesOfAParagraphCount() {
        let shaped = ShapedText("  ab", advances: [10, 10, 10, 10])
        let broken = LineBreaker(advances: shaped.advances, classes: shaped.classes).lines(width: 100)
        XCTAssertEqual(broken.map(\.width), [40])
    }

    func testHyphenatedWordsBreakAfterTheirHyphens() {
        XCTAssertEqual(lines("well-known state", width: 60), ["well-", "known", "state"])
        XCTAssertEqual(lines("well-known state", width: 100), ["well-known", "state"])
        // Not before a digit, nor after a hyphen that starts a word.
        XCTAssertEqual(lines("ab -5", width: 30), ["ab", "-5"])
        XCTAssertEqual(lines("aa -bcd", width: 30), ["aa", "-bc", "d"])
    }

    func testAWordWiderThanTheLineBreaksBetweenCharacters() {
        XCTAssertEqual(lines("abcdefghij", width: 40), ["abcd", "efgh", "ij"])
        // A long word after a short one starts its own line first.
        XCTAssertEqual(lines("ab cdefghij", width: 40), ["ab", "cdef", "ghij"])
    }

    func testACharacterWiderThanTheLineTakesALineAlone() {
        XCTAssertEqual(lines("abc", width: 5), ["a", "b", "c"])
        XCTAssertEqual(lines("a b", width: 0), ["a", "b"])
    }

    func testCJKBreaksBetweenAnyTwoCharacters() {
        XCTAssertEqual(lines("写真を見て", width: 30), ["写真を", "見て"])
        // "ょ" may not start a line, so "し" moves down with it.
        XCTAssertEqual(lines("写真を見てみましょう", width: 40), ["写真を見", "てみま", "しょう"])
    }

    func testClosingPunctuationAndSmallKanaNeverStartALine() {
        // "。" may not start a line: "た。" moves down together.
        XCTAssertEqual(lines("しました。", width: 40), ["しまし", "た。"])
        // Small kana "ょ" stays with the character before it.
        XCTAssertEqual(lines("ましょう", width: 20), ["ま", "しょ", "う"])
        // Closing bracket and full-width exclamation stay with "ね".
        XCTAssertEqual(lines("いいね！」し", width: 40), ["いい", "ね！」し"])
    }

    func testOpeningBracketsNeverEndALine() {
        XCTAssertEqual(lines("写真に「いい", width: 40), ["写真に", "「いい"])
        XCTAssertEqual(lines("aa (bb)", width: 40), ["aa", "(bb)"])
    }

    func testLatinAndCJKMixBreaksAtSpacesAndAroundCJK() {
        // "12月14日 10:30": between "12" and "月" is a break; "10:30" is one word.
        XCTAssertEqual(lines("12月14日 10:30", width: 50), ["12月14", "日", "10:30"])
        XCTAssertEqual(lines("Swatchで見る", width: 65), ["Swatch", "で見る"])
    }

    func testEmptyParagraphIsOneEmptyLine() {
        let breaker = LineBreaker(advances: [], classes: [])
        XCTAssertEqual(breaker.lines(width: 100), [BrokenLine(start: 0, contentEnd: 0, end: 0, width: 0)])
    }

    func testLimitStopsBreaking() {
        let shaped = ShapedText("aa bb cc dd", advances: [Double](repeating: 10, count: 11))
        let breaker = LineBreaker(advances: shaped.advances, classes: shaped.classes)
        XCTAssertEqual(breaker.lines(width: 20, limit: 2).count, 2)
    }
}
