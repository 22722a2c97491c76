import Foundation
@testable import SwatchSite
import SwatchTestSupport
import XCTest

/// "Edit in playground" links: a named spec by name, an inline one as its
/// text deflated in the query, which an independent decoder (Python's zlib)
/// inflates back to the same bytes.
final class PlaygroundLinkTests: XCTestCase {
    func inflate(_ bytes: [UInt8]) throws -> [UInt8]? {
        guard let python = Executable.python3 else { return nil }
        let result = try Executable.runProgram(
            python, ["-c", "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read(), -15))"],
            input: bytes)
        XCTAssertEqual(result.status, 0, "zlib could not inflate it: \(result.stderr)")
        return result.output
    }

    func testDeflatedTextInflatesToTheSameBytes() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let spec = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/SwatchSiteTests/PlaygroundLinkTests.swift", with: "content/specs/notification-cell.json"), encoding: .utf8)
        let cases: [[UInt8]] = [
            [], Array("a".utf8), Array("{\"a\": 1}\n".utf8), Array("Grüße, 日本語 \u{1F600}".utf8),
            Array(String(repeating: "abc", count: 40_000).utf8),  // matches of the longest length, far back
            Array(spec.utf8), noise, Array(repeating: 0, count: 70_000),
        ]
        for bytes in cases {
            let packed = Deflate.compress(bytes)
            guard let back = try inflate(packed) else { throw XCTSkip("python3 not installed") }
            XCTAssertEqual(back, bytes, "\(bytes.count) bytes")
        }
        XCTAssertLessThan(Deflate.compress(Array(spec.utf8)).count * 2, spec.utf8.count, "a spec shrinks by half at least")
    }

    func testLinksForNamedAndInlineSpecs() {
        XCTAssertEqual(PlaygroundLink.named("chat-bubble", playgroundPath: "/playground/"), "/playground/?spec=chat-bubble")
        let link = PlaygroundLink.sharing("{\"a\": 1}\n", playgroundPath: "/playground/")
        XCTAssertTrue(link.hasPrefix("/playground/?z="))
        let data = link.dropFirst("/playground/?z=".count)
        XCTAssertTrue(data.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }, String(data))
        XCTAssertEqual(PlaygroundLink.base64URL([0xfb, 0xff]), "-_8")
        XCTAssertEqual(PlaygroundLink.base64URL(Array("Man".utf8)), "TWFu")
        XCTAssertEqual(PlaygroundLink.base64URL(Array("Ma".utf8)), "TWE")
    }
}
