import SwatchHTTP
@testable import SwatchServer
import SwatchTestSupport
import XCTest

/// The share links' raw DEFLATE decoder: hostile data (seeded random bytes,
/// damaged blocks, a decompression bomb) is refused, never past its limit.
final class InflateTests: XCTestCase {
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
        guard let bomb = try deflateRaw(String(repeating: "a", count: 2 << 20), level: 9) else {
            throw XCTSkip("python3 not installed")
        }
        XCTAssertLessThan(bomb.count, 10_000)
        XCTAssertThrowsError(try ShareLink.text(from: base64URL(bomb)), "over the 1 MiB limit") { error in
            XCTAssertEqual(
                (error as? ShareLink.Failure)?.reason,
                "its data cannot be decompressed (the text is longer than \(ShareLink.maxTextBytes) bytes)")
        }
    }

    func testInflateStopsExactlyAtItsLimit() throws {
        guard let packed = try deflateRaw(String(repeating: "ab", count: 500), level: 9) else {
            throw XCTSkip("python3 not installed")
        }
        XCTAssertEqual(try Inflate.decompress(packed, limit: 1000).count, 1000)
        XCTAssertThrowsError(try Inflate.decompress(packed, limit: 999))
    }
}
