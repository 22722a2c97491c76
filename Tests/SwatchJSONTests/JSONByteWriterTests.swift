import SwatchJSON
import SwatchTestSupport
import XCTest

/// The byte writer writes exactly what `JSONWriter` writes.
final class JSONByteWriterTests: XCTestCase {
    func testNumbersMatchTheStringWriter() {
        var rng = RepeatableRandomNumberGenerator(seed: 11)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.25, 131.5, 1e15, 1e16, -1e20, 0.1, 1.0 / 3, .infinity, .nan, 375, 84000.75]
        for _ in 0..<2000 {
            let v = Double.random(in: -100_000...100_000, using: &rng)
            values.append(v)
            values.append((v * 4).rounded() / 4)
            values.append(v.rounded())
        }
        for v in values {
            var writer = JSONByteWriter()
            writer.append(number: v)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), JSONWriter.number(v), "\(v)")
        }
    }

    func testStringsMatchTheStringWriter() {
        for s in ["plain", "quote \" and \\ backslash", "tab\tnew\nline\r", "\u{01}\u{1F}", "日本語", "line\u{2028}sep\u{2029}", "\u{E2}",
                  "e\u{301}", "", "</script> a < b", "why?? (no trigraph in JSON)", "\u{7F}", "a long plain string, as ids and paths are: root.children[12].child"] {
            for scriptSafe in [false, true] {
                var writer = JSONByteWriter()
                writer.append(string: s, scriptSafe: scriptSafe)
                XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), JSONWriter.string(s, scriptSafe: scriptSafe), s)
            }
        }
    }

    func testWholeNumbersAreWrittenInDecimal() {
        var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, 12_345, -987_654_321, .max, .min, .max - 1, .min + 1]
        var rng = RepeatableRandomNumberGenerator(seed: 12)
        for _ in 0..<2000 { values.append(Int64.random(in: .min ... .max, using: &rng)) }
        for v in values {
            var writer = JSONByteWriter()
            writer.append(integer: v)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), String(v))
        }
    }
}
