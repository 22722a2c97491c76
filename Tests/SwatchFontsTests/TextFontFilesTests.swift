import Foundation
@testable import SwatchFonts
import XCTest

/// Font discovery spawns fontconfig's `fc-match` directly; these check the
/// spawning itself and what fontconfig answers here.
final class TextFontFilesTests: XCTestCase {
    func testCapturesWhatACommandPrints() throws {
        let output = try XCTUnwrap(TextFontFiles.runCapturingOutput(["printf", "a#%s", "1"]))
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "a#1")
    }

    func testAFailingOrMissingCommandGivesNothing() {
        XCTAssertNil(TextFontFiles.runCapturingOutput(["false"]))
        XCTAssertNil(TextFontFiles.runCapturingOutput(["sh", "-c", "echo partial; exit 3"]))
        XCTAssertNil(TextFontFiles.runCapturingOutput(["sh", "-c", "kill -9 $$"]))
        XCTAssertNil(TextFontFiles.runCapturingOutput(["swatch-no-such-command-here"]))
    }

    func testTooMuchOutputGivesNothingWithoutWaitingForeverOnTheChild() {
        let done = expectation(description: "returned")
        DispatchQueue.global().async {
            // Far more than the pipe holds: the child is still writing when reading stops.
            XCTAssertNil(TextFontFiles.runCapturingOutput(["sh", "-c", "yes | head -c 1000000"]))
            XCTAssertNil(TextFontFiles.runCapturingOutput(["printf", "%s", "12345"], maximumOutputBytes: 4))
            XCTAssertEqual(TextFontFiles.runCapturingOutput(["printf", "%s", "1234"], maximumOutputBytes: 4), Array("1234".utf8))
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
    }

    func testFontconfigAnswersAReadableFile() throws {
        guard TextFontFiles.runCapturingOutput(["fc-match", "--version"]) != nil else {
            throw XCTSkip("fontconfig's fc-match is not installed")
        }
        let path = try XCTUnwrap(TextFontFiles.systemFont(matching: "sans-serif"))
        let file = path.split(separator: "#").first.map(String.init) ?? path
        XCTAssertTrue(FileManager.default.isReadableFile(atPath: file), path)
    }
}
