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

    /// Asserts each text's places to break, marked as `marked` marks them.
    func assertMarked(_ cases: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in cases { XCTAssertEqual(marked(text), expected, text, file: file, line: line) }
    }

    func testLatinBreaksAfterSpacesAndHyphensOnly() {
        assertMarked(["one two  three": "one |two  |three", "state-of-the-art": "state-|of-|the-|art", "a.b,c": "a.b,c"])
    }

    func testNoBreakBeforeClosingPunctuationAfterASpace() {
        assertMarked(["wait !": "wait !", "( x": "( x"])
    }

    func testNoBreakAroundNoBreakSpace() {
        assertMarked(["10\u{A0}km away": "10\u{A0}km |away"])
    }

    func testJapaneseBreaksBetweenCharactersWithKinsoku() {
        assertMarked(["写真に「いいね！」しました。": "写|真|に|「い|い|ね！」|し|ま|し|た。", "パーティー": "パー|ティー", "ちょっと": "ちょっ|と"])
    }

    func testLatinNextToCJKMayBreak() {
        assertMarked(["Texture入門": "Texture|入|門", "。A": "。|A", "12月": "12|月"])
    }

    func testClassesOfKeyCharacters() {
        let classes: KeyValuePairs<Character, BreakClass> = [
            "a": .word, "7": .digit, " ": .space, "-": .hyphen, "漢": .ideographic, "あ": .ideographic,
            "。": .ideographicClosing, "ゃ": .ideographicClosing, "「": .ideographicOpening, ")": .closing, "(": .opening,
            "\u{A0}": .glue,
        ]
        for (character, expected) in classes { XCTAssertEqual(BreakClass.of(character), expected, "\(character)") }
    }
}
