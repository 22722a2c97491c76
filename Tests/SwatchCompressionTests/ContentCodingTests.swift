import SwatchCompression
import XCTest

/// Each content coding gives back what it was given, in its own format,
/// smaller for text; decoding refuses bytes that are not its format and
/// output past its limit.
final class ContentCodingTests: XCTestCase {
    static let page = Array(String(repeating: "<p>Texture lays out nodes off the main thread and draws them asynchronously.</p>\n", count: 2000).utf8)

    func encode(_ coding: ContentCoding, _ bytes: [UInt8], _ effort: ContentCoding.Effort) throws -> [UInt8] {
        try XCTUnwrap(bytes.withUnsafeBytes { coding.encode($0, effort: effort) })
    }

    func testEveryCodingAndEffortRoundTrips() throws {
        let binary = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        for coding in ContentCoding.allCases {
            for effort in [ContentCoding.Effort.once, .perAnswer] {
                for input in [ContentCodingTests.page, binary, [], Array("x".utf8)] {
                    let encoded = try encode(coding, input, effort)
                    XCTAssertEqual(coding.decode(encoded, limit: input.count), input, "\(coding) \(effort) \(input.count) bytes")
                }
                let encoded = try encode(coding, ContentCodingTests.page, effort)
                XCTAssertLessThan(encoded.count, ContentCodingTests.page.count / 20, "\(coding) \(effort)")
            }
        }
    }

    func testGzipWritesTheGzipFormat() throws {
        let encoded = try encode(.gzip, ContentCodingTests.page, .once)
        XCTAssertEqual(Array(encoded.prefix(3)), [0x1f, 0x8b, 0x08])
    }

    func testBrotliAtOnceIsSmallerThanGzip() throws {
        XCTAssertLessThan(
            try encode(.brotli, ContentCodingTests.page, .once).count, try encode(.gzip, ContentCodingTests.page, .once).count)
    }

    func testDecodingRefusesOtherBytesAndOutputPastTheLimit() throws {
        for coding in ContentCoding.allCases {
            XCTAssertNil(coding.decode(Array("not compressed at all".utf8), limit: 1 << 20), "\(coding)")
            let encoded = try encode(coding, ContentCodingTests.page, .once)
            XCTAssertNil(coding.decode(encoded, limit: ContentCodingTests.page.count - 1), "\(coding)")
            XCTAssertNil(coding.decode(Array(encoded.dropLast(4)), limit: 1 << 20), "\(coding): cut short")
        }
    }
}
