import XCTest

@testable import SwatchTypesetting

/// A face for tests: covers the scalars `covers` says, every grapheme of a
/// run advances `advance` font units, and it records the runs it shaped.
final class RecordingFace: ShapingFace, @unchecked Sendable {
    let metrics: FontMetrics
    let missingGlyphAdvance: Double
    let advance: Double
    let coverage: (Unicode.Scalar) -> Bool
    var runs: [String] = []

    init(unitsPerEm: Double, advance: Double, missing: Double = 0, covers: @escaping (Unicode.Scalar) -> Bool) {
        metrics = FontMetrics(unitsPerEm: unitsPerEm, ascender: 0.8 * unitsPerEm, descender: -0.2 * unitsPerEm, lineGap: 0)
        missingGlyphAdvance = missing
        self.advance = advance
        coverage = covers
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool { coverage(scalar) }

    func addAdvances(of run: Range<Int>, in shaped: ShapedText, utf8: [UInt8], to units: inout [Double]) {
        runs.append(shaped.substring(run))
        XCTAssertEqual(utf8.last, 0, "the paragraph's bytes end with a 0")
        for grapheme in run { units[grapheme] += advance }
    }
}

final class FontChainTests: XCTestCase {
    func testEachGraphemeTakesTheFirstFaceThatHasItAndEachRunIsShapedByItsFace() {
        let latin = RecordingFace(unitsPerEm: 1000, advance: 500) { $0.isASCII }
        let cjk = RecordingFace(unitsPerEm: 256, advance: 256) { !$0.isASCII }
        let shaped = FontChain(faces: [latin, cjk]).shape("ab日本c")
        XCTAssertEqual(shaped.fonts, [0, 0, 1, 1, 0])
        XCTAssertEqual(shaped.advances, [0.5, 0.5, 1, 1, 0.5])
        XCTAssertEqual(latin.runs, ["ab", "c"])
        XCTAssertEqual(cjk.runs, ["日本"])
    }

    func testGraphemesNoFaceHasAreAnEmWhenWideElseThePrimaryMissingGlyph() {
        let latin = RecordingFace(unitsPerEm: 1000, advance: 500, missing: 600) { $0.isASCII }
        let shaped = FontChain(faces: [latin]).shape("a日é")
        XCTAssertEqual(shaped.fonts, [0, ShapedText.noFont, ShapedText.noFont])
        XCTAssertEqual(shaped.advances, [0.5, 1, 0.6])
        XCTAssertEqual(latin.runs, ["a"])
    }

    func testJoinersAndVariationSelectorsDoNotDecideTheFace() {
        let latin = RecordingFace(unitsPerEm: 1000, advance: 500) { $0.isASCII }
        let shaped = FontChain(faces: [latin]).shape("a\u{FE0F}b")
        XCTAssertEqual(shaped.fonts, [0, 0])
    }
}
