import Foundation
@testable import SwatchPlayground
import SwatchTestSupport
import XCTest

/// Share links, both directions: what the site writes an independent
/// decoder (Python's zlib) inflates back to the same bytes; what zlib writes
/// the server opens; hostile data (seeded random bytes, damaged blocks, a
/// decompression bomb) is refused, never past its limit.
final class ShareLinkTests: XCTestCase {
    func testDeflatedTextInflatesToTheSameBytesInZlib() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content/specs/notification-cell.json")
        let spec = Array(try Data(contentsOf: path))
        let cases: [[UInt8]] = [
            [], Array("a".utf8), Array("{\"a\": 1}\n".utf8), Array("Grüße, 日本語 \u{1F600}".utf8),
            Array(String(repeating: "abc", count: 40_000).utf8),  // matches of the longest length, far back
            spec, noise, Array(repeating: 0, count: 70_000),
        ]
        for bytes in cases {
            let packed = Deflate.compress(bytes)
            guard let back = try Zlib.inflateRaw(packed) else { throw XCTSkip("python3 not installed") }
            XCTAssertEqual(back, bytes, "\(bytes.count) bytes")
        }
        XCTAssertLessThan(Deflate.compress(spec).count * 2, spec.count, "a spec shrinks by half at least")
    }

    func testALinkComesBackAsItsTextExactly() throws {
        for text in ["", "{\"a\": 1}\n", "Grüße, 日本語 \u{1F600}\r\n", PlaygroundStarter.text] {
            XCTAssertEqual(try ShareLink.decode(ShareLink.encode(text)), text)
            XCTAssertTrue(ShareLink.encode(text).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
        guard let packed = try Zlib.deflateRaw(PlaygroundStarter.text, level: 6) else { throw XCTSkip("python3 not installed") }
        XCTAssertEqual(try ShareLink.decode(Zlib.base64URL(packed)), PlaygroundStarter.text, "zlib's link opens")
    }

    func testBase64URLBothWays() {
        XCTAssertEqual(Base64URL.encode([0xfb, 0xff]), "-_8")
        XCTAssertEqual(Base64URL.encode(Array("Man".utf8)), "TWFu")
        XCTAssertEqual(Base64URL.encode(Array("Ma".utf8)), "TWE")
        XCTAssertEqual(Base64URL.decode("-_8"), [0xfb, 0xff])
        XCTAssertEqual(Base64URL.decode("TWE="), Array("Ma".utf8), "padding is optional")
        XCTAssertEqual(Base64URL.decode("+/8"), [0xfb, 0xff], "base64's own letters too")
        XCTAssertNil(Base64URL.decode("T"), "one letter holds no byte")
        XCTAssertNil(Base64URL.decode("TW=E"), "nothing after padding")
        XCTAssertNil(Base64URL.decode("T!"))
    }

    func testADamagedLinkSaysWhy() {
        XCTAssertThrowsError(try ShareLink.decode("%%%")) { error in
            XCTAssertEqual((error as? ShareLink.Failure)?.reason, "its data is not base64url text")
        }
        XCTAssertThrowsError(try ShareLink.decode(Base64URL.encode([0x01, 0x02, 0x00, 0xfd, 0xff, 0xff, 0xfe]))) { error in
            XCTAssertEqual((error as? ShareLink.Failure)?.reason, "its text is not UTF-8")
        }
    }

    func testInflateRejectsHostileDataWithoutCrashing() throws {
        var generator = RepeatableRandomNumberGenerator(seed: 0x1AF1A7E)
        for _ in 0..<2000 {
            let count = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let output = try? Inflate.decompress(bytes, limit: 1 << 10) {
                XCTAssertLessThanOrEqual(output.count, 1 << 10, "never past the limit: \(bytes)")
            }
        }
        // A stored block longer than the limit; a stored block; a damaged length.
        XCTAssertThrowsError(try Inflate.decompress([0x01, 0x05, 0x00, 0xfa, 0xff, 1, 2, 3, 4, 5], limit: 4))
        XCTAssertEqual(try Inflate.decompress([0x01, 0x03, 0x00, 0xfc, 0xff, 0x61, 0x62, 0x63], limit: 10), Array("abc".utf8))
        XCTAssertThrowsError(try Inflate.decompress([0x01, 0x03, 0x00, 0xfc, 0xfe, 0x61, 0x62, 0x63], limit: 10), "bad complement")
        // Fixed codes: length 3 at distance 1 with nothing written yet.
        XCTAssertThrowsError(try Inflate.decompress([0x03, 0x02], limit: 10)) { error in
            XCTAssertEqual(error as? Inflate.Failure, Inflate.Failure(reason: "a distance reaches before the start"))
        }
        // Data that ends inside a block.
        XCTAssertThrowsError(try Inflate.decompress([0x03], limit: 10)) { error in
            XCTAssertEqual(error as? Inflate.Failure, Inflate.Failure(reason: "the data ends early"))
        }
        guard let bomb = try Zlib.deflateRaw(String(repeating: "a", count: 2 << 20), level: 9) else {
            throw XCTSkip("python3 not installed")
        }
        XCTAssertLessThan(bomb.count, 10_000)
        XCTAssertThrowsError(try ShareLink.decode(Zlib.base64URL(bomb)), "over the 1 MiB limit") { error in
            XCTAssertEqual(
                (error as? ShareLink.Failure)?.reason,
                "its data cannot be decompressed (the text is longer than \(ShareLink.maxTextBytes) bytes)")
        }
    }

    func testInflateStopsExactlyAtItsLimit() throws {
        guard let packed = try Zlib.deflateRaw(String(repeating: "ab", count: 500), level: 9) else {
            throw XCTSkip("python3 not installed")
        }
        XCTAssertEqual(try Inflate.decompress(packed, limit: 1000).count, 1000)
        XCTAssertThrowsError(try Inflate.decompress(packed, limit: 999))
    }
}
