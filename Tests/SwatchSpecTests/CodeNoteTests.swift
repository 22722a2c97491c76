import SwatchGeometry
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The notes the export writes in code and the import reads back are one
/// type: every note written reads back to the same note.
final class CodeNoteTests: XCTestCase {
    /// Lengths as layouts have them: whole, halves and quarters, any
    /// fraction, large and small.
    func lengths() -> [Double] {
        var rng = RepeatableRandomNumberGenerator(seed: 30)
        var out: [Double] = [0, 1, 0.5, 0.25, 375, 44.75, 1e-7, 123_456.789, 1e15, 1e20, 1.0 / 3]
        for _ in 0..<300 {
            let v = Double.random(in: 0...10_000, using: &rng)
            out += [v, (v * 4).rounded() / 4, v.rounded()]
        }
        return out
    }

    func notes() -> [CodeNote] {
        let lengths = lengths()
        var out: [CodeNote] = [.onlyHoldsRoot]
        for (i, w) in lengths.enumerated() {
            let h = lengths[(i * 7 + 3) % lengths.count]
            let size = Size(width: w, height: h)
            out.append(.size(size))
            out.append(.assetSize("avatar", size))
            out.append(.assetSize("settings.backgroundImage \(i)", size))
            out.append(.downloaded(size))
            out.append(.sizeRange(SizeRange(exactly: size)))
            out.append(.sizeRange(SizeRange(min: size, max: Size(width: w + h, height: .infinity))))
            out.append(.sizeRange(SizeRange(min: .zero, max: Size(width: .infinity, height: .infinity))))
        }
        return out
    }

    func testEveryNoteWrittenReadsBackTheSame() {
        for note in notes() {
            XCTAssertEqual(CodeNote(note.text), note, note.text)
            // As the lexer hands a comment over: after `//`, with its spaces.
            XCTAssertEqual(CodeNote(" " + note.text + "  "), note, note.text)
        }
    }

    func testTheWordsAreTheExportsOwn() {
        XCTAssertEqual(CodeNote.sizeRange(SizeRange(exactly: Size(width: 375, height: 120))).text, "Laid out at 375 \u{00D7} 120 points.")
        XCTAssertEqual(
            CodeNote.sizeRange(SizeRange(min: .zero, max: Size(width: 390, height: .infinity))).text,
            "Laid out in a size range from 0 \u{00D7} 0 to 390 \u{00D7} \u{221E} points.")
        XCTAssertEqual(CodeNote.onlyHoldsRoot.text, "The spec's root is this node's layout: the node only holds it.")
        XCTAssertEqual(CodeNote.size(Size(width: 28, height: 28.5)).text, "28 \u{00D7} 28.5 points")
        XCTAssertEqual(CodeNote.assetSize("pill", Size(width: 8, height: 8)).text, "\"pill\" is 8 \u{00D7} 8 points.")
        XCTAssertEqual(CodeNote.downloaded(Size(width: 320, height: 240)).text, "Laid out with its image downloaded, 320 \u{00D7} 240 points.")
    }

    func testOtherCommentsAreNoNotes() {
        for text in [
            "", "points", " points.", "MARK: - Layout", "Laid out at 375 points.", "Laid out at 375 \u{00D7} points.",
            "Laid out in a size range from 0 \u{00D7} 0 points.", "28 \u{00D7} 28 pixels", "\"pill\" is big.",
            "Laid out with its image downloaded.", "a \u{00D7} b points", "the spec's root is this node's layout",
        ] {
            XCTAssertNil(CodeNote(text), text)
        }
    }
}
