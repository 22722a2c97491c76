import Dispatch
import Foundation
import SwatchFonts
import SwatchGeometry
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import SwatchTypesetting
import XCTest

@testable import SwatchText

/// The engine with the fonts the site ships (Public/fonts: Inter) and the
/// fallbacks fontconfig picks on this machine.
final class TextEngineTests: XCTestCase {
    static let fontsDirectory = Fixtures.repositoryRoot.appendingPathComponent("Public/fonts").path
    static let engine: TextEngine? = try? TextFontFiles.engine(directory: fontsDirectory)
    /// Inter alone: characters it lacks are measured, not shaped.
    static let interOnly: TextEngine? = try? TextFontFiles(directory: fontsDirectory, fallbacks: [], boldFallbacks: [])
        .engine()

    func engine() throws -> TextEngine {
        try XCTUnwrap(TextEngineTests.engine, "the fonts in Public/fonts load")
    }

    func width(_ text: String, size: Double = 20, weight: FontWeight = .regular, in engine: TextEngine? = nil) throws
        -> Double
    {
        let content = TextContent(text, style: TextStyle(fontSize: size, weight: weight))
        return try (engine ?? self.engine()).layout(content, constrainedTo: Size(width: .infinity, height: .infinity))
            .size.width
    }

    func testMetricsComeFromTheFontsHorizontalExtents() throws {
        // Inter: 2816 units per em, ascender 2728, descender -680, no line gap.
        let metrics = try engine().fonts.regular.metrics
        XCTAssertEqual(metrics, FontMetrics(unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0))
        XCTAssertEqual(try engine().fonts.regular.familyName, "Inter")
    }

    func testALineIsAscenderMinusDescenderHighAndBaselinesComeFromThePrimaryFont() throws {
        let content = TextContent("Texture", style: TextStyle(fontSize: 17))
        let r = try engine().layout(content, constrainedTo: Size(width: 375, height: .infinity))
        XCTAssertEqual(r.lines.count, 1)
        XCTAssertEqual(r.lines[0].height, (2728 + 680) * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(r.lines[0].baseline, 2728 * 17 / 2816, accuracy: 1e-9)
        let (ascender, descender) = try engine().baselines(content)
        XCTAssertEqual(ascender, 2728 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(descender, -680 * 17 / 2816, accuracy: 1e-9)
    }

    func testAdvancesScaleWithTheFontSize() throws {
        XCTAssertEqual(try width("Swatch", size: 24), try width("Swatch", size: 12) * 2, accuracy: 1e-9)
    }

    func testKerningAndBoldAreApplied() throws {
        XCTAssertLessThan(try width("AV"), try width("A") + width("V"), "GPOS kerning of A and V")
        XCTAssertGreaterThan(try width("Swatch", weight: .bold), try width("Swatch"))
    }

    func testWrappingBreaksAtSpacesWithinTheWidth() throws {
        let content = TextContent("The quick brown fox jumps over the lazy dog", style: TextStyle(fontSize: 17))
        let r = try engine().layout(content, constrainedTo: Size(width: 150, height: .infinity))
        XCTAssertEqual(r.lines.map(\.text).joined(separator: " "), "The quick brown fox jumps over the lazy dog")
        XCTAssertGreaterThan(r.lines.count, 1)
        for line in r.lines {
            XCTAssertLessThanOrEqual(line.width, 150)
            XCTAssertEqual(line.width, try width(line.text, size: 17), accuracy: 1e-9, "a line is as wide as its text")
        }
        XCTAssertEqual(r.size.width, r.lines.map(\.width).max())
    }

    func testTruncatedLineEndsWithTheTokenWithinTheWidth() throws {
        let style = TextStyle(fontSize: 17, maximumNumberOfLines: 1)
        let r = try engine().layout(
            TextContent("The quick brown fox jumps over the lazy dog", style: style),
            constrainedTo: Size(width: 150, height: .infinity))
        XCTAssertTrue(r.isTruncated)
        XCTAssertEqual(r.lines.count, 1)
        XCTAssertTrue(r.lines[0].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(r.lines[0].width, 150)
        XCTAssertFalse(r.lines[0].text.dropLast().hasSuffix(" "), "the space before the cut goes too")
    }

    func testCharactersNoFontHasAreAnEmWideWhenCJK() throws {
        let inter = try XCTUnwrap(TextEngineTests.interOnly)
        XCTAssertEqual(try width("日本語", size: 14, in: inter), 42, accuracy: 1e-9)
    }

    func testJapaneseFallsBackToTheInstalledCJKFont() throws {
        let engine = try engine()
        guard let cjk = engine.fonts.fallbacks.last, cjk.covers("あ") else {
            throw XCTSkip("no CJK font installed (Debian fonts-droid-fallback)")
        }
        let content = TextContent("写真に「いいね！」", style: TextStyle(fontSize: 14))
        let r = engine.layout(content, constrainedTo: Size(width: .infinity, height: .infinity))
        // Set in the fallback: its line height, not Inter's.
        XCTAssertEqual(r.lines[0].height, cjk.metrics.lineHeight(at: 14), accuracy: 1e-9)
        XCTAssertEqual(r.lines[0].baseline, cjk.metrics.ascender(at: 14), accuracy: 1e-9)
        // The baselines reported for alignment stay Inter's (the font set on the text).
        XCTAssertEqual(engine.baselines(content).ascender, 2728 * 14 / 2816, accuracy: 1e-9)
    }

    func testManyThreadsMeasureTheSame() throws {
        let engine = try engine()
        let texts = (0..<64).map { "Cell \($0): a notification body that wraps over a few lines, \($0 * 7) times" }
        let expected = texts.map { engine.layoutUncached(TextContent($0), constrainedTo: Size(width: 200, height: .infinity)) }
        engine.clearCaches()
        var results = [TextLayout](repeating: .empty, count: texts.count * 4)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: out.count) { i in
                out[i] = engine.layout(TextContent(texts[i % texts.count]), constrainedTo: Size(width: 200, height: .infinity))
            }
        }
        for i in 0..<texts.count * 4 { XCTAssertEqual(results[i], expected[i % texts.count]) }
    }

    func testTextsAtTheSizeLimitWithLongSpaceRunsOrMissingCharactersLayOut() throws {
        // 64 KB (SpecLimits.maxTextBytes): one run of spaces, and characters no font has
        // alternating with letters (a run a grapheme). Both used to be quadratic.
        let spaces = String(repeating: " ", count: 65_000) + "x"
        let r = try engine().layout(TextContent(spaces), constrainedTo: Size(width: 100, height: .infinity))
        XCTAssertEqual(r.lines.map(\.text).last, "x")
        let missing = String(repeating: "\u{10FFFD}a", count: 16_000)
        let m = try engine().layout(TextContent(missing, style: TextStyle(fontSize: 10)), constrainedTo: Size(width: 300, height: .infinity))
        XCTAssertGreaterThan(m.lines.count, 10)
    }

    func testBytesThatAreNotAFontAreAnError() {
        XCTAssertThrowsError(try FontFace(bytes: Array("not a font".utf8), name: "x.ttf")) { error in
            XCTAssertEqual((error as? FontError)?.description, "x.ttf: not a TrueType or OpenType font")
        }
        XCTAssertThrowsError(try FontFace(bytes: [], name: "empty.ttf"))
    }
}
