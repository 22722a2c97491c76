import XCTest

@testable import SwatchTypesetting

final class BreakOpportunitiesTests: XCTestCase {
    /// The string with `|` at every place a line may break.
    func marked(_ text: String) -> String {
        let characters = Array(text)
        let allowed = BreakOpportunities.compute(characters.map(BreakClass.of))
        var out = ""
        for (i, c) in characters.enumerated() {
            if allowed[i] { out += "|" }
            out.append(c)
        }
        return out
    }

    func testLatinBreaksAfterSpacesAndHyphensOnly() {
        XCTAssertEqual(marked("one two  three"), "one |two  |three")
        XCTAssertEqual(marked("state-of-the-art"), "state-|of-|the-|art")
        XCTAssertEqual(marked("a.b,c"), "a.b,c")
    }

    func testNoBreakBeforeClosingPunctuationAfterASpace() {
        XCTAssertEqual(marked("wait !"), "wait !")
        XCTAssertEqual(marked("( x"), "( x")
    }

    func testNoBreakAroundNoBreakSpace() {
        XCTAssertEqual(marked("10\u{A0}km away"), "10\u{A0}km |away")
    }

    func testJapaneseBreaksBetweenCharactersWithKinsoku() {
        XCTAssertEqual(marked("写真に「いいね！」しました。"), "写|真|に|「い|い|ね！」|し|ま|し|た。")
        XCTAssertEqual(marked("パーティー"), "パー|ティー")
        XCTAssertEqual(marked("ちょっと"), "ちょっ|と")
    }

    func testLatinNextToCJKMayBreak() {
        XCTAssertEqual(marked("Texture入門"), "Texture|入|門")
        XCTAssertEqual(marked("。A"), "。|A")
        XCTAssertEqual(marked("12月"), "12|月")
    }

    func testClassesOfKeyCharacters() {
        XCTAssertEqual(BreakClass.of(Character("a")), .word)
        XCTAssertEqual(BreakClass.of(Character("7")), .digit)
        XCTAssertEqual(BreakClass.of(Character(" ")), .space)
        XCTAssertEqual(BreakClass.of(Character("-")), .hyphen)
        XCTAssertEqual(BreakClass.of(Character("漢")), .ideographic)
        XCTAssertEqual(BreakClass.of(Character("あ")), .ideographic)
        XCTAssertEqual(BreakClass.of(Character("。")), .ideographicClosing)
        XCTAssertEqual(BreakClass.of(Character("ゃ")), .ideographicClosing)
        XCTAssertEqual(BreakClass.of(Character("「")), .ideographicOpening)
        XCTAssertEqual(BreakClass.of(Character(")")), .closing)
        XCTAssertEqual(BreakClass.of(Character("(")), .opening)
        XCTAssertEqual(BreakClass.of(Character("\u{A0}")), .glue)
    }
}
