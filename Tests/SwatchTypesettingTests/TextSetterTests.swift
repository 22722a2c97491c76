import SwatchGeometry
import SwatchLayout
import XCTest

@testable import SwatchTypesetting

/// The node-level rules of reference/layout.md §6 on made-up metrics: at
/// font size 10 every grapheme advances 5 points, and a line is 10 high
/// (ascender 8, descender -2; the font's line gap of 1 is left out).
final class TextSetterTests: XCTestCase {
    let setter = TextSetter(fonts: [FontMetrics(unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 100)]) {
        ShapedText($0, advances: [Double](repeating: 0.5, count: $0.count))
    }

    func layout(_ text: String, width: Double = .infinity, height: Double = .infinity, lines: Int = 0, token: String = "…")
        -> TextLayout
    {
        let style = TextStyle(fontSize: 10, maximumNumberOfLines: lines, truncation: token)
        return setter.layout(TextContent(text, style: style), in: Size(width: width, height: height))
    }

    func testSizeIsTheWidestLineAndTheSumOfLineHeightsWithoutLineGap() {
        let r = layout("aaaa bb cccccc", width: 40)
        XCTAssertEqual(r.lines.map(\.text), ["aaaa bb", "cccccc"])
        XCTAssertEqual(r.size, Size(width: 35, height: 20))
        XCTAssertEqual(r.lines.map(\.top), [0, 10])
        XCTAssertEqual(r.lines.map(\.baseline), [8, 8])
        XCTAssertFalse(r.isTruncated)
    }

    func testNewlinesAreHardBreaksAndEmptyParagraphsAreEmptyLines() {
        let r = layout("ab\n\ncd\r\nef")
        XCTAssertEqual(r.lines.map(\.text), ["ab", "", "cd", "ef"])
        XCTAssertEqual(r.size.height, 40)
    }

    func testATrailingNewlineAddsAnEmptyLineButTruncatesNothing() {
        XCTAssertEqual(layout("ab\n").lines.map(\.text), ["ab", ""])
        let one = layout("ab\n", lines: 1)
        XCTAssertEqual(one.lines.map(\.text), ["ab"])
        XCTAssertFalse(one.isTruncated)
    }

    func testMaximumNumberOfLinesEndsTheLastLineWithTheToken() {
        // Room for 8 graphemes; the token takes one, so "bbbb" does not fit after "aaaa ".
        let r = layout("aaaa bbbb cccc", width: 40, lines: 1)
        XCTAssertEqual(r.lines.map(\.text), ["aaaa…"])
        XCTAssertEqual(r.size, Size(width: 25, height: 10))
        XCTAssertTrue(r.isTruncated)
    }

    func testAHiddenParagraphPutsTheTokenAfterTheWholeLine() {
        let r = layout("Hello\nWorld", lines: 1)
        XCTAssertEqual(r.lines.map(\.text), ["Hello…"])
    }

    func testOnlyLinesThatFitTheHeightAreVisible() {
        let r = layout("aa bb cc", width: 10, height: 25)
        // Two lines of 10 fit in 25; the second makes room for the token mid-word.
        XCTAssertEqual(r.lines.map(\.text), ["aa", "b…"])
        XCTAssertEqual(r.size.height, 20)
        XCTAssertTrue(r.isTruncated)
    }

    func testNoLineFitsAContainerLowerThanALine() {
        let r = layout("aa", height: 9)
        XCTAssertEqual(r.lines, [])
        XCTAssertEqual(r.size, .zero)
        XCTAssertTrue(r.isTruncated)
    }

    func testAnEmptyTokenCutsWithoutAddingAnything() {
        let r = layout("aaaa bbbb", width: 40, lines: 1, token: "")
        XCTAssertEqual(r.lines.map(\.text), ["aaaa"])
        XCTAssertTrue(r.isTruncated)
    }

    func testNoTokenWhenTheCutFallsAtTheStartOfTheText() {
        // The token (3 graphemes, 15 points) leaves no room on a 10-point line.
        let r = layout("aa bb", width: 10, lines: 1, token: "...")
        XCTAssertEqual(r.lines.map(\.text), ["aa"])
        XCTAssertTrue(r.isTruncated)
    }

    func testEmptyStringHasNoLinesAndNoBaselines() {
        XCTAssertEqual(layout(""), .empty)
        let empty = TextContent("", style: TextStyle(fontSize: 10))
        XCTAssertTrue(setter.baselines(empty) == (0, 0))
    }

    func testBaselinesAreThePrimaryFontsAscenderAndDescender() {
        let content = TextContent("ab", style: TextStyle(fontSize: 20))
        XCTAssertTrue(setter.baselines(content) == (16, -4))
    }

    func testLinesSetInATallerFallbackFontAreTaller() {
        // Font 1 (a fallback) has ascender 1000 and descender -300: lines with it are 13 high.
        let tall = TextSetter(
            fonts: [
                FontMetrics(unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0),
                FontMetrics(unitsPerEm: 1000, ascender: 1000, descender: -300, lineGap: 0),
            ]
        ) { text in
            ShapedText(text, advances: [Double](repeating: 0.5, count: text.count), fonts: text.map { $0.isASCII ? 0 : 1 })
        }
        let r = tall.layout(TextContent("ab\n日本", style: TextStyle(fontSize: 10)), in: Size(width: 100, height: .infinity))
        XCTAssertEqual(r.lines.map(\.height), [10, 13])
        XCTAssertEqual(r.lines.map(\.baseline), [8, 10])
        XCTAssertEqual(r.lines.map(\.top), [0, 10])
        XCTAssertEqual(r.size.height, 23)
    }
}
