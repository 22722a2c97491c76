import SwatchGeometry
import SwatchLayout
@testable import SwatchText
import XCTest

/// The text engine's caches are bounded by the bytes they hold, not only by
/// their entry count: 8,192 entries of 60 KB texts would be gigabytes.
final class TextCacheTests: XCTestCase {
    func testACacheStartsOverWhenAnEntryWouldPassItsByteBudget() {
        var cache = TextCache<String, Int>(byteBudget: 1_000, entryLimit: 100)
        for (n, key) in ["a", "b", "c"].enumerated() { cache.insert(n, for: key, cost: 300) }
        XCTAssertEqual(cache.bytes, 900)
        XCTAssertEqual(cache.count, 3)
        cache.insert(3, for: "d", cost: 300)
        XCTAssertEqual(cache.bytes, 300, "started over")
        XCTAssertEqual(cache["d"], 3)
        XCTAssertNil(cache["a"])
    }

    func testAnEntryLargerThanTheBudgetIsNotKept() {
        var cache = TextCache<String, Int>(byteBudget: 1_000, entryLimit: 100)
        cache.insert(1, for: "small", cost: 10)
        cache.insert(2, for: "huge", cost: 1_001)
        XCTAssertNil(cache["huge"])
        XCTAssertEqual(cache["small"], 1, "the others stay")
        XCTAssertEqual(cache.bytes, 10)
    }

    func testReplacingAnEntryCountsItsBytesOnce() {
        var cache = TextCache<String, Int>(byteBudget: 1_000, entryLimit: 100)
        cache.insert(1, for: "a", cost: 400)
        cache.insert(2, for: "a", cost: 500)
        XCTAssertEqual(cache.bytes, 500)
        XCTAssertEqual(cache["a"], 2)
    }

    func testTheEntryLimitStillHolds() {
        var cache = TextCache<Int, Int>(byteBudget: 1_000_000, entryLimit: 4)
        for n in 0..<5 { cache.insert(n, for: n, cost: 1) }
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache[4], 4)
    }

    /// 60 KB texts, each laid out at two widths, in an engine whose caches
    /// may hold 2 MiB each: they never hold more, yet keep what fits.
    func testLongTextsKeepTheEnginesCachesWithinTheirByteBudget() throws {
        let fonts = try XCTUnwrap(TextEngineTests.engine, "the fonts in Public/fonts load").fonts
        let budget = 2 << 20
        let engine = TextEngine(fonts: fonts, cacheByteBudget: budget)
        let words = ["layout", "node", "range", "display", "preload", "Texture", "async", "stack"]
        var largest = (shapes: 0, layouts: 0)
        var startedOver = false
        for n in 0..<4 {
            var text = "Text \(n):"
            var k = n
            while text.utf8.count < 60_000 {
                k = (k &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
                text += " " + words[k % words.count]
            }
            for width in [200.0, 320.0] {
                _ = engine.layout(TextContent(text), constrainedTo: Size(width: width, height: .infinity))
            }
            let now = engine.cachedBytes
            if now.shapes < largest.shapes { startedOver = true }
            largest = (max(largest.shapes, now.shapes), max(largest.layouts, now.layouts))
            XCTAssertLessThanOrEqual(now.shapes, budget)
            XCTAssertLessThanOrEqual(now.layouts, budget)
        }
        // A shaped 60 KB text takes over 1 MB (its graphemes' offsets,
        // advances and classes): one fits at a time, so the cache started over.
        XCTAssertGreaterThan(largest.shapes, 1 << 20)
        XCTAssertTrue(startedOver)
        XCTAssertGreaterThan(largest.layouts, 8 * 120_000, "a laid-out text keeps its key and lines, about 130 KB")
    }
}
